//! The browser side of offline use: registers the service worker (`static/sw.js`), follows the
//! network, and carries out [`OfflineCmd`]s with the Cache API: counting what is saved, asking
//! the service worker about the shell, asking the browser to keep the data. Saving and deleting
//! the table are `save`'s (the full module's). Every result goes back to the model as an
//! [`OfflineMsg`].

use js_sys::{Array, Object, Promise, Reflect, Uint8Array};
use litemap::LiteMap;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{Cache, Request, Response, ServiceWorkerContainer, ServiceWorkerRegistration};

use crate::model::Msg;
use crate::pages::offline::{BrowserError, OfflineCmd, OfflineMsg, Plan, Worker};

/// The service worker's script, relative to the page (its folder is its scope).
const WORKER: &str = "sw.js";
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

fn has(target: &JsValue, name: &str) -> bool {
    Reflect::has(target, &JsValue::from_str(name)).unwrap_or(false)
        && Reflect::get(target, &JsValue::from_str(name)).is_ok_and(|v| !v.is_undefined())
}

/// The service worker container, if this browser and this page may have one (service workers
/// and the Cache API need a secure context: https or localhost).
fn container() -> Option<ServiceWorkerContainer> {
    let window = web_sys::window()?;
    let navigator = window.navigator();
    (has(&navigator, "serviceWorker") && has(&window, "caches")).then(|| navigator.service_worker())
}

/// Starts offline use: follows the network, registers the service worker, listens to it and
/// asks whether saved data is kept. Called once at start.
pub fn init() {
    let Some(window) = web_sys::window() else {
        return;
    };
    report(OfflineMsg::Online(window.navigator().on_line()));
    for (event, online) in [("online", true), ("offline", false)] {
        let cb = Closure::<dyn FnMut()>::new(move || report(OfflineMsg::Online(online)));
        let _ = window.add_event_listener_with_callback(event, cb.as_ref().unchecked_ref());
        cb.forget();
    }
    let Some(sw) = container() else {
        report(OfflineMsg::Worker(Worker::Unsupported));
        return;
    };
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
            let data = e.data();
            let field = |name: &str| Reflect::get(&data, &JsValue::from_str(name)).ok();
            if field("type").and_then(|t| t.as_string()).as_deref() == Some("shell") {
                let ready = field("ready").and_then(|r| r.as_bool()).unwrap_or(false);
                report(OfflineMsg::Shell(ready));
            }
        });
    sw.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Registered once the page has loaded, so that the worker saving the app shell does not
    // compete with the page's own first downloads.
    let start = move || spawn_local(register(sw.clone()));
    match window.document() {
        Some(d) if d.ready_state() != "complete" => {
            let cb = Closure::once_into_js(start);
            let _ = window.add_event_listener_with_callback("load", cb.unchecked_ref());
        }
        _ => start(),
    }
    spawn_local(async {
        if let Some(kept) = storage_call(|s| s.persisted()).await {
            report(OfflineMsg::Persisted(kept));
        }
    });
}

/// Registers the service worker and reports its state.
async fn register(sw: ServiceWorkerContainer) {
    match wait(sw.register(WORKER)).await {
        Ok(reg) => {
            // Anything but a registration (a browser or a harness that blocks workers answers
            // `undefined`) means no worker: say so rather than call into it.
            let Ok(reg) = reg.dyn_into::<ServiceWorkerRegistration>() else {
                report(OfflineMsg::Worker(Worker::Unsupported));
                return;
            };
            if reg.active().is_none() {
                report(OfflineMsg::Worker(Worker::Installing));
            }
            // Resolves once a worker is active (at once if one already is).
            if let Ok(ready) = sw.ready() {
                if wait(ready).await.is_ok() {
                    report(OfflineMsg::Worker(Worker::Active));
                    claim_if_uncontrolled(&sw, &reg);
                }
            }
        }
        Err(e) => report(OfflineMsg::Worker(Worker::Failed(e))),
    }
}

/// Asks the active worker to take this page if it has not: the worker's activation claims the
/// pages open then, but skips a page still loading (a navigation made while the worker was
/// installing: the spec's `clients.claim()` passes over clients not yet execution-ready), and a
/// hard reload bypasses the worker on purpose. Either page would stay uncontrolled until the next
/// navigation, its chunks not kept for offline use.
fn claim_if_uncontrolled(sw: &ServiceWorkerContainer, reg: &ServiceWorkerRegistration) {
    if sw.controller().is_some() {
        return;
    }
    if let Some(worker) = reg.active() {
        let _ = worker.post_message(&JsValue::from_str("claim"));
    }
}

/// Calls `persist` or `persisted` on the storage manager, if there is one: its answer.
async fn storage_call(
    call: impl Fn(&web_sys::StorageManager) -> Result<Promise, JsValue>,
) -> Option<bool> {
    let navigator = web_sys::window()?.navigator();
    if !has(&navigator, "storage") {
        return None;
    }
    let promise = call(&navigator.storage()).ok()?;
    wait(promise).await.ok()?.as_bool()
}

/// Carries out one command from the model.
pub fn perform(cmd: OfflineCmd) {
    match cmd {
        OfflineCmd::Scan(plan) => spawn_local(async move {
            let (ids, bytes) = match open(&plan.cache).await {
                Ok(cache) => saved(&cache, &plan).await.unwrap_or_default(),
                Err(_) => Default::default(),
            };
            report(OfflineMsg::Cached {
                build: plan.manifest.build,
                ids,
                bytes,
            });
        }),
        #[cfg(feature = "full")]
        OfflineCmd::Save { job, plan } => spawn_local(super::save::save(job, plan)),
        #[cfg(feature = "full")]
        OfflineCmd::Cancel { job } => super::save::cancel(job),
        #[cfg(feature = "full")]
        OfflineCmd::Delete => spawn_local(async {
            report(OfflineMsg::Deleted(super::save::delete_tables().await));
        }),
        // Only the offline page sends these, and it is the full module's (`handover`).
        #[cfg(not(feature = "full"))]
        OfflineCmd::Save { .. } | OfflineCmd::Cancel { .. } | OfflineCmd::Delete => {}
        OfflineCmd::CheckShell => spawn_local(async {
            if let Some(sw) = container() {
                if let Ok(ready) = sw.ready() {
                    if let Ok(reg) = wait(ready).await {
                        let active = reg
                            .dyn_into::<ServiceWorkerRegistration>()
                            .ok()
                            .and_then(|r| r.active());
                        if let Some(active) = active {
                            let msg = Object::new();
                            let _ = Reflect::set(&msg, &"type".into(), &"status".into());
                            let _ = active.post_message(&msg);
                        }
                    }
                }
            }
        }),
        OfflineCmd::Persist => spawn_local(async {
            if let Some(kept) = storage_call(|s| s.persist()).await {
                report(OfflineMsg::Persisted(kept));
            }
        }),
    }
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
