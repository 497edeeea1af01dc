//! Every puzzle file in `web/puzzles/` is read and every puzzle replayed through the
//! rules crate: each line parses, each move (with its roll) is legal, the last move is
//! the solver's and ends as its themes say (a mate or a win in so many moves, or a
//! gain after which a small search does not see the opponent better off), ids and positions are unique; and each
//! game's easiest puzzle is judged again: every solver move is still the best and an
//! only move (a small search, so that CI stays fast; the generator judges every
//! puzzle at its own, much larger search; a three-player mate of one opponent: no
//! other move mates, and the search sees no clearly better move).

use sjakkboks_engine::puzzle::{best_move, best_two, judging_limits, mating_moves, only_mate};
use sjakkboks_engine::{winning_chances, Engine, Score};
use sjakkboks_rules::{Color, EndReason, Game, GameId, Position, Rolled};
use sjakkboks_session::puzzles::file::{parse, Puzzle};
use std::collections::HashSet;
use std::path::PathBuf;

/// The nodes of the test's judging search (debug builds are slow).
const JUDGE_NODES: u64 = 30_000;
/// The nodes of the search that checks a gain is kept.
const CHECK_NODES: u64 = 5_000;
/// The opponent's winning chances after a gain, at most (the small search may see
/// less than the generator's; it must not see the opponent better off).
const OPPONENT_AT_MOST: f64 = 0.1;

/// The puzzles of `game`, if it has a file.
fn puzzles(game: GameId) -> Option<Vec<Puzzle>> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../web/puzzles")
        .join(format!("{}.csv", game.as_str()));
    let text = std::fs::read_to_string(&path).ok()?;
    Some(parse(&text, game.rules().dice).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
}

/// The game at the puzzle's start (before the setting move).
fn start(game: GameId, puzzle: &Puzzle) -> Game {
    let pos = Position::from_fen(game, &puzzle.fen)
        .unwrap_or_else(|e| panic!("{}: {}: {e}", puzzle.id, puzzle.fen));
    Game::from_position(pos)
}

/// Plays move `i` of the puzzle (its roll first, in dice chess).
fn play(game: &mut Game, puzzle: &Puzzle, i: usize) {
    if let Some(&face) = puzzle.rolls.get(i) {
        assert_eq!(game.roll(face), Ok(Rolled::Move), "{} roll {i}", puzzle.id);
    }
    game.play_uci(&puzzle.moves[i])
        .unwrap_or_else(|e| panic!("{} move {i}: {e}", puzzle.id));
}

/// Replays a puzzle and checks its ending against its themes.
fn check(game: GameId, puzzle: &Puzzle) {
    let mut g = start(game, puzzle);
    play(&mut g, puzzle, 0);
    let solver = g.position().turn();
    let mut solver_moves = 0;
    let mut in_game_before_last: Vec<Color> = Vec::new();
    for i in 1..puzzle.moves.len() {
        assert!(g.outcome().is_none(), "{}: over before move {i}", puzzle.id);
        let mine = g.position().turn() == solver;
        solver_moves += usize::from(mine);
        in_game_before_last = g.position().players_in_game().collect();
        play(&mut g, puzzle, i);
        if i + 1 == puzzle.moves.len() {
            assert!(mine, "{}: the last move is not the solver's", puzzle.id);
        }
    }
    let endings: Vec<&String> = puzzle
        .themes
        .iter()
        .filter(|t| {
            t.starts_with("mateIn")
                || t.starts_with("winIn")
                || *t == "advantage"
                || *t == "crushing"
        })
        .collect();
    assert_eq!(endings.len(), 1, "{}: {:?}", puzzle.id, puzzle.themes);
    let ending = endings[0].as_str();
    let won = g.outcome().is_some_and(|o| o.winner == Some(solver));
    if let Some(n) = ending.strip_prefix("mateIn") {
        assert_eq!(n, solver_moves.to_string(), "{}", puzzle.id);
        let mated = g
            .outcome()
            .is_some_and(|o| matches!(o.reason, EndReason::Checkmate | EndReason::DoubleMate));
        let out = in_game_before_last
            .iter()
            .any(|&c| c != solver && !g.position().is_in_game(c));
        assert!((won && mated) || out, "{}: no mate", puzzle.id);
    } else if let Some(n) = ending.strip_prefix("winIn") {
        assert_eq!(n, solver_moves.to_string(), "{}", puzzle.id);
        assert!(won, "{}: not won", puzzle.id);
    } else {
        assert!(
            g.outcome().is_none() || won,
            "{}: the game ended",
            puzzle.id
        );
        // Losing chess (forced captures) and dice chess (the later rolls) are left
        // out: a small search's score swings too far there to judge a gain; the
        // sample below is judged again at a larger search.
        let judged = matches!(
            game,
            GameId::Standard | GameId::PawnRace | GameId::ChessAttack
        );
        if judged && g.outcome().is_none() {
            let reply = best_move(&mut Engine::new(1), &g, &[], &judging_limits(CHECK_NODES));
            let score = reply.map_or(Score::Cp(0), |r| r.score);
            assert!(
                winning_chances(game, score) < OPPONENT_AT_MOST,
                "{}: the opponent scores {score:?} after the line",
                puzzle.id
            );
        }
    }
}

/// Judges every solver move of `puzzle` again at [`JUDGE_NODES`].
fn judge(game: GameId, puzzle: &Puzzle) {
    let mut g = start(game, puzzle);
    play(&mut g, puzzle, 0);
    let solver = g.position().turn();
    let mut engine = Engine::new(4);
    let limits = judging_limits(JUDGE_NODES);
    for i in 1..puzzle.moves.len() {
        if g.position().turn() == solver {
            let mut turn = g.clone();
            if let Some(&face) = puzzle.rolls.get(i) {
                turn.roll(face).expect("the roll replays");
            }
            // Three players: a mate of an opponent is judged as the generator judges
            // it (the only move that mates, and the search sees no clearly better one).
            if !mating_moves(&turn).is_empty() {
                let mate = only_mate(&mut engine, &turn, &limits).map(|m| m.to_uci(g.topology()));
                assert_eq!(
                    mate.as_ref(),
                    Some(&puzzle.moves[i]),
                    "{} move {i}",
                    puzzle.id
                );
                play(&mut g, puzzle, i);
                continue;
            }
            let pair = best_two(&mut engine, &turn, &limits).expect("a move");
            let best = pair.best.mv.to_uci(g.topology());
            assert_eq!(best, puzzle.moves[i], "{} move {i}", puzzle.id);
            assert!(pair.is_only_move(game), "{} move {i}: {pair:?}", puzzle.id);
        }
        play(&mut g, puzzle, i);
    }
}

#[test]
fn every_puzzle_replays_and_ends_as_its_themes_say() {
    let mut files = 0;
    for game in GameId::ALL {
        let Some(all) = puzzles(game) else {
            continue;
        };
        files += 1;
        let mut ids = HashSet::new();
        let mut positions = HashSet::new();
        for puzzle in &all {
            assert!(ids.insert(&puzzle.id), "{game:?}: id {} twice", puzzle.id);
            let placement = puzzle.fen.split_whitespace().take(2).collect::<Vec<_>>();
            assert!(
                positions.insert(placement),
                "{game:?}: {} twice",
                puzzle.fen
            );
            check(game, puzzle);
        }
        // The easiest puzzle with most moves is judged again.
        if let Some(easiest) = all
            .iter()
            .min_by_key(|p| (p.rating, usize::MAX - p.moves.len()))
        {
            judge(game, easiest);
        }
    }
    assert!(files > 0, "no puzzle file in web/puzzles");
}
