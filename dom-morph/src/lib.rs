//! Redraws a DOM subtree from an HTML string in place, touching only what changed.
//!
//! Both web modules of the site (the explorer in `app/`, the Gobbler page in `gobbler/web/`)
//! render their whole page to an HTML string after every message and hand it to
//! `morph_into`. Elements of the same tag are kept and brought up to date, so a redraw does
//! not detach the button under the pointer (a report arriving between a press and its release
//! would otherwise swallow the click) and costs the browser less layout. Two rules keep this
//! safe:
//! * a button or link that stands for another thing (any of the caller's key attributes, or
//!   its `id`, differs) is replaced, never reused, so a click aimed at one move cannot land on
//!   another one that was re-sorted under the pointer;
//! * an element marked `data-foreign` keeps its children: another module draws them;
//! * a `<details>` keeps its `open` attribute: whether it is unfolded is the reader's choice, made
//!   in the browser, which the page's HTML does not know (a redraw would fold it again).
//!
//! Form fields are kept in step through their attributes and text only, which is right while
//! the user cannot edit them (the pages' fields are read-only: a field nobody typed into shows
//! its `value` attribute or its text). A page with editable fields would need their `value`
//! properties synchronised too. wasm32 only; on other targets the crate is empty.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;

/// The attribute that marks an element whose children another module draws (the Gobbler page's
/// container in the explorer's page): a redraw keeps them, and so does everything else a
/// module does to its own page (its tab stops: `web_kit::roving`).
pub const FOREIGN: &str = "data-foreign";

/// Makes `root`'s content equal to `html`, touching only what changed. `keys` are the
/// attributes that name what a button or link stands for (its action, its move, …).
pub fn morph_into(
    document: &web_sys::Document,
    root: &web_sys::Element,
    html: &str,
    keys: &[&str],
) {
    let Ok(template) = document.create_element("template") else {
        root.set_inner_html(html);
        return;
    };
    template.set_inner_html(html);
    let Some(fresh) = template
        .dyn_ref::<web_sys::HtmlTemplateElement>()
        .map(|t| t.content())
    else {
        root.set_inner_html(html);
        return;
    };
    morph_children(root, &fresh, keys);
}

fn children(node: &web_sys::Node) -> Vec<web_sys::Node> {
    let list = node.child_nodes();
    (0..list.length()).filter_map(|i| list.item(i)).collect()
}

fn morph_children(old: &web_sys::Node, new: &web_sys::Node, keys: &[&str]) {
    let olds = children(old);
    let news = children(new);
    for (i, n) in news.iter().enumerate() {
        match olds.get(i) {
            None => {
                let _ = old.append_child(n);
            }
            Some(o) => morph_node(old, o, n, keys),
        }
    }
    for o in olds.iter().skip(news.len()) {
        let _ = old.remove_child(o);
    }
}

fn morph_node(parent: &web_sys::Node, old: &web_sys::Node, new: &web_sys::Node, keys: &[&str]) {
    let name = old.node_name();
    let same_kind = old.node_type() == new.node_type() && name == new.node_name();
    // Only buttons and links carry the attributes that name what an element stands for.
    let keyed = matches!(name.as_str(), "BUTTON" | "A");
    if !same_kind {
        let _ = parent.replace_child(new, old);
        return;
    }
    match (
        old.dyn_ref::<web_sys::Element>(),
        new.dyn_ref::<web_sys::Element>(),
    ) {
        // Unchanged (the common case for most of the page): nothing to do. The browser's deep
        // comparison costs far less than a walk through wasm-bindgen calls.
        (Some(_), Some(_)) if old.is_equal_node(Some(new)) => {}
        // An element stands for one thing (a move, a square, an action): it is never turned
        // into another, so a click aimed at "S@a1" cannot land on what just became "S@c1".
        (Some(o), Some(n))
            if keyed
                && std::iter::once(&"id")
                    .chain(keys)
                    .any(|k| o.get_attribute(k) != n.get_attribute(k)) =>
        {
            let _ = parent.replace_child(new, old);
        }
        (Some(o), Some(n)) => {
            let readers_choice = |attr: &str| name == "DETAILS" && attr == "open";
            for name in o.get_attribute_names().iter().filter_map(|v| v.as_string()) {
                if !n.has_attribute(&name) && !readers_choice(&name) {
                    let _ = o.remove_attribute(&name);
                }
            }
            for name in n.get_attribute_names().iter().filter_map(|v| v.as_string()) {
                if readers_choice(&name) {
                    continue;
                }
                let value = n.get_attribute(&name);
                if o.get_attribute(&name) != value {
                    let _ = o.set_attribute(&name, value.as_deref().unwrap_or(""));
                }
            }
            // A `data-foreign` element's content is drawn by another module (the Gobbler page).
            if !o.has_attribute(FOREIGN) {
                morph_children(old, new, keys);
            }
        }
        _ => {
            if old.node_value() != new.node_value() {
                old.set_node_value(new.node_value().as_deref());
            }
        }
    }
}
