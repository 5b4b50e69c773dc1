//! What a first visit gets from `index.html` itself, written after trunk's build (pure functions
//! on text, tested below; [`super::finish_site`] calls them):
//!
//! * **The module it needs, and no other.** trunk's loader always starts the explorer's module,
//!   which hands any other page over to the full module (`app/src/web/handover.rs`): a direct
//!   visit to learn, puzzles, findings, the editor or the offline page loaded both, one after
//!   the other. [`module_loader`] replaces trunk's preloads and loader with a small script at
//!   the top of `<head>` that reads the address and loads the one module the page needs (and the
//!   Gobbler page's module beside the explorer's on `?page=gobbler`): once the page is on
//!   screen where the HTML draws it, at once elsewhere. Which pages are the full module's is the
//!   app's own list (`app::link::Page::in_full_module`); a wrong guess costs a handover, never a
//!   broken page.
//! * **The pages, drawn.** [`first_paint`] writes every page of `app::link::Page::DRAWN` as the
//!   modules draw it once they have read the site's files (`app::prerender`), in each language,
//!   as `<template>`s at the end of `<head>`, and a script right after `#app` that copies the
//!   reader's page into `#app` for its address (before the first paint). The module then finds
//!   the mark (`app::shell::FIRST_PAINT_ATTR`), skips its first redraw, and its redraw once it
//!   has read the same files changes nothing (the same DOM, kept by the in-place redraw).

use anyhow::{bail, Context, Result};
use app::i18n::Lang;
use app::link::Page;
use app::prerender::{self, FirstPaint, FIRST_PAINT_ATTR};

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

/// The queries (`location.search`) of the pages index.html draws ([`first_paint`]), as a
/// JavaScript array.
fn drawn_queries() -> Result<String> {
    let queries: Vec<String> = prerender::DRAWN
        .into_iter()
        .map(prerender::query_of)
        .collect();
    Ok(serde_json::to_string(&queries)?)
}

/// The script that starts the module the page needs (see the module's comment). The
/// explorer's names follow `import(` and `module_or_path:` literally, where the service worker
/// looks for the page's assets (`static/sw.js`, `assetsOf`); the full module's and the Gobbler
/// page's come from `names`, as the explorer's loaders find them.
///
/// On `?page=gobbler` the Gobbler module's stylesheet is added at once, render-blocking (the
/// id the module looks for before adding it: `gobbler/web/src/web/mod.rs`), so the page is
/// never drawn without it (drawn before it arrived, its board moved).
///
/// On a page index.html draws itself ([`first_paint`]) the module is fetched once that page is
/// on screen (the browser's largest-contentful-paint entry after the page was copied into
/// `#app`, `window.firstPaintAt`; where the browser has no such entry, the next frame; at the
/// latest 3 s after the document was parsed; at once in a tab not shown): its bytes do not
/// compete with what the first paint waits for, on a slow link. Elsewhere it is preloaded at
/// once, since the module draws the page. Then the taps made meanwhile are played.
///
/// The browser's offer to install the app (`beforeinstallprompt`) may come before the module
/// runs; it is kept as `window.installOffer` for the module (`app/src/web/install.rs`).
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
    let drawn = drawn_queries()?;
    let names = serde_json::to_string(names)?;
    let (js, wasm) = (&explorer.js, &explorer.wasm);
    let script = format!(
        "(()=>{{const q=new URLSearchParams(location.search),p=q.get('page')||'explore',\
         n={names},at=f=>new URL(n[f]||f,document.baseURI).href,\
         full={full:?}.includes(p)||{games:?}.includes(p)&&q.get('review')==='1',\
         drawn={drawn}.includes(location.search),\
         pre=(href,wasm)=>{{const l=document.createElement('link');l.rel=wasm?'preload':'modulepreload';\
         l.href=href;l.crossOrigin='anonymous';if(wasm){{l.as='fetch';l.type='application/wasm'}}\
         document.head.append(l)}},\
         go=()=>(full?import(at('app-full.js')).then(m=>m.default({{module_or_path:at('app-full_bg.wasm')}}).then(()=>m))\
         :import('./{js}').then(m=>m.default({{module_or_path:'./{wasm}'}}).then(()=>m))).then(m=>{{window.wasmBindings=m;window.{REPLAY}?.()}}),\
         load=()=>{{if(full){{pre(at('app-full.js'));pre(at('app-full_bg.wasm'),1)}}\
         else{{pre(new URL('./{js}',document.baseURI).href);pre(new URL('./{wasm}',document.baseURI).href,1)}}\
         if(p==='gobbler'){{pre(at('gobbler-web.js'));pre(at('gobbler-web_bg.wasm'),1)}}}},\
         now=()=>{{if(!window.moduleAsked){{window.moduleAsked=1;load();go()}}}},\
         painted=()=>{{if(document.hidden)return now();\
         if(!window.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint'))\
         return requestAnimationFrame(()=>setTimeout(now));\
         new PerformanceObserver((l,o)=>{{if(l.getEntries().some(e=>e.startTime>=(window.firstPaintAt||0))){{o.disconnect();now()}}}})\
         .observe({{type:'largest-contentful-paint',buffered:true}});setTimeout(now,3000)}},\
         start=drawn?painted:go;\
         addEventListener('beforeinstallprompt',e=>{{e.preventDefault();window.installOffer=e}});\
         if(p==='gobbler'){{const l=document.createElement('link');l.id='gobbler-css';l.rel='stylesheet';\
         l.setAttribute('blocking','render');l.href=at('gobbler.css');document.head.append(l)}}\
         if(!drawn)load();\
         document.readyState==='loading'?addEventListener('DOMContentLoaded',()=>start()):start()}})()"
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

/// The id of the template holding `page` drawn in `lang`.
fn template_id(page: Page, lang: Lang) -> String {
    format!("first-paint-{}-{}", page.tag(), lang.tag())
}

/// The id of the template holding the welcome a first visit to the start page shows in `lang`.
fn welcome_id(lang: Lang) -> String {
    format!("first-paint-welcome-{}", lang.tag())
}

/// The pages drawn (every page in every language) and the start page's welcome in every
/// language as templates, and the script that copies the reader's page into `#app` (the
/// language rule of `web::start`: the stored choice, else the browser's first language we
/// speak, else English; `web_kit::lang::Lang::from_tag`), with the mark and the title, when the
/// address is one of the pages' ([`prerender::query_of`]); on the start page, with the welcome
/// when nothing the site keeps is stored (`web_kit::browser::nothing_stored`, the model's
/// rule for the welcome); the reader's address in place of [`prerender::PAGE_URL`] (in links,
/// fields and their text).
pub fn first_paint(paints: &[FirstPaint], welcomes: &[(Lang, String)]) -> Result<FirstPaintMarkup> {
    let mut out = String::new();
    let mut titles = Vec::new();
    let templates = paints
        .iter()
        .map(|p| (template_id(p.page, p.lang), &p.html))
        .chain(
            welcomes
                .iter()
                .map(|(lang, html)| (welcome_id(*lang), html)),
        );
    for (id, html) in templates {
        if html.contains("</template") || html.contains("<script") {
            bail!("a page's HTML cannot go into a template ({id})");
        }
        out.push_str(&format!("<template id=\"{id}\">{html}</template>\n"));
    }
    for p in paints.iter().filter(|p| p.page == Page::Explore) {
        titles.push(format!(
            "{:?}:{}",
            p.lang.tag(),
            serde_json::to_string(p.title)?
        ));
    }
    let pages: serde_json::Map<String, serde_json::Value> = prerender::DRAWN
        .into_iter()
        .map(|p| (prerender::query_of(p), p.tag().into()))
        .collect();
    let pages = serde_json::to_string(&pages)?;
    let store = web_kit::storage::Key::Lang.name();
    let kept: Vec<&str> = web_kit::storage::Key::ALL
        .iter()
        .filter(|k| k.area() == web_kit::storage::Area::Local)
        .map(|k| k.name())
        .collect();
    let script = format!(
        "<script>(()=>{{let s=null,k=false;try{{s=localStorage.getItem('{store}');\
         k={kept:?}.some(x=>localStorage.getItem(x)!==null)}}catch(e){{}}\
         const l=[s,...(navigator.languages||[])].map(t=>String(t||'').trim().toLowerCase().split(/[-_]/)[0])\
         .find(t=>t==='en'||t==='zh'),tag=l==='zh'?'zh-Hant':'en',titles={{{titles}}},\
         p={pages}[location.search],t=p&&document.getElementById('first-paint-'+p+'-'+tag),\
         w=document.getElementById('first-paint-welcome-'+tag),a=document.getElementById('app');\
         if(t&&a){{a.replaceChildren(t.content.cloneNode(true));window.firstPaintAt=performance.now();\
         if(p==='explore'&&!k&&w)a.append(w.content.cloneNode(true));\
         const u=location.origin+location.pathname,m={mark:?};\
         for(const n of['href','value'])for(const e of a.querySelectorAll('['+n+'^=\"'+m+'\"]')){{\
         e.setAttribute(n,u+e.getAttribute(n).slice(m.length));\
         if(e.textContent.startsWith(m))e.textContent=u+e.textContent.slice(m.length)}}\
         a.setAttribute('{FIRST_PAINT_ATTR}',tag);document.documentElement.lang=tag;\
         document.title=titles[tag];{taps}{early}}}}})()</script>\n",
        titles = titles.join(","),
        mark = prerender::PAGE_URL,
        taps = tap_recorder(),
        early = gobbler_recorder(),
    );
    Ok(FirstPaintMarkup {
        templates: out,
        script,
    })
}

/// The window property of the function that plays the taps made on a page drawn here before its
/// module ran ([`tap_recorder`]); the loader ([`module_loader`]) calls it once the module runs.
const REPLAY: &str = "firstPaintReplay";

/// The class both recorders give a tapped element, so that the tap shows at once (dashed in
/// `static/style.css` and `static/gobbler.css`); the replay or the module's redraw takes it off.
const EARLY_CLASS: &str = "early";

/// The script that records the buttons tapped on a page drawn here before its module runs (it is
/// fetched once the page is on screen: a second or more on a phone), marks each ([`EARLY_CLASS`])
/// and, called by the loader right after the module started (no tap can come in between and
/// reach both), clicks them again in order. Taps inside another module's content
/// (`data-foreign`: the Gobbler page's board) are that module's ([`gobbler_recorder`]).
fn tap_recorder() -> String {
    format!(
        "const b0=[];window.{REPLAY}=()=>{{window.{REPLAY}=null;for(const b of b0){{b.classList.remove('{EARLY_CLASS}');\
         if(b.isConnected)b.click()}}}};addEventListener('click',e=>{{if(!window.{REPLAY}||window.wasmBindings)return;\
         const b=e.target.closest?.('button');if(b&&a.contains(b)&&!b.closest('[data-foreign]')){{b0.push(b);\
         b.classList.add('{EARLY_CLASS}')}}}},true);"
    )
}

/// On the Gobbler page drawn here, the script that records the person's clicks and player choices
/// (marked, [`EARLY_CLASS`]) until its own module, loaded after the explorer's, runs and plays
/// them (`gobbler_web::action::EARLY_KEY`). Only that page's elements carry its attributes.
fn gobbler_recorder() -> String {
    use gobbler_web::action::{early_record, ACTION, EARLY_KEY, PLAYER};
    format!(
        "if(p==='{page}'){{const q=window.{EARLY_KEY}=[],r=e=>{{if(window.{EARLY_KEY}!==q||!e.target.closest)return;\
         const click=e.type==='click',el=e.target.closest('['+(click?'{ACTION}':'{PLAYER}')+']');\
         if(el){{q.push({record});if(click)el.classList.add('{EARLY_CLASS}')}}}};\
         addEventListener('click',r,true);addEventListener('change',r,true)}}",
        page = Page::Gobbler.tag(),
        record = early_record(),
    )
}

/// What [`first_paint`] writes into `index.html`.
#[derive(Clone, Debug)]
pub struct FirstPaintMarkup {
    /// The pages as templates: they go at the end of `<head>`, so that the page is parsed whole
    /// before `#app` and nothing is painted before the script below has run (a paint of the
    /// loading state first would flash, and move the largest paint past the module's fetch).
    pub templates: String,
    /// The script that copies the reader's page into `#app`: right after it.
    pub script: String,
}

/// `html` with `markup`'s templates at the end of `<head>` and its script right after `#app`'s
/// `</main>`.
pub fn insert_first_paint(html: &str, markup: &FirstPaintMarkup) -> Result<String> {
    let main = html
        .find("<main id=\"app\"")
        .context("index.html has no <main id=\"app\">")?;
    let end = html[main..]
        .find("</main>")
        .map(|i| main + i + "</main>".len())
        .context("#app is not closed")?;
    let head = html[..main]
        .find("</head>")
        .context("index.html's </head> is not before #app")?;
    Ok(format!(
        "{}{}{}\n{}{}",
        &html[..head],
        markup.templates,
        &html[head..end],
        markup.script,
        &html[end..]
    ))
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
        // The pages index.html draws fetch their module after the first paint.
        assert!(script.contains("drawn=[\"\",\"?page=learn\""));
        // Where the service worker finds the page's assets.
        assert!(script.contains("import('./app-explorer-0123456789abcdef.js')"));
        assert!(script.contains("module_or_path:'./app-explorer-0123456789abcdef_bg.wasm'"));
        let html = insert_loader(&html, &script).unwrap();
        let at = html.find(&script).unwrap();
        assert!(html.find("<meta charset").unwrap() < at && at < html.find("<link").unwrap());
        assert!(remove_trunk_loader(&html).is_err(), "no trunk loader left");
    }

    #[test]
    fn the_pages_go_after_app_in_templates() {
        let paint = |page, lang, html: &str| FirstPaint {
            page,
            lang,
            title: if lang == Lang::En { "Title" } else { "標題" },
            html: html.into(),
        };
        let paints = [
            paint(Page::Explore, Lang::En, "<p id=\"x\">en</p>"),
            paint(Page::Explore, Lang::ZhHant, "<p id=\"x\">zh</p>"),
            paint(Page::Learn, Lang::En, "<p id=\"x\">learn</p>"),
        ];
        let welcomes = [(Lang::En, "<div id=\"welcome\"></div>".to_string())];
        let markup = first_paint(&paints, &welcomes).unwrap();
        let (templates, script) = (&markup.templates, &markup.script);
        assert!(templates
            .contains("<template id=\"first-paint-explore-en\"><p id=\"x\">en</p></template>"));
        assert!(templates.contains("<template id=\"first-paint-explore-zh-Hant\">"));
        assert!(templates.contains("<template id=\"first-paint-learn-en\"><p id=\"x\">learn</p>"));
        assert!(templates.contains("<template id=\"first-paint-welcome-en\"><div id=\"welcome\">"));
        assert!(!templates.contains("<script"));
        assert!(script.contains("\"zh-Hant\":\"標題\"") && script.contains("gobblet-lang"));
        // The addresses of the pages drawn, and the stored keys that mark a returning visitor.
        assert!(
            script.contains("\"?page=learn\":\"learn\"") && script.contains("\"\":\"explore\"")
        );
        assert!(script.contains("gobblet-welcomed") && !script.contains("gobblet-handover"));
        let html = insert_first_paint(TRUNK, &markup).unwrap();
        let at = |s: &str| html.find(s).unwrap();
        assert!(at("first-paint-explore-en") < at("</head>") && at("</head>") < at("<main"));
        assert!(at("</main>") < at("<script>(()=>{let s=") && at("let s=") < at("</body>"));
        let bad = [FirstPaint {
            html: "<script>".into(),
            ..paints[0].clone()
        }];
        assert!(first_paint(&bad, &[]).is_err());
        assert!(insert_first_paint("<body></body>", &markup).is_err());
    }
}
