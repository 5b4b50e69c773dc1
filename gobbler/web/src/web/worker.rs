//! The computer's Web Worker (`static/gobbler-worker.js`): made on first use, asked for a turn
//! with one message per request, its answers (and its failure to start) dispatched as
//! [`Msg::Computer`] to the page's runtime.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use web_kit::runtime::{Rt, Runtime};

use crate::model::{ComputerError, Model, Msg, Think};
use crate::think::ThinkError;

/// The worker script, beside the page (under its published name: [`super::dom::asset_url`]).
const WORKER_FILE: &str = "gobbler-worker.js";

thread_local! {
    /// The computer's worker, made on first use.
    static WORKER: RefCell<Option<web_sys::Worker>> = const { RefCell::new(None) };
}

/// Sends `think` to the worker (making it first if need be); a failure to send is answered at
/// once as the computer's failure.
pub fn ask(rt: Rt<Model>, think: &Think) {
    let request = js_sys::Object::new();
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&request, &k.into(), &v);
    };
    set("id", JsValue::from(think.id));
    set("position", JsValue::from_str(&think.position));
    set("level", JsValue::from_str(think.level.name()));
    set("budget", JsValue::from(think.budget_ms));
    set("seed", JsValue::from(think.seed as f64));
    let sent = worker().and_then(|w| w.post_message(&request));
    if let Err(e) = sent {
        web_sys::console::warn_2(&"the computer's worker could not be reached:".into(), &e);
        rt.dispatch(Msg::Computer {
            id: think.id,
            reply: Err(ComputerError::Unreachable),
            ms: 0.0,
        });
    }
}

/// The worker, made on first use with its message and error handlers.
fn worker() -> Result<web_sys::Worker, JsValue> {
    if let Some(w) = WORKER.with(|w| w.borrow().clone()) {
        return Ok(w);
    }
    // The worker imports this module: its two files' published names go in the worker's query.
    let query = |file: &str| js_sys::encode_uri_component(&super::dom::asset_url(file));
    let url = format!(
        "{}?js={}&wasm={}",
        super::dom::asset_url(WORKER_FILE),
        query("gobbler-web.js"),
        query("gobbler-web_bg.wasm")
    );
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let w = web_sys::Worker::new_with_options(&url, &options)?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            if let Some(rt) = Runtime::<Model>::current() {
                rt.dispatch(answer(&e.data()));
            }
        });
    w.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_e: web_sys::Event| {
        let Some(rt) = Runtime::<Model>::current() else {
            return;
        };
        if let Some(id) = rt.with(|m| m.thinking) {
            rt.dispatch(Msg::Computer {
                id,
                reply: Err(ComputerError::WorkerFailed),
                ms: 0.0,
            });
        }
    });
    w.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    WORKER.with(|slot| *slot.borrow_mut() = Some(w.clone()));
    Ok(w)
}

/// The worker's answer `{id, turn, ms}` or `{id, error}` as a message: an error the computer
/// gave ([`ThinkError::to_wire`]) is read back typed; any other (the module failed in the
/// worker) goes to the console and reads as [`ComputerError::Crashed`].
fn answer(data: &JsValue) -> Msg {
    let get = |k: &str| js_sys::Reflect::get(data, &k.into()).ok();
    let id = get("id").and_then(|v| v.as_f64()).unwrap_or(-1.0) as u32;
    let reply = match get("turn").and_then(|v| v.as_string()) {
        Some(turn) => Ok(turn),
        None => Err(match get("error").and_then(|v| v.as_string()) {
            Some(wire) => ThinkError::from_wire(&wire)
                .map(ComputerError::Refused)
                .unwrap_or_else(|| {
                    web_sys::console::warn_2(&"the computer's worker failed:".into(), &wire.into());
                    ComputerError::Crashed
                }),
            None => ComputerError::NoAnswer,
        }),
    };
    let ms = get("ms").and_then(|v| v.as_f64()).unwrap_or(0.0);
    Msg::Computer { id, reply, ms }
}
