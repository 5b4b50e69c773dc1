//! One fetch of a tablebase file or of one chunk's byte range, shared by the explorer (chunks as
//! positions need them) and the offline save (every chunk). A range must come back as `206`
//! with exactly the asked `Content-Range`; a `200` means the server ignores `Range` and is
//! sending the whole pack: the request is aborted at its headers instead of downloaded.

use gobblet_tablebase::Location;
use js_sys::Uint8Array;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{AbortController, Headers, RequestCache, RequestInit, Response};

/// Why a fetch gave no bytes.
pub(crate) enum Fetched {
    /// A failure worth retrying (the network, the server's status, a wrong range).
    Failed(String),
    /// The server ignores range requests: retrying is useless.
    RangesRefused(String),
}

fn js_error(e: &wasm_bindgen::JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| format!("{e:?}"))
}

/// How a failed fetch names the server's status ("HTTP 404").
pub(crate) fn http_status(status: u16) -> String {
    format!("HTTP {status}")
}

/// The text at `url` (a 2xx answer), or why there is none.
///
/// With `fetch` itself rather than gloo-net's request builder, which brought the `http` crate's
/// types along: about 5 KB of the explorer's module for two plain GETs.
pub(crate) async fn fetch_text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response: Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|e| js_error(&e))?
        .unchecked_into();
    if !response.ok() {
        return Err(http_status(response.status()));
    }
    let text = response.text().map_err(|e| js_error(&e))?;
    JsFuture::from(text)
        .await
        .map_err(|e| js_error(&e))?
        .as_string()
        .ok_or_else(|| "the answer is not text".into())
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
) -> Result<Vec<u8>, Fetched> {
    let failed = |e: String| Fetched::Failed(e);
    let range = chunk.and_then(Location::range_header);
    let range = range.as_deref();
    let window = web_sys::window().ok_or(failed("no window".into()))?;
    let init = RequestInit::new();
    if no_store {
        init.set_cache(RequestCache::NoStore);
    }
    init.set_signal(Some(&abort.signal()));
    if let Some(range) = range {
        let headers = Headers::new().map_err(|e| failed(js_error(&e)))?;
        headers
            .set("range", range)
            .map_err(|e| failed(js_error(&e)))?;
        init.set_headers(&headers);
    }
    let response: Response = JsFuture::from(window.fetch_with_str_and_init(url, &init))
        .await
        .map_err(|e| failed(js_error(&e)))?
        .unchecked_into();
    let status = response.status();
    match (range, status) {
        (Some(range), 206) => {
            let got = response
                .headers()
                .get("content-range")
                .ok()
                .flatten()
                .unwrap_or_default();
            if !chunk.is_some_and(|at| at.answered_by(&got)) {
                abort.abort();
                return Err(failed(format!(
                    "asked for {range}, the server sent \"{got}\""
                )));
            }
        }
        (Some(range), 200) => {
            abort.abort();
            let length = response
                .headers()
                .get("content-length")
                .ok()
                .flatten()
                .unwrap_or_else(|| "an unknown number of".into());
            return Err(Fetched::RangesRefused(format!(
                "HTTP 200 with {length} bytes for {range}"
            )));
        }
        (None, 200..=299) => {}
        _ => return Err(failed(http_status(status))),
    }
    let body = response.array_buffer().map_err(|e| failed(js_error(&e)))?;
    let body = JsFuture::from(body)
        .await
        .map_err(|e| failed(js_error(&e)))?;
    Ok(Uint8Array::new(&body).to_vec())
}
