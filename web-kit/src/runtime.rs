//! The runtime both web modules run on (wasm32 only): an app in the Elm shape (init → update →
//! commands → view) implements [`App`]; the runtime owns its state, runs every message through
//! [`App::update`], redraws the page in place (the keyboard focus kept on the element that had
//! it) and hands each command back to [`App::perform`], which carries it out with the helpers
//! here: the history ([`Runtime::push_query`], [`Runtime::on_query_change`]), timers
//! ([`Runtime::after`]), the clipboard (copy buttons, in [`Runtime::listen_clicks`]) and the
//! site's storage ([`crate::browser::load`], [`crate::browser::store`] with
//! [`crate::storage::Key`]).
//!
//! A user's action is drawn at once ([`Runtime::dispatch`]); answers from the outside world (a
//! fetched file, a worker's reply, a timer) are drawn at the next animation frame
//! ([`Runtime::answer`]), so a burst of them costs one redraw.
//!
//! A wasm module runs one app: [`Runtime::mount`] makes the runtime once, for the life of the
//! page, and [`Runtime::current`] finds it from anywhere in the module (an event handler, a
//! future, a callback from JavaScript).

use std::any::Any;
use std::cell::{Cell, RefCell};

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::spawn_local;

use crate::browser;

/// A page in the Elm shape, run by a [`Runtime`].
pub trait App: Sized + 'static {
    /// Every user action and every answer from the outside world.
    type Msg: 'static;
    /// What `update` asks the browser to do.
    type Cmd: 'static;

    /// The attributes that say what an element stands for: an element whose value of one of
    /// them changed is replaced, never reused, by the redraw (see `dom_morph::morph_into`).
    const MORPH_KEYS: &'static [&'static str];
    /// The attributes that find the focused element again after a redraw replaced it, tried
    /// in order.
    const FOCUS_KEYS: &'static [&'static str];

    /// Handles one message; what it returns must be carried out ([`App::perform`]).
    fn update(&mut self, msg: Self::Msg) -> impl IntoIterator<Item = Self::Cmd>;

    /// The page's content as HTML.
    fn view(&self) -> String;

    /// Carries out one command.
    fn perform(rt: Rt<Self>, cmd: Self::Cmd);

    /// After each redraw: what the HTML cannot say (the document's title, a select's value, a
    /// module to load). Called with the state free (it may dispatch).
    fn drawn(_rt: Rt<Self>) {}

    /// Whether the state may replace a page written when the site was built
    /// ([`Runtime::start_drawn`]): until it is (or the user acts), redraws are held, so that a
    /// state in between (a file still loading) is never drawn over it.
    fn may_replace_first_paint(&self) -> bool {
        true
    }

    /// Whether the module still has the page (the explorer's module stops answering once it
    /// has handed the page to the full module): messages and redraws are dropped when not.
    fn live() -> bool {
        true
    }

    /// A click on `el` (or inside it) in the page, if it is a message; `e` may be cancelled.
    fn clicked(_rt: Rt<Self>, _el: &web_sys::Element, _e: &web_sys::Event) -> Option<Self::Msg> {
        None
    }

    /// The label a copy button takes once its text is copied, in the page's language.
    fn copied(&self) -> &'static str {
        "Copied"
    }
}

/// The runtime of one app, made once for the life of the page ([`Runtime::mount`]).
pub struct Runtime<A: App> {
    app: RefCell<A>,
    root: RefCell<web_sys::Element>,
    /// Whether the page is being redrawn (focus events it causes are not the user's).
    in_redraw: Cell<bool>,
    /// Whether the page still shows what was written when the site was built, the app's state
    /// not ready to replace it ([`Runtime::start_drawn`]).
    held: Cell<bool>,
    /// Whether a redraw is already asked for the next animation frame.
    frame_pending: Cell<bool>,
}

/// The runtime as every handler holds it.
pub type Rt<A> = &'static Runtime<A>;

thread_local! {
    /// The module's runtime (one app per module), for [`Runtime::current`].
    static CURRENT: Cell<Option<&'static dyn Any>> = const { Cell::new(None) };
}

impl<A: App> Runtime<A> {
    /// Makes the runtime of `app`, drawn into `root` (its content is the app's). Call
    /// [`Runtime::start`] then, with the commands of the app's `init`.
    pub fn mount(app: A, root: web_sys::Element) -> Rt<A> {
        let rt: Rt<A> = Box::leak(Box::new(Runtime {
            app: RefCell::new(app),
            root: RefCell::new(root),
            in_redraw: Cell::new(false),
            held: Cell::new(false),
            frame_pending: Cell::new(false),
        }));
        CURRENT.with(|c| c.set(Some(rt)));
        rt
    }

    /// The module's runtime, once mounted.
    #[must_use]
    pub fn current() -> Option<Rt<A>> {
        CURRENT.with(Cell::get)?.downcast_ref::<Runtime<A>>()
    }

    /// Draws the page, then carries out `cmds` (those of the app's `init`). From then on a
    /// control of a roving group that takes the focus becomes its group's tab stop
    /// ([`crate::roving`]).
    pub fn start(&'static self, cmds: impl IntoIterator<Item = A::Cmd>) {
        self.listen_focus();
        self.redraw();
        for cmd in cmds {
            A::perform(self, cmd);
        }
    }

    /// From now on a control of a roving group that takes the focus becomes its group's tab
    /// stop ([`crate::roving`]); both starts need it.
    fn listen_focus(&'static self) {
        let on_focus = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            if let Some(el) = A::live().then(|| browser::target_element(&e)).flatten() {
                crate::roving::focused(&el);
            }
        });
        let _ = self
            .root()
            .add_event_listener_with_callback("focusin", on_focus.as_ref().unchecked_ref());
        on_focus.forget();
    }

    /// Carries out `cmds` (those of the app's `init`) without drawing: the page already shows
    /// what the app will draw (HTML written when the site was built). Redraws are held until
    /// the state may replace it ([`App::may_replace_first_paint`]) or the user acts.
    pub fn start_drawn(&'static self, cmds: impl IntoIterator<Item = A::Cmd>) {
        self.listen_focus();
        self.held.set(true);
        for cmd in cmds {
            A::perform(self, cmd);
        }
    }

    /// Runs a user's action through `update`, draws the page at once, and carries out the
    /// commands.
    pub fn dispatch(&'static self, msg: A::Msg) {
        self.run(msg, true);
    }

    /// Runs an answer from the outside world through `update`; the page is drawn at the next
    /// animation frame (once for a burst of answers), the commands carried out at once.
    pub fn answer(&'static self, msg: A::Msg) {
        self.run(msg, false);
    }

    fn run(&'static self, msg: A::Msg, now: bool) {
        if !A::live() {
            return;
        }
        // Collected before the state is let go: a command may dispatch.
        let cmds: Vec<A::Cmd> = self.app.borrow_mut().update(msg).into_iter().collect();
        if now {
            self.held.set(false);
            self.redraw();
        } else {
            self.schedule_redraw();
        }
        for cmd in cmds {
            A::perform(self, cmd);
        }
    }

    /// Reads the app's state.
    pub fn with<R>(&self, f: impl FnOnce(&A) -> R) -> R {
        f(&self.app.borrow())
    }

    /// The element the page is drawn into.
    #[must_use]
    pub fn root(&self) -> web_sys::Element {
        self.root.borrow().clone()
    }

    /// Draws into `root` from now on (a container drawn anew by its host); whether it changed.
    pub fn set_root(&self, root: web_sys::Element) -> bool {
        let same = self.root.borrow().is_same_node(Some(&root));
        if !same {
            *self.root.borrow_mut() = root;
        }
        !same
    }

    /// Whether the page is being redrawn now (a focus event then is the redraw's, not the
    /// user's).
    #[must_use]
    pub fn in_redraw(&self) -> bool {
        self.in_redraw.get()
    }

    /// Draws the page from the state now, in place, keeping the keyboard focus: an element
    /// inside the page that had it and was replaced gives it to its successor (found by
    /// [`App::FOCUS_KEYS`]), without scrolling.
    pub fn redraw(&'static self) {
        if !A::live() {
            return;
        }
        if self.held.get() {
            if !self.app.borrow().may_replace_first_paint() {
                return;
            }
            self.held.set(false);
        }
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let html = self.app.borrow().view();
        let root = self.root();
        let active = document
            .active_element()
            .filter(|el| root.contains(Some(el)));
        let focused = active.as_ref().and_then(|el| {
            A::FOCUS_KEYS
                .iter()
                .find_map(|k| el.get_attribute(k).map(|v| format!("[{k}=\"{v}\"]")))
        });
        // Where the focus goes when its element is gone (a move played from a list): the
        // `data-refocus` of its nearest container that has one, a `|`-separated list of
        // selectors tried in order.
        let refocus = active
            .as_ref()
            .and_then(|el| el.closest("[data-refocus]").ok().flatten())
            .and_then(|c| c.get_attribute("data-refocus"));
        self.in_redraw.set(true);
        dom_morph::morph_into(&document, &root, &html, A::MORPH_KEYS);
        crate::roving::apply(&root);
        if let Some(selector) = focused {
            let lost = || {
                document
                    .active_element()
                    .is_none_or(|a| !root.contains(Some(&a)))
            };
            if lost() {
                browser::focus_in(&root, &selector);
            }
            for fallback in refocus.iter().flat_map(|r| r.split('|')) {
                if !lost() {
                    break;
                }
                browser::focus_in(&root, fallback);
            }
        }
        crate::roving::apply(&root);
        self.in_redraw.set(false);
        A::drawn(self);
    }

    /// Draws the page at the next animation frame (once, however often it is asked).
    pub fn schedule_redraw(&'static self) {
        if self.frame_pending.replace(true) {
            return;
        }
        let callback = Closure::once_into_js(move || {
            self.frame_pending.set(false);
            self.redraw();
        });
        let asked = web_sys::window()
            .is_some_and(|w| w.request_animation_frame(callback.unchecked_ref()).is_ok());
        if !asked {
            self.frame_pending.set(false);
            self.redraw();
        }
    }

    /// Answers `msg` after `ms` milliseconds.
    pub fn after(&'static self, ms: i32, msg: A::Msg) {
        spawn_local(async move {
            browser::sleep(ms).await;
            self.answer(msg);
        });
    }

    /// Adds an entry to the history: this page's address with `query` (with its `?`).
    pub fn push_query(&self, query: &str) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let path = window.location().pathname().unwrap_or_default();
        if let Ok(history) = window.history() {
            let _ =
                history.push_state_with_url(&JsValue::NULL, "", Some(&format!("{path}{query}")));
        }
    }

    /// Rewrites the current history entry: this page's address with `query` (with its `?`),
    /// no new entry.
    pub fn replace_query(&self, query: &str) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let path = window.location().pathname().unwrap_or_default();
        if let Ok(history) = window.history() {
            let _ =
                history.replace_state_with_url(&JsValue::NULL, "", Some(&format!("{path}{query}")));
        }
    }

    /// Dispatches `msg(query)` whenever the user walks the history (back, forward): the page's
    /// query then, with its `?`.
    pub fn on_query_change(&'static self, msg: fn(String) -> A::Msg) {
        let on_pop = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
            self.dispatch(msg(browser::query()));
        });
        if let Some(w) = web_sys::window() {
            let _ = w.add_event_listener_with_callback("popstate", on_pop.as_ref().unchecked_ref());
        }
        on_pop.forget();
    }

    /// Listens for clicks inside the page (once per root): a click inside an element with
    /// attribute `copy` copies the text of the element inside the page whose `id` that
    /// attribute names, and labels the button [`App::copied`]; any other click is offered to
    /// [`App::clicked`] and dispatched if it is a message.
    pub fn listen_clicks(&'static self, copy: &'static str) {
        let root = self.root();
        let on_click = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            if !A::live() {
                return;
            }
            let Some(el) = browser::target_element(&e) else {
                return;
            };
            if let Some(button) = el.closest(&format!("[{copy}]")).ok().flatten() {
                let source = button
                    .get_attribute(copy)
                    .and_then(|id| self.root().query_selector(&format!("#{id}")).ok().flatten());
                if let Some(source) = source {
                    let copied = self.with(A::copied);
                    browser::copy_text(&source, &button, copied);
                }
                return;
            }
            if let Some(msg) = A::clicked(self, &el, &e) {
                self.dispatch(msg);
            }
        });
        let _ = root.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref());
        on_click.forget();
    }
}
