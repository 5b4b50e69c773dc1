//! Servers: `cargo xtask serve` (trunk's server with the standard tablebase), and the servers the
//! browser tests and the web benchmark start: nginx at a sub-path from a generated configuration
//! and `trunk serve`, each a [`Server`] stopped when dropped, with a tiny HTTP client to know
//! when one answers. Servers bind 127.0.0.1 on free ports.

use std::fs;
use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

use crate::shell::{is_root, output, remove_dir, step};
use crate::stage::{ensure_standard_tablebase, stage_tablebase, STANDARD_TB};
use crate::tools::{ensure_trunk, ensure_wasm_bindgen_cli, ensure_wasm_target};

/// The sub-path nginx serves the site at (the site must work from any sub-path).
pub const SUB_PATH: &str = "/gobblet/";
/// How long the first `trunk serve` build may take (the app's release build for wasm32).
const TRUNK_SERVE_TIMEOUT: Duration = Duration::from_secs(900);

/// `cargo xtask serve`: installs what is missing, builds the standard tablebase if missing,
/// stages it and serves the app with `trunk serve --release` until Ctrl-C.
pub fn serve(root: &Path) -> Result<()> {
    ensure_wasm_target()?;
    ensure_wasm_bindgen_cli()?;
    ensure_trunk()?;
    ensure_standard_tablebase(root)?;
    stage_tablebase(root, &root.join(STANDARD_TB))?;
    step("building the app and serving it on http://127.0.0.1:8080 (Ctrl-C stops)");
    eprintln!("$ trunk serve --release");
    let status = Command::new("trunk")
        .args(["serve", "--release"])
        .env("TRUNK_OFFLINE", "true")
        .status()?;
    if !status.success() {
        bail!("trunk serve failed ({status})");
    }
    Ok(())
}

/// A free TCP port on 127.0.0.1 (bound, read, released).
pub fn free_port() -> Result<u16> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))?;
    Ok(listener.local_addr()?.port())
}

/// A server started by the tests: stopped (SIGTERM, then SIGKILL) when dropped.
pub struct Server {
    name: &'static str,
    child: Child,
    /// The port it listens on (127.0.0.1).
    pub port: u16,
}

impl Server {
    /// Starts `cmd` (echoed as `echo`), a server that will listen on `port`.
    pub fn spawn(name: &'static str, mut cmd: Command, port: u16, echo: &str) -> Result<Server> {
        eprintln!("$ {echo}");
        let child = cmd
            .spawn()
            .with_context(|| format!("could not start {name}"))?;
        Ok(Server { name, child, port })
    }

    /// Waits until `GET path` answers 200 with a body containing `marker`.
    pub fn wait_ready(&mut self, path: &str, marker: &str, timeout: Duration) -> Result<()> {
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
/// target/e2e/nginx, serving target/e2e/dist at /gobblet/ (through the nginx snippet of
/// `cargo xtask dist`).
pub fn start_nginx(work: &Path) -> Result<Server> {
    start_nginx_serving(&work.join("nginx"), &work.join("dist"))
}

/// [`start_nginx`] with its files in `dir`, serving the folder `site` (which may change while
/// it runs: nginx reads every file when asked).
pub fn start_nginx_serving(dir: &Path, site: &Path) -> Result<Server> {
    let dir = dir.to_path_buf();
    remove_dir(&dir)?;
    fs::create_dir_all(dir.join("tmp"))?;
    let port = free_port()?;
    // The site at <dir>/root/gobblet/ (a link to the dist), served through the very snippet
    // `cargo xtask dist` writes for nginx: the tests see its caching and MIME types.
    let site_root = dir.join("root");
    fs::create_dir_all(&site_root)?;
    std::os::unix::fs::symlink(site, site_root.join(SUB_PATH.trim_matches('/')))?;
    let conf = nginx_conf(&dir, &site_root, port, is_root());
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

/// Debian's nginx (in /usr/sbin, which is not on every user's PATH).
pub fn nginx_binary() -> PathBuf {
    output("sh", &["-c", "command -v nginx"])
        .map(|s| PathBuf::from(s.trim()))
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or_else(|| PathBuf::from("/usr/sbin/nginx"))
}

/// The generated nginx configuration: no path outside `dir` is written; the site is served by
/// [`crate::dist::hosts::nginx_snippet`] from `site_root` (which holds the site at `SUB_PATH`).
fn nginx_conf(dir: &Path, site_root: &Path, port: u16, root: bool) -> String {
    let site = crate::dist::hosts::nginx_snippet(SUB_PATH, &site_root.to_string_lossy())
        .lines()
        .map(|l| format!("        {l}\n"))
        .collect::<String>();
    let server = format!(
        "    server {{
        listen 127.0.0.1:{port};
        server_name localhost;
        location = /gobblet {{
            return 301 /gobblet/;
        }}
{site}        location / {{
            return 404;
        }}
    }}
"
    );
    nginx_main_conf(dir, root, &server)
}

/// A whole nginx configuration around `http_body` (server blocks, caches): one process, the
/// site's MIME types, every file nginx writes (pid, logs, temporary files) in `dir`.
pub fn nginx_main_conf(dir: &Path, root: bool, http_body: &str) -> String {
    let d = dir.display();
    // One process (no workers), so stopping the child stops nginx; as root it stays root, so it
    // can read the workspace whoever owns it.
    let user = if root { "user root;\n" } else { "" };
    format!(
        "# Generated by `cargo xtask` (xtask/src/servers.rs) for the browser tests.
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
{http_body}}}
"
    )
}

/// `trunk serve --release --no-spa` on a free port, building into its own dist: the build the
/// README's main job serves (`serve`). Not a debug build: a clean clone spent 2.5 minutes of
/// both cores on the wasm dev profile for it alone; arithmetic overflow and debug assertions are
/// the native tests' to find (they run the same crates' logic with both on).
pub fn start_trunk_serve(root: &Path, work: &Path) -> Result<Server> {
    let port = free_port()?.to_string();
    remove_dir(&work.join("dist-serve"))?;
    let log_path = work.join("trunk-serve.log");
    let log = fs::File::create(&log_path)?;
    // Watch only index.html: source edits made while the tests run must not rebuild the site
    // under them. No autoreload script: the page is what any static host would serve.
    let args = [
        "serve",
        "--release",
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
