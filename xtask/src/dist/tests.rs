//! Tests of `cargo xtask dist`'s pure parts on a small fake site: the options, which files are
//! cached for good, the header files' content, and the names written into index.html and sw.js.

use std::fs;
use std::path::{Path, PathBuf};

use super::hosts::{self, Caching, IMMUTABLE, REVALIDATE};
use super::names::{self, FIXED_NAMES};
use super::{site_files, write_hosts, Options};

/// A fake site as trunk leaves it (files of a few bytes), in a fresh temporary folder.
fn fake_site(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-dist-{tag}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let files = [
        "index.html",
        "sw.js",
        "manifest.webmanifest",
        "icons/icon.svg",
        "icons/icon-180.png",
        "app-explorer-d874c159f5e46898.js",
        "app-explorer-d874c159f5e46898_bg.wasm",
        "style-3b1069c5606c24b1.css",
        "tb/manifest.json",
        "tb/stats.json",
        "tb/puzzles.json",
        "tb/0123456789abcdef/index.bin",
        "tb/0123456789abcdef/pack.bin",
        "tb/0123456789abcdef/other-reading.bin",
    ];
    for f in files.iter().chain(FIXED_NAMES.iter()) {
        let path = dir.join(f);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, f).unwrap();
    }
    let html =
        "<html><head><link rel=\"modulepreload\" href=\"./app-explorer-d874c159f5e46898.js\" \
                integrity=\"sha384-old\"></head><body></body></html>";
    fs::write(dir.join("index.html"), html).unwrap();
    let sw = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../static/sw.js"));
    fs::write(dir.join("sw.js"), sw.unwrap()).unwrap();
    dir
}

#[test]
fn options_have_defaults_and_normalise_the_base() {
    let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let o = Options::parse(&[]).unwrap();
    assert_eq!(
        (o.out, o.base, o.tb),
        (PathBuf::from("dist"), "/".into(), None)
    );
    let o = Options::parse(&args(&["--base", "gobblet", "--out", "x", "--tb", "t"])).unwrap();
    assert_eq!(o.base, "/gobblet/");
    assert_eq!(
        (o.out, o.tb),
        (PathBuf::from("x"), Some(PathBuf::from("t")))
    );
    assert_eq!(hosts::normalize_base("/a/b"), "/a/b/");
    assert_eq!(hosts::normalize_base(""), "/");
    assert!(Options::parse(&args(&["--out"])).is_err());
    assert!(Options::parse(&args(&["--fast"])).is_err());
}

#[test]
fn hashed_files_and_build_folders_are_immutable_the_rest_revalidated() {
    use Caching::*;
    for (path, want) in [
        ("app-explorer-d874c159f5e46898_bg.wasm", Immutable),
        ("app-full-2d711642b726b044.js", Immutable),
        ("tb/0123456789abcdef/pack.bin", Immutable),
        ("index.html", Revalidate),
        ("sw.js", Revalidate),
        ("manifest.webmanifest", Revalidate),
        ("icons/icon.svg", Revalidate),
        ("tb/manifest.json", Revalidate),
        ("tb/not-a-build-id/pack.bin", Revalidate),
        ("icons/x-0123456789abcdef.png", Revalidate),
    ] {
        assert_eq!(hosts::caching(path), want, "{path}");
    }
}

#[test]
fn headers_file_has_one_rule_per_file_and_the_right_values() {
    let site = fake_site("headers");
    let names = names::hash_files(&site).unwrap();
    let files = site_files(&site).unwrap();
    let text = hosts::headers_file(&files, "/gobblet/").unwrap();
    let rules: Vec<(&str, Vec<&str>)> = text
        .split('\n')
        .filter(|l| l.starts_with('/'))
        .map(|path| {
            let body = &text[text.find(&format!("{path}\n")).unwrap() + path.len() + 1..];
            let lines = body.lines().take_while(|l| l.starts_with("  "));
            (path, lines.map(str::trim).collect())
        })
        .collect();
    let find = |p: &str| &rules.iter().find(|(path, _)| *path == p).unwrap().1;
    let no_cache = format!("Cache-Control: {REVALIDATE}");
    let immutable = format!("Cache-Control: {IMMUTABLE}");
    for p in [
        "/gobblet/",
        "/gobblet/index.html",
        "/gobblet/sw.js",
        "/gobblet/tb/manifest.json",
    ] {
        assert_eq!(find(p), &vec![no_cache.as_str()], "{p}");
    }
    assert_eq!(find("/gobblet/icons/*"), &vec![no_cache.as_str()]);
    assert!(
        find("/gobblet/manifest.webmanifest").contains(&"Content-Type: application/manifest+json")
    );
    assert_eq!(
        find("/gobblet/tb/0123456789abcdef/*"),
        &vec![immutable.as_str()]
    );
    let wasm = format!("/gobblet/{}", names["app-full_bg.wasm"]);
    assert_eq!(
        find(&wasm),
        &vec![immutable.as_str(), "Content-Type: application/wasm"]
    );
    for hashed in names.values() {
        assert!(find(&format!("/gobblet/{hashed}")).contains(&immutable.as_str()));
    }
    // No rule covers another (both hosts merge every matching rule's headers), none is repeated.
    for (p, _) in rules.iter().filter(|(p, _)| p.ends_with("/*")) {
        assert!(
            p.ends_with("/tb/0123456789abcdef/*") || p.ends_with("/icons/*"),
            "{p}"
        );
    }
    let mut paths: Vec<_> = rules.iter().map(|(p, _)| *p).collect();
    paths.dedup();
    assert_eq!(paths.len(), rules.len());
    assert!(!text.contains("/pack.bin") && !text.contains("icon.svg"));
    fs::remove_dir_all(&site).unwrap();
}

#[test]
fn too_many_rules_for_cloudflare_is_an_error() {
    let files: Vec<String> = (0..120).map(|i| format!("f{i}.txt")).collect();
    assert!(hosts::headers_file(&files, "/").is_err());
}

#[test]
fn nginx_apache_caddy_and_github_files_say_what_the_hosts_need() {
    let nginx = hosts::nginx_snippet("/gobblet/", "/srv/www");
    assert!(nginx.contains("root /srv/www;"));
    assert!(nginx.contains("location /gobblet/ {"));
    assert!(nginx.contains(IMMUTABLE) && nginx.contains(REVALIDATE));
    assert!(nginx.contains("default_type application/wasm;"));
    assert!(
        nginx.contains("gzip_vary on;"),
        "caches between keep one copy per encoding"
    );
    assert!(nginx.contains("default_type application/manifest+json;"));
    assert!(
        !nginx.contains("octet-stream "),
        "the tablebase is never compressed"
    );
    assert_eq!(nginx.matches('{').count(), nginx.matches('}').count());
    let apache = hosts::htaccess();
    assert!(apache.contains("AddType application/wasm .wasm"));
    assert!(apache.contains("AddType application/manifest+json .webmanifest"));
    assert!(apache.contains(IMMUTABLE) && apache.contains(REVALIDATE));
    assert!(apache.contains(r#"RequestHeader edit "If-None-Match""#));
    let caddy = hosts::caddy_snippet("/gobblet/", "/srv/www");
    assert!(caddy.contains("@gobblet path /gobblet/*") && caddy.contains("root * /srv/www"));
    assert!(caddy.contains(IMMUTABLE) && caddy.contains(REVALIDATE));
    assert!(caddy.contains("Content-Type application/manifest+json"));
    assert!(
        !caddy.contains("header Content-Type application/octet-stream"),
        "the tablebase is never compressed"
    );
    assert_eq!(caddy.matches('{').count(), caddy.matches('}').count());
    let workflow = hosts::github_pages_workflow();
    assert!(workflow.contains("cargo xtask dist --out dist"));
    assert!(workflow.contains("path: dist/site"));
}

#[test]
fn a_fake_site_gets_its_names_and_header_files() {
    let site = fake_site("site");
    let names = names::hash_files(&site).unwrap();
    let html = fs::read_to_string(site.join("index.html")).unwrap();
    let html = names::rewrite_index(&html, &names).unwrap();
    for hashed in names.values() {
        assert!(html.contains(hashed.as_str()), "{hashed} in index.html");
    }
    let sw = fs::read_to_string(site.join("sw.js")).unwrap();
    let sw = names::rewrite_sw(&sw, &names).unwrap();
    for hashed in names.values() {
        assert!(sw.contains(hashed.as_str()), "{hashed} in sw.js");
    }
    let hosts_dir = site.with_extension("hosts");
    write_hosts(&site, &hosts_dir, "/").unwrap();
    assert!(site.join("_headers").is_file() && site.join(".htaccess").is_file());
    for f in ["nginx.conf", "Caddyfile", "github-pages.yml"] {
        assert!(hosts_dir.join(f).is_file(), "{f}");
    }
    let files = site_files(&site).unwrap();
    assert!(FIXED_NAMES.iter().all(|f| !files.contains(&f.to_string())));
    fs::remove_dir_all(&site).unwrap();
    fs::remove_dir_all(&hosts_dir).unwrap();
}
