//! Three-player chess (3 Man Chess rules) beyond what the board's data and the one
//! generator already do (centre crossings, creeks, moats that stop moves and attacks):
//!
//! - after every move: a captured king puts its owner out; both moats beside a player
//!   are bridged for good once that player is out or their eight ring-1 cells are empty;
//! - a move over a bridged moat may not give check from where it lands;
//! - on a player's own turn with no legal move: with three in the game that player is out
//!   (checkmated if in check), see [`Position::settled`]; with two in, checkmate wins for the
//!   other and stalemate is a draw; one move that leaves both others checkmated wins at once;
//! - the last player in the game wins; 75 moves by every player still in without a pawn
//!   move, capture or elimination draw; with two players left and no frozen piece on the
//!   board, chess's dead positions draw.

use super::LegalMoves;
use crate::topology::round::cell;
use crate::{
    CellSet, Color, EliminationReason, EndReason, IllegalPosition, Kind, Move, Outcome, Piece,
    Position, Special,
};
use std::sync::LazyLock;

/// Each player's ring-1 section (ring index 0), by colour index.
static SECTIONS: LazyLock<[CellSet; 3]> =
    LazyLock::new(|| std::array::from_fn(|i| (0..8).map(|k| cell(0, 8 * i as i32 + k)).collect()));

/// The two moat lines beside the player with colour index `i`.
fn moats_beside(i: usize) -> u8 {
    (1 << i) | (1 << ((i + 1) % 3))
}

/// Bridges, for good, the moats beside every player who is out or whose ring-1
/// section is empty (whoever's pieces stood there).
pub(crate) fn update_bridges(pos: &mut Position) {
    if pos.bridged == 0b111 {
        return;
    }
    let occupied = pos.occupied();
    for (i, section) in SECTIONS.iter().enumerate() {
        if pos.out & (1 << i) != 0 || (occupied & *section).is_empty() {
            pos.bridged |= moats_beside(i);
        }
    }
}

/// Puts `color` out of the game for `reason`. An elimination can never be undone,
/// so, like a pawn move or a capture, it starts the move count again: the 50- and
/// 75-move rules then count moves by each player still in from here.
pub(crate) fn eliminate(pos: &mut Position, color: Color, reason: EliminationReason) {
    pos.out |= 1 << color.index();
    pos.out_reasons[color.index()] = Some(reason);
    pos.halfmoves = 0;
    update_bridges(pos);
}

/// After a move: a captured king's owner is out; bridges update.
pub(crate) fn after_move(pos: &mut Position, captured: Option<Piece>) {
    match captured {
        Some(Piece {
            color,
            kind: Kind::King,
        }) if pos.is_in_game(color) => eliminate(pos, color, EliminationReason::KingCaptured),
        _ => update_bridges(pos),
    }
}

/// Whether the piece that `mv` moves attacks the king of another player still in the
/// game from where it lands.
fn checks_from_landing(pos: &Position, mv: &Move) -> bool {
    let after = pos.after(mv);
    let piece = CellSet::single(mv.to);
    let checks = after
        .players_in_game()
        .filter(|c| *c != pos.turn)
        .filter_map(|c| after.king(c))
        .any(|k| after.is_attacked_by(k, piece));
    checks
}

/// Whether the king-safe move `mv` is legal: a move over a bridged moat may not give
/// check from where it lands.
pub(crate) fn keeps_move(pos: &Position, mv: &Move) -> bool {
    mv.special != Special::CrossesMoat || !checks_from_landing(pos, mv)
}

/// Drops moves over a bridged moat that give check from where they land.
pub(crate) fn retain_legal(pos: &Position, moves: &mut Vec<Move>) {
    if moves.iter().any(|m| m.special == Special::CrossesMoat) {
        moves.retain(|m| keeps_move(pos, m));
    }
}

/// Whether the player after the one to move is checkmated as well, judged as the game
/// would go on: with the player to move out (their pieces frozen, so they no longer
/// give check or guard a cell) and the turn passed to the next player.
fn next_also_mated(pos: &Position) -> bool {
    let mut q = pos.clone();
    eliminate(&mut q, pos.turn, EliminationReason::Checkmated);
    q.turn = q.next_player(pos.turn);
    q.ep = None;
    q.is_check() && q.legal_moves().is_empty()
}

/// The ends that the position decides at once. `None` with no legal move means three are
/// in the game and the player to move is out ([`Position::settled`]).
pub(crate) fn outcome<L: LegalMoves + ?Sized>(pos: &Position, legal: &L) -> Option<Outcome> {
    let live = pos.players_in_game().count();
    let us = pos.turn();
    if live <= 1 {
        return Some(match pos.players_in_game().next() {
            Some(c) => Outcome::win(c, EndReason::LastPlayerStanding),
            None => Outcome::draw(EndReason::Stalemate),
        });
    }
    if only_kings_in_play(pos) || (live == 2 && dead_without_frozen_pieces(pos)) {
        return Some(Outcome::draw(EndReason::DeadPosition));
    }
    if legal.is_empty() {
        let check = pos.is_check();
        if live == 2 {
            let other = pos.next_player(us);
            return Some(if check {
                Outcome::win(other, EndReason::Checkmate)
            } else {
                Outcome::draw(EndReason::Stalemate)
            });
        }
        if check && next_also_mated(pos) {
            let next = pos.next_player(us);
            let mover = pos.next_player(next);
            return Some(Outcome::win(mover, EndReason::DoubleMate));
        }
        return None;
    }
    if pos.clock_reached(pos.rules().moves_auto) {
        return Some(Outcome::draw(EndReason::SeventyFiveMoves));
    }
    None
}

/// A dead position: the players in the game have nothing but their kings. Kings never
/// give check, so nobody can be mated, and no player can win: with three in, one may
/// still be put out for want of a move, but with two left that is a draw. Frozen
/// pieces never move or give check. With any other piece left, a mate against a king
/// hemmed in by frozen pieces may be possible, so nothing else counts as dead.
fn only_kings_in_play(pos: &Position) -> bool {
    let kings = pos.kind_cells(Kind::King);
    pos.players_in_game()
        .all(|c| (pos.color_cells(c) - kings).is_empty())
}

/// With two players left and no frozen piece on the board (none could block a king's
/// flight), chess's dead positions: K+B v K, K+N v K, kings and bishops all on one
/// colour. Mates on the round board need the same material as on a chessboard: its
/// cells have at most eight neighbours and the cells beside a closed moat are its
/// corners, with three.
fn dead_without_frozen_pieces(pos: &Position) -> bool {
    let live = pos
        .players_in_game()
        .fold(CellSet::EMPTY, |all, c| all | pos.color_cells(c));
    pos.occupied() == live && super::standard::is_dead(pos)
}

/// Puts out a player who has no legal move on their own turn while three are in the
/// game (unless the position has ended the game), and passes the turn on.
pub(crate) fn settle(pos: &mut Position) {
    if pos.players_in_game().count() < 3 {
        return;
    }
    let legal = pos.legal_moves();
    if !legal.is_empty() || outcome(pos, legal.as_slice()).is_some() {
        return;
    }
    let us = pos.turn;
    let reason = if pos.is_check() {
        EliminationReason::Checkmated
    } else {
        EliminationReason::NoLegalMove
    };
    eliminate(pos, us, reason);
    pos.ep = None;
    let next = pos.next_player(us);
    if pos.wraps_round(us, next) {
        pos.fullmoves += 1;
    }
    pos.turn = next;
}

/// The checks every three-player position must pass.
pub(crate) fn validate(pos: &Position) -> Result<(), IllegalPosition> {
    for c in Color::ALL {
        let kings = pos
            .piece_cells(Piece {
                color: c,
                kind: Kind::King,
            })
            .count();
        if kings > 1 || (kings == 0 && pos.is_in_game(c)) {
            return Err(IllegalPosition::KingCount(c));
        }
    }
    let ring1 = SECTIONS[0] | SECTIONS[1] | SECTIONS[2];
    let pawns = pos.kind_cells(Kind::Pawn);
    if !(pawns & pos.crossed_pawns() & ring1).is_empty() {
        return Err(IllegalPosition::PawnOnPromotionCell);
    }
    if !((pawns - pos.crossed_pawns()) & ring1).is_empty() {
        return Err(IllegalPosition::PawnBehindStart);
    }
    if pos.players_in_game().count() >= 2 && pos.is_king_attacked(pos.previous_player()) {
        return Err(IllegalPosition::OpponentInCheck);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameId;

    /// Whether some placement of a lone king against king and `minor` (two players
    /// left, no frozen piece) is checkmate, for either side to move and with the moat
    /// between the two players closed or bridged. Every cell of the board is tried.
    fn some_mate_with(minor: Kind) -> Option<String> {
        let cells: Vec<_> = (0..6)
            .flat_map(|r| (0..24).map(move |f| cell(r, f)))
            .collect();
        for (strong, weak) in [(Color::White, Color::Black), (Color::Black, Color::White)] {
            for bridged in [0b110, 0b111] {
                let mut base = Position::empty(GameId::ThreePlayer);
                eliminate(&mut base, Color::Grey, EliminationReason::Checkmated);
                base.bridged = bridged;
                base.turn = weak;
                for &k in &cells {
                    for &s in &cells {
                        if s == k {
                            continue;
                        }
                        for &m in &cells {
                            if m == k || m == s {
                                continue;
                            }
                            let mut p = base.clone();
                            p.put(
                                k,
                                Piece {
                                    color: weak,
                                    kind: Kind::King,
                                },
                            );
                            p.put(
                                s,
                                Piece {
                                    color: strong,
                                    kind: Kind::King,
                                },
                            );
                            p.put(
                                m,
                                Piece {
                                    color: strong,
                                    kind: minor,
                                },
                            );
                            if p.is_check()
                                && !p.is_king_attacked(strong)
                                && p.legal_moves().is_empty()
                            {
                                return Some(p.to_fen());
                            }
                        }
                    }
                }
            }
        }
        None
    }

    #[test]
    #[cfg_attr(debug_assertions, ignore = "3 million positions: run in release")]
    fn king_and_minor_piece_never_mate_a_lone_king_on_the_round_board() {
        assert!(
            some_mate_with(Kind::Rook).is_some(),
            "the search finds mates"
        );
        assert_eq!(some_mate_with(Kind::Bishop), None);
        assert_eq!(some_mate_with(Kind::Knight), None);
    }
}
