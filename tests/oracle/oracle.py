"""Cross-checks our move generator and game-end rules against Fairy-Stockfish.

Usage: oracle.py <oracle_dump binary> [game ...]

For each game, the Rust example `oracle_dump` plays seeded random games and prints
every position with our legal moves (UCI) and our "game over at once" verdict; this
script asks Fairy-Stockfish (pyffish) the same questions and fails, printing the
position, on any difference. ORACLE_POSITIONS (default 2000) sets the positions per
game, ORACLE_SEED (default 1) the seed.

Where docs/RULES.md decides differently from Fairy-Stockfish (the losing-chess 50-move
counter and dead draw, chess's automatic 75-move rule, draws by repetition), the
rule is tested in Rust; here such a verdict is only checked for consistency.
"""

import os
import subprocess
import sys
import time

import pyffish as sf

VARIANTS_INI = """
[chessattack:chess]
maxRank = 6
maxFile = e
startFen = rnbqk/ppppp/5/5/PPPPP/RNBQK w Qq - 0 1
promotionRegionWhite = *6
promotionRegionBlack = *1
doubleStepRegionWhite = *2
doubleStepRegionBlack = *5
castlingQueensideFile = c

[pawnrace]
pawn = p
queen = q
startFen = 8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1
promotionPieceTypes = q
castling = false
stalemateValue = loss
stalematePieceCount = true
flagPiece = q
flagRegionWhite = *8
flagRegionBlack = *1
"""

# Our id -> Fairy-Stockfish's variant name.
VARIANTS = {
    "standard": "chess",
    "antichess": "antichess",
    "chess-attack": "chessattack",
    "pawn-race": "pawnrace",
}

# Our verdicts that Fairy-Stockfish does not model the same way (tested in Rust).
RUST_ONLY = {
    "seventy-five-moves",
    "fifty-moves-without-pawn-move",
    "no-capture-possible",
}


def far_rank(move, ranks):
    """Whether a move lands on rank 1 or the last rank (pawn race: a pawn gets over)."""
    dest_rank = int("".join(c for c in move[2:] if c.isdigit()))
    return dest_rank in (1, ranks)


def fsf_view(game, variant, pfen, last, fen):
    """Fairy-Stockfish's legal moves and verdict for the position reached by `last`
    from `pfen` (or `fen` itself at the root): (moves, over, value for the side to
    move: <0 loses, 0 draw, >0 wins)."""
    if last == "-":
        qfen, qmoves = fen, []
    else:
        # Pawn race: Fairy-Stockfish writes a pawn reaching the far rank as a promotion.
        if game == "pawn-race" and far_rank(last, 8):
            last += "q"
        qfen, qmoves = pfen, [last]
    moves = sf.legal_moves(variant, qfen, qmoves)
    if game == "pawn-race":
        moves = [m[:4] if len(m) == 5 else m for m in moves]
    if not moves:
        return set(moves), True, sf.game_result(variant, qfen, qmoves)
    over, value = sf.is_immediate_game_end(variant, qfen, qmoves)
    placement = fen.split()[0]
    mating_material = any(c in placement for c in "pPrRqQ")
    if not over and game in ("standard", "chess-attack") and not mating_material:
        insufficient = sf.has_insufficient_material(variant, qfen, qmoves)
        if all(insufficient):
            return set(moves), True, 0
    return set(moves), over, value


def our_value(verdict, fen):
    """Our verdict as (over, value for the side to move), and the reason."""
    if verdict == "-":
        return False, None, None
    who, reason = verdict.split(" ", 1)
    turn = "white" if fen.split()[1] == "w" else "black"
    value = 0 if who == "draw" else (1 if who == turn else -1)
    return True, value, reason


def sign(v):
    return (v > 0) - (v < 0)


def check_game(binary, game, positions, seed):
    variant = VARIANTS[game]
    proc = subprocess.Popen(
        [binary, game, str(positions), str(seed)], stdout=subprocess.PIPE, text=True
    )
    mismatches = []
    counted = rust_only = ended = 0
    for line in proc.stdout:
        pfen, last, fen, moves, verdict = line.rstrip("\n").split("|")
        counted += 1
        ours = set(moves.split())
        over, value, reason = our_value(verdict, fen)
        try:
            theirs, f_over, f_value = fsf_view(game, variant, pfen, last, fen)
        except (ValueError, SystemError) as e:
            mismatches.append((pfen, last, fen, verdict, ["Fairy-Stockfish: %s" % e]))
            if len(mismatches) >= 10:
                proc.kill()
                break
            continue
        problems = []
        # After a pawn race's winning move the boards differ (pawn vs queen): moves
        # there mean nothing.
        if reason != "far-rank-reached" and ours != theirs:
            problems.append(
                "moves: ours only %s, Fairy-Stockfish only %s"
                % (sorted(ours - theirs), sorted(theirs - ours))
            )
        if reason in RUST_ONLY:
            rust_only += 1
            if reason == "seventy-five-moves":
                claim, _ = sf.is_optional_game_end(
                    variant, *((fen, []) if last == "-" else (pfen, [last]))
                )
                if f_over or not claim or int(fen.split()[4]) < 150:
                    problems.append("75 moves: Fairy-Stockfish sees no 50-move claim")
        elif over != f_over or (over and value != sign(f_value)):
            problems.append(
                "verdict: ours %s, Fairy-Stockfish %s"
                % (verdict, ("over, value %d" % f_value) if f_over else "-")
            )
        ended += over
        if problems:
            mismatches.append((pfen, last, fen, verdict, problems))
            if len(mismatches) >= 10:
                proc.kill()
                break
    proc.wait()
    if proc.returncode not in (0, -9) and not mismatches:
        raise SystemExit("oracle_dump failed for %s" % game)
    return counted, ended, rust_only, mismatches


def main():
    binary = sys.argv[1]
    games = sys.argv[2:] or list(VARIANTS)
    positions = int(os.environ.get("ORACLE_POSITIONS", "2000"))
    seed = int(os.environ.get("ORACLE_SEED", "1"))
    sf.load_variant_config(VARIANTS_INI)
    failed = False
    for game in games:
        started = time.time()
        counted, ended, rust_only, mismatches = check_game(binary, game, positions, seed)
        print(
            "oracle %-12s %7d positions, %5d game ends (%d Rust-only), %d mismatches, %.1f s"
            % (game, counted, ended, rust_only, len(mismatches), time.time() - started)
        )
        if counted < positions and not mismatches:
            print("  only %d positions were produced" % counted)
            failed = True
        for pfen, last, fen, verdict, problems in mismatches:
            failed = True
            print("  MISMATCH at %s (after %s from %s), our verdict %s" % (fen, last, pfen, verdict))
            for p in problems:
                print("    " + p)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
