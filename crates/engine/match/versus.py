"""Sjakkboks's engine against an outside UCI engine (or an older build of itself),
at equal time or equal nodes per move.

    python versus.py --game standard --games 100 --movetime 100 \
        --ours target/release/sjakkboks-uci --opponent /usr/games/stockfish \
        --option UCI_LimitStrength=true --option UCI_Elo=2000

    python versus.py --game chess-attack --games 100 --nodes 20000 --opponent-sjakkboks \
        --ours target/release/sjakkboks-uci --opponent /tmp/sjakkboks-uci-before

    python versus.py --game antichess --games 100 --movetime 100 \
        --opponent /usr/games/fairy-stockfish --option "Skill Level=8"

Games: standard, antichess, chess-attack, pawn-race. The referee is python-chess for
standard chess and pyffish (Fairy-Stockfish's rules, with tests/oracle's variants.ini)
for the others. Openings: `--games / 2` starts of random legal first plies (seeded,
so runs repeat), each played twice with the colours swapped. Games longer than
--max-plies are draws. Prints each result and the total: our wins, draws, losses and
score (a draw is half a point).
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))

# Our game id -> Fairy-Stockfish's variant name.
FAIRY = {
    "standard": "chess",
    "antichess": "antichess",
    "chess-attack": "chessattack",
    "pawn-race": "pawnrace",
}


def variants_ini():
    """The variants.ini text the oracle uses (Chess Attack, pawn race)."""
    source = open(os.path.join(ROOT, "tests", "oracle", "oracle.py")).read()
    start = source.index('VARIANTS_INI = """') + len('VARIANTS_INI = """')
    return source[start : source.index('"""', start)]


class Uci:
    """A UCI engine in a subprocess."""

    def __init__(self, command, options):
        self.proc = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.send("uci")
        self.wait("uciok")
        for name, value in options:
            self.send("setoption name %s value %s" % (name, value))
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait(self, prefix):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("engine died waiting for " + prefix)
            if line.startswith(prefix):
                return line.strip()

    def best(self, fen, moves, limit):
        start = "startpos" if fen is None else "fen " + fen
        self.send("position %s moves %s" % (start, " ".join(moves)) if moves else "position " + start)
        self.send("go " + limit)
        return self.wait("bestmove").split()[1]

    def new_game(self):
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")

    def close(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()


class ChessReferee:
    """python-chess as the referee of standard chess."""

    def __init__(self):
        import chess

        self.chess = chess
        self.board = chess.Board()

    def legal(self):
        return [m.uci() for m in self.board.legal_moves]

    def play(self, move):
        self.board.push_uci(move)

    def result(self):
        """1 white wins, 0 draw, -1 black wins, None while it goes on."""
        outcome = self.board.outcome(claim_draw=True)
        if outcome is None:
            return None
        return 0 if outcome.winner is None else (1 if outcome.winner else -1)

    def white_to_move(self):
        return self.board.turn


class FairyReferee:
    """pyffish as the referee of the variants."""

    loaded = False

    def __init__(self, variant):
        import pyffish

        self.sf = pyffish
        if not FairyReferee.loaded:
            pyffish.load_variant_config(variants_ini())
            FairyReferee.loaded = True
        self.variant = variant
        self.fen = pyffish.start_fen(variant)
        self.moves = []

    def legal(self):
        return self.sf.legal_moves(self.variant, self.fen, self.moves)

    def play(self, move):
        self.moves.append(move)

    def result(self):
        legal = self.legal()
        over, value = self.sf.is_immediate_game_end(self.variant, self.fen, self.moves)
        if not over and legal:
            over, value = self.sf.is_optional_game_end(self.variant, self.fen, self.moves)
        if not over and legal:
            return None
        if not legal and not over:
            value = self.sf.game_result(self.variant, self.fen, self.moves)
        if value == 0:
            return 0
        # value is for the side to move.
        mover_white = self.white_to_move()
        return (1 if value > 0 else -1) * (1 if mover_white else -1)

    def white_to_move(self):
        fen = self.sf.get_fen(self.variant, self.fen, self.moves)
        return fen.split()[1] == "w"


def ours_to_theirs(game, move, legal):
    """Our move text as the referee writes it (pawn race: a pawn on the far rank is a queen there)."""
    if move in legal:
        return move
    if game == "pawn-race" and move + "q" in legal:
        return move + "q"
    return None


def theirs_to_ours(game, move):
    return move[:4] if game == "pawn-race" and len(move) == 5 else move


def play_game(args, ours, theirs, ours_white, opening_seed):
    referee = ChessReferee() if args.game == "standard" else FairyReferee(FAIRY[args.game])
    rng = random.Random(opening_seed)
    our_moves, their_moves = [], []
    limit = "nodes %d" % args.nodes if args.nodes else "movetime %d" % args.movetime
    for engine in (ours, theirs):
        engine.new_game()
    for ply in range(args.max_plies):
        result = referee.result()
        if result is not None:
            return result if ours_white else -result
        legal = referee.legal()
        if ply < args.opening_plies:
            move = rng.choice(sorted(legal))
        elif referee.white_to_move() == ours_white:
            move = ours_to_theirs(args.game, ours.best(None, our_moves, limit), legal)
            if move is None:
                print("our engine played an illegal move", file=sys.stderr)
                return -1
        else:
            move = theirs.best(None, their_moves, limit)
            if args.opponent_sjakkboks:
                move = ours_to_theirs(args.game, move, legal) or move
            if move not in legal:
                print("the opponent played an illegal move: " + move, file=sys.stderr)
                return 1
        referee.play(move)
        ours_text = theirs_to_ours(args.game, move)
        their_moves.append(ours_text if args.opponent_sjakkboks else move)
        our_moves.append(ours_text)
    return 0


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--game", default="standard", choices=sorted(FAIRY))
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--movetime", type=int, default=100, help="milliseconds per move, both engines")
    p.add_argument("--nodes", type=int, default=None,
                   help="nodes per move for both engines instead of --movetime (a match that the machine's load does not change)")
    p.add_argument("--ours", default=os.path.join(ROOT, "target", "release", "sjakkboks-uci"))
    p.add_argument("--level", type=int, default=8)
    p.add_argument("--opponent", default="/usr/games/stockfish")
    p.add_argument("--opponent-sjakkboks", action="store_true",
                   help="the opponent is another build of our UCI program (our variant names and move text, --level for both)")
    p.add_argument("--option", action="append", default=[], help="NAME=VALUE for the opponent")
    p.add_argument("--variant-path", default=None, help="a variants.ini for the opponent (Fairy-Stockfish)")
    p.add_argument("--opening-plies", type=int, default=2)
    p.add_argument("--max-plies", type=int, default=300)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()

    opponent_options = [tuple(o.split("=", 1)) for o in args.option]
    if args.opponent_sjakkboks:
        opponent_options += [("UCI_Variant", args.game), ("Level", args.level)]
    elif args.game != "standard":
        if args.variant_path is None and args.game in ("chess-attack", "pawn-race"):
            ini = tempfile.NamedTemporaryFile("w", suffix=".ini", delete=False)
            ini.write(variants_ini())
            ini.close()
            args.variant_path = ini.name
        if args.variant_path:
            opponent_options.insert(0, ("VariantPath", args.variant_path))
        opponent_options.insert(len(opponent_options), ("UCI_Variant", FAIRY[args.game]))
    ours = Uci([args.ours], [("UCI_Variant", args.game), ("Level", args.level)])
    theirs = Uci([args.opponent], opponent_options)
    wins = draws = losses = 0
    try:
        for g in range(args.games):
            ours_white = g % 2 == 0
            result = play_game(args, ours, theirs, ours_white, args.seed * 1000003 + g // 2)
            wins += result > 0
            draws += result == 0
            losses += result < 0
            print("game %d (%s): %s" % (g + 1, "white" if ours_white else "black",
                                        {1: "win", 0: "draw", -1: "loss"}[result]), flush=True)
    finally:
        ours.close()
        theirs.close()
    score = 100.0 * (wins + draws / 2) / max(1, wins + draws + losses)
    print("%s: Sjakkboks level %d vs %s %s: +%d =%d -%d, %.1f%%" % (
        args.game, args.level, os.path.basename(args.opponent),
        " ".join(args.option), wins, draws, losses, score))


if __name__ == "__main__":
    main()
