//! The page's side of the engine's Web Worker (`crates/worker`): starts it the
//! first time a job is posted (so a pass-and-play visit never fetches the
//! engine), runs one job at a time and hands the answer to a callback. Jobs
//! are the computer's searches ([`EngineWorker::ask`]) and PGN export and
//! import ([`EngineWorker::post`]), which live in the worker to keep them out of
//! the app's first load. The search runs in the worker, so the board answers
//! taps while the computer thinks. A job cannot be interrupted inside the
//! worker: [`EngineWorker::cancel`] terminates it, and the next job starts a
//! new one. Each handle is its own worker, so a PGN dialog never stops the
//! computer's search.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Object, Reflect};
use sjakkboks_rules::{saved, Color, Game};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};
use yew::Callback;

/// The script Trunk writes for the worker (see index.html).
const LOADER: &str = "sjakkboks-worker_loader.js";

/// The engine's answer to one ask.
#[derive(Clone, PartialEq, Debug)]
pub enum Reply {
    /// The move, as UCI-style text.
    Move(String),
    /// No move came: the worker could not start, or refused the ask (why).
    Failed(String),
}

/// One search for the worker.
pub struct Search<'a> {
    /// The game so far.
    pub game: &'a Game,
    /// The seat to move for.
    pub seat: Color,
    /// The level, 1 to 8.
    pub level: u8,
    /// The seed of the level's noise.
    pub seed: u64,
    /// The time the search may take, in milliseconds.
    pub ms: u32,
}

/// The worker, started on first use, with at most one job under way.
#[derive(Clone, Default)]
pub struct EngineWorker {
    inner: Rc<RefCell<Inner>>,
}

/// What the worker's handlers share with [`EngineWorker`].
#[derive(Default)]
struct Inner {
    /// The running worker, if started.
    worker: Option<Running>,
    /// The job under way: its id and who waits for its answer.
    pending: Option<(u32, Callback<Answer>)>,
    /// The id of the last job posted.
    last_id: u32,
}

/// What a job gives: the reply's fields, or why there was none.
pub type Answer = Result<JsValue, String>;

/// A started worker with its handlers (kept alive as long as it runs).
struct Running {
    worker: Worker,
    /// Whether it has said it is ready (messages posted before are lost).
    ready: bool,
    /// The message waiting for the worker to be ready.
    queued: Option<JsValue>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

impl EngineWorker {
    /// Asks for a move (replacing any job under way); `done` gets the reply.
    pub fn ask(&self, search: &Search, done: Callback<Reply>) {
        let message = Object::new();
        let game = saved::encode(search.game);
        set(&message, "game", &JsValue::from_str(&game));
        let seat = search.seat.letter().to_string();
        set(&message, "seat", &JsValue::from_str(&seat));
        set(&message, "level", &JsValue::from(search.level));
        // Seeds travel as numbers: 53 bits is plenty.
        set(&message, "seed", &JsValue::from((search.seed >> 11) as f64));
        set(&message, "ms", &JsValue::from(search.ms));
        let done = done.reform(|answer: Answer| match answer {
            Ok(reply) => match get(&reply, "best").as_string() {
                Some(best) => Reply::Move(best),
                None => Reply::Failed("the engine found no move".to_owned()),
            },
            Err(why) => Reply::Failed(why),
        });
        self.post(message, done);
    }

    /// Posts a job (its fields in `message`; an `id` is added), replacing any
    /// job under way; `done` gets the reply's fields or the job's error.
    pub fn post(&self, message: Object, done: Callback<Answer>) {
        self.cancel();
        let mut inner = self.inner.borrow_mut();
        inner.last_id = inner.last_id.wrapping_add(1);
        let id = inner.last_id;
        set(&message, "id", &JsValue::from(id));
        if inner.worker.is_none() {
            match self.start() {
                Ok(running) => inner.worker = Some(running),
                Err(why) => {
                    drop(inner);
                    done.emit(Err(why));
                    return;
                }
            }
        }
        inner.pending = Some((id, done));
        let running = inner.worker.as_mut().expect("started above");
        if running.ready {
            let _ = running.worker.post_message(&message);
        } else {
            running.queued = Some(message.into());
        }
    }

    /// Stops the job under way, if any, at once (its reply never comes).
    pub fn cancel(&self) {
        let mut inner = self.inner.borrow_mut();
        if inner.pending.take().is_some() {
            // Dropping the worker terminates it, search and all.
            inner.worker = None;
        }
    }

    /// Starts the worker and wires its messages to this handle.
    fn start(&self) -> Result<Running, String> {
        let worker = Worker::new(LOADER).map_err(|e| describe(&e))?;
        let weak = Rc::downgrade(&self.inner);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(inner) = weak.upgrade() {
                received(&inner, &event.data());
            }
        });
        let weak = Rc::downgrade(&self.inner);
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            event.prevent_default();
            if let Some(inner) = weak.upgrade() {
                let message = Reflect::get(&event, &JsValue::from_str("message"))
                    .ok()
                    .and_then(|m| m.as_string())
                    .unwrap_or_else(|| "the engine could not be loaded".to_owned());
                // The worker is broken: the next ask starts a new one. It is
                // dropped after this handler, which it owns, has returned.
                let (broken, pending) = {
                    let mut inner = inner.borrow_mut();
                    (inner.worker.take(), inner.pending.take())
                };
                wasm_bindgen_futures::spawn_local(async move { drop(broken) });
                if let Some((_, done)) = pending {
                    done.emit(Err(message));
                }
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(Running {
            worker,
            ready: false,
            queued: None,
            _on_message: on_message,
            _on_error: on_error,
        })
    }
}

/// A message from the worker: "ready", or the reply to a job.
fn received(inner: &Rc<RefCell<Inner>>, data: &JsValue) {
    if get(data, "ready").is_truthy() {
        let mut inner = inner.borrow_mut();
        if let Some(running) = inner.worker.as_mut() {
            running.ready = true;
            if let Some(message) = running.queued.take() {
                let _ = running.worker.post_message(&message);
            }
        }
        return;
    }
    let id = get(data, "id").as_f64().unwrap_or(-1.0);
    let done = {
        let mut inner = inner.borrow_mut();
        match inner.pending.take() {
            Some((pending, done)) if f64::from(pending) == id => done,
            other => {
                inner.pending = other;
                return;
            }
        }
    };
    done.emit(match get(data, "error").as_string() {
        Some(error) => Err(error),
        None => Ok(data.clone()),
    });
}

/// A field of a message (`undefined` when missing).
pub fn get(data: &JsValue, name: &str) -> JsValue {
    Reflect::get(data, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

/// Sets a field of a message.
pub fn set(target: &Object, name: &str, value: &JsValue) {
    let _ = Reflect::set(target, &JsValue::from_str(name), value);
}

/// A thrown value as text.
fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| "the engine could not be started".to_owned())
}
