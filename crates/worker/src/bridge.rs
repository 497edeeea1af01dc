//! The worker's side of the messages: reads a job from a message's data (a
//! search, a PGN export or import, or a QR code), does it, and posts the answer back.

use js_sys::{Date, Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::ask::{answer, Ask};
use crate::{pgn_job, qr_job};

/// Installs the message handler and tells the page that the worker is ready.
pub fn listen() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        // A reply that cannot be posted has no one to tell.
        let _ = replies.post_message(&respond(&event.data()));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let ready = Object::new();
    set(&ready, "ready", &JsValue::TRUE);
    let _ = scope.post_message(&ready);
}

/// The reply to one message's data: `{id, ...}` with the job's fields, and
/// `error` (text, or `null` when the job was done).
fn respond(data: &JsValue) -> JsValue {
    let reply = Object::new();
    set(&reply, "id", &field(data, "id"));
    let text = |name| field(data, name).as_string().unwrap_or_default();
    let done = match text("kind").as_str() {
        "pgn-export" => pgn_job::export(&text("game"), &text("date"))
            .map(|pgn| set(&reply, "text", &optional(pgn)))
            .map_err(|e| e.to_string()),
        "pgn-import" => pgn_job::import(&text("text"), &text("lang"))
            .map(|game| set(&reply, "game", &JsValue::from_str(&game))),
        "qr" => qr_job::svg(&text("text"))
            .map(|svg| set(&reply, "svg", &JsValue::from_str(&svg)))
            .map_err(|e| e.to_string()),
        _ => search(data, &reply),
    };
    let error = done.err().map(|e| JsValue::from_str(&e));
    set(&reply, "error", &error.unwrap_or(JsValue::NULL));
    reply.into()
}

/// A search: sets `best` (the move, or `null` when the face rolled allows none).
fn search(data: &JsValue, reply: &Object) -> Result<(), String> {
    let number = |name| field(data, name).as_f64().unwrap_or(0.0);
    let ask = Ask {
        game: field(data, "game").as_string().unwrap_or_default(),
        seat: field(data, "seat")
            .as_string()
            .and_then(|s| s.chars().next())
            .unwrap_or('?'),
        level: number("level").clamp(1.0, 8.0) as u8,
        seed: number("seed").max(0.0) as u64,
    };
    let budget = number("ms").max(1.0);
    let start = Date::now();
    let stop = move || Date::now() - start > budget;
    let best = answer(&ask, &stop).map_err(|e| e.to_string())?;
    set(reply, "best", &optional(best));
    Ok(())
}

/// Text, or `null`.
fn optional(text: Option<String>) -> JsValue {
    text.map_or(JsValue::NULL, |t| JsValue::from_str(&t))
}

/// A field of a message's data (`undefined` when missing).
fn field(data: &JsValue, name: &str) -> JsValue {
    Reflect::get(data, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

/// Sets a field of a reply.
fn set(target: &Object, name: &str, value: &JsValue) {
    // Setting a property of a plain new object cannot fail.
    let _ = Reflect::set(target, &JsValue::from_str(name), value);
}
