//! Themes, tagged by rules from the line alone (after lichess-puzzler's tagger, each
//! rule our own): how the puzzle ends, how long it is, and the motifs of its moves,
//! with each game's own (losing chess, the pawn race, dice chess).

use crate::cook::CRUSHING;
use crate::line::{self, Ply};
use sjakkboks_engine::{winning_chances, Score};
use sjakkboks_rules::{Color, EndReason, Game, GameId, Kind, Position};

/// One ply of the line as played: the position before it, the ply, the one after.
struct Step {
    before: Position,
    ply: Ply,
    after: Position,
}

impl Step {
    /// Whether the solver made this ply.
    fn by(&self, solver: Color) -> bool {
        self.before.turn() == solver
    }
}

/// The themes of the puzzle whose solution `line` is played from `game` (after the
/// setting move) and ends with the solver's `score`.
pub fn tag(game: &Game, line: &[Ply], score: Score) -> Vec<String> {
    let id = game.id();
    let solver = game.position().turn();
    let mut end = game.clone();
    let mut steps = Vec::new();
    for &ply in line {
        let before = end.position().clone();
        if !line::play(&mut end, ply) {
            return Vec::new();
        }
        let after = end.position().clone();
        steps.push(Step { before, ply, after });
    }
    let moves = steps.iter().filter(|s| s.by(solver)).count();
    let ending_theme = ending(&end, &steps, solver, moves, score);
    let mut themes = vec![ending_theme.clone()];
    themes.push(
        match moves {
            1 => "oneMove",
            2 => "short",
            3 => "long",
            _ => "veryLong",
        }
        .to_string(),
    );
    let solver_steps: Vec<&Step> = steps.iter().filter(|s| s.by(solver)).collect();
    let mut add = |yes: bool, theme: &str| {
        if yes {
            themes.push(theme.to_string());
        }
    };
    add(
        id != GameId::PawnRace && solver_steps.iter().any(|s| s.ply.mv.promotion.is_some()),
        "promotion",
    );
    let captures = id != GameId::Antichess && id != GameId::PawnRace;
    let mates = ending_theme.starts_with("mateIn");
    add(
        captures && !mates && hanging(solver_steps[0]),
        "hangingPiece",
    );
    add(captures && fork(&solver_steps), "fork");
    let won = end.outcome().is_some_and(|o| o.winner == Some(solver));
    match id {
        GameId::Antichess => {
            let replies: Vec<&Step> = steps.iter().filter(|s| !s.by(solver)).collect();
            add(
                !replies.is_empty() && replies.iter().all(|s| s.before.legal_moves().len() == 1),
                "forcedCaptures",
            );
            add(given_away(&steps, solver) >= 2, "giveAway");
        }
        GameId::PawnRace => {
            add(won && given_away(&steps, solver) >= 1, "breakthrough");
            add(
                won && steps.iter().all(|s| !s.before.is_capture(&s.ply.mv)),
                "countingTempi",
            );
            add(
                won && outside_pawn(&steps[0].before, solver_steps[moves - 1]),
                "outsidePawn",
            );
        }
        GameId::Dice => {
            let choices = solver_steps[0]
                .ply
                .roll
                .and_then(|face| line::rolled(game, face))
                .map_or(0, |rolled| rolled.legal_moves().len());
            add(choices >= 3, "mostOfRoll");
        }
        GameId::Standard | GameId::ChessAttack | GameId::ThreePlayer => {}
    }
    themes
}

/// The ending theme: a mate or another win in so many moves, or the size of the gain.
fn ending(end: &Game, steps: &[Step], solver: Color, moves: usize, score: Score) -> String {
    let outcome = end.outcome();
    let mated = match outcome {
        Some(o) if o.winner == Some(solver) => {
            if !matches!(o.reason, EndReason::Checkmate | EndReason::DoubleMate) {
                return format!("winIn{moves}");
            }
            true
        }
        Some(_) => false,
        // Three-player chess: an opponent mated by the last move, the game going on.
        None => steps.last().is_some_and(|s| {
            s.before
                .players_in_game()
                .any(|c| c != solver && !s.after.is_in_game(c))
        }),
    };
    if mated {
        format!("mateIn{moves}")
    } else if winning_chances(end.id(), score) >= CRUSHING {
        "crushing".to_string()
    } else {
        "advantage".to_string()
    }
}

/// A rough value of a kind, for forks.
fn value(kind: Kind) -> u32 {
    match kind {
        Kind::Pawn => 1,
        Kind::Knight | Kind::Bishop => 3,
        Kind::Rook => 5,
        Kind::Queen => 9,
        Kind::King => 100,
    }
}

/// The solver's first move takes a piece (not a pawn) that nothing can take back.
fn hanging(first: &Step) -> bool {
    let taken = first.before.piece_at(first.ply.mv.to);
    taken.is_some_and(|p| p.kind != Kind::Pawn)
        && !first
            .after
            .legal_moves()
            .iter()
            .any(|m| m.to == first.ply.mv.to)
}

/// A solver move, not the last, attacks two pieces each worth more than the mover (or
/// a king), and a later solver move takes one of them.
fn fork(solver_steps: &[&Step]) -> bool {
    solver_steps.iter().enumerate().any(|(i, s)| {
        let Some(piece) = s.after.piece_at(s.ply.mv.to) else {
            return false;
        };
        let targets: Vec<_> = s
            .after
            .attacks(s.ply.mv.to, piece, s.after.occupied())
            .iter()
            .filter(|&c| {
                s.after
                    .piece_at(c)
                    .is_some_and(|p| p.color != piece.color && value(p.kind) > value(piece.kind))
            })
            .collect();
        targets.len() >= 2
            && solver_steps[i + 1..]
                .iter()
                .any(|later| later.ply.mv.from == s.ply.mv.to && targets.contains(&later.ply.mv.to))
    })
}

/// How many solver moves put a piece where the next reply takes it.
fn given_away(steps: &[Step], solver: Color) -> usize {
    steps
        .windows(2)
        .filter(|w| w[0].by(solver) && w[1].ply.mv.to == w[0].ply.mv.to)
        .count()
}

/// The pawn race: the winning pawn stood where no enemy pawn was on its file or the
/// next, all enemy pawns on one side of it (an outside passed pawn).
fn outside_pawn(start: &Position, last: &Step) -> bool {
    let topo = start.topology();
    let file = |c| i32::from(topo.label(c).as_bytes()[0]);
    let pawn = file(last.ply.mv.from);
    let enemy: Vec<i32> = start
        .kind_cells(Kind::Pawn)
        .iter()
        .filter(|&c| {
            start
                .piece_at(c)
                .is_some_and(|p| p.color != last.before.turn())
        })
        .map(file)
        .collect();
    !enemy.is_empty()
        && enemy.iter().all(|&e| (e - pawn).abs() >= 2)
        && (enemy.iter().all(|&e| e > pawn) || enemy.iter().all(|&e| e < pawn))
}
