//! The worker's side in the browser: each message's bytes go to
//! [`crate::jobs::respond`], whose bytes are posted back. It first posts
//! [`FromWorker::Ready`], as messages sent before then would be lost.

use js_sys::{Date, Uint8Array};
use sjakkboks_session::protocol::{self, FromWorker};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::jobs;

/// Installs the message handler and tells the page that the worker is ready.
pub fn listen() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let bytes = Uint8Array::new(&event.data()).to_vec();
        let reply = jobs::respond(&bytes, |budget_ms| {
            let start = Date::now();
            Box::new(move || Date::now() - start > f64::from(budget_ms.max(1)))
        });
        post(&replies, &reply);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(&scope, &protocol::encode(&FromWorker::Ready));
}

/// Posts bytes to the page (a reply that cannot be posted has no one to tell).
fn post(scope: &DedicatedWorkerGlobalScope, bytes: &[u8]) {
    let _ = scope.post_message(&Uint8Array::from(bytes));
}
