//! The page's move from the first module to the full one.
//!
//! The page first loads `sjakkboks-app`, the library built without the
//! `full` feature: home and a game played on one device. When the person
//! opens something it leaves out (a dialog, the rules, the computer), it adds
//! `start-full.js` to the page, which fetches and starts `sjakkboks-full`.
//! The full module puts a fresh element in place of the app's, says so with
//! the [`READY`] event (on which the first module takes its app down) and
//! draws the same page from the address and the saved game, as a reload
//! would. If a button started the move, the full module then presses the
//! button with the same `data-action` ([`HANDED_ACTION`]), so that its
//! dialog opens as if the person had pressed it there.
//!
//! The first module's side is [`HandOver`]; the full
//! module's is [`root`] and [`started`], called by `crate::start`.

/// The event the full module sends on `window` as it takes the page.
const READY: &str = "sjakkboks-full-ready";

/// The property of `window` that holds the `data-action` of the button
/// that started the move, for the full module to press again.
const HANDED_ACTION: &str = "sjakkboksHandedAction";

#[cfg(not(feature = "full"))]
pub use first::{root, started, HandOver};

#[cfg(not(feature = "full"))]
mod first {
    use std::cell::{Cell, RefCell};

    use gloo_events::EventListener;
    use yew::prelude::*;

    use js_sys::Reflect;
    use wasm_bindgen::JsValue;
    use yew::html::BaseComponent;
    use yew::AppHandle;

    use super::{HANDED_ACTION, READY};
    use sjakkboks_session::i18n::Lang;

    /// The script that fetches and starts the full module (web/start-full.js).
    const START_SCRIPT: &str = "start-full.js";

    /// The event `start-full.js` sends on `window` when the full module could not be loaded.
    const FAILED: &str = "sjakkboks-full-failed";

    /// Takes the first module's app down.
    type TakeDown = Box<dyn FnOnce()>;

    thread_local! {
        /// Takes the first module's app down when the full module takes the page.
        static APP: RefCell<Option<TakeDown>> = const { RefCell::new(None) };
        /// Whether the full module is being fetched (it is fetched once).
        static OPENING: Cell<bool> = const { Cell::new(false) };
    }

    /// Fetches the full module and hands the page to it; `action` is the
    /// `data-action` of the button it should press once it has drawn the page.
    fn open_full(action: Option<&'static str>) {
        if OPENING.replace(true) {
            return;
        }
        let Some(window) = web_sys::window() else {
            return;
        };
        if let Some(action) = action {
            let _ = Reflect::set(&window, &HANDED_ACTION.into(), &JsValue::from_str(action));
        }
        EventListener::once(&window, READY, |_| {
            if let Some(take_down) = APP.take() {
                take_down();
            }
        })
        .forget();
        let Some(document) = window.document() else {
            return;
        };
        let Ok(script) = document.create_element("script") else {
            return;
        };
        let _ = script.set_attribute("type", "module");
        let _ = script.set_attribute("src", START_SCRIPT);
        // The script itself could not be fetched: the same as a failed start.
        EventListener::once(&script, "error", move |_| {
            if let Ok(failed) = web_sys::Event::new(FAILED) {
                let _ = window.dispatch_event(&failed);
            }
        })
        .forget();
        if let Some(head) = document.head() {
            let _ = head.append_child(&script);
        }
    }

    /// Properties of [`HandOver`].
    #[derive(Properties, PartialEq)]
    pub struct HandOverProps {
        /// The language.
        pub lang: Lang,
        /// The `data-action` of the button the full module should press, if
        /// a button started the move.
        #[prop_or_default]
        pub action: Option<&'static str>,
    }

    /// Shown where the full module's part will be: starts the move to it,
    /// says that something is opening, and says so if it could not be
    /// fetched, with a button that loads the page again (the game is saved).
    #[function_component(HandOver)]
    pub fn hand_over(props: &HandOverProps) -> Html {
        let failed = use_state_eq(|| false);
        {
            let failed = failed.clone();
            let action = props.action;
            use_effect_with((), move |_| {
                let listener = web_sys::window()
                    .map(|w| EventListener::new(&w, FAILED, move |_| failed.set(true)));
                open_full(action);
                move || drop(listener)
            });
        }
        let text = props.lang.text();
        if *failed {
            let reload = |_| {
                if let Some(w) = web_sys::window() {
                    let _ = w.location().reload();
                }
            };
            return html! {
                <p class="handover" role="alert" data-notice="opening-failed">
                    { text.opening_failed }{ " " }
                    <button type="button" class="button small" data-action="reload"
                        onclick={reload}>{ text.reload }</button>
                </p>
            };
        }
        html! { <p class="handover" role="status" data-handover="opening">{ text.opening }</p> }
    }

    /// The first module's element for the app: the one in index.html.
    pub fn root(id: &str) -> Option<web_sys::Element> {
        web_sys::window()?.document()?.get_element_by_id(id)
    }

    /// Keeps the first module's app, to take it down when the full module takes the page.
    pub fn started<C: BaseComponent>(app: AppHandle<C>) {
        APP.set(Some(Box::new(move || app.destroy())));
    }
}

#[cfg(feature = "full")]
pub use full::{root, started};

#[cfg(feature = "full")]
mod full {
    use gloo_timers::callback::Timeout;
    use wasm_bindgen::JsCast;
    use web_sys::HtmlElement;

    use js_sys::Reflect;
    use wasm_bindgen::JsValue;
    use yew::html::BaseComponent;
    use yew::AppHandle;

    use super::{HANDED_ACTION, READY};

    /// How often, 50 ms apart, the handed button is looked for before giving up.
    const TRIES: u32 = 20;

    /// Puts a fresh element in place of the first module's (which that module
    /// then takes down, on [`READY`]) and returns it for the full app.
    pub fn root(id: &str) -> Option<web_sys::Element> {
        let window = web_sys::window()?;
        let document = window.document()?;
        let fresh = document.create_element("div").ok()?;
        fresh.set_id(id);
        match document.get_element_by_id(id) {
            Some(old) => old.replace_with_with_node_1(&fresh).ok()?,
            None => document.body()?.append_child(&fresh).map(|_| ()).ok()?,
        }
        if let Ok(ready) = web_sys::Event::new(READY) {
            let _ = window.dispatch_event(&ready);
        }
        Some(fresh)
    }

    /// Once the full app has drawn the page, presses the button that started
    /// the move, if one did.
    pub fn started<C: BaseComponent>(_app: AppHandle<C>) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let key = JsValue::from_str(HANDED_ACTION);
        let action = Reflect::get(&window, &key).ok().and_then(|a| a.as_string());
        let _ = Reflect::delete_property(&window, &key);
        if let Some(action) = action {
            press(format!("[data-action=\"{action}\"]"), TRIES);
        }
    }

    /// Focuses and clicks the first element that `selector` finds, looking
    /// again 50 ms later (at most `tries` times) while the page is not drawn yet.
    fn press(selector: String, tries: u32) {
        Timeout::new(50, move || {
            let found = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector(&selector).ok().flatten())
                .and_then(|e| e.dyn_into::<HtmlElement>().ok());
            match found {
                Some(button) => {
                    let _ = button.focus();
                    button.click();
                }
                None if tries > 1 => press(selector, tries - 1),
                None => {}
            }
        })
        .forget();
    }
}
