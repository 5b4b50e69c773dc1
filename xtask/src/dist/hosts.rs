//! The header files for the common static hosts, written from the built site's file list: the
//! caching rule of each file (immutable when its name or folder carries a hash, revalidated
//! otherwise), the MIME types browsers insist on (`application/wasm` for streaming compilation,
//! `application/manifest+json`), compression of text and wasm but never of the tablebase (so range
//! requests keep working). Pure functions of their inputs (tested in `dist/tests.rs`).

use anyhow::{bail, Result};

use super::names::is_hashed;

/// `Cache-Control` of a file whose name (or whose tablebase build folder) carries a hash.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// `Cache-Control` of every other file: kept, but asked again (a 304 when unchanged).
pub const REVALIDATE: &str = "no-cache";
/// Cloudflare Pages reads at most this many rules from `_headers`.
pub const MAX_HEADER_RULES: usize = 100;

/// How a host should let browsers cache a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Caching {
    /// Its name changes with its content: cached for a year, never asked again.
    Immutable,
    /// Its name stays (index.html, sw.js, the manifests, icons): asked again every time.
    Revalidate,
}

/// The tablebase build folder of a site path (`tb/<16 hex>/…`), if it is in one.
fn tb_build(path: &str) -> Option<&str> {
    let rest = path.strip_prefix("tb/")?;
    let (build, _) = rest.split_once('/')?;
    let hex = build.len() == 16 && build.bytes().all(|b| b.is_ascii_hexdigit());
    hex.then_some(build)
}

/// The caching of a file, from its path relative to the site root (`/`-separated).
pub fn caching(path: &str) -> Caching {
    let top_level = !path.contains('/');
    if tb_build(path).is_some() || (top_level && is_hashed(path)) {
        Caching::Immutable
    } else {
        Caching::Revalidate
    }
}

/// The MIME type a host might get wrong, if the file has one.
fn content_type(path: &str) -> Option<&'static str> {
    if path.ends_with(".wasm") {
        Some("application/wasm")
    } else if path.ends_with(".webmanifest") {
        Some("application/manifest+json")
    } else {
        None
    }
}

/// `base` as a path that starts and ends with `/` (`gobblet` → `/gobblet/`, `` → `/`).
pub fn normalize_base(base: &str) -> String {
    let trimmed = base.trim_matches('/');
    if trimmed.is_empty() {
        "/".to_string()
    } else {
        format!("/{trimmed}/")
    }
}

/// `_headers` for Netlify and Cloudflare Pages: one rule per file or folder, none overlapping
/// (both hosts merge the headers of every rule that matches, so a catch-all rule would add its
/// `Cache-Control` to the immutable files'). `files` are the site's paths (see
/// [`super::site_files`]); `base` is the site's path on the host.
pub fn headers_file(files: &[String], base: &str) -> Result<String> {
    let mut out = String::from(
        "# Written by `cargo xtask dist` (xtask/src/dist/hosts.rs); read by Netlify and \
         Cloudflare Pages\n# from the published folder (docs/deploy.md). Hashed names: \
         cached for a year; the rest: revalidated.\n",
    );
    let mut rules = 0;
    let mut rule = |out: &mut String, path: &str, caching: &str, ctype: Option<&str>| {
        out.push_str(&format!("{path}\n  Cache-Control: {caching}\n"));
        if let Some(t) = ctype {
            out.push_str(&format!("  Content-Type: {t}\n"));
        }
        rules += 1;
    };
    rule(&mut out, base, REVALIDATE, None);
    let mut folders: Vec<&str> = Vec::new();
    for f in files {
        if f == "_headers" || f == ".htaccess" {
            continue;
        }
        if let Some(build) = tb_build(f) {
            if !folders.contains(&build) {
                folders.push(build);
                rule(&mut out, &format!("{base}tb/{build}/*"), IMMUTABLE, None);
            }
        } else if f.starts_with("icons/") {
            if !folders.contains(&"icons") {
                folders.push("icons");
                rule(&mut out, &format!("{base}icons/*"), REVALIDATE, None);
            }
        } else {
            let caching = match caching(f) {
                Caching::Immutable => IMMUTABLE,
                Caching::Revalidate => REVALIDATE,
            };
            rule(&mut out, &format!("{base}{f}"), caching, content_type(f));
        }
    }
    if rules > MAX_HEADER_RULES {
        bail!(
            "_headers would have {rules} rules; Cloudflare Pages reads at most {MAX_HEADER_RULES}"
        );
    }
    Ok(out)
}

/// The regular expression (nginx and Apache) of a hashed file name.
const HASHED_RE: &str = r"-[0-9a-f]{16}(_bg)?\.(js|wasm|css)$";
/// The regular expression (nginx and Apache) of a path in a tablebase build folder.
const TB_BUILD_RE: &str = r"/tb/[0-9a-f]{16}/";

/// Where the nginx snippet of `cargo xtask dist` expects the site (`<root><base>index.html`).
pub const NGINX_ROOT: &str = "/var/www";

/// An nginx `location` block for the site at `base` under `root`, to paste into a `server { }`
/// (the browser tests' nginx serves their site through it: `crate::servers`).
pub fn nginx_snippet(base: &str, root: &str) -> String {
    format!(
        r#"# Written by `cargo xtask dist` (xtask/src/dist/hosts.rs): the site at {base}, to paste
# into a `server {{ }}` block (docs/deploy.md). Upload the folder `site/` so that its index.html
# is <root>{base}index.html, and set `root` below to that <root>.
location {base} {{
    root {root};
    index index.html;
    # Text and wasm compressed; the tablebase's pack.bin (application/octet-stream) is not, so
    # nginx answers its range requests (it never serves a range of a compressed response).
    gzip on;
    # A cache between nginx and the browser (a CDN, a proxy) keeps one copy per encoding.
    gzip_vary on;
    gzip_types text/css text/javascript application/javascript application/wasm application/json application/manifest+json image/svg+xml;
    # index.html, sw.js, the manifests, icons: kept but asked again (a 304 when unchanged).
    add_header Cache-Control "{REVALIDATE}";
    # Hashed names and tablebase build folders never change their content.
    location ~ "{HASHED_RE}" {{
        add_header Cache-Control "{IMMUTABLE}";
        location ~ \.wasm$ {{
            types {{ }}
            default_type application/wasm;
            add_header Cache-Control "{IMMUTABLE}";
        }}
    }}
    location ~ "{TB_BUILD_RE}" {{
        add_header Cache-Control "{IMMUTABLE}";
    }}
    location ~ \.webmanifest$ {{
        types {{ }}
        default_type application/manifest+json;
        add_header Cache-Control "{REVALIDATE}";
    }}
}}
"#
    )
}

/// `.htaccess` for Apache (mod_mime, mod_headers, mod_deflate; the folder needs
/// `AllowOverride FileInfo` or `All`), at the site's root; paths are relative, so any base works.
pub fn htaccess() -> String {
    format!(
        r#"# Written by `cargo xtask dist` (xtask/src/dist/hosts.rs) for Apache 2.4 (docs/deploy.md).
AddType application/wasm .wasm
AddType application/manifest+json .webmanifest
<IfModule mod_headers.c>
  # index.html, sw.js, the manifests, icons: kept but asked again (a 304 when unchanged).
  Header set Cache-Control "{REVALIDATE}"
  # mod_deflate gives a compressed answer the ETag "<tag>-gzip", which Apache never matches
  # again: without this line a revalidation gets the whole file (200) instead of a 304.
  RequestHeader edit "If-None-Match" "^\"(.*)-gzip\"$" "\"$1-gzip\", \"$1\""
  # Hashed names and tablebase build folders never change their content.
  <FilesMatch "{HASHED_RE}">
    Header set Cache-Control "{IMMUTABLE}"
  </FilesMatch>
  <If "%{{REQUEST_URI}} =~ m#{TB_BUILD_RE}#">
    Header set Cache-Control "{IMMUTABLE}"
  </If>
</IfModule>
<IfModule mod_deflate.c>
  # Not application/octet-stream: the tablebase's pack.bin is served as is, ranges included.
  AddOutputFilterByType DEFLATE text/html text/css text/javascript application/javascript application/wasm application/json application/manifest+json image/svg+xml
</IfModule>
"#
    )
}

/// Where the Caddy snippet of `cargo xtask dist` expects the site, as nginx's
/// ([`NGINX_ROOT`]).
pub const CADDY_ROOT: &str = NGINX_ROOT;

/// Caddy 2 directives for the site at `base` under `root`, to paste into a site block
/// (`example.org { … }`); the browser tests' Caddy serves their site through it
/// (`crate::web_hosts`). Caddy answers ranges, `HEAD` and `If-None-Match` by itself.
pub fn caddy_snippet(base: &str, root: &str) -> String {
    let immutable = format!("{HASHED_RE}|{TB_BUILD_RE}");
    format!(
        r#"# Written by `cargo xtask dist` (xtask/src/dist/hosts.rs): the site at {base}, to paste into a
# Caddy site block, e.g. `example.org {{ … }}` (docs/deploy.md). Upload the folder `site/` so that
# its index.html is <root>{base}index.html, and set `root` below to that <root>.
@gobblet path {base}*
handle @gobblet {{
	root * {root}
	# Text and wasm compressed; the tablebase's pack.bin (application/octet-stream) is not, so
	# its range requests are answered as they are.
	encode {{
		gzip
		match {{
			header Content-Type text/*
			header Content-Type application/javascript*
			header Content-Type application/wasm*
			header Content-Type application/json*
			header Content-Type application/manifest+json*
			header Content-Type image/svg+xml*
		}}
	}}
	# Hashed names and tablebase build folders never change their content; the rest (index.html,
	# sw.js, the manifests, icons) is kept but asked again (a 304 when unchanged). Two disjoint
	# matchers: Caddy orders same-named directives by their matchers, not as written.
	@immutable path_regexp "{immutable}"
	header @immutable Cache-Control "{IMMUTABLE}"
	@revalidate not path_regexp "{immutable}"
	header @revalidate Cache-Control "{REVALIDATE}"
	@webmanifest path *.webmanifest
	header @webmanifest Content-Type application/manifest+json
	# Named, so that HEAD says it too (Caddy guesses a type from the bytes on GET only).
	@tablebase path *.bin
	header @tablebase Content-Type application/octet-stream
	file_server
}}
"#
    )
}

/// A GitHub Actions workflow that builds the site and publishes it to GitHub Pages.
pub fn github_pages_workflow() -> String {
    r#"# Written by `cargo xtask dist` (xtask/src/dist/hosts.rs): copy to .github/workflows/pages.yml
# and choose "GitHub Actions" as the Pages source (docs/deploy.md). GitHub Pages sets its own
# headers (Cache-Control: max-age=600 on every file); it answers range requests.
name: Publish the site
on:
  workflow_dispatch:
  push:
    branches: [main]
permissions:
  contents: read
  pages: write
  id-token: write
concurrency:
  group: pages
  cancel-in-progress: false
jobs:
  build:
    runs-on: ubuntu-latest
    timeout-minutes: 90
    steps:
      - uses: actions/checkout@v4
      # trunk and wasm-bindgen-cli take about 20 minutes to install once: keep them.
      - uses: actions/cache@v4
        with:
          path: |
            ~/.cargo/bin
            ~/.cargo/registry
            target
          key: tools-${{ runner.os }}-${{ hashFiles('Cargo.lock') }}
      # The standard table is solved and its tablebase built on the first run (minutes).
      - uses: actions/cache@v4
        with:
          path: |
            data
            site
          key: tablebase-${{ hashFiles('rules/**', 'solver/**', 'tablebase/**', 'shard-tool/**') }}
      - run: cargo xtask dist --out dist
      - uses: actions/upload-pages-artifact@v3
        with:
          path: dist/site
  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: github-pages
      url: ${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
"#
    .to_string()
}
