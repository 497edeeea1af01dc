//! Fetches a text file of the build, relative to the page: the rules pages'
//! texts and the lessons' courses (copied by Trunk, precached by the service
//! worker).

use std::fmt;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Why a text could not be fetched.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FetchError {
    /// The request failed: offline, blocked or refused.
    Network,
    /// The server answered with this HTTP status.
    Status(u16),
}

impl fmt::Display for FetchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FetchError::Network => write!(f, "the request failed"),
            FetchError::Status(status) => write!(f, "HTTP status {status}"),
        }
    }
}

impl std::error::Error for FetchError {}

/// The text at `url`.
pub async fn fetch_text(url: &str) -> Result<String, FetchError> {
    let window = web_sys::window().ok_or(FetchError::Network)?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| FetchError::Network)?
        .dyn_into()
        .map_err(|_| FetchError::Network)?;
    if !response.ok() {
        return Err(FetchError::Status(response.status()));
    }
    let body = response.text().map_err(|_| FetchError::Network)?;
    Ok(JsFuture::from(body)
        .await
        .map_err(|_| FetchError::Network)?
        .as_string()
        .unwrap_or_default())
}
