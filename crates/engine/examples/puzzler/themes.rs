//! Themes, tagged by rules from the line alone (after lichess-puzzler's tagger, each
//! rule our own): how the puzzle ends, how long it is, and the motifs of its moves,
//! with each game's own (losing chess, the pawn race, dice chess).

use crate::line::{self, Ply};
use sjakkboks_rules::{Cell, Color, EndReason, Game, GameId, Kind, Position};

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
/// setting move); `crushing` says whether a gain that does not end the game is
/// crushing (the solver's winning chances at the end are [`crate::cook::CRUSHING`] or more).
pub fn tag(game: &Game, line: &[Ply], crushing: bool) -> Vec<String> {
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
    let ending_theme = ending(&end, &steps, solver, moves, crushing);
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
    add(captures && pin(&solver_steps, solver, mates), "pin");
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
            // Every pawn-race puzzle wins or crushes: the motifs say how.
            let start = game.position();
            let opponent = steps
                .iter()
                .find(|s| !s.by(solver))
                .map(|s| s.before.turn());
            let passed = |pos: &Position, color| passed_pawns(pos, color).len();
            add(
                given_away(&steps, solver) >= 1
                    && passed(end.position(), solver) > passed(start, solver),
                "breakthrough",
            );
            // A race without captures: won in the line, or both sides running a
            // passed pawn from the start.
            let racing =
                opponent.is_some_and(|o| passed(start, solver) > 0 && passed(start, o) > 0);
            add(
                (won || racing) && steps.iter().all(|s| !s.before.is_capture(&s.ply.mv)),
                "countingTempi",
            );
            add(outside_pawn(end.position(), solver), "outsidePawn");
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
fn ending(end: &Game, steps: &[Step], solver: Color, moves: usize, crushing: bool) -> String {
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
    } else if crushing {
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

/// Whether the piece on `target` is pinned in `pos` by the bishop, rook or queen on
/// `slider`: the slider attacks it, and right behind it (a cell the slider would
/// attack with the target gone) stands a piece of the target's owner that is their
/// king, or worth more than both the target and the slider (moving the target away
/// would lose it). Pawns and kings are not counted as pinned.
fn pins(pos: &Position, slider: Cell, target: Cell) -> bool {
    let (Some(by), Some(piece)) = (pos.piece_at(slider), pos.piece_at(target)) else {
        return false;
    };
    let sliding = matches!(by.kind, Kind::Bishop | Kind::Rook | Kind::Queen);
    if !sliding || piece.color == by.color || matches!(piece.kind, Kind::Pawn | Kind::King) {
        return false;
    }
    let occupied = pos.occupied();
    let seen = pos.attacks(slider, by, occupied);
    if !seen.contains(target) {
        return false;
    }
    let mut without = occupied;
    without.remove(target);
    let behind = pos.attacks(slider, by, without) - seen;
    behind.iter().any(|cell| {
        pos.piece_at(cell).is_some_and(|back| {
            back.color == piece.color
                && (back.kind == Kind::King
                    || value(back.kind) > value(piece.kind).max(value(by.kind)))
        })
    })
}

/// A solver move pins (after it, the piece it moved pins an opponent piece, see
/// [`pins`]; not counted for a move that mates, after which nothing more happens) or
/// takes a pinned piece (pinned, before the move, by another solver piece: the pinner
/// taking what stands in its line, such as a piece put in the way of a check, wins it
/// by the capture alone).
fn pin(solver_steps: &[&Step], solver: Color, mates: bool) -> bool {
    solver_steps.iter().enumerate().any(|(i, s)| {
        let mv = s.ply.mv;
        let makes = !(mates && i + 1 == solver_steps.len())
            && s.after.piece_at(mv.to).is_some_and(|piece| {
                s.after
                    .attacks(mv.to, piece, s.after.occupied())
                    .iter()
                    .any(|target| pins(&s.after, mv.to, target))
            });
        let takes = s
            .before
            .color_cells(solver)
            .iter()
            .any(|slider| slider != mv.from && pins(&s.before, slider, mv.to));
        makes || takes
    })
}

/// How many solver moves put a piece where the next reply takes it.
fn given_away(steps: &[Step], solver: Color) -> usize {
    steps
        .windows(2)
        .filter(|w| w[0].by(solver) && w[1].ply.mv.to == w[0].ply.mv.to)
        .count()
}

/// The (file, rank) of each of `color`'s pawns in `pos` (a rectangular board).
fn pawn_places(pos: &Position, color: Color) -> Vec<(i32, i32)> {
    let topo = pos.topology();
    pos.kind_cells(Kind::Pawn)
        .iter()
        .filter(|&c| pos.piece_at(c).is_some_and(|p| p.color == color))
        .map(|c| {
            let label = topo.label(c);
            (
                i32::from(label.as_bytes()[0]),
                label[1..].parse().unwrap_or(0),
            )
        })
        .collect()
}

/// The (file, rank) of each pawn of `color`'s opponents in `pos`.
fn enemy_pawns(pos: &Position, color: Color) -> Vec<(i32, i32)> {
    Color::ALL
        .into_iter()
        .filter(|&c| c != color)
        .flat_map(|c| pawn_places(pos, c))
        .collect()
}

/// The pawn race: the (file, rank) of each of `color`'s passed pawns in `pos`, those
/// with no enemy pawn ahead of them on their file or the next.
fn passed_pawns(pos: &Position, color: Color) -> Vec<(i32, i32)> {
    let enemy = enemy_pawns(pos, color);
    let up = if color == Color::White { 1 } else { -1 };
    pawn_places(pos, color)
        .into_iter()
        .filter(|&(file, rank)| {
            !enemy
                .iter()
                .any(|&(f, r)| (f - file).abs() <= 1 && (r - rank) * up > 0)
        })
        .collect()
}

/// The pawn race: whether `color` has an outside passed pawn in `pos`: a passed pawn
/// two files or more from every enemy pawn, all of them on one side of it.
fn outside_pawn(pos: &Position, color: Color) -> bool {
    let enemy: Vec<i32> = enemy_pawns(pos, color)
        .into_iter()
        .map(|(file, _)| file)
        .collect();
    !enemy.is_empty()
        && passed_pawns(pos, color).iter().any(|&(file, _)| {
            enemy.iter().all(|&e| (e - file).abs() >= 2)
                && (enemy.iter().all(|&e| e > file) || enemy.iter().all(|&e| e < file))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(fen: &str) -> Game {
        game_of(GameId::Standard, fen)
    }

    fn game_of(id: GameId, fen: &str) -> Game {
        Game::from_position(Position::from_fen(id, fen).unwrap())
    }

    fn cell(pos: &Position, label: &str) -> Cell {
        pos.topology().cell_by_label(label).unwrap()
    }

    /// The themes of `moves` (the solver's and the replies) played from `fen`.
    fn themes(fen: &str, moves: &[&str]) -> Vec<String> {
        themes_of(GameId::Standard, fen, moves)
    }

    /// The themes of `moves` played from `fen` in game `id` (a gain there crushing).
    fn themes_of(id: GameId, fen: &str, moves: &[&str]) -> Vec<String> {
        let g = game_of(id, fen);
        let mut replay = g.clone();
        let line: Vec<Ply> = moves
            .iter()
            .map(|m| Ply {
                mv: replay.play_uci(m).unwrap(),
                roll: None,
            })
            .collect();
        tag(&g, &line, id != GameId::Standard)
    }

    #[test]
    fn the_pawn_race_breaks_through_counts_tempi_and_runs_outside() {
        // b6! and c6! give two pawns for a passed a-pawn.
        let through = themes_of(
            GameId::PawnRace,
            "8/ppp5/8/PPP5/8/8/8/8 w - - 0 1",
            &["b5b6", "a7b6", "c5c6", "b7c6", "a5a6"],
        );
        assert!(through.iter().any(|t| t == "breakthrough"), "{through:?}");
        // Both sides have a passed pawn and no one captures: the tempi decide.
        let race = themes_of(
            GameId::PawnRace,
            "8/7p/8/8/8/8/P7/8 w - - 0 1",
            &["a2a4", "h7h5", "a4a5"],
        );
        assert!(race.iter().any(|t| t == "countingTempi"), "{race:?}");
        assert!(!race.iter().any(|t| t == "breakthrough"), "{race:?}");
        // The a-pawn runs far from the enemy's pawns on the other wing.
        assert!(race.iter().any(|t| t == "outsidePawn"), "{race:?}");
        // Pawns face to face, one captures: no race of passed pawns, no outside pawn.
        let blocked = themes_of(GameId::PawnRace, "8/8/3p4/4P3/8/8/8/8 w - - 0 1", &["e5d6"]);
        assert!(
            !blocked
                .iter()
                .any(|t| t == "countingTempi" || t == "outsidePawn"),
            "{blocked:?}"
        );
    }

    #[test]
    fn a_slider_pins_to_the_king_or_to_more_than_both_pieces() {
        // The rook on e1 pins the knight on e4 to the king on e8.
        let pos = game("4k3/8/8/8/4n3/8/8/4R1K1 w - - 0 1").position().clone();
        assert!(pins(&pos, cell(&pos, "e1"), cell(&pos, "e4")));
        // A pawn is not counted, nor a knight in front of a rook the rook could take.
        let pos = game("4k3/8/8/8/4p3/8/8/4R1K1 w - - 0 1").position().clone();
        assert!(!pins(&pos, cell(&pos, "e1"), cell(&pos, "e4")));
        let pos = game("4r1k1/8/8/8/4n3/8/8/4R1K1 w - - 0 1")
            .position()
            .clone();
        assert!(!pins(&pos, cell(&pos, "e1"), cell(&pos, "e4")));
        // A bishop pins a knight to a rook (worth more than both).
        let pos = game("6k1/8/8/8/3r4/8/1n6/B5K1 w - - 0 1")
            .position()
            .clone();
        assert!(pins(&pos, cell(&pos, "a1"), cell(&pos, "b2")));
        // Nothing behind: no pin.
        let pos = game("6k1/8/8/8/8/8/1n6/B5K1 w - - 0 1").position().clone();
        assert!(!pins(&pos, cell(&pos, "a1"), cell(&pos, "b2")));
    }

    #[test]
    fn pinning_a_piece_or_taking_a_pinned_one_is_a_pin() {
        // Bb5 pins the knight on c6 to the king on e8.
        let pinning = themes("4k3/8/2n5/8/8/8/8/4KB2 w - - 0 1", &["f1b5"]);
        assert!(pinning.iter().any(|t| t == "pin"), "{pinning:?}");
        // The bishop on b5 pins it already; the rook takes it.
        let taking = themes("4k3/8/2n5/1B6/8/8/8/2R1K3 w - - 0 1", &["c1c6"]);
        assert!(taking.iter().any(|t| t == "pin"), "{taking:?}");
        // The pinner itself taking the piece is no pin.
        let pinner = themes("4k3/8/2n5/1B6/8/8/8/4K3 w - - 0 1", &["b5c6"]);
        assert!(!pinner.iter().any(|t| t == "pin"), "{pinner:?}");
        // The same capture without the bishop: no pin.
        let plain = themes("4k3/8/2n5/8/8/8/8/2R1K3 w - - 0 1", &["c1c6"]);
        assert!(!plain.iter().any(|t| t == "pin"), "{plain:?}");
    }
}
