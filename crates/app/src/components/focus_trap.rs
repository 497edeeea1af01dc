//! Keeps the keyboard inside a dialog while it is open: the dialog takes the
//! focus when it opens, Tab and Shift+Tab go round its controls without
//! leaving it, and when it closes the focus goes back where it was (the
//! button that opened it, say).

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

/// What Tab stops at inside a dialog.
const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), \
     textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex=\"-1\"])";

/// Properties of [`FocusTrap`].
#[derive(Properties, PartialEq)]
pub struct FocusTrapProps {
    /// The dialog: its `[role=dialog]` element (with `tabindex="-1"`) takes
    /// the focus when it opens, unless something inside already has it.
    pub children: Html,
}

/// A wrapper (drawn as if it were not there) that traps the focus in its
/// dialog. Give it a `key` per dialog, so that a new dialog takes the focus
/// again.
#[function_component(FocusTrap)]
pub fn focus_trap(props: &FocusTrapProps) -> Html {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            let before = active_element();
            let root = node.cast::<Element>();
            let inside = |e: &Element| root.as_ref().is_some_and(|r| r.contains(Some(e)));
            if !before.as_ref().is_some_and(inside) {
                let dialog = root.and_then(|r| r.query_selector("[role=dialog]").ok().flatten());
                if let Some(dialog) = dialog.and_then(|d| d.dyn_into::<HtmlElement>().ok()) {
                    let _ = dialog.focus();
                }
            }
            move || {
                let back = before.and_then(|e| e.dyn_into::<HtmlElement>().ok());
                if let Some(back) = back.filter(|e| e.is_connected()) {
                    let _ = back.focus();
                }
            }
        });
    }
    let onkeydown = {
        let node = node.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Tab" {
                if let Some(next) = wrap_target(&node, e.shift_key()) {
                    e.prevent_default();
                    let _ = next.focus();
                }
            }
        })
    };
    html! {
        <div class="focus-trap" ref={node} {onkeydown}>{ props.children.clone() }</div>
    }
}

/// The control Tab (or Shift+Tab when `back`) must go to instead of leaving
/// the dialog, if any: round from the last to the first, or the first to the
/// last, or from the dialog itself backwards to the last.
fn wrap_target(node: &NodeRef, back: bool) -> Option<HtmlElement> {
    let root = node.cast::<Element>()?;
    let list = root.query_selector_all(FOCUSABLE).ok()?;
    let items: Vec<HtmlElement> = (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<HtmlElement>().ok())
        .collect();
    let (first, last) = (items.first()?, items.last()?);
    let active = active_element();
    let at = |item: &HtmlElement| active.as_ref() == Some(item.unchecked_ref::<Element>());
    let on_a_control = items.iter().any(at);
    match (back, on_a_control) {
        (true, false) => Some(last.clone()),
        (true, true) if at(first) => Some(last.clone()),
        (false, true) if at(last) => Some(first.clone()),
        _ => None,
    }
}

/// The element that has the focus.
fn active_element() -> Option<Element> {
    web_sys::window()?.document()?.active_element()
}
