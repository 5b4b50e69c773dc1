//! What a first visit gets from `index.html` itself, written after trunk's build (pure functions
//! on text, tested below; [`super::finish_site`] calls them):
//!
//! * **The module it needs, and no other.** trunk's loader always starts the explorer's module,
//!   which hands any other page over to the full module (`app/src/web/handover.rs`): a direct
//!   visit to learn, puzzles, findings, the editor or the offline page loaded both, one after
//!   the other. [`module_loader`] replaces trunk's preloads and loader with a small script at
//!   the top of `<head>` that reads the address, preloads the one module the page needs (and the
//!   Gobbler page's module beside the explorer's on `?page=gobbler`), and starts it once the
//!   document is parsed. Which pages are the full module's is the app's own list
//!   (`app::link::Page::in_full_module`); a wrong guess costs a handover, never a broken page.
//! * **The explorer's start page, drawn.** [`first_paint`] writes the start page as the module
//!   draws it once it has read the manifest (`app::prerender`, from the opening book), in each
//!   language, as `<template>`s, and a script right after `#app` that copies the reader's
//!   language into `#app` when the address has no query (before the first paint). The module
//!   then finds the mark (`app::shell::FIRST_PAINT_ATTR`), skips its first redraw, and its
//!   redraw after the manifest changes nothing (the same DOM, kept by the in-place redraw).

use anyhow::{bail, Context, Result};
use app::i18n::Lang;
use app::link::Page;
use app::prerender::{FirstPaint, FIRST_PAINT_ATTR};

use super::names::Names;

/// The explorer's module as trunk wrote it: its script and wasm file names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explorer {
    /// `app-explorer-<hash>.js`.
    pub js: String,
    /// `app-explorer-<hash>_bg.wasm`.
    pub wasm: String,
}

/// The stem trunk's names of the explorer's module start with.
const EXPLORER: &str = "app-explorer-";

/// Removes the first element of `html` that starts with `open`, contains `inside` and ends
/// with `close`; returns the text without it and the element.
fn cut<'a>(html: &'a str, open: &str, inside: &str, close: &str) -> Option<(String, &'a str)> {
    let mut from = 0;
    while let Some(at) = html[from..].find(open).map(|i| from + i) {
        let end = html[at..].find(close).map(|i| at + i + close.len())?;
        if html[at..end].contains(inside) {
            return Some((format!("{}{}", &html[..at], &html[end..]), &html[at..end]));
        }
        from = end;
    }
    None
}

/// The quoted file name after `'./app-explorer-` in `text` that ends with `suffix`.
fn explorer_name(text: &str, suffix: &str) -> Option<String> {
    text.split(['\'', '"'])
        .filter_map(|s| s.strip_prefix("./"))
        .find(|s| s.starts_with(EXPLORER) && s.ends_with(suffix))
        .map(str::to_string)
}

/// `html` without trunk's preloads and loader of the explorer's module, and that module's names.
pub fn remove_trunk_loader(html: &str) -> Result<(String, Explorer)> {
    let (html, script) = cut(html, "<script type=\"module\"", EXPLORER, "</script>")
        .context("index.html has no trunk loader of the explorer's module")?;
    let explorer = Explorer {
        js: explorer_name(script, ".js").context("trunk's loader names no script")?,
        wasm: explorer_name(script, "_bg.wasm").context("trunk's loader names no wasm")?,
    };
    let mut html = html;
    for rel in ["modulepreload", "preload"] {
        let open = format!("<link rel=\"{rel}\" href=\"./{EXPLORER}");
        if let Some((rest, _)) = cut(&html, &open, EXPLORER, ">") {
            html = rest;
        }
    }
    if html.contains(EXPLORER) {
        bail!("index.html still names the explorer's module after its loader was taken out");
    }
    Ok((html, explorer))
}

/// The script that starts the module the page needs (see the module's comment). The
/// explorer's names follow `import(` and `module_or_path:` literally, where the service worker
/// looks for the page's assets (`static/sw.js`, `assetsOf`); the full module's and the Gobbler
/// page's come from `names`, as the explorer's loaders find them.
pub fn module_loader(explorer: &Explorer, names: &Names) -> Result<String> {
    let full: Vec<&str> = Page::ALL
        .into_iter()
        .filter(|p| p.in_full_module())
        .map(Page::tag)
        .collect();
    let games: Vec<&str> = Page::ALL
        .into_iter()
        .filter(|p| p.is_game())
        .map(Page::tag)
        .collect();
    let names = serde_json::to_string(names)?;
    let (js, wasm) = (&explorer.js, &explorer.wasm);
    let script = format!(
        "(()=>{{const q=new URLSearchParams(location.search),p=q.get('page')||'explore',\
         n={names},at=f=>new URL(n[f]||f,document.baseURI).href,\
         full={full:?}.includes(p)||{games:?}.includes(p)&&q.get('review')==='1',\
         pre=(href,wasm)=>{{const l=document.createElement('link');l.rel=wasm?'preload':'modulepreload';\
         l.href=href;l.crossOrigin='anonymous';if(wasm){{l.as='fetch';l.type='application/wasm'}}\
         document.head.append(l)}},\
         go=()=>(full?import(at('app-full.js')).then(m=>m.default({{module_or_path:at('app-full_bg.wasm')}}).then(()=>m))\
         :import('./{js}').then(m=>m.default({{module_or_path:'./{wasm}'}}).then(()=>m))).then(m=>{{window.wasmBindings=m}});\
         if(full){{pre(at('app-full.js'));pre(at('app-full_bg.wasm'),1)}}\
         else{{pre(new URL('./{js}',document.baseURI).href);pre(new URL('./{wasm}',document.baseURI).href,1)}}\
         if(p==='gobbler'){{pre(at('gobbler-web.js'));pre(at('gobbler-web_bg.wasm'),1)}}\
         document.readyState==='loading'?addEventListener('DOMContentLoaded',()=>go()):go()}})()"
    );
    if script.contains("</") {
        bail!("a name with '</' cannot go into a script element");
    }
    Ok(format!("<script>{script}</script>"))
}

/// `html` with `script` before the first `<link` of `<head>` (after the `<meta>`s: the charset
/// must come within the first 1024 bytes), so the preloads start before the stylesheets load.
pub fn insert_loader(html: &str, script: &str) -> Result<String> {
    let head = html.find("<head>").context("index.html has no <head>")?;
    let at = html[head..]
        .find("<link")
        .map(|i| head + i)
        .context("index.html's <head> has no <link>")?;
    Ok(format!("{}{script}\n{}", &html[..at], &html[at..]))
}

/// The id of the template holding the start page in `lang`.
fn template_id(lang: Lang) -> String {
    format!("first-paint-{}", lang.tag())
}

/// The start page in every language as templates, and the script that copies the reader's one
/// into `#app` (the language rule of `web::start`: the stored choice, else the browser's first
/// language we speak, else English; `web_kit::lang::Lang::from_tag`), with the mark and the
/// title, when the address has no query.
pub fn first_paint(paints: &[FirstPaint]) -> Result<String> {
    let mut out = String::new();
    let mut titles = Vec::new();
    for p in paints {
        if p.html.contains("</template") || p.html.contains("<script") {
            bail!("the start page's HTML cannot go into a template");
        }
        out.push_str(&format!(
            "<template id=\"{}\">{}</template>\n",
            template_id(p.lang),
            p.html
        ));
        titles.push(format!(
            "{:?}:{}",
            p.lang.tag(),
            serde_json::to_string(p.title)?
        ));
    }
    let store = web_kit::storage::Key::Lang.name();
    out.push_str(&format!(
        "<script>(()=>{{let s=null;try{{s=localStorage.getItem('{store}')}}catch(e){{}}\
         const l=[s,...(navigator.languages||[])].map(t=>String(t||'').trim().toLowerCase().split(/[-_]/)[0])\
         .find(t=>t==='en'||t==='zh'),tag=l==='zh'?'zh-Hant':'en',titles={{{titles}}},\
         t=document.getElementById('first-paint-'+tag),a=document.getElementById('app');\
         if(location.search===''&&t&&a){{a.replaceChildren(t.content.cloneNode(true));\
         a.setAttribute('{FIRST_PAINT_ATTR}',tag);document.documentElement.lang=tag;\
         document.title=titles[tag]}}}})()</script>\n",
        titles = titles.join(",")
    ));
    Ok(out)
}

/// `html` with `markup` right after `#app`'s `</main>`.
pub fn insert_first_paint(html: &str, markup: &str) -> Result<String> {
    let main = html
        .find("<main id=\"app\"")
        .context("index.html has no <main id=\"app\">")?;
    let end = html[main..]
        .find("</main>")
        .map(|i| main + i + "</main>".len())
        .context("#app is not closed")?;
    Ok(format!("{}\n{markup}{}", &html[..end], &html[end..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TRUNK: &str = "<html><head><meta charset=\"utf-8\">\
        <link rel=\"modulepreload\" href=\"./app-explorer-0123456789abcdef.js\" crossorigin=\"anonymous\" integrity=\"sha384-a\">\
        <link rel=\"preload\" href=\"./app-explorer-0123456789abcdef_bg.wasm\" crossorigin=\"anonymous\" integrity=\"sha384-b\" as=\"fetch\" type=\"application/wasm\">\
        <link rel=\"stylesheet\" href=\"./style-0123456789abcdef.css\">\
        <script type=\"module\">\nimport init, * as bindings from './app-explorer-0123456789abcdef.js';\n\
        const wasm = await init({ module_or_path: './app-explorer-0123456789abcdef_bg.wasm' });\n</script>\
        </head><body><main id=\"app\" class=\"app\"><p>Loading</p></main></body></html>";

    #[test]
    fn trunks_loader_is_replaced_by_the_one_that_chooses() {
        let (html, explorer) = remove_trunk_loader(TRUNK).unwrap();
        assert_eq!(
            explorer,
            Explorer {
                js: "app-explorer-0123456789abcdef.js".into(),
                wasm: "app-explorer-0123456789abcdef_bg.wasm".into(),
            }
        );
        assert!(!html.contains("app-explorer") && !html.contains("<script"));
        assert!(html.contains("style-0123456789abcdef.css"));
        let names: Names = [("app-full.js", "app-full-1.js"), ("app-full_bg.wasm", "x")]
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        let script = module_loader(&explorer, &names).unwrap();
        for page in ["learn", "puzzles", "findings", "editor", "offline"] {
            assert!(script.contains(&format!("\"{page}\"")), "{page}");
        }
        assert!(!script.contains("\"gobbler\",") && script.contains("\"explore\""));
        // Where the service worker finds the page's assets.
        assert!(script.contains("import('./app-explorer-0123456789abcdef.js')"));
        assert!(script.contains("module_or_path:'./app-explorer-0123456789abcdef_bg.wasm'"));
        let html = insert_loader(&html, &script).unwrap();
        let at = html.find(&script).unwrap();
        assert!(html.find("<meta charset").unwrap() < at && at < html.find("<link").unwrap());
        assert!(remove_trunk_loader(&html).is_err(), "no trunk loader left");
    }

    #[test]
    fn the_start_page_goes_after_app_in_templates() {
        let paints = [
            FirstPaint {
                lang: Lang::En,
                title: "Title",
                html: "<p id=\"x\">en</p>".into(),
            },
            FirstPaint {
                lang: Lang::ZhHant,
                title: "標題",
                html: "<p id=\"x\">zh</p>".into(),
            },
        ];
        let markup = first_paint(&paints).unwrap();
        assert!(markup.contains("<template id=\"first-paint-en\"><p id=\"x\">en</p></template>"));
        assert!(markup.contains("<template id=\"first-paint-zh-Hant\">"));
        assert!(markup.contains("\"zh-Hant\":\"標題\"") && markup.contains("gobblet-lang"));
        let html = insert_first_paint(TRUNK, &markup).unwrap();
        assert!(html.find("</main>").unwrap() < html.find("first-paint-en").unwrap());
        assert!(html.find("first-paint-en").unwrap() < html.find("</body>").unwrap());
        let bad = [FirstPaint {
            html: "<script>".into(),
            ..paints[0].clone()
        }];
        assert!(first_paint(&bad).is_err());
        assert!(insert_first_paint("<body></body>", &markup).is_err());
    }
}
