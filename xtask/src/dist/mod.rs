//! `cargo xtask dist [--out DIR] [--base PATH] [--tb DIR]`: a folder ready to upload to a static
//! host, the site and its tablebase, with the header files of the common hosts.
//!
//! * `DIR/site/` (default `DIR` = `dist`): what to publish. Every script, wasm file and
//!   stylesheet under a content-hashed name ([`names`]), the scripts minified with terser
//!   ([`finish_site`]; the browser tests' site is built the same way, by
//!   [`crate::stage::build_site`]), the tablebase in `tb/`, and the header files the hosts read
//!   from the published folder: `_headers` (Netlify, Cloudflare Pages) and `.htaccess` (Apache).
//! * `DIR/hosts/`: `nginx.conf` (a `location` block for the site at `--base`, default `/`),
//!   `Caddyfile` (the same for Caddy) and `github-pages.yml` (a workflow that builds and
//!   publishes the site).
//!
//! The tablebase is `--tb DIR` (an existing one, as `shard-tool build` wrote it) or else the
//! standard one, solved and built if missing as `serve` does (minutes the first time).
//! docs/deploy.md takes it from there to a published site on each host.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::shell::{remove_dir, step};
use crate::stage::{build_site, ensure_standard_tablebase, stage_tablebase, STANDARD_TB};
use crate::tools::{
    ensure_minifier, ensure_node, ensure_trunk, ensure_wasm_bindgen_cli, ensure_wasm_target,
    MINIFIER,
};

pub mod budget;
pub mod first;
pub mod hosts;
pub mod names;
#[cfg(test)]
mod tests;
pub mod wasm;

/// What `cargo xtask dist` was asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The output folder (its `site/` and `hosts/` are replaced).
    pub out: PathBuf,
    /// The site's path on its host (`/` or `/sub/path/`), for the header files.
    pub base: String,
    /// An existing tablebase to ship instead of the standard one.
    pub tb: Option<PathBuf>,
}

impl Options {
    /// Parses `[--out DIR] [--base PATH] [--tb DIR]`.
    pub fn parse(args: &[String]) -> Result<Options> {
        let mut opts = Options {
            out: PathBuf::from("dist"),
            base: "/".to_string(),
            tb: None,
        };
        let mut it = args.iter();
        while let Some(flag) = it.next() {
            let mut value = || {
                it.next()
                    .cloned()
                    .with_context(|| format!("{flag} needs a value"))
            };
            match flag.as_str() {
                "--out" => opts.out = PathBuf::from(value()?),
                "--base" => opts.base = hosts::normalize_base(&value()?),
                "--tb" => opts.tb = Some(PathBuf::from(value()?)),
                other => bail!("unknown argument {other:?} (expected --out, --base or --tb)"),
            }
        }
        Ok(opts)
    }
}

/// `cargo xtask dist`: installs what is missing, stages the tablebase, builds the site into
/// `out/site`, writes the header files, and says what was written.
pub fn dist(root: &Path, args: &[String]) -> Result<()> {
    let opts = Options::parse(args)?;
    ensure_wasm_target()?;
    ensure_wasm_bindgen_cli()?;
    ensure_trunk()?;
    ensure_node()?;
    ensure_minifier(root)?;
    let tb = match &opts.tb {
        Some(tb) => {
            if !tb.join("manifest.json").is_file() {
                bail!("{} has no manifest.json: not a tablebase", tb.display());
            }
            tb.clone()
        }
        None => {
            eprintln!(
                "no --tb: shipping the standard tablebase ({STANDARD_TB}), solved and built if \
                 missing (several minutes and about 1.5 GB in data/ the first time)"
            );
            ensure_standard_tablebase(root)?;
            root.join(STANDARD_TB)
        }
    };
    stage_tablebase(root, &tb)?;
    let out = root.join(&opts.out);
    let site = out.join("site");
    let hosts_dir = out.join("hosts");
    remove_dir(&hosts_dir)?;
    build_site(root, &site)?;
    step(&format!("header files for the hosts (base {})", opts.base));
    write_hosts(&site, &hosts_dir, &opts.base)?;
    summary(&site, &hosts_dir)
}

/// Writes `_headers` and `.htaccess` into the site, `nginx.conf`, `Caddyfile` and
/// `github-pages.yml` into `hosts_dir`.
pub fn write_hosts(site: &Path, hosts_dir: &Path, base: &str) -> Result<()> {
    let files = site_files(site)?;
    fs::write(site.join("_headers"), hosts::headers_file(&files, base)?)?;
    fs::write(site.join(".htaccess"), hosts::htaccess())?;
    fs::create_dir_all(hosts_dir)?;
    fs::write(
        hosts_dir.join("nginx.conf"),
        hosts::nginx_snippet(base, hosts::NGINX_ROOT),
    )?;
    fs::write(
        hosts_dir.join("Caddyfile"),
        hosts::caddy_snippet(base, hosts::CADDY_ROOT),
    )?;
    fs::write(
        hosts_dir.join("github-pages.yml"),
        hosts::github_pages_workflow(),
    )?;
    Ok(())
}

/// Every file under `dir`, as `/`-separated paths relative to it, sorted.
pub fn site_files(dir: &Path) -> Result<Vec<String>> {
    fn walk(dir: &Path, prefix: &str, out: &mut Vec<String>) -> Result<()> {
        for entry in fs::read_dir(dir)? {
            let entry = entry?;
            let name = format!("{prefix}{}", entry.file_name().to_string_lossy());
            if entry.file_type()?.is_dir() {
                walk(&entry.path(), &format!("{name}/"), out)?;
            } else {
                out.push(name);
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(dir, "", &mut out)?;
    out.sort();
    Ok(out)
}

/// The file count, the total and the largest files, against the hosts' limits.
fn summary(site: &Path, hosts_dir: &Path) -> Result<()> {
    let files = site_files(site)?;
    let mut sizes: Vec<(u64, &String)> = files
        .iter()
        .map(|f| Ok((fs::metadata(site.join(f))?.len(), f)))
        .collect::<Result<_>>()?;
    sizes.sort_by(|a, b| b.cmp(a));
    let total: u64 = sizes.iter().map(|(n, _)| n).sum();
    step(&format!("ready to upload: {}", site.display()));
    eprintln!(
        "{} files, {:.1} MB; the largest:",
        files.len(),
        total as f64 / 1e6
    );
    for (n, f) in sizes.iter().take(3) {
        eprintln!("  {f}: {:.1} MB", *n as f64 / 1e6);
    }
    let (largest, _) = sizes.first().copied().unwrap_or((0, &String::new()));
    if largest > 25 * 1024 * 1024 || files.len() > 20_000 {
        eprintln!("warning: over Cloudflare Pages' limits (25 MiB a file, 20,000 files)");
    }
    eprintln!(
        "host configuration: {} (nginx, Caddy, GitHub Pages); docs/deploy.md says what to do on each host",
        hosts_dir.display()
    );
    Ok(())
}

/// `html` with the loader that starts the module the page needs, and the pages drawn from the
/// site's files in every language ([`first`], `app::prerender`).
fn first_visit(site: &Path, html: &str, names: &names::Names) -> Result<String> {
    let (html, explorer) = first::remove_trunk_loader(html)?;
    let html = first::insert_loader(&html, &first::module_loader(&explorer, names)?)?;
    let manifest = fs::read_to_string(site.join("tb/manifest.json"))
        .context("the site has no tb/manifest.json")?;
    let stats = fs::read_to_string(site.join("tb/stats.json")).ok();
    let files = app::prerender::SiteFiles {
        manifest: &manifest,
        stats: stats.as_deref(),
    };
    let mut paints = Vec::new();
    let mut welcomes = Vec::new();
    for lang in app::i18n::Lang::ALL {
        for page in app::prerender::DRAWN {
            let mut paint = app::prerender::page(files, page, lang)
                .with_context(|| format!("drawing the page {} for index.html", page.tag()))?;
            if page == app::link::Page::Gobbler {
                paint.html = app::prerender::with_gobbler(&paint.html, &gobbler_start(lang)?)
                    .context("the Gobbler page's shell has no empty container")?;
            }
            paints.push(paint);
        }
        welcomes.push((
            lang,
            app::prerender::start_welcome(&manifest, lang)
                .context("drawing the start page's welcome for index.html")?,
        ));
    }
    let markup = first::first_paint(&paints, &welcomes)?;
    eprintln!(
        "index.html: the loader of {} or the full module, {} pages drawn ({} B in {} languages)",
        explorer.js,
        app::prerender::DRAWN.len(),
        markup.templates.len() + markup.script.len(),
        app::i18n::Lang::ALL.len()
    );
    first::insert_first_paint(&html, &markup)
}

/// The Gobbler page as its module draws it at its start in `lang` (nothing stored, no link).
fn gobbler_start(lang: app::i18n::Lang) -> Result<String> {
    use gobbler_web::model::{Model, Start};
    let lang = gobbler_web::i18n::Lang::from_tag(lang.tag())
        .with_context(|| format!("the Gobbler page has no language {}", lang.tag()))?;
    let (m, _) = Model::init(Start {
        lang,
        query: app::prerender::query_of(app::link::Page::Gobbler),
        ..Start::default()
    });
    Ok(gobbler_web::shell::render(&m, app::prerender::PAGE_URL))
}

/// Gzip size (level 9) of a file, as the hosts would send it.
fn gzip_len(path: &Path) -> Result<usize> {
    let out = Command::new("gzip").arg("-9c").arg(path).output()?;
    if !out.status.success() {
        bail!("gzip -9c {} failed", path.display());
    }
    Ok(out.stdout.len())
}

/// Minifies one script in place with terser (`module`: an ES module, whose top level is
/// mangled too); returns (raw before, gzip before, raw after, gzip after).
fn minify(root: &Path, path: &Path, module: bool) -> Result<[usize; 4]> {
    let before = [fs::metadata(path)?.len() as usize, gzip_len(path)?];
    let tmp = path.with_extension("min.js");
    let mut cmd = Command::new("node");
    cmd.arg(root.join(MINIFIER)).arg(path);
    if module {
        cmd.arg("--module");
    }
    cmd.args(["--compress", "--mangle", "--output"]).arg(&tmp);
    let status = cmd.status().context("could not start node")?;
    if !status.success() {
        bail!("terser failed on {} ({status})", path.display());
    }
    fs::rename(&tmp, path)?;
    Ok([
        before[0],
        before[1],
        fs::metadata(path)?.len() as usize,
        gzip_len(path)?,
    ])
}

/// After trunk: minifies the scripts and drops the wasm modules' custom sections (updating the
/// integrity index.html gives them), renames the files trunk leaves unhashed ([`names::hash_files`]) and writes their names into
/// index.html and sw.js, puts in index.html the loader that starts the module the page needs and
/// the explorer's start page ([`first`]); prints each script's size before and after, and the
/// explorer's module's gzip size against its budget ([`budget`]), and returns that module's name
/// and size (the browser tests enforce the budget on it).
pub fn finish_site(root: &Path, site: &Path) -> Result<(String, usize)> {
    step("minifying the scripts (terser), hashing the names trunk leaves fixed");
    let index = site.join("index.html");
    let html = fs::read_to_string(&index)?;
    let mut html = names::pad_short_hashes(site, &site_files(site)?, &html)?;
    let mut scripts: Vec<String> = site_files(site)?
        .into_iter()
        .filter(|f| f.ends_with(".js") && !f.contains('/') && f != "sw.js")
        .collect();
    scripts.sort();
    let mut report = Vec::new();
    for file in &scripts {
        report.push((file.clone(), minify(root, &site.join(file), true)?));
        let value = names::integrity(&fs::read(site.join(file))?);
        html = names::set_integrity(&html, file, &value).0;
    }
    // The modules' custom sections (wasm-bindgen's `name` section, …): metadata no browser
    // needs, before the names are hashed so that a name says what is served.
    let mut modules: Vec<String> = site_files(site)?
        .into_iter()
        .filter(|f| f.ends_with(".wasm") && !f.contains('/'))
        .collect();
    modules.sort();
    for file in &modules {
        let path = site.join(file);
        let before = fs::read(&path)?;
        let after = wasm::strip_custom_sections(&before)
            .with_context(|| format!("stripping the custom sections of {file}"))?;
        fs::write(&path, &after)?;
        html = names::set_integrity(&html, file, &names::integrity(&after)).0;
        eprintln!(
            "{file}: {} → {} B without its custom sections",
            before.len(),
            after.len()
        );
    }
    let (explorer, gzip) = budget::explorer_size(site)?;
    eprintln!("{}", budget::report(&explorer, gzip));
    let names = names::hash_files(site)?;
    let html = names::rewrite_index(&html, &names)?;
    fs::write(&index, first_visit(site, &html, &names)?)?;
    let sw = site.join("sw.js");
    fs::write(&sw, names::rewrite_sw(&fs::read_to_string(&sw)?, &names)?)?;
    report.push(("sw.js".to_string(), minify(root, &sw, false)?));
    eprintln!("{:<34} raw → minified     gzip -9 → minified", "script");
    for (file, [raw, gz, raw2, gz2]) in &report {
        eprintln!("{file:<34} {raw:>6} → {raw2:>6} B   {gz:>6} → {gz2:>6} B");
    }
    for (fixed, hashed) in &names {
        eprintln!("{fixed} → {hashed}");
    }
    Ok((explorer, gzip))
}
