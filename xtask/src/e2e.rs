//! The end-to-end browser tests: a small tablebase, the site built by trunk, served two ways
//! (nginx at a sub-path, `trunk serve` at the root), and `e2e/explorer.test.mjs` run against both
//! in headless Chromium (playwright-core, Node's test runner).
//!
//! Everything lives under `target/e2e/`: the solved table and tablebase of the `--cover off`
//! variant (2.3 M positions, P1 wins the start in 9 plies, built in seconds), the two builds of
//! the site, nginx's generated configuration, logs and temporary files. Both servers bind
//! 127.0.0.1 on free ports and are stopped when `run` returns, whether the tests pass or not.

use std::fs;
use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

use super::{output, step};

/// The sub-path nginx serves the site at (the site must work from any sub-path).
const SUB_PATH: &str = "/gobblet/";
/// How long the first `trunk serve` build may take (a debug build of the app for wasm32).
const TRUNK_SERVE_TIMEOUT: Duration = Duration::from_secs(900);

/// Which browser tests to run and where.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    /// Test files in `e2e/` (default: every `*.test.mjs`).
    pub files: Vec<String>,
    /// Serve with nginx only (skips `trunk serve`'s own debug build: for quick runs by hand).
    pub nginx_only: bool,
}

impl Selection {
    /// Parses `[--nginx-only] [FILE.test.mjs ...]`.
    pub fn parse(args: &[String]) -> Result<Selection> {
        let mut sel = Selection::default();
        for a in args {
            match a.as_str() {
                "--nginx-only" => sel.nginx_only = true,
                f if f.ends_with(".test.mjs") => {
                    sel.files.push(f.trim_start_matches("e2e/").to_string())
                }
                other => {
                    bail!("unknown argument {other:?} (expected --nginx-only or FILE.test.mjs)")
                }
            }
        }
        Ok(sel)
    }
}

/// Every browser test file in `e2e/`, sorted.
fn all_test_files(root: &Path) -> Result<Vec<String>> {
    let mut files: Vec<String> = fs::read_dir(root.join("e2e"))?
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".test.mjs"))
        .collect();
    files.sort();
    Ok(files)
}

/// Builds everything the browser tests need, serves it, runs them, stops the servers.
pub fn run(root: &Path, selection: &Selection) -> Result<()> {
    let started = Instant::now();
    let root = fs::canonicalize(root)
        .with_context(|| format!("the workspace root {} does not exist", root.display()))?;
    let root = root.as_path();
    // E2E_WORK: another work folder, so two runs by hand do not share one.
    let work = match std::env::var_os("E2E_WORK") {
        Some(w) => root.join(w),
        None => root.join("target/e2e"),
    };
    fs::create_dir_all(&work)?;
    let files = if selection.files.is_empty() {
        all_test_files(root)?
    } else {
        selection.files.clone()
    };
    for f in &files {
        if !root.join("e2e").join(f).is_file() {
            bail!("no browser test file e2e/{f}");
        }
    }

    ensure_tools(root)?;
    build_tablebase(root, &work)?;
    build_site(root, &work)?;

    step("starting nginx: target/e2e/dist at the sub-path /gobblet/ on 127.0.0.1");
    let nginx = start_nginx(&work)?;
    let nginx_url = format!("http://127.0.0.1:{}{SUB_PATH}", nginx.port);

    let mut urls = nginx_url;
    let trunk = if selection.nginx_only {
        None
    } else {
        step("starting `trunk serve --no-spa` (its own build into target/e2e/dist-serve) on 127.0.0.1");
        let trunk = start_trunk_serve(root, &work)?;
        urls.push_str(&format!(",http://127.0.0.1:{}/", trunk.port));
        Some(trunk)
    };

    step(&format!(
        "browser tests ({}) against {urls}",
        files.join(", ")
    ));
    let shard_tool = root.join("target/release/shard-tool");
    let tb = work.join("tb");
    let dist = work.join("dist");
    let out = root.join("e2e/out");
    eprintln!(
        "$ cd e2e && E2E_URLS={urls} E2E_SHARD_TOOL={} E2E_TB={} E2E_DIST={} E2E_OUT={} \
         node --test --test-concurrency=1 --test-reporter=spec {}",
        shard_tool.display(),
        tb.display(),
        dist.display(),
        out.display(),
        files.join(" ")
    );
    remove_dir(&out)?;
    let tests_started = Instant::now();
    let status = Command::new("node")
        .args(["--test", "--test-concurrency=1", "--test-reporter=spec"])
        .args(&files)
        .current_dir(root.join("e2e"))
        .env("E2E_URLS", &urls)
        .env("E2E_SHARD_TOOL", &shard_tool)
        .env("E2E_TB", &tb)
        .env("E2E_DIST", &dist)
        .env("E2E_OUT", &out)
        .status()
        .context("could not start node")?;
    let tests_took = tests_started.elapsed();

    step("stopping the servers");
    drop(trunk);
    drop(nginx);

    if !status.success() {
        bail!(
            "the browser tests failed ({status}); the servers' logs are in {}",
            work.display()
        );
    }
    eprintln!(
        "\nbrowser tests passed in {:.0} s ({:.0} s in all); screenshots in {}",
        tests_took.as_secs_f64(),
        started.elapsed().as_secs_f64(),
        out.display()
    );
    Ok(())
}

/// Runs a command in `dir` with extra environment variables, echoing it; fails if it fails.
fn run_in(dir: &Path, env: &[(&str, &str)], program: &str, args: &[&str]) -> Result<()> {
    let vars: String = env.iter().map(|(k, v)| format!("{k}={v} ")).collect();
    eprintln!("$ {vars}{program} {}", args.join(" "));
    let status = Command::new(program)
        .args(args)
        .current_dir(dir)
        .envs(env.iter().copied())
        .status()
        .with_context(|| format!("could not start {program}"))?;
    if !status.success() {
        bail!("`{program} {}` failed ({status})", args.join(" "));
    }
    Ok(())
}

/// Whether a command runs and succeeds (its output is discarded).
fn succeeds(program: &str, args: &[&str]) -> bool {
    Command::new(program)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn is_root() -> bool {
    output("id", &["-u"]).is_some_and(|s| s.trim() == "0")
}

/// Installs Chromium, nginx and Node.js from Debian's packages if any is missing.
fn ensure_system_packages() -> Result<()> {
    step("checking Debian packages: chromium, nginx, nodejs, npm, a Chinese font");
    // (command or file that must exist, package that provides it). The font draws the
    // Traditional Chinese pages (without one Chromium shows empty boxes in screenshots).
    let wanted = [
        ("chromium", "chromium"),
        ("nginx", "nginx"),
        ("node", "nodejs"),
        ("npm", "npm"),
        (
            "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
            "fonts-wqy-microhei",
        ),
    ];
    let mut missing = Vec::new();
    for (cmd, pkg) in wanted {
        // nginx lives in /usr/sbin, which is not on every user's PATH: dpkg settles it.
        let found = if cmd.starts_with('/') {
            Path::new(cmd).exists()
        } else {
            succeeds("sh", &["-c", &format!("command -v {cmd}")])
                || (succeeds("dpkg", &["-s", pkg]) && Path::new("/usr/sbin").join(cmd).exists())
        };
        if found {
            eprintln!("{pkg}: installed");
        } else {
            eprintln!("{pkg}: missing");
            missing.push(pkg);
        }
    }
    if missing.is_empty() {
        return Ok(());
    }
    step(&format!("installing {} with apt-get", missing.join(", ")));
    let here = Path::new(".");
    let sudo = !is_root();
    let apt = |args: &[&str]| -> Result<()> {
        if sudo {
            let mut all = vec!["apt-get"];
            all.extend_from_slice(args);
            run_in(here, &[], "sudo", &all)
        } else {
            run_in(here, &[], "apt-get", args)
        }
    };
    apt(&["update"])?;
    let mut args = vec!["install", "-y", "--no-install-recommends"];
    args.extend(missing);
    apt(&args)
}

/// Everything the browser needs installed: Debian's packages, the Rust tools, the npm packages.
fn ensure_tools(root: &Path) -> Result<()> {
    ensure_system_packages()?;
    ensure_rust_tools()?;
    ensure_npm_packages(root)
}

/// The wasm32 target, wasm-bindgen-cli and trunk of the pinned versions (shared with `serve`).
fn ensure_rust_tools() -> Result<()> {
    super::ensure_wasm_target()?;
    super::ensure_wasm_bindgen_cli()?;
    super::ensure_trunk()
}

/// playwright-core, exactly as `e2e/package-lock.json` pins it.
fn ensure_npm_packages(root: &Path) -> Result<()> {
    step("checking the test's npm packages (e2e/node_modules)");
    let e2e = root.join("e2e");
    if e2e
        .join("node_modules/playwright-core/package.json")
        .exists()
    {
        eprintln!("installed");
        return Ok(());
    }
    eprintln!("(in e2e/)");
    if e2e.join("package-lock.json").exists() {
        run_in(&e2e, &[], "npm", &["ci", "--no-audit", "--no-fund"])
    } else {
        run_in(&e2e, &[], "npm", &["install", "--no-audit", "--no-fund"])
    }
}

/// The `--cover off` variant's solved table and tablebase, then `target/tb-current` = that
/// tablebase (the directory index.html copies into the site as `tb/`).
fn build_tablebase(root: &Path, work: &Path) -> Result<()> {
    step("building the solver and the shard tool (release)");
    run_in(
        root,
        &[],
        "cargo",
        &["build", "--release", "-p", "solver", "-p", "shard-tool"],
    )?;
    step("a small solved table: --cover off (2.3 M positions, P1 wins in 9)");
    let solved = work.join("solved");
    let tb = work.join("tb");
    remove_dir(&solved)?;
    remove_dir(&tb)?;
    run_in(
        root,
        &[],
        "target/release/solver",
        &[
            "solve",
            "--cover",
            "off",
            "--out",
            &solved.to_string_lossy(),
        ],
    )?;
    step("its tablebase (512 keys per shard, so a position needs several shards)");
    run_in(
        root,
        &[],
        "target/release/shard-tool",
        &[
            "build",
            "--solved",
            &solved.to_string_lossy(),
            "--out",
            &tb.to_string_lossy(),
            "--keys-per-shard",
            "512",
        ],
    )?;
    // The build is deterministic, so a second run (or a concurrent one) finds the same manifest
    // staged and leaves target/tb-current alone.
    super::stage_tablebase(root, &tb)
}

/// `trunk build --release` into `work/dist` (the site nginx serves).
fn build_site(root: &Path, work: &Path) -> Result<()> {
    let dist = work.join("dist");
    step(&format!(
        "building the site: trunk build --release into {}",
        dist.display()
    ));
    remove_dir(&dist)?;
    let dist_arg = dist.to_string_lossy().into_owned();
    run_in(
        root,
        &[("TRUNK_OFFLINE", "true")],
        "trunk",
        &["build", "--release", "--dist", &dist_arg],
    )?;
    if !dist.join("index.html").exists() || !dist.join("tb/manifest.json").exists() {
        bail!(
            "trunk build left no index.html or tb/manifest.json in {}",
            dist.display()
        );
    }
    Ok(())
}

/// `cargo xtask bench web`: the standard tablebase's site, built and served by nginx, measured
/// in headless Chromium by `e2e/bench-web.mjs` (which prints the figures).
pub fn bench_web(root: &Path, standard_tb: &Path) -> Result<()> {
    let root = fs::canonicalize(root)?;
    let root = root.as_path();
    let work = root.join("target/bench-web");
    fs::create_dir_all(&work)?;
    ensure_tools(root)?;
    super::stage_tablebase(root, standard_tb)?;
    build_site(root, &work)?;
    step("starting nginx on 127.0.0.1 (gzip on, as a CDN would)");
    let nginx = start_nginx(&work)?;
    let url = format!("http://127.0.0.1:{}{SUB_PATH}", nginx.port);
    step("measuring in headless Chromium (e2e/bench-web.mjs)");
    let dist = work.join("dist");
    eprintln!(
        "$ cd e2e && BENCH_URL={url} BENCH_DIST={} node bench-web.mjs",
        dist.display()
    );
    let status = Command::new("node")
        .arg("bench-web.mjs")
        .current_dir(root.join("e2e"))
        .env("BENCH_URL", &url)
        .env("BENCH_DIST", &dist)
        .status()
        .context("could not start node")?;
    drop(nginx);
    if !status.success() {
        bail!("the web benchmark failed ({status})");
    }
    Ok(())
}

fn remove_dir(dir: &Path) -> Result<()> {
    match fs::remove_dir_all(dir) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            Err(e).with_context(|| format!("removing {}", dir.display()))
        }
        _ => Ok(()),
    }
}

/// A free TCP port on 127.0.0.1 (bound, read, released).
fn free_port() -> Result<u16> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))?;
    Ok(listener.local_addr()?.port())
}

/// A server started by the tests: stopped (SIGTERM, then SIGKILL) when dropped.
struct Server {
    name: &'static str,
    child: Child,
    port: u16,
}

impl Server {
    fn spawn(name: &'static str, mut cmd: Command, port: u16, echo: &str) -> Result<Server> {
        eprintln!("$ {echo}");
        let child = cmd
            .spawn()
            .with_context(|| format!("could not start {name}"))?;
        Ok(Server { name, child, port })
    }

    /// Waits until `GET path` answers 200 with a body containing `marker`.
    fn wait_ready(&mut self, path: &str, marker: &str, timeout: Duration) -> Result<()> {
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait()? {
                bail!("{} exited before it answered ({status})", self.name);
            }
            if let Some((200, body)) = http_get(self.port, path) {
                if body.contains(marker) {
                    eprintln!(
                        "{} answers on http://127.0.0.1:{}{path} ({:.1} s)",
                        self.name,
                        self.port,
                        started.elapsed().as_secs_f64()
                    );
                    return Ok(());
                }
            }
            if started.elapsed() > timeout {
                bail!(
                    "{} did not answer http://127.0.0.1:{}{path} within {} s",
                    self.name,
                    self.port,
                    timeout.as_secs()
                );
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Ok(Some(_)) = self.child.try_wait() {
            return;
        }
        let pid = self.child.id().to_string();
        eprintln!("$ kill -TERM {pid}   # {}", self.name);
        let _ = Command::new("kill")
            .args(["-TERM", &pid])
            .stderr(Stdio::null())
            .status();
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        eprintln!("{} did not stop: killing it", self.name);
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `GET path` on 127.0.0.1:port: the status and the whole response, or `None`.
fn http_get(port: u16, path: &str) -> Option<(u16, String)> {
    let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let mut stream = TcpStream::connect_timeout(&addr, Duration::from_secs(1)).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut response = Vec::new();
    stream.read_to_end(&mut response).ok()?;
    let text = String::from_utf8_lossy(&response).into_owned();
    let status = text.split_whitespace().nth(1)?.parse().ok()?;
    Some((status, text))
}

/// nginx in the foreground, one process, everything (pid, logs, temporary files) in
/// target/e2e/nginx, serving target/e2e/dist at /gobblet/.
fn start_nginx(work: &Path) -> Result<Server> {
    let dir = work.join("nginx");
    remove_dir(&dir)?;
    fs::create_dir_all(dir.join("tmp"))?;
    let port = free_port()?;
    let conf = nginx_conf(&dir, &work.join("dist"), port, is_root());
    let conf_path = dir.join("nginx.conf");
    fs::write(&conf_path, conf)?;
    let error_log = dir.join("error.log");
    let mut cmd = Command::new(nginx_binary());
    cmd.arg("-e")
        .arg(&error_log)
        .arg("-p")
        .arg(&dir)
        .arg("-c")
        .arg(&conf_path)
        .stdin(Stdio::null());
    let echo = format!(
        "{} -e {} -p {} -c {}",
        nginx_binary().display(),
        error_log.display(),
        dir.display(),
        conf_path.display()
    );
    let mut server = Server::spawn("nginx", cmd, port, &echo)?;
    if let Err(e) = server.wait_ready(SUB_PATH, "<html", Duration::from_secs(15)) {
        let log = fs::read_to_string(&error_log).unwrap_or_default();
        bail!("{e}\n{}:\n{log}", error_log.display());
    }
    Ok(server)
}

fn nginx_binary() -> PathBuf {
    output("sh", &["-c", "command -v nginx"])
        .map(|s| PathBuf::from(s.trim()))
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or_else(|| PathBuf::from("/usr/sbin/nginx"))
}

/// The generated nginx configuration: no path outside `dir` is written.
fn nginx_conf(dir: &Path, dist: &Path, port: u16, root: bool) -> String {
    let d = dir.display();
    let dist = dist.display();
    // One process (no workers), so stopping the child stops nginx; as root it stays root, so it
    // can read the workspace whoever owns it.
    let user = if root { "user root;\n" } else { "" };
    format!(
        "# Generated by `cargo xtask` (xtask/src/e2e.rs) for the browser tests.
daemon off;
master_process off;
{user}worker_processes 1;
pid {d}/nginx.pid;
error_log {d}/error.log warn;
events {{
    worker_connections 64;
}}
http {{
    types {{
        text/html html;
        text/css css;
        text/javascript js mjs;
        application/wasm wasm;
        application/json json;
        application/manifest+json webmanifest;
        image/png png;
        image/svg+xml svg;
        image/x-icon ico;
    }}
    default_type application/octet-stream;
    access_log {d}/access.log;
    client_body_temp_path {d}/tmp/client_body;
    proxy_temp_path {d}/tmp/proxy;
    fastcgi_temp_path {d}/tmp/fastcgi;
    uwsgi_temp_path {d}/tmp/uwsgi;
    scgi_temp_path {d}/tmp/scgi;
    sendfile on;
    # Compress as a CDN would (the shards are already dense; compressing them gains little).
    gzip on;
    gzip_types text/css text/javascript application/wasm application/json;
    server {{
        listen 127.0.0.1:{port};
        server_name localhost;
        location = /gobblet {{
            return 301 /gobblet/;
        }}
        location /gobblet/ {{
            alias {dist}/;
            index index.html;
        }}
        location / {{
            return 404;
        }}
    }}
}}
"
    )
}

/// `trunk serve --no-spa` on a free port, building into its own dist (a debug build, so
/// arithmetic overflow and other debug assertions in the app surface as page errors).
fn start_trunk_serve(root: &Path, work: &Path) -> Result<Server> {
    let port = free_port()?.to_string();
    remove_dir(&work.join("dist-serve"))?;
    let log_path = work.join("trunk-serve.log");
    let log = fs::File::create(&log_path)?;
    // Watch only index.html: source edits made while the tests run must not rebuild the site
    // under them. No autoreload script: the page is what any static host would serve.
    let args = [
        "serve",
        "--no-spa",
        "--no-autoreload",
        "--watch",
        "index.html",
        "--dist",
        "target/e2e/dist-serve",
        "--port",
        &port,
        "--address",
        "127.0.0.1",
    ];
    let mut cmd = Command::new("trunk");
    cmd.args(args)
        .current_dir(root)
        .env("TRUNK_OFFLINE", "true")
        .stdin(Stdio::null())
        .stdout(log.try_clone()?)
        .stderr(log);
    let echo = format!(
        "TRUNK_OFFLINE=true trunk {} > target/e2e/trunk-serve.log 2>&1",
        args.join(" ")
    );
    let mut server = Server::spawn("trunk serve", cmd, port.parse()?, &echo)?;
    eprintln!("(waiting for its first build; the log is target/e2e/trunk-serve.log)");
    if let Err(e) = server.wait_ready("/", ".wasm", TRUNK_SERVE_TIMEOUT) {
        let log = fs::read_to_string(&log_path).unwrap_or_default();
        let tail: Vec<&str> = log.lines().rev().take(30).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        bail!(
            "{e}\nthe end of {}:\n{}",
            log_path.display(),
            tail.join("\n")
        );
    }
    if http_get(server.port, "/tb/manifest.json").map(|(s, _)| s) != Some(200) {
        bail!("trunk serve does not serve tb/manifest.json");
    }
    Ok(server)
}
