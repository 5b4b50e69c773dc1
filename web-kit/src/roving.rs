//! Roving tab stops (wasm32 only): a group of controls marked `data-roving` (a board's squares,
//! a reserve's pieces) is one stop of the Tab key, not one per control; the arrow keys move
//! inside it (each app decides which arrows, see [`step`] and [`enter`]).
//!
//! The group's controls are the `<button>`s inside it. After every redraw [`apply`] gives
//! `tabindex="0"` to one of them and `-1` to the others: the one that has the focus, else the
//! one pressed (`aria-pressed="true"`: the piece picked up), else the one last focused in that
//! group (remembered by the group's `id` across redraws), else the first that is enabled.

use std::cell::RefCell;

use wasm_bindgen::JsCast;

/// The attribute that marks a group; its value names the group's kind (`board`, `reserve`, …).
pub const ATTR: &str = "data-roving";

thread_local! {
    /// The control last focused in each group, by the group's `id`: its index among the group's
    /// buttons. A few groups a page (a board, two reserves): a list searched in order, without
    /// the wasm size of a hash map of its own.
    static LAST: RefCell<Vec<(String, usize)>> = const { RefCell::new(Vec::new()) };
}

/// The enabled buttons of `group`, in document order.
fn items(group: &web_sys::Element) -> Vec<web_sys::Element> {
    let Ok(list) = group.query_selector_all("button:not([disabled])") else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<web_sys::Element>().ok())
        .collect()
}

/// The group `el` is a control of, with the control's index in it.
#[must_use]
pub fn group_of(el: &web_sys::Element) -> Option<(web_sys::Element, usize)> {
    let group = el.closest(&format!("[{ATTR}]")).ok().flatten()?;
    let index = items(&group)
        .iter()
        .position(|i| i.is_same_node(Some(el)))?;
    Some((group, index))
}

/// The group's tab stop as [`apply`] chooses it.
fn stop(group: &web_sys::Element, items: &[web_sys::Element]) -> Option<usize> {
    let active = group
        .owner_document()
        .and_then(|d| d.active_element())
        .and_then(|a| items.iter().position(|i| i.is_same_node(Some(&a))));
    let pressed = || {
        items
            .iter()
            .position(|i| i.get_attribute("aria-pressed").as_deref() == Some("true"))
    };
    let last = || {
        let id = group.id();
        LAST.with(|l| l.borrow().iter().find(|(g, _)| *g == id).map(|&(_, i)| i))
            .filter(|&i| i < items.len())
    };
    active
        .or_else(pressed)
        .or_else(last)
        .or((!items.is_empty()).then_some(0))
}

/// Gives every group under `root` its one tab stop (after each redraw), except the groups inside
/// another module's content (a [`dom_morph::FOREIGN`] element under `root`): that module gives
/// them theirs when it draws them, and a tab stop set before it has mounted would tell a test,
/// or a keyboard, that a page answers which does not yet.
pub fn apply(root: &web_sys::Element) {
    let Ok(groups) = root.query_selector_all(&format!("[{ATTR}]")) else {
        return;
    };
    for g in 0..groups.length() {
        let Some(group) = groups
            .item(g)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        else {
            continue;
        };
        let foreign = group
            .closest(&format!("[{}]", dom_morph::FOREIGN))
            .ok()
            .flatten()
            .is_some_and(|f| !f.is_same_node(Some(root)) && root.contains(Some(&f)));
        if !foreign {
            apply_group(&group);
        }
    }
}

fn apply_group(group: &web_sys::Element) {
    let items = items(group);
    let stop = stop(group, &items);
    for (i, item) in items.iter().enumerate() {
        let want = if Some(i) == stop { "0" } else { "-1" };
        if item.get_attribute("tabindex").as_deref() != Some(want) {
            let _ = item.set_attribute("tabindex", want);
        }
    }
}

/// Remembers `el` as its group's stop when it takes the focus (a `focusin` listener calls
/// this).
pub fn focused(el: &web_sys::Element) {
    if let Some((group, index)) = group_of(el) {
        let id = group.id();
        LAST.with(|l| {
            let mut last = l.borrow_mut();
            match last.iter_mut().find(|(g, _)| *g == id) {
                Some(entry) => entry.1 = index,
                None => last.push((id, index)),
            }
        });
        apply_group(&group);
    }
}

/// Moves the focus `by` controls along `el`'s group (clamped at its ends); whether `el` is in a
/// group.
pub fn step(el: &web_sys::Element, by: isize) -> bool {
    let Some((group, index)) = group_of(el) else {
        return false;
    };
    let items = items(&group);
    let next = index
        .saturating_add_signed(by)
        .min(items.len().saturating_sub(1));
    if let Some(item) = items
        .get(next)
        .and_then(|i| i.clone().dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = item.focus();
    }
    true
}

/// Focuses the tab stop of the first group of kind `kind` in the document (the board, from a
/// reserve or the skip link); whether there was one.
pub fn enter(kind: &str) -> bool {
    let Some(group) = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        d.query_selector(&format!("[{ATTR}=\"{kind}\"]"))
            .ok()
            .flatten()
    }) else {
        return false;
    };
    let items = items(&group);
    let Some(item) = stop(&group, &items)
        .and_then(|i| items.get(i))
        .and_then(|i| i.clone().dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return false;
    };
    let _ = item.focus();
    true
}
