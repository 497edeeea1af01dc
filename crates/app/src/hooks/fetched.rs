//! A file fetched for a page (a course, a game's puzzles): fetched when the page
//! opens or its key changes, and again when the person asks to try again.

use std::future::Future;

use yew::prelude::*;

/// Where a fetch is.
pub enum Fetched<T, E> {
    /// Being fetched.
    Loading,
    /// Fetched and read.
    Loaded(T),
    /// Could not be fetched or read.
    Failed(E),
}

/// What `fetch(key)` gives, fetched when `key` changes; the callback fetches again.
#[hook]
pub fn use_fetched<K, T, E, F, Fut>(
    key: K,
    fetch: F,
) -> (UseStateHandle<Fetched<T, E>>, Callback<()>)
where
    K: PartialEq + Clone + 'static,
    T: 'static,
    E: 'static,
    F: Fn(K) -> Fut + 'static,
    Fut: Future<Output = Result<T, E>> + 'static,
{
    let load = use_state(|| Fetched::Loading);
    let attempt = use_state(|| 0u32);
    {
        let load = load.clone();
        use_effect_with((key, *attempt), move |(key, _)| {
            load.set(Fetched::Loading);
            let pending = fetch(key.clone());
            wasm_bindgen_futures::spawn_local(async move {
                load.set(match pending.await {
                    Ok(value) => Fetched::Loaded(value),
                    Err(error) => Fetched::Failed(error),
                });
            });
        });
    }
    let retry = Callback::from(move |()| attempt.set(*attempt + 1));
    (load, retry)
}
