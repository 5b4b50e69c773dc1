//! One fetch of a tablebase file or of one chunk's byte range, shared by the explorer (chunks as
//! positions need them) and the offline save (every chunk). A range must come back as `206`
//! with exactly the asked `Content-Range`; a `200` means the server ignores `Range` and is
//! sending the whole pack: the request is aborted at its headers instead of downloaded.

use gobblet_tablebase::Location;
use js_sys::Uint8Array;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{AbortController, Headers, RequestCache, RequestInit, Response};

use crate::fetch::{FetchError, RangesIgnored};

/// What a failed `fetch` promise (or body read) means: stopped by its abort signal, else no
/// answer. The browser's message (English, or the browser's language) is not kept.
fn rejected(e: &wasm_bindgen::JsValue) -> FetchError {
    let aborted = e
        .dyn_ref::<js_sys::Error>()
        .is_some_and(|e| e.name() == "AbortError");
    if aborted {
        FetchError::Aborted
    } else {
        FetchError::Network
    }
}

/// The text at `url` (a 2xx answer), or why there is none.
///
/// With `fetch` itself rather than gloo-net's request builder, which brought the `http` crate's
/// types along: about 5 KB of the explorer's module for two plain GETs.
pub(crate) async fn fetch_text(url: &str) -> Result<String, FetchError> {
    let window = web_sys::window().ok_or(FetchError::Unsupported)?;
    let response: Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|e| rejected(&e))?
        .unchecked_into();
    if !response.ok() {
        return Err(FetchError::Status(response.status()));
    }
    let text = response.text().map_err(|e| rejected(&e))?;
    JsFuture::from(text)
        .await
        .map_err(|e| rejected(&e))?
        .as_string()
        .ok_or(FetchError::Network)
}

/// The bytes at `url`; when `chunk` is a range of a pack, only that range (asked with its `Range`
/// header, and the answer's `Content-Range` checked by [`Location::answered_by`]). `no_store`
/// goes straight to the network (the service worker leaves such requests alone). `abort` stops
/// this request (and any other sharing it) when the server sends a whole file for a range.
pub(crate) async fn fetch_bytes(
    url: &str,
    chunk: Option<&Location>,
    no_store: bool,
    abort: &AbortController,
) -> Result<Vec<u8>, FetchError> {
    let range = chunk.and_then(Location::range_header);
    let range = range.as_deref();
    // The bytes asked for, first and last (inclusive, as the `Range` header says them).
    let asked = chunk
        .and_then(|c| c.range.as_ref())
        .map_or((0, 0), |r| (r.start, r.end.saturating_sub(1)));
    let window = web_sys::window().ok_or(FetchError::Unsupported)?;
    let init = RequestInit::new();
    if no_store {
        init.set_cache(RequestCache::NoStore);
    }
    init.set_signal(Some(&abort.signal()));
    if let Some(range) = range {
        let headers = Headers::new().map_err(|_| FetchError::Unsupported)?;
        headers
            .set("range", range)
            .map_err(|_| FetchError::Unsupported)?;
        init.set_headers(&headers);
    }
    let response: Response = JsFuture::from(window.fetch_with_str_and_init(url, &init))
        .await
        .map_err(|e| rejected(&e))?
        .unchecked_into();
    let status = response.status();
    match (range, status) {
        (Some(_), 206) => {
            let got = response
                .headers()
                .get("content-range")
                .ok()
                .flatten()
                .unwrap_or_default();
            if !chunk.is_some_and(|at| at.answered_by(&got)) {
                abort.abort();
                return Err(FetchError::WrongRange {
                    first: asked.0,
                    last: asked.1,
                });
            }
        }
        (Some(_), 200) => {
            abort.abort();
            let bytes = response
                .headers()
                .get("content-length")
                .ok()
                .flatten()
                .and_then(|n| n.trim().parse().ok());
            return Err(FetchError::RangesIgnored(RangesIgnored {
                bytes,
                first: asked.0,
                last: asked.1,
            }));
        }
        (None, 200..=299) => {}
        _ => return Err(FetchError::Status(status)),
    }
    let body = response.array_buffer().map_err(|e| rejected(&e))?;
    let body = JsFuture::from(body).await.map_err(|e| rejected(&e))?;
    Ok(Uint8Array::new(&body).to_vec())
}
