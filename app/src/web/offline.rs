//! The browser side of offline use: registers the service worker (`static/sw.js`), follows the
//! network, and carries out [`OfflineCmd`]s with the Cache API: counting what is saved, asking
//! the service worker about the shell, asking the browser to keep the data. Saving and deleting
//! the table are `save`'s (the full module's, through `pages`). Every result goes back to the model as an
//! [`OfflineMsg`].

use js_sys::{Object, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::spawn_local;
use web_sys::{ServiceWorkerContainer, ServiceWorkerRegistration};

use super::cache::{open, report, saved, wait};
use crate::pages::offline::{OfflineCmd, OfflineMsg, Worker};

/// The service worker's script, relative to the page (its folder is its scope).
const WORKER: &str = "sw.js";

fn has(target: &JsValue, name: &str) -> bool {
    Reflect::has(target, &JsValue::from_str(name)).unwrap_or(false)
        && Reflect::get(target, &JsValue::from_str(name)).is_ok_and(|v| !v.is_undefined())
}

/// The service worker container, if this browser and this page may have one (service workers
/// and the Cache API need a secure context: https or localhost).
pub(super) fn container() -> Option<ServiceWorkerContainer> {
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
                let flag = |name| field(name).and_then(|r| r.as_bool()).unwrap_or(false);
                report(OfflineMsg::Shell(flag("ready")));
                report(OfflineMsg::Pages(flag("pages")));
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
        // Only the offline page sends these, and it is the full module's.
        OfflineCmd::Save { job, plan } => super::pages::save_table(job, plan),
        OfflineCmd::Cancel { job } => super::pages::cancel_save(job),
        OfflineCmd::Delete => super::pages::delete_tables(),
        OfflineCmd::CheckShell => spawn_local(ask_worker(false)),
        OfflineCmd::KeepPages => spawn_local(ask_worker(true)),
        OfflineCmd::Persist => spawn_local(async {
            if let Some(kept) = storage_call(|s| s.persist()).await {
                report(OfflineMsg::Persisted(kept));
            }
        }),
    }
}

/// Asks the active worker (once there is one) whether the shell and the Gobbler page's files
/// are saved, after saving those files when `keep_pages`; it answers `{type: 'shell', ready,
/// pages}`.
async fn ask_worker(keep_pages: bool) {
    let Some(ready) = container().and_then(|sw| sw.ready().ok()) else {
        return;
    };
    let Ok(reg) = wait(ready).await else {
        return;
    };
    let active = reg
        .dyn_into::<ServiceWorkerRegistration>()
        .ok()
        .and_then(|r| r.active());
    if let Some(active) = active {
        let msg = Object::new();
        let _ = Reflect::set(&msg, &"type".into(), &"status".into());
        let _ = Reflect::set(&msg, &"pages".into(), &keep_pages.into());
        let _ = active.post_message(&msg);
    }
}
