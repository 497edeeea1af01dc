//! A move the rules refuse because it would leave the mover's king attacked:
//! which pieces would attack it, so that the board can draw an arrow from each.

use sjakkboks_rules::{Cell, CellSet, Move, Position};

/// The pieces (their cells, each with the king's cell) that would attack the
/// mover's king if the piece on `from` went to `to`, where that is a move the
/// pieces can make but the rules forbid for that reason. `None` for any other cell, and in
/// games whose kings are not royal.
pub fn into_check_attackers(
    position: &Position,
    from: Cell,
    to: Cell,
) -> Option<Vec<(Cell, Cell)>> {
    if !position.rules().royal_king {
        return None;
    }
    let mut moves: Vec<Move> = Vec::new();
    position.pseudo_legal_moves(&mut moves);
    let mv = moves.into_iter().find(|m| m.from == from && m.to == to)?;
    let mover = position.turn();
    let after = position.after(&mv);
    let king = after.king(mover)?;
    let attackers: Vec<(Cell, Cell)> = after
        .players_in_game()
        .filter(|&color| color != mover)
        .flat_map(|color| after.color_cells(color).iter())
        .filter(|&cell| after.is_attacked_by(king, CellSet::single(cell)))
        .map(|cell| (cell, king))
        .collect();
    (!attackers.is_empty()).then_some(attackers)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;

    fn cell(position: &Position, label: &str) -> Cell {
        position.topology().cell_by_label(label).unwrap()
    }

    #[test]
    fn a_king_stepping_next_to_a_rook_line_is_attacked_by_the_rook() {
        let p = Position::from_fen(GameId::Standard, "4k3/8/8/8/8/8/r7/4K3 w - - 0 1").unwrap();
        let (e1, e2, d1, a2) = (
            cell(&p, "e1"),
            cell(&p, "e2"),
            cell(&p, "d1"),
            cell(&p, "a2"),
        );
        assert_eq!(into_check_attackers(&p, e1, e2), Some(vec![(a2, e2)]));
        assert_eq!(into_check_attackers(&p, e1, d1), None, "d1 is safe");
        assert_eq!(
            into_check_attackers(&p, e1, cell(&p, "e3")),
            None,
            "not a king's move"
        );
    }

    #[test]
    fn a_pinned_piece_that_leaves_the_line_names_the_pinner() {
        let p = Position::from_fen(GameId::Standard, "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1").unwrap();
        let (e2, c3, e7, e1) = (
            cell(&p, "e2"),
            cell(&p, "c3"),
            cell(&p, "e7"),
            cell(&p, "e1"),
        );
        assert_eq!(into_check_attackers(&p, e2, c3), Some(vec![(e7, e1)]));
    }

    #[test]
    fn losing_chess_kings_are_never_in_check() {
        let p = Position::from_fen(GameId::Antichess, "8/8/8/8/8/8/r7/4K3 w - - 0 1").unwrap();
        assert_eq!(
            into_check_attackers(&p, cell(&p, "e1"), cell(&p, "e2")),
            None
        );
    }
}
