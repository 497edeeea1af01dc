//! The board's layers under and over the highlights: the cells with their
//! coordinates, and the pieces. The cells and coordinates are a component of
//! their own, drawn again only when the game, the way the board is turned or
//! the language changes, so that a tap does not rebuild every cell and write
//! every coordinate anew; the pieces are a plain function (as a component
//! they cost the first load more than they save a tap).

use crate::same_rc::SameRc;

use sjakkboks_rules::{small_sort, Cell, Color, Game, Piece};
use yew::prelude::*;

use super::draw::{coordinates, drawn_path, piece_transform, shade, still_piece};
use super::gesture::Drag;
use super::pieces::drawing_href;
use crate::class_names::{class_names, when};
use sjakkboks_session::i18n::cells::cell_name;
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::layout::{rows, Orientation};
use sjakkboks_session::piece_ids::PieceIds;

/// Properties of [`Cells`].
#[derive(Properties, PartialEq)]
pub struct CellsProps {
    /// The game shown (its position names the cells' pieces).
    pub game: SameRc<Game>,
    /// How the board is turned.
    pub orientation: Orientation,
    /// The language of the cells' names.
    pub lang: Lang,
}

/// Every cell: a path carrying `data-cell="<label>"`, named for screen readers,
/// in rows as the board is seen (a grid's gridcells sit in rows); then the
/// coordinates, which the highlights tint but never hide.
#[function_component(Cells)]
pub fn cells(props: &CellsProps) -> Html {
    let topology = props.game.topology();
    let position = props.game.position();
    let cell = |cell: Cell| {
        let label = topology.label(cell);
        html! {
            <path
                key={cell.index()}
                id={format!("cell-{label}")}
                class={class_names(&["cell", shade(topology, cell)])}
                d={drawn_path(topology, cell)}
                data-cell={label.to_owned()}
                role="gridcell"
                aria-label={cell_name(props.lang, label, position.piece_at(cell))}
            />
        }
    };
    // Rows and cells are keyed by what stays with them as the board turns:
    // a turn moves the elements instead of writing each one anew.
    let rows = rows(topology, &props.orientation).map(|(number, row)| {
        html! { <g role="row" key={number}>{ for row.map(cell) }</g> }
    });
    html! {
        <>
            <g class="cells" transform={props.orientation.rotation()}>{ for rows }</g>
            { marks(&props.game, &props.orientation) }
        </>
    }
}

/// The coordinates round the board (ring numbers on the round board give
/// way to the pieces of `game`).
fn marks(game: &Game, orientation: &Orientation) -> Html {
    html! {
        <g class="marks" aria-hidden="true">
            { coordinates(game.topology(), orientation, game.position()) }
        </g>
    }
}

/// Every piece: one keyed `<use>` of its kind's drawing carrying
/// `data-piece="<colour>-<kind>"` and `data-at="<label>"`; captured pieces
/// fade where they stood while the capturer slides in.
pub fn pieces(
    game: &Game,
    ids: &PieceIds,
    fading: &[(Cell, Piece)],
    orientation: &Orientation,
    dragged: Option<Drag>,
    lifted: Option<u32>,
    flashing: &[Cell],
) -> Html {
    let topology = game.topology();
    let position = game.position();
    let mut placed: Vec<(u32, Cell)> = topology
        .cells()
        .filter_map(|c| Some((ids.at(c.index())?, c)))
        .filter(|(_, c)| position.piece_at(*c).is_some())
        .collect();
    drawing_order(&mut placed, lifted);
    let frozen = |color: Color| !position.is_in_game(color);
    let on_board = placed.into_iter().filter_map(|(id, cell)| {
        let piece = position.piece_at(cell)?;
        let drag = dragged.filter(|d| d.from == cell);
        let raised = drag.is_some_and(|d| d.touch);
        let color = piece.color.name();
        Some(html! {
            <use
                key={id}
                class={class_names(&["piece", color, when(drag.is_some(), "dragging"), when(raised, "raised"), when(frozen(piece.color), "frozen")])}
                data-piece={format!("{color}-{}", piece.kind.name())}
                data-at={topology.label(cell).to_owned()}
                data-flash={flashing.contains(&cell).then_some("true")}
                transform={piece_transform(topology, orientation, cell, drag.map(|d| d.at), raised)}
                href={drawing_href(piece.kind)}
            />
        })
    });
    let fading = fading
        .iter()
        .map(|&(cell, piece)| still_piece(topology, orientation, cell, piece, true));
    html! {
        <g class="pieces" aria-hidden="true">
            <g key={format!("fading-{}", game.moves().len())}>{ for fading }</g>
            <g key="on-board">{ for on_board }</g>
        </g>
    }
}

/// Puts the pieces in the order they are drawn: by id, the `lifted` piece last
/// (on top). The same order on every draw (ids are unique) keeps elements in
/// place so their moves slide.
fn drawing_order(pieces: &mut [(u32, Cell)], lifted: Option<u32>) {
    let key = |&(id, _): &(u32, Cell)| (Some(id) == lifted, id);
    small_sort::sort_by(pieces, |a, b| key(a) < key(b));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_drawn_by_id_with_the_lifted_one_last() {
        let cell = Cell::new;
        let mut pieces = vec![(7, cell(0)), (2, cell(1)), (9, cell(2)), (4, cell(3))];
        drawing_order(&mut pieces, Some(2));
        assert_eq!(
            pieces,
            vec![(4, cell(3)), (7, cell(0)), (9, cell(2)), (2, cell(1))]
        );
        drawing_order(&mut pieces, None);
        let ids: Vec<u32> = pieces.iter().map(|&(id, _)| id).collect();
        assert_eq!(ids, vec![2, 4, 7, 9]);
    }
}
