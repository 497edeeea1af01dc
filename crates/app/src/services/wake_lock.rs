//! The screen stays on while a game is being played: the play page says when
//! it wants that, and our script `web/extras/wake-lock.js` (see
//! [`crate::services::scripts`]) holds the Screen Wake Lock, releasing it when the tab
//! is hidden and asking again when it shows. The script takes the last of
//! several calls made in one go, so "off, then on" keeps the lock.

use wasm_bindgen::JsValue;

use crate::services::scripts;

/// Asks for the screen to stay on (`true`) or lets it turn off.
pub fn keep_awake(on: bool) {
    scripts::set("awake", &JsValue::from_bool(on));
    scripts::call("awakeChanged", &JsValue::UNDEFINED);
}
