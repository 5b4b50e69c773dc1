//! Content-hashed names for the files trunk copies under fixed names, and how the site learns
//! them: pure functions on names and text (tested below), and [`hash_files`], which renames.
//!
//! trunk hashes the explorer's module and the stylesheets itself (without leading zeros: its
//! short hashes are padded to 16 digits first, [`pad_short_hashes`]), but not the worker-type
//! modules (the full module, the Gobbler page's module) nor the files it copies. After the
//! build, each file of [`FIXED_NAMES`] is renamed `stem-<16 hex digits of its SHA-256>.ext`
//! (`app-full_bg.wasm` → `app-full-<hash>_bg.wasm`, trunk's own pattern), and the map from the
//! fixed name to the hashed one is written
//! * into `index.html`, as `<script type="application/json" id="asset-names">` ([`NAMES_ID`]):
//!   the loaders (`app/src/web/handover.rs`, `app/src/web/gobbler.rs`, and the Gobbler module's
//!   worker and stylesheet, `web_kit::browser::asset`) look each name up there and fall back to
//!   the fixed name (`trunk serve` writes no map);
//! * into `sw.js`, in place of the line [`SW_NAMES_LINE`], so the service worker knows the files
//!   the page does not reference.
//!
//! No name inside a built script or wasm file is rewritten: the loaders pass the wasm file's URL to the
//! wasm-bindgen glue's `init` (`module_or_path`), and the Gobbler worker gets both of its module's
//! names in its own URL's query.

use std::collections::BTreeMap;
use std::path::Path;

use anyhow::{bail, Context, Result};
use sha2::{Digest, Sha256, Sha384};

/// The files trunk leaves under fixed names that [`hash_files`] renames.
pub const FIXED_NAMES: [&str; 6] = [
    "app-full.js",
    "app-full_bg.wasm",
    "gobbler-web.js",
    "gobbler-web_bg.wasm",
    "gobbler-worker.js",
    "gobbler.css",
];

/// The id of the `<script type="application/json">` in index.html that holds the names.
pub const NAMES_ID: &str = "asset-names";

/// The line of `static/sw.js` that [`rewrite_sw`] replaces with the names.
pub const SW_NAMES_LINE: &str = "const ASSET_NAMES = {};";

/// Map from a fixed name to its hashed name.
pub type Names = BTreeMap<String, String>;

/// `name` with the first 8 bytes of the SHA-256 of `bytes` in hex before its extension (and
/// before a wasm-bindgen `_bg` suffix, as trunk names its files).
pub fn hashed_name(name: &str, bytes: &[u8]) -> String {
    let hex: String = Sha256::digest(bytes)[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let (stem, ext) = name.rsplit_once('.').unwrap_or((name, ""));
    let dot = if ext.is_empty() { "" } else { "." };
    match stem.strip_suffix("_bg") {
        Some(base) => format!("{base}-{hex}_bg{dot}{ext}"),
        None => format!("{stem}-{hex}{dot}{ext}"),
    }
}

/// A file name read as `base-<hex>[_bg][.ext]`: its stem (the name without `_bg` and the
/// extension), the base, the lower-case hex digits (one or more) and the extension (`""` if
/// none), or `None` if the part after the stem's last `-` is not hex.
fn hash_parts(name: &str) -> Option<(&str, &str, &str, &str)> {
    let (stem, ext) = name.rsplit_once('.').unwrap_or((name, ""));
    let stem = stem.strip_suffix("_bg").unwrap_or(stem);
    let (base, hex) = stem.rsplit_once('-')?;
    let is_hex = !hex.is_empty() && hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    is_hex.then_some((stem, base, hex, ext))
}

/// Whether a file name carries a content hash (`stem-<16 hex>[_bg].ext`: trunk's and ours).
pub fn is_hashed(name: &str) -> bool {
    hash_parts(name).is_some_and(|(_, _, hex, _)| hex.len() == 16)
}

/// The files trunk hashed with fewer than 16 hex digits, as `(stem-hash, stem-hash padded to 16)`,
/// each stem once. trunk writes its content hash as `{:x}` of a `u64`, without leading zeros, so
/// about one build in sixteen names the explorer's module (or a stylesheet) with 15 digits: every
/// rule that knows a hashed name by its 16 digits (the hosts' caching rules, the page's check
/// for a new build, the service worker, [`is_hashed`]) would miss it. `files` are the site's
/// files; only a top-level `.js`, `.wasm` or `.css` outside [`FIXED_NAMES`] is trunk's.
pub fn short_hashes(files: &[String]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for name in files {
        if name.contains('/') || FIXED_NAMES.contains(&name.as_str()) {
            continue;
        }
        let Some((stem, base, hex, ext)) = hash_parts(name) else {
            continue;
        };
        let short = hex.len() < 16 && matches!(ext, "js" | "wasm" | "css");
        if short && !out.iter().any(|(s, _)| s == stem) {
            out.push((stem.to_string(), format!("{base}-{hex:0>16}")));
        }
    }
    out
}

/// Pads trunk's short hashes in `site` ([`short_hashes`]): renames the files and rewrites the
/// names in `html` (index.html, where trunk wrote them; no script or wasm file holds them).
pub fn pad_short_hashes(site: &Path, files: &[String], html: &str) -> Result<String> {
    let mut html = html.to_string();
    for (short, padded) in short_hashes(files) {
        for name in files {
            if let Some(rest) = name
                .strip_prefix(&short)
                .filter(|r| r.starts_with(['.', '_']))
            {
                std::fs::rename(site.join(name), site.join(format!("{padded}{rest}")))?;
            }
        }
        for end in [".", "_bg."] {
            html = html.replace(&format!("{short}{end}"), &format!("{padded}{end}"));
        }
        eprintln!("{short} → {padded} (trunk's hash padded to 16 digits)");
    }
    Ok(html)
}

/// Renames every file of [`FIXED_NAMES`] in `site` to its hashed name; returns the names.
pub fn hash_files(site: &Path) -> Result<Names> {
    let mut names = Names::new();
    for name in FIXED_NAMES {
        let from = site.join(name);
        let bytes =
            std::fs::read(&from).with_context(|| format!("the build has no {}", from.display()))?;
        let hashed = hashed_name(name, &bytes);
        std::fs::rename(&from, site.join(&hashed))?;
        names.insert(name.to_string(), hashed);
    }
    Ok(names)
}

/// `index.html` with the names as `<script type="application/json" id="asset-names">` just
/// before `</head>`.
pub fn rewrite_index(html: &str, names: &Names) -> Result<String> {
    let json = serde_json::to_string(names)?;
    if json.contains('<') {
        bail!("a file name with '<' cannot go into a script element: {json}");
    }
    if html.contains(&format!("id=\"{NAMES_ID}\"")) {
        bail!("index.html already carries the names (id=\"{NAMES_ID}\")");
    }
    let at = html.rfind("</head>").context("index.html has no </head>")?;
    let tag = format!("<script type=\"application/json\" id=\"{NAMES_ID}\">{json}</script>\n");
    Ok(format!("{}{tag}{}", &html[..at], &html[at..]))
}

/// `sw.js` with [`SW_NAMES_LINE`] (which must be there exactly once) holding the names.
pub fn rewrite_sw(js: &str, names: &Names) -> Result<String> {
    let count = js.matches(SW_NAMES_LINE).count();
    if count != 1 {
        bail!("sw.js must have the line `{SW_NAMES_LINE}` once (found {count})");
    }
    let line = format!("const ASSET_NAMES = {};", serde_json::to_string(names)?);
    Ok(js.replacen(SW_NAMES_LINE, &line, 1))
}

/// The subresource integrity value of `bytes` (`sha384-<base64>`, as trunk writes it).
pub fn integrity(bytes: &[u8]) -> String {
    format!("sha384-{}", base64(&Sha384::digest(bytes)))
}

/// `html` with the `integrity` of every tag whose `href` is `./<file>` set to `value` (trunk
/// writes one for each script and stylesheet; the file changed since, when minified); returns
/// the text and how many tags were changed.
pub fn set_integrity(html: &str, file: &str, value: &str) -> (String, usize) {
    let href = format!("href=\"./{file}\"");
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    let mut changed = 0;
    while let Some(at) = rest.find(&href) {
        let tag_end = rest[at..].find('>').map_or(rest.len(), |e| at + e);
        let tag = &rest[..tag_end];
        let attr = tag[at..].find("integrity=\"").map(|i| at + i + 11);
        match attr.and_then(|v| rest[v..tag_end].find('"').map(|e| (v, v + e))) {
            Some((from, to)) => {
                out.push_str(&rest[..from]);
                out.push_str(value);
                out.push_str(&rest[to..tag_end]);
                changed += 1;
            }
            None => out.push_str(tag),
        }
        rest = &rest[tag_end..];
    }
    out.push_str(rest);
    (out, changed)
}

/// Standard base64 with padding.
fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ABC[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashed_names_follow_trunks_pattern() {
        let js = hashed_name("app-full.js", b"x");
        assert_eq!(js, "app-full-2d711642b726b044.js");
        assert_eq!(
            hashed_name("app-full_bg.wasm", b"x"),
            "app-full-2d711642b726b044_bg.wasm"
        );
        assert_eq!(
            hashed_name("gobbler.css", b"y").len(),
            "gobbler-0123456789abcdef.css".len()
        );
        assert_ne!(hashed_name("a.js", b"x"), hashed_name("a.js", b"y"));
        for name in FIXED_NAMES {
            assert!(!is_hashed(name), "{name}");
            assert!(is_hashed(&hashed_name(name, name.as_bytes())), "{name}");
        }
        assert!(is_hashed("app-explorer-d874c159f5e46898_bg.wasm"));
        assert!(is_hashed("style-3b1069c5606c24b1.css"));
        assert!(!is_hashed("sw.js") && !is_hashed("manifest.webmanifest"));
        assert!(!is_hashed("app-D874C159F5E46898.js") && !is_hashed("a-0123.js"));
    }

    #[test]
    fn trunks_short_hashes_are_padded_to_sixteen_digits() {
        let files: Vec<String> = [
            "app-explorer-295c337e5799258.js",
            "app-explorer-295c337e5799258_bg.wasm",
            "style-f36f1a5512e5c540.css",
            "editor-abc.css",
            "app-full.js",
            "gobbler-web_bg.wasm",
            "sw.js",
            "index.html",
            "icons/icon-abc.png",
            "tb/0123/pack.bin",
        ]
        .map(String::from)
        .to_vec();
        let short = short_hashes(&files);
        assert_eq!(
            short,
            [
                (
                    "app-explorer-295c337e5799258",
                    "app-explorer-0295c337e5799258"
                ),
                ("editor-abc", "editor-0000000000000abc"),
            ]
            .map(|(a, b)| (a.to_string(), b.to_string()))
        );
        for (_, padded) in &short {
            assert!(is_hashed(&format!("{padded}.css")), "{padded}");
        }
        // Renamed on disk and in the HTML, where the name ends with `.` or `_bg.` only.
        let site = std::env::temp_dir().join(format!("pad-{}", std::process::id()));
        std::fs::create_dir_all(&site).unwrap();
        for f in &files[..4] {
            std::fs::write(site.join(f), f).unwrap();
        }
        let html = "<script src=\"./app-explorer-295c337e5799258.js\"></script>\
                    <link href=\"./app-explorer-295c337e5799258_bg.wasm\">\
                    <link href=\"./editor-abc.css\"><p>editor-abcd</p>";
        let html = pad_short_hashes(&site, &files[..4], html).unwrap();
        assert_eq!(
            html,
            "<script src=\"./app-explorer-0295c337e5799258.js\"></script>\
             <link href=\"./app-explorer-0295c337e5799258_bg.wasm\">\
             <link href=\"./editor-0000000000000abc.css\"><p>editor-abcd</p>"
        );
        let mut left: Vec<String> = std::fs::read_dir(&site)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        assert_eq!(
            left,
            [
                "app-explorer-0295c337e5799258.js",
                "app-explorer-0295c337e5799258_bg.wasm",
                "editor-0000000000000abc.css",
                "style-f36f1a5512e5c540.css",
            ]
        );
        std::fs::remove_dir_all(&site).unwrap();
    }

    #[test]
    fn base64_and_integrity_match_known_values() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
        // `printf abc | openssl dgst -sha384 -binary | base64`
        assert_eq!(
            integrity(b"abc"),
            "sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn"
        );
    }

    #[test]
    fn integrity_is_set_on_the_tags_of_the_file_only() {
        let html = "<link rel=\"modulepreload\" href=\"./a-1.js\" integrity=\"sha384-old\">\
                    <link rel=\"stylesheet\" href=\"./b.css\" integrity=\"sha384-keep\"/>\
                    <link rel=\"preload\" href=\"./a-1.js\" as=\"fetch\">";
        let (out, changed) = set_integrity(html, "a-1.js", "sha384-new");
        assert_eq!(changed, 1);
        assert!(out.contains("href=\"./a-1.js\" integrity=\"sha384-new\">"));
        assert!(out.contains("sha384-keep") && !out.contains("sha384-old"));
        assert_eq!(out.len(), html.len());
    }

    fn names() -> Names {
        FIXED_NAMES
            .iter()
            .map(|n| (n.to_string(), hashed_name(n, n.as_bytes())))
            .collect()
    }

    #[test]
    fn index_html_gets_the_names_before_its_head_closes() {
        let html = "<html><head><title>t</title></head><body></body></html>";
        let out = rewrite_index(html, &names()).unwrap();
        let start = out
            .find("<script type=\"application/json\" id=\"asset-names\">")
            .unwrap();
        let end = out[start..].find("</script>").unwrap() + start;
        assert!(start < out.find("</head>").unwrap());
        let json = &out[start..end];
        let json: Names = serde_json::from_str(&json[json.find('>').unwrap() + 1..]).unwrap();
        assert_eq!(json, names());
        assert!(rewrite_index(&out, &names()).is_err(), "twice");
        assert!(rewrite_index("<p>no head</p>", &names()).is_err());
    }

    #[test]
    fn the_service_worker_gets_the_names_in_place_of_its_empty_map() {
        let js = format!("'use strict';\n{SW_NAMES_LINE}\nconst x = 1;\n");
        let out = rewrite_sw(&js, &names()).unwrap();
        assert!(!out.contains(SW_NAMES_LINE));
        let line = out.lines().nth(1).unwrap();
        let json = line
            .trim_start_matches("const ASSET_NAMES = ")
            .trim_end_matches(';');
        assert_eq!(serde_json::from_str::<Names>(json).unwrap(), names());
        assert!(rewrite_sw("const x = 1;", &names()).is_err());
        assert!(rewrite_sw(&format!("{js}{js}"), &names()).is_err());
    }

    #[test]
    fn the_real_service_worker_has_the_line() {
        let sw = include_str!("../../../static/sw.js");
        assert_eq!(sw.matches(SW_NAMES_LINE).count(), 1);
    }

    #[test]
    fn files_are_renamed_in_a_fake_site() {
        let dir = std::env::temp_dir().join(format!("xtask-names-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for name in FIXED_NAMES {
            std::fs::write(dir.join(name), name).unwrap();
        }
        let names = hash_files(&dir).unwrap();
        for (fixed, hashed) in &names {
            assert!(!dir.join(fixed).exists());
            assert_eq!(std::fs::read_to_string(dir.join(hashed)).unwrap(), *fixed);
        }
        std::fs::remove_file(dir.join(&names["gobbler.css"])).unwrap();
        std::fs::write(dir.join("app-full.js"), "again").unwrap();
        assert!(hash_files(&dir).is_err(), "a missing file is an error");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
