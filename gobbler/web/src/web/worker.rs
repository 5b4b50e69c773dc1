//! The Web Workers (`static/gobbler-worker.js`, two of them): the computer's, asked for a turn,
//! and the advisor's, asked for the hint and the evaluation, so that neither waits for the
//! other. Each is made on first use and asked with one message per request; their answers (and
//! their failure to start) are dispatched as [`Msg::Computer`] and [`AdviceMsg::Answer`] to the
//! page's runtime.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use web_kit::runtime::{Rt, Runtime};

use crate::model::{AdviceMsg, ComputerError, Model, Msg, Think};
use crate::think::ThinkError;

/// The worker script, beside the page (under its published name: [`super::dom::asset_url`]).
const WORKER_FILE: &str = "gobbler-worker.js";

/// Which worker: the computer's or the advisor's.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// Plays the computer's turns (`think` in the worker).
    Computer,
    /// Gives the hint and the evaluation (`advise` in the worker).
    Advisor,
}

impl Role {
    /// The request's `kind` in the worker's messages.
    fn kind(self) -> &'static str {
        match self {
            Role::Computer => "think",
            Role::Advisor => "advise",
        }
    }

    /// This role's answer to request `id` as a message.
    fn message(self, id: u32, reply: Result<String, ComputerError>, ms: f64) -> Msg {
        match self {
            Role::Computer => Msg::Computer { id, reply, ms },
            Role::Advisor => Msg::Advice(AdviceMsg::Answer { id, reply, ms }),
        }
    }

    /// The request this role waits for, if any.
    fn waiting(self, m: &Model) -> Option<u32> {
        match self {
            Role::Computer => m.thinking,
            Role::Advisor => m.advisor.pending.map(|(id, _)| id),
        }
    }
}

thread_local! {
    /// The computer's and the advisor's workers, each made on first use.
    static WORKERS: RefCell<[Option<web_sys::Worker>; 2]> = const { RefCell::new([None, None]) };
}

/// Sends `think` to the `role`'s worker (making it first if need be); a failure to send is
/// answered at once as that worker's failure.
pub fn ask(rt: Rt<Model>, role: Role, think: &Think) {
    let request = js_sys::Object::new();
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&request, &k.into(), &v);
    };
    set("id", JsValue::from(think.id));
    set("kind", JsValue::from_str(role.kind()));
    set("position", JsValue::from_str(&think.position));
    set("level", JsValue::from_str(think.level.name()));
    set("budget", JsValue::from(think.budget_ms));
    set("seed", JsValue::from(think.seed as f64));
    let sent = worker(role).and_then(|w| w.post_message(&request));
    if let Err(e) = sent {
        web_sys::console::warn_2(&"the computer's worker could not be reached:".into(), &e);
        rt.dispatch(role.message(think.id, Err(ComputerError::Unreachable), 0.0));
    }
}

/// The `role`'s worker, made on first use with its message and error handlers.
fn worker(role: Role) -> Result<web_sys::Worker, JsValue> {
    let slot = role as usize;
    if let Some(w) = WORKERS.with(|w| w.borrow()[slot].clone()) {
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
                rt.dispatch(answer(role, &e.data()));
            }
        });
    w.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_e: web_sys::Event| {
        let Some(rt) = Runtime::<Model>::current() else {
            return;
        };
        if let Some(id) = rt.with(|m| role.waiting(m)) {
            rt.dispatch(role.message(id, Err(ComputerError::WorkerFailed), 0.0));
        }
    });
    w.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    WORKERS.with(|workers| workers.borrow_mut()[slot] = Some(w.clone()));
    Ok(w)
}

/// The worker's answer `{id, turn, ms}` (for the advisor the turn is [`Advice`]'s wire text)
/// or `{id, error}` as the `role`'s message: an error the computer gave
/// ([`ThinkError::to_wire`]) is read back typed; any other (the module failed in the worker)
/// goes to the console and reads as [`ComputerError::Crashed`].
///
/// [`Advice`]: crate::think::Advice
fn answer(role: Role, data: &JsValue) -> Msg {
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
    role.message(id, reply, ms)
}
