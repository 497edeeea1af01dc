//! Pointer gestures on the board (mouse, touch and pen alike): a press picks a
//! piece up or plays the selected piece to the pressed cell; moving the pointer
//! far enough turns the press into a drag, and letting go drops the piece. A
//! drop on a cell the piece cannot reach changes nothing, so the piece slides
//! back to where it stood. While a piece is dragged, the cell under the pointer
//! is highlighted; a finger lifts the piece above itself, drawn larger.

use std::cell::RefCell;
use std::rc::Rc;

use sjakkboks_rules::Cell;
use web_sys::{Element, PointerEvent};
use yew::prelude::*;

use sjakkboks_session::layout::cell_width;
use sjakkboks_session::state::{Action, PlayState};

/// How far (CSS pixels) the pointer must travel before a press becomes a drag.
const DRAG_THRESHOLD: f64 = 6.0;

/// How far above a finger (CSS pixels, or a cell if that is more) the piece it
/// drags is drawn, where the finger does not hide it.
const FINGER_RISE_PX: f32 = 60.0;

/// A press in progress.
#[derive(Clone, Copy, Debug)]
pub struct Gesture {
    pointer: i32,
    from: Cell,
    start: (f64, f64),
    was_selected: bool,
    dragging: bool,
    /// Whether a finger presses.
    touch: bool,
}

/// A piece being dragged.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Drag {
    /// Where the drag began.
    pub from: Cell,
    /// Where the piece is drawn, in board units: at the pointer, or above a finger.
    pub at: (f32, f32),
    /// The cell under the pointer, where a drop would go.
    pub over: Option<Cell>,
    /// Whether a finger drags (the piece is then drawn lifted above it).
    pub touch: bool,
}

/// What the handlers work with.
pub struct Context {
    /// The game on screen.
    pub state: Rc<PlayState>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
    /// The board's `<svg>`.
    pub svg: NodeRef,
    /// The press in progress, if any.
    pub gesture: Rc<RefCell<Option<Gesture>>>,
    /// The piece being dragged, if any.
    pub dragged: UseStateHandle<Option<Drag>>,
    /// The name of the piece drawn on top (the last one picked up).
    pub lifted: UseStateHandle<Option<u32>>,
    /// The part of the board the `<svg>` shows now (its `viewBox`).
    pub view_box: [f32; 4],
}

/// The four pointer handlers of the board.
pub struct Handlers {
    /// `pointerdown`.
    pub down: Callback<PointerEvent>,
    /// `pointermove`.
    pub moved: Callback<PointerEvent>,
    /// `pointerup`.
    pub up: Callback<PointerEvent>,
    /// `pointercancel`.
    pub cancel: Callback<PointerEvent>,
}

/// Builds the handlers.
pub fn handlers(ctx: Context) -> Handlers {
    let ctx = Rc::new(ctx);
    let down = {
        let ctx = ctx.clone();
        Callback::from(move |e: PointerEvent| {
            if !e.is_primary() || e.button() != 0 {
                return;
            }
            // The element pressed is known without a second hit test (on
            // the round board's curved cells, the largest single cost of a tap).
            let Some(cell) = e
                .target_dyn_into::<Element>()
                .and_then(|pressed| cell_of(&ctx.state, &pressed))
            else {
                return;
            };
            let state = &ctx.state;
            let touch = e.pointer_type() == "touch";
            let can_lift = !state.busy() && state.session.can_move_from(cell);
            ctx.dispatch.emit(Action::Press {
                cell,
                toggle: false,
            });
            if can_lift {
                e.prevent_default();
                if let Some(svg) = ctx.svg.cast::<Element>() {
                    // Without capture the drag still works while over the board.
                    let _ = svg.set_pointer_capture(e.pointer_id());
                }
                ctx.lifted.set(state.session.shown_ids().at(cell.index()));
                *ctx.gesture.borrow_mut() = Some(Gesture {
                    pointer: e.pointer_id(),
                    from: cell,
                    start: (f64::from(e.client_x()), f64::from(e.client_y())),
                    was_selected: state.ui.selected == Some(cell),
                    dragging: false,
                    touch,
                });
            }
        })
    };
    let moved = {
        let ctx = ctx.clone();
        Callback::from(move |e: PointerEvent| {
            let mut slot = ctx.gesture.borrow_mut();
            let Some(g) = slot.as_mut().filter(|g| g.pointer == e.pointer_id()) else {
                return;
            };
            let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
            let (dx, dy) = (x - g.start.0, y - g.start.1);
            // Squared distances: no libm `hypot` in the first load.
            if !g.dragging && dx * dx + dy * dy < DRAG_THRESHOLD * DRAG_THRESHOLD {
                return;
            }
            g.dragging = true;
            if let Some(at) = drag_point(&ctx, g.from, x, y, g.touch) {
                ctx.dragged.set(Some(Drag {
                    from: g.from,
                    at,
                    over: cell_at(&ctx.state, e.client_x(), e.client_y()),
                    touch: g.touch,
                }));
            }
        })
    };
    let up = {
        let ctx = ctx.clone();
        Callback::from(move |e: PointerEvent| {
            let ours = |g: &Gesture| g.pointer == e.pointer_id();
            let gesture = ctx.gesture.borrow_mut().take_if(|g| ours(g));
            if let Some(g) = gesture {
                ctx.dragged.set(None);
                if g.dragging {
                    if let Some(to) = cell_at(&ctx.state, e.client_x(), e.client_y()) {
                        ctx.dispatch.emit(Action::Drop { from: g.from, to });
                    }
                } else if g.was_selected {
                    ctx.dispatch.emit(Action::Deselect);
                }
            }
        })
    };
    let cancel = Callback::from(move |_: PointerEvent| {
        ctx.gesture.borrow_mut().take();
        ctx.dragged.set(None);
    });
    Handlers {
        down,
        moved,
        up,
        cancel,
    }
}

/// The board cell under a point of the page, if any: where a dragged piece is,
/// whose pointer the board captures (so its events name the board, not a cell).
fn cell_at(state: &PlayState, x: i32, y: i32) -> Option<Cell> {
    let document = web_sys::window()?.document()?;
    cell_of(state, &document.element_from_point(x as f32, y as f32)?)
}

/// The board cell an element of the page lies in, if any (pieces and
/// highlights let the pointer through to the cells).
fn cell_of(state: &PlayState, element: &Element) -> Option<Cell> {
    let cell = element.closest("[data-cell]").ok()??;
    let label = cell.get_attribute("data-cell")?;
    state.session.game.topology().cell_by_label(&label)
}

/// A point of the page in the board's units.
fn board_point(ctx: &Context, x: f64, y: f64) -> Option<(f32, f32)> {
    let svg = ctx.svg.cast::<Element>()?;
    let rect = svg.get_bounding_client_rect();
    let [vx, vy, vw, vh] = ctx.view_box.map(f64::from);
    if rect.width() <= 0.0 || rect.height() <= 0.0 {
        return None;
    }
    let bx = vx + (x - rect.left()) / rect.width() * vw;
    let by = vy + (y - rect.top()) / rect.height() * vh;
    Some((bx as f32, by as f32))
}

/// Where a piece dragged from `from` is drawn for a pointer at a point of the
/// page: at the pointer, or for a finger above it.
fn drag_point(ctx: &Context, from: Cell, x: f64, y: f64, touch: bool) -> Option<(f32, f32)> {
    let (bx, by) = board_point(ctx, x, y)?;
    if !touch {
        return Some((bx, by));
    }
    let svg = ctx.svg.cast::<Element>()?;
    let units_per_px = ctx.view_box[2] / svg.get_bounding_client_rect().width() as f32;
    let cell = cell_width(ctx.state.session.game.topology().shape(from));
    Some((bx, by - cell.max(FINGER_RISE_PX * units_per_px)))
}
