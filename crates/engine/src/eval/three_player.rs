//! Three-player chess: material and progress per player still in the game, scored as
//! the paranoid search sees it (one player against the average of the other two).
//! Pieces of a player who is out are frozen obstacles and count for nobody.

use sjakkboks_rules::{Color, Kind, Position};

/// Piece values (pawn, knight, bishop, rook, queen, king).
const VALUE: [i32; 6] = [100, 300, 320, 500, 900, 0];
/// Cells per ring of the round board.
const SECTORS: usize = 24;

/// One player's material and placement.
fn player_score(pos: &Position, color: Color) -> i32 {
    let crossed = pos.crossed_pawns();
    let mut s = 0;
    for cell in pos.color_cells(color) {
        let Some(p) = pos.piece_at(cell) else {
            continue;
        };
        // Ring 0 is the outer ring (the players' home rows), 5 is next to the centre.
        let ring = (cell.index() / SECTORS) as i32;
        s += VALUE[p.kind.index()]
            + match p.kind {
                Kind::Pawn => {
                    let progress = if crossed.contains(cell) {
                        6 + (5 - ring)
                    } else {
                        ring
                    };
                    6 * progress
                }
                Kind::Knight | Kind::Bishop => 6 * ring,
                Kind::Rook => 0,
                Kind::Queen => 3 * ring,
                Kind::King => {
                    if ring == 0 {
                        15
                    } else {
                        -10 * ring
                    }
                }
            };
    }
    s
}

/// The score for `side`: its own against the mean of the other players still in.
pub(crate) fn score(pos: &Position, side: Color) -> i32 {
    let own = player_score(pos, side);
    let others: Vec<i32> = pos
        .players_in_game()
        .filter(|c| *c != side)
        .map(|c| player_score(pos, c))
        .collect();
    if others.is_empty() {
        return own;
    }
    own - others.iter().sum::<i32>() / others.len() as i32
}

/// How many of `side`'s opponents are out of the game (none while `side` is out too:
/// that is the search's loss, not a position to weigh).
pub(crate) fn opponents_out(pos: &Position, side: Color) -> i32 {
    if !pos.is_in_game(side) {
        return 0;
    }
    Color::ALL
        .into_iter()
        .filter(|&c| c != side && !pos.is_in_game(c))
        .count() as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;

    #[test]
    fn the_start_is_level_for_every_player() {
        let p = Position::start(GameId::ThreePlayer);
        for c in Color::ALL {
            assert_eq!(score(&p, c), 0, "{c:?}");
            assert_eq!(opponents_out(&p, c), 0, "{c:?}");
        }
    }

    #[test]
    fn a_player_out_is_an_opponent_out_for_the_others_only() {
        let pieces = "wK:e1 wR:a1 gK:m1 bK:u1";
        let p = Position::from_piece_list(GameId::ThreePlayer, pieces, "w - - 0 1 g# -").unwrap();
        assert_eq!(opponents_out(&p, Color::White), 1);
        assert_eq!(opponents_out(&p, Color::Black), 1);
        assert_eq!(opponents_out(&p, Color::Grey), 0);
    }
}
