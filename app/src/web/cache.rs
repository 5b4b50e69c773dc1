//! What the offline status (`offline.rs`) and the save (`save.rs`) share: the saved shards in
//! the Cache API, waiting on a promise, what a JavaScript error means, handing a report to the
//! model. Kept apart so that the two need not use each other both ways.

use js_sys::{Array, Promise, Uint8Array};
use litemap::LiteMap;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{Cache, Request, Response};

use crate::model::Msg;
use crate::pages::offline::{BrowserError, OfflineMsg, Plan};

/// The header the worker and the page put on a saved shard: its length in bytes.
pub(super) const BYTES_HEADER: &str = "x-gobblet-bytes";

/// Hands a message to the model, after the current one is done (never re-entrantly).
pub(super) fn report(msg: OfflineMsg) {
    spawn_local(async move { super::answer(Msg::Offline(msg)) });
}

/// What a JavaScript error from the Cache API or the service worker's registration means, by its
/// name; the error itself goes to the console (the page words only the kind).
pub(super) fn browser_error(e: &JsValue) -> BrowserError {
    web_sys::console::warn_2(&"offline use:".into(), e);
    let name = e
        .dyn_ref::<js_sys::Error>()
        .map(|err| String::from(err.name()))
        .unwrap_or_default();
    match name.as_str() {
        "QuotaExceededError" => BrowserError::Quota,
        "SecurityError" | "NotAllowedError" => BrowserError::Denied,
        "TypeError" | "NetworkError" => BrowserError::Network,
        _ => BrowserError::Other,
    }
}

/// The promise's value, or what its rejection means.
pub(super) async fn wait(promise: Promise) -> Result<JsValue, BrowserError> {
    JsFuture::from(promise).await.map_err(|e| browser_error(&e))
}

/// Opens the cache `name`.
pub(super) async fn open(name: &str) -> Result<Cache, BrowserError> {
    let caches = web_sys::window()
        .ok_or(BrowserError::Other)?
        .caches()
        .map_err(|e| browser_error(&e))?;
    Ok(wait(caches.open(name)).await?.unchecked_into())
}

/// The saved shards of `plan` and their bytes. The bytes of a complete table are the
/// manifest's; otherwise each saved shard's length is read from its header (or its body).
pub(super) async fn saved(cache: &Cache, plan: &Plan) -> Result<(Vec<u32>, u64), BrowserError> {
    let keys: Array = wait(cache.keys()).await?.unchecked_into();
    let mut ids = Vec::new();
    let mut requests = Vec::new();
    let mut seen = LiteMap::new_vec();
    for key in keys.iter() {
        let request: Request = key.unchecked_into();
        if let Some(id) = plan.id_of(&request.url()) {
            if seen.insert(id, ()).is_none() {
                ids.push(id);
                requests.push(request);
            }
        }
    }
    if ids.len() as u64 == u64::from(plan.shard_count()) {
        return Ok((ids, plan.total_bytes()));
    }
    let matches: Array = requests
        .iter()
        .map(|r| JsValue::from(cache.match_with_request(r)))
        .collect();
    let responses: Array = wait(Promise::all(&matches)).await?.unchecked_into();
    let mut bytes = 0u64;
    for response in responses.iter() {
        let Ok(response) = response.dyn_into::<Response>() else {
            continue;
        };
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .ok()
                .flatten()
                .and_then(|v| v.trim().parse::<u64>().ok())
        };
        bytes += match header(BYTES_HEADER).or_else(|| header("content-length")) {
            Some(n) => n,
            None => {
                let body = wait(response.array_buffer().map_err(|e| browser_error(&e))?).await?;
                u64::from(Uint8Array::new(&body).length())
            }
        };
    }
    Ok((ids, bytes))
}
