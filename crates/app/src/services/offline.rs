//! Offline play: registers the service worker `sw.js` that the build writes
//! (scripts/service-worker.mjs, run by Trunk's post_build hook), which caches
//! the app's files so that after one visit it loads and plays with the network
//! off, and takes a new build on the next online visit.
//!
//! Development builds (`trunk serve`) register nothing and remove a worker
//! left from a release build on the same address. Where service workers are
//! missing or refused (insecure pages, some sandboxed frames) the app simply
//! needs the network.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// `navigator.serviceWorker`, where the browser offers it.
fn container() -> Option<web_sys::ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    js_sys::Reflect::get(&navigator, &JsValue::from_str("serviceWorker"))
        .ok()
        .filter(|c| !c.is_undefined() && !c.is_null())?
        .dyn_into()
        .ok()
}

/// Registers the service worker (release builds) or removes any (debug
/// builds). Failures only cost offline play and are ignored.
pub fn register() {
    let Some(container) = container() else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        if cfg!(debug_assertions) {
            if let Ok(list) = JsFuture::from(container.get_registrations()).await {
                for registration in js_sys::Array::from(&list).iter() {
                    if let Ok(r) = registration.dyn_into::<web_sys::ServiceWorkerRegistration>() {
                        if let Ok(p) = r.unregister() {
                            let _ = JsFuture::from(p).await;
                        }
                    }
                }
            }
        } else {
            let _ = JsFuture::from(container.register("sw.js")).await;
        }
    });
}
