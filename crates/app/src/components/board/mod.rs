//! The playing board: one `<svg>` in board units drawn from the rules crate's
//! topology and position, so the same code draws 8x8, 5x6 and the round board.
//!
//! Every cell is a path carrying `data-cell="<label>"`; every piece is one keyed
//! `<use>` of its kind's drawing (drawn once in the page, `web/pieces.svg`)
//! carrying `data-piece="<colour>-<kind>"` and `data-at="<label>"`, placed
//! with a transform so that moves slide. Highlights are derived from the
//! state on every draw: selection, legal destinations (`data-dest="<label>"`),
//! last move, check; a lesson adds its marks (`marks`).
//! Pointer events (mouse, touch, pen) give tap-tap and drag; the keyboard moves
//! a focus ring with the arrows and picks up and drops with Enter or Space.
//! A move slides first; only then does the board turn for the next player
//! (`data-bottom` names who sits at the bottom as drawn, `data-turn-pending`
//! is set while the turn waits). A tap on a piece that may not move makes the
//! pieces that can move flash (`data-flash` on them).

mod draw;
mod gesture;
mod layers;
mod marks;
mod picture;
mod pieces;

use crate::same_rc::SameRc;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use sjakkboks_rules::{Cell, Color, Topology};
use yew::prelude::*;

use crate::class_names::{class_names, when};
use draw::{drawn_path, view_box, view_box_attribute};
use gesture::{Drag, Gesture};
use layers::{pieces, Cells};
use marks::{arrow, marks_layer, Arrow};
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::state::{into_check_attackers, Action, PlayState, Refusal};

pub use marks::Marks;
pub use picture::board_picture;
pub use pieces::piece_use;
use sjakkboks_session::layout;
pub use sjakkboks_session::layout::Orientation;

/// Properties of [`Board`].
#[derive(Properties, Clone)]
pub struct BoardProps {
    /// The game on screen.
    pub state: Rc<PlayState>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
    /// Who sits at the bottom (the board turns there once a move has slid).
    pub bottom: Color,
    /// The language of the cell names.
    pub lang: Lang,
    /// Whether the pieces that may move glow (dice chess, after the roll).
    pub glow: bool,
    /// Whether the computer is at work (`data-thinking="true"` on the board).
    pub thinking: bool,
    /// A lesson's marks: stars to collect, pieces in danger, threats.
    #[prop_or_default]
    pub marks: Rc<Marks>,
}

impl PartialEq for BoardProps {
    fn eq(&self, other: &Self) -> bool {
        // A state is replaced, never changed in place, so identity is enough.
        Rc::ptr_eq(&self.state, &other.state)
            && self.bottom == other.bottom
            && self.lang == other.lang
            && self.glow == other.glow
            && self.thinking == other.thinking
            && self.marks == other.marks
    }
}

/// How long a move is shown before the board turns for the next player
/// (the slide takes `--move-time`, 180 ms).
const TURN_DELAY_MS: u32 = 250;

/// The board of a game being played.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    // A position of the past shows with no moves to make (a press goes back to the present).
    let state = &props.state;
    let shown = state.session.shown_game();
    let topology = shown.topology();
    let svg_ref = use_node_ref();
    let gesture = use_mut_ref(|| None::<Gesture>);
    let dragged = use_state(|| None::<Drag>);
    let lifted = use_state(|| None::<u32>);
    let cursor = use_state(|| None::<Cell>);
    // (Set only when it changes: a tap that focuses the board would
    // otherwise draw it all again.)
    let focused = use_state_eq(|| false);
    let frame = view_box(topology);
    // The board turns for the next player once the move has slid into place,
    // so that everybody sees it.
    let seated = use_state_eq(|| props.bottom);
    {
        let seated = seated.clone();
        use_effect_with(props.bottom, move |&bottom| {
            let timer = (*seated != bottom)
                .then(|| Timeout::new(TURN_DELAY_MS, move || seated.set(bottom)));
            move || drop(timer)
        });
    }
    let orientation = Orientation::for_player(topology, shown.id().rules().players, *seated);
    // A board that has just turned shows its pieces in place at once (sliding
    // every piece across the board would be a blur) while the whole board
    // fades in turned; the turns alternate two names of that animation so
    // that each one starts anew.
    let turns = use_mut_ref(|| (*seated, 0u32));
    let turned = {
        let mut turns = turns.borrow_mut();
        let turned = turns.0 != *seated;
        if turned {
            *turns = (*seated, turns.1 + 1);
        }
        turned
    };
    let turn_class = match turns.borrow().1 {
        0 => None,
        n if n % 2 == 1 => Some("turn-a"),
        _ => Some("turn-b"),
    };

    let handlers = gesture::handlers(gesture::Context {
        state: state.clone(),
        dispatch: props.dispatch.clone(),
        svg: svg_ref.clone(),
        gesture,
        dragged: dragged.clone(),
        lifted: lifted.clone(),
        view_box: frame,
    });

    let cursor_cell = (*cursor)
        .or(state.ui.selected)
        .unwrap_or_else(|| home_cell(state));
    let onkeydown = {
        let dispatch = props.dispatch.clone();
        let focused = focused.clone();
        let cursor = cursor.clone();
        Callback::from(move |e: KeyboardEvent| {
            let direction = layout::Direction::from_key(&e.key());
            // After a tap or a click the focus ring is hidden: the arrows go
            // through the moves then (`use_browse_keys`, as on lichess); they
            // move the ring once the board is played with the keyboard.
            if direction.is_some() && !*focused {
                return;
            }
            focused.set(true);
            if let Some(direction) = direction {
                e.prevent_default();
                if let Some(next) =
                    layout::neighbour(topology, &orientation, cursor_cell, direction)
                {
                    cursor.set(Some(next));
                }
            } else if matches!(e.key().as_str(), "Enter" | " ") {
                e.prevent_default();
                cursor.set(Some(cursor_cell));
                dispatch.emit(Action::Press {
                    cell: cursor_cell,
                    toggle: true,
                });
            } else if e.key() == "Escape" {
                dispatch.emit(Action::Deselect);
            }
        })
    };
    // The focus ring shows while the keyboard is in use, not after a tap.
    let onfocus = {
        let focused = focused.clone();
        Callback::from(move |e: FocusEvent| {
            let by_keyboard = e
                .target_dyn_into::<web_sys::Element>()
                .is_some_and(|el| el.matches(":focus-visible").unwrap_or(false));
            focused.set(by_keyboard);
        })
    };
    let onblur = {
        let focused = focused.clone();
        Callback::from(move |_| focused.set(false))
    };

    let lang = props.lang;
    let into_check = match state.ui.refusal {
        Some(Refusal::IntoCheck { from, to }) => {
            into_check_attackers(state.session.game.position(), from, to)
        }
        _ => None,
    };
    // A move refused for check marks the square and the pieces that attack it.
    let marks = match &into_check {
        Some(threats) => Rc::new(Marks {
            danger: threats.first().map(|&(_, king)| king).into_iter().collect(),
            threats: threats.clone(),
            ..Marks::clone(&props.marks)
        }),
        None => props.marks.clone(),
    };
    // A refused move into check shows its attackers; other refusals flash
    // the pieces that may move.
    let flashing = if state.ui.refusal.is_some() && into_check.is_none() {
        state.session.movable()
    } else {
        Vec::new()
    };
    let over = dragged.and_then(|d| d.over);
    let highlights = highlights(state, topology, props.glow, &flashing, over);
    let focus_ring = focused.then(|| {
        html! {
            <path class="focus-ring" transform={orientation.rotation()}
                d={drawn_path(topology, cursor_cell)} />
        }
    });

    html! {
        <svg
            ref={svg_ref}
            class={class_names(&["board", when(turned, "turned"), turn_class.unwrap_or_default()])}
            data-thinking={props.thinking.then_some("true")}
            data-bottom={seated.name()}
            data-turn-pending={(props.bottom != *seated).then_some("true")}
            data-viewing={state.session.past.as_ref().map(|p| p.game.moves().len().to_string())}
            viewBox={view_box_attribute(frame)}
            role="grid"
            tabindex="0"
            aria-label={lang.text().board}
            aria-activedescendant={format!("cell-{}", topology.label(cursor_cell))}
            onpointerdown={handlers.down}
            onpointermove={handlers.moved}
            onpointerup={handlers.up}
            onpointercancel={handlers.cancel}
            {onkeydown}
            {onfocus}
            {onblur}
        >
            <Cells game={SameRc(shown.clone())} {orientation} {lang} />
            <g class="highlights" transform={orientation.rotation()} aria-hidden="true">
                { highlights }
            </g>
            { for focus_ring }
            { pieces(shown, state.session.shown_ids(), &state.ui.fading, &orientation, *dragged, *lifted, &flashing) }
            { hint_arrow(state, topology, &orientation) }
            { marks_layer(&marks, topology, &orientation) }
        </svg>
    }
}

/// The engine's suggestion as an arrow over the pieces, from the piece's cell
/// to where it should go (`data-hint="<from><to>"`).
fn hint_arrow(state: &PlayState, topology: &Topology, orientation: &Orientation) -> Html {
    let Some(m) = state.session.hint else {
        return Html::default();
    };
    arrow(
        topology,
        orientation,
        (m.from, m.to),
        Arrow::Hint,
        m.to_uci(topology),
    )
}

/// Where the keyboard's focus ring starts: the mover's king, or the first cell.
fn home_cell(state: &PlayState) -> Cell {
    let position = state.session.shown_game().position();
    position
        .king(position.turn())
        .or_else(|| state.session.shown_legal().first().map(|m| m.from))
        .unwrap_or(Cell::new(0))
}

/// The derived highlights: last move, check, selection, glowing movable pieces,
/// the selected piece's destinations (dots, or rings round captures), the
/// pieces that flash after a refused tap, and the cell under a dragged piece;
/// in the topology's own drawing, turned with the cells.
fn highlights(
    state: &PlayState,
    topology: &Topology,
    glow: bool,
    flashing: &[Cell],
    over: Option<Cell>,
) -> Html {
    let shown = state.session.shown_game();
    let position = shown.position();
    let path = |cell: Cell, class: &'static str| {
        html! { <path class={class} d={drawn_path(topology, cell)} /> }
    };
    let mut out = Vec::new();
    let last = shown.moves().last().filter(|m| m.from != m.to);
    if let Some(m) = last {
        out.push(path(m.from, "last-move"));
        out.push(path(m.to, "last-move"));
    }
    if position.is_check() {
        if let Some(king) = position.king(position.turn()) {
            out.push(path(king, "check"));
        }
    }
    if glow {
        out.extend(
            state
                .session
                .movable()
                .into_iter()
                .map(|c| path(c, "movable")),
        );
    }
    if let Some(from) = state.ui.selected {
        out.push(path(from, "selected"));
        for m in state.session.moves_from(from) {
            let (x, y) = topology.center(m.to);
            let r = layout::cell_width(topology.shape(m.to));
            let (class, radius) = if position.is_capture(m) {
                ("target capture", r * 0.44)
            } else {
                ("target", r * 0.16)
            };
            out.push(html! {
                <circle class={class} data-dest={topology.label(m.to).to_owned()}
                    cx={layout::num(x)} cy={layout::num(y)}
                    r={layout::num(radius)} stroke-width={layout::num(r * 0.08)} />
            });
        }
    }
    // Every other refusal flashes under another name, so that it flashes anew.
    let flash = if state.ui.refusals % 2 == 1 {
        "flash"
    } else {
        "flash again"
    };
    out.extend(flashing.iter().map(|&c| path(c, flash)));
    out.extend(over.map(|c| path(c, "drag-over")));
    out.into_iter().collect()
}
