//! Our small scripts in `web/extras/` (the sounds, the screen wake lock, the
//! share sheet and QR code, the tap's warm-up) and the styles of what opens or
//! happens after the first draw (the dialogs, a refused tap, a drag): added
//! to the page after its first draw, so that they cost the first load nothing;
//! the scripts are reached through `window.sjakkboks`, the object they share
//! with the app.
//! Calls made before a script has loaded do nothing (its state set here is
//! read by the script when it loads).

use js_sys::{Function, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

/// The scripts, as the build copies them (added by the first module; the
/// full module finds them in place) (index.html's `copy-dir`).
#[cfg(not(feature = "full"))]
const FILES: [&str; 4] = [
    "extras/sounds.js",
    "extras/wake-lock.js",
    "extras/share.js",
    "extras/warm-tap.js",
];

/// The stylesheet of what opens or happens after the first draw (dialogs and
/// questions, the board's fade after a move, a refused tap's flash, dragging).
#[cfg(not(feature = "full"))]
const LATER_STYLES: &str = "extras/later.css";

/// The name of the object shared with the scripts, on `window`.
const SHARED: &str = "sjakkboks";

/// Adds the scripts and the later styles to the page (once, after the
/// first draw).
#[cfg(not(feature = "full"))]
pub fn load() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(head) = document.head() else {
        return;
    };
    let add = |tag: &str, attribute: &str, file: &str| {
        if let Ok(element) = document.create_element(tag) {
            if tag == "link" {
                let _ = element.set_attribute("rel", "stylesheet");
            }
            let _ = element.set_attribute(attribute, file);
            let _ = head.append_child(&element);
        }
    };
    add("link", "href", LATER_STYLES);
    for file in FILES {
        add("script", "src", file);
    }
}

/// `window.sjakkboks`, made if missing.
fn shared() -> Option<Object> {
    let window: JsValue = web_sys::window()?.into();
    let key = JsValue::from_str(SHARED);
    match Reflect::get(&window, &key).ok()?.dyn_into::<Object>() {
        Ok(object) => Some(object),
        Err(_) => {
            let object = Object::new();
            Reflect::set(&window, &key, &object).ok()?;
            Some(object)
        }
    }
}

/// Sets a field of the shared object.
pub fn set(name: &str, value: &JsValue) {
    if let Some(object) = shared() {
        let _ = Reflect::set(&object, &JsValue::from_str(name), value);
    }
}

/// Calls a function of the shared object with `arg`, if a script has put it
/// there, and gives what it returns (`undefined` when it is missing or fails:
/// a script's failure is its own, and the game goes on).
pub fn call(name: &str, arg: &JsValue) -> JsValue {
    let Some(object) = shared() else {
        return JsValue::UNDEFINED;
    };
    Reflect::get(&object, &JsValue::from_str(name))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|function| function.call1(&object, arg).ok())
        .unwrap_or(JsValue::UNDEFINED)
}
