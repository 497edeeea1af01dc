"""Scored positions of standard chess for the `tune` example: games of Stockfish at a
few hundred to a few thousand nodes per move from random openings (with a share of
random moves, so that positions are varied and sometimes lopsided), sampled after
quiet moves and scored by Stockfish at a fixed depth, for white.

    python scored_positions.py --games 2000 --seed 1 --out positions.txt

Each line is `<FEN>;<centipawns for white>` (mates as +-3000, scores clamped to
+-2500). The run is seeded; Stockfish runs on one thread, so a run repeats.
"""

import argparse
import random

import chess
import chess.engine

# Share of moves played at random, and of quiet positions kept.
RANDOM_MOVES = 0.08
KEPT = 0.3


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--depth", type=int, default=9, help="Stockfish's depth for the scores")
    p.add_argument("--stockfish", default="/usr/games/stockfish")
    p.add_argument("--out", required=True)
    args = p.parse_args()
    rng = random.Random(args.seed)
    sf = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    sf.configure({"Threads": 1, "Hash": 16})
    written = 0
    with open(args.out, "w") as out:
        for game in range(args.games):
            board = chess.Board()
            for _ in range(rng.randint(4, 9)):
                board.push(rng.choice(list(board.legal_moves)))
                if board.is_game_over():
                    break
            kept = []
            while not board.is_game_over(claim_draw=True) and board.ply() < 240:
                if rng.random() < RANDOM_MOVES:
                    move = rng.choice(list(board.legal_moves))
                else:
                    nodes = rng.choice([300, 1000, 3000])
                    move = sf.play(board, chess.engine.Limit(nodes=nodes)).move
                capture = board.is_capture(move)
                board.push(move)
                if not capture and not board.is_check() and rng.random() < KEPT:
                    kept.append(board.fen())
            for fen in kept:
                info = sf.analyse(chess.Board(fen), chess.engine.Limit(depth=args.depth))
                cp = info["score"].white().score(mate_score=3000)
                out.write("%s;%d\n" % (fen, max(-2500, min(2500, cp))))
                written += 1
            out.flush()
            if game % 50 == 0:
                print("game %d: %d positions" % (game, written), flush=True)
    sf.quit()


if __name__ == "__main__":
    main()
