//! A small picture of a game's start position, for the home page and the rules.

use sjakkboks_rules::{Color, GameId, Position};
use yew::prelude::*;

use super::draw::{coordinates, drawn_path, shade, still_piece, view_box, view_box_attribute};
use crate::class_names::class_names;
use sjakkboks_session::layout::Orientation;

/// A still picture of `game`'s start position, white at the bottom, with
/// the coordinates if asked.
pub fn board_picture(game: GameId, with_coordinates: bool) -> Html {
    let topology = game.topology();
    let position = Position::start(game);
    let orientation = Orientation::for_player(topology, &[Color::White], Color::White);
    let cells = topology.cells().map(|c| {
        html! {
            <path class={class_names(&["cell", shade(topology, c)])}
                d={drawn_path(topology, c)} />
        }
    });
    let pieces = topology.cells().filter_map(|c| {
        position
            .piece_at(c)
            .map(|p| still_piece(topology, &orientation, c, p, false))
    });
    html! {
        <svg class="board picture" viewBox={view_box_attribute(view_box(topology))} aria-hidden="true">
            <g class="cells">{ for cells }</g>
            if with_coordinates {
                <g class="marks">{ coordinates(topology, &orientation, &position) }</g>
            }
            <g class="pieces">{ for pieces }</g>
        </svg>
    }
}
