//! The page's side of the engine's Web Worker (`crates/worker`): starts it the
//! first time a job is posted (so a pass-and-play visit never fetches the
//! engine), runs one job at a time and hands the reply to a callback. Jobs and
//! replies are the session crate's typed messages
//! ([`sjakkboks_session::protocol`]), posted as bytes: the computer's searches,
//! PGN export and import, and the share dialog's QR code, which live in the
//! worker to keep them out of the app's first load. The search runs in the
//! worker, so the board answers taps while the computer thinks. A job cannot
//! be interrupted inside the worker: [`EngineWorker::cancel`] terminates it,
//! and the next job starts a new one. Each handle is its own worker, so a PGN
//! dialog never stops the computer's search.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Reflect, Uint8Array};
use sjakkboks_session::protocol::{self, FromWorker, Job, JobError, Reply, ToWorker};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};
use yew::Callback;

/// The script Trunk writes for the worker (see index.html).
const LOADER: &str = "sjakkboks-worker_loader.js";

/// What a job gives: its reply, or why there was none.
pub type Answer = Result<Reply, JobError>;

/// The move a search's answer names (UCI text), or why there is none.
pub fn found_move(answer: Answer) -> Result<String, JobError> {
    match answer? {
        Reply::Move(Some(text)) => Ok(text),
        _ => Err(JobError::NoLegalMove),
    }
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
    /// The job under way: its number and who waits for its answer.
    pending: Option<(u32, Callback<Answer>)>,
    /// The number of the last job posted.
    last_id: u32,
}

/// A started worker with its handlers (kept alive as long as it runs).
struct Running {
    worker: Worker,
    /// Whether it has said it is ready (messages posted before are lost).
    ready: bool,
    /// The message waiting for the worker to be ready.
    queued: Option<Uint8Array>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Running {
    /// Takes the handlers off before the worker stops: a message it posted just
    /// before may already wait in the page's queue, and would otherwise call a
    /// handler that is gone (a page error: "closure invoked ... after being dropped").
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

impl EngineWorker {
    /// Posts a job, replacing any job under way; `done` gets its answer.
    pub fn post(&self, job: Job, done: Callback<Answer>) {
        self.cancel();
        let mut inner = self.inner.borrow_mut();
        // Numbered from 1: the worker answers an undecodable message as job 0.
        inner.last_id = inner.last_id.wrapping_add(1).max(1);
        let id = inner.last_id;
        let message = Uint8Array::from(&protocol::encode(&ToWorker { id, job })[..]);
        if inner.worker.is_none() {
            match self.start() {
                Ok(running) => inner.worker = Some(running),
                Err(why) => {
                    drop(inner);
                    done.emit(Err(JobError::Worker(why)));
                    return;
                }
            }
        }
        inner.pending = Some((id, done));
        let running = inner.worker.as_mut().expect("started above");
        if running.ready {
            let _ = running.worker.post_message(&message);
        } else {
            running.queued = Some(message);
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
                let bytes = Uint8Array::new(&event.data()).to_vec();
                if let Some(message) = protocol::decode_from_worker(&bytes) {
                    received(&inner, message);
                }
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
                // The worker is broken: the next job starts a new one. It is
                // dropped after this handler, which it owns, has returned.
                let (broken, pending) = {
                    let mut inner = inner.borrow_mut();
                    (inner.worker.take(), inner.pending.take())
                };
                wasm_bindgen_futures::spawn_local(async move { drop(broken) });
                if let Some((_, done)) = pending {
                    done.emit(Err(JobError::Worker(message)));
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

/// A message from the worker: ready, or the answer to a job.
fn received(inner: &Rc<RefCell<Inner>>, message: FromWorker) {
    let (id, answer) = match message {
        FromWorker::Ready => {
            let mut inner = inner.borrow_mut();
            if let Some(running) = inner.worker.as_mut() {
                running.ready = true;
                if let Some(message) = running.queued.take() {
                    let _ = running.worker.post_message(&message);
                }
            }
            return;
        }
        FromWorker::Done { id, reply } => (id, reply),
    };
    let done = {
        let mut inner = inner.borrow_mut();
        match inner.pending.take() {
            // Job 0 is the worker's answer to a message it could not read.
            Some((pending, done)) if pending == id || id == 0 => done,
            other => {
                inner.pending = other;
                return;
            }
        }
    };
    done.emit(answer);
}

/// A thrown value as text.
fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| "the engine could not be started".to_owned())
}
