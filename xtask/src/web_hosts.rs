//! The other web servers the browser tests put the built site behind (`e2e/hosts.test.mjs`),
//! each started for that test file only, on 127.0.0.1 on a free port, from a configuration
//! generated in `target/e2e/hosts/<name>/`:
//!
//! * **Apache httpd** (Debian's `apache2`), reading the site's own `.htaccess`: the site at
//!   `/gobblet/` with `AllowOverride FileInfo`, and the same folder at `/bare/` with
//!   `AllowOverride None`, so the test sees which headers the `.htaccess` itself sets;
//! * **Caddy** (Debian's `caddy`), through the Caddy snippet `cargo xtask dist` writes;
//! * **a caching reverse proxy**, the CDN stand-in: nginx's `proxy_cache` with `slice` in front
//!   of the shared nginx (docs/deploy.md says why not Varnish), and in the same nginx process
//!   a server that ignores `Range` (`max_ranges 0`: every range asked is answered `200` with the
//!   whole file), serving the site through the dist's nginx snippet.
//!
//! [`start`] returns them as [`Server`]s (stopped when dropped) and the `E2E_HOSTS` value that
//! tells the test file where each is.

use std::fs;
use std::os::unix::fs::symlink;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use anyhow::{bail, Result};

use crate::dist::hosts::{caddy_snippet, nginx_snippet};
use crate::servers::{free_port, nginx_binary, nginx_main_conf, Server, SUB_PATH};
use crate::shell::{is_root, remove_dir, step};

/// How long a server may take to answer its first request.
const READY: Duration = Duration::from_secs(20);
/// The CDN stand-in's slice: the unit it fetches from the origin and caches. Real CDNs use a
/// megabyte or more; the browser tests' table is small, so its pack spans several slices.
pub const SLICE: &str = "16k";

/// The servers of `e2e/hosts.test.mjs` and where each serves the site.
pub struct Hosts {
    /// Stopped when dropped.
    pub servers: Vec<Server>,
    /// `name=url,…` for the test (`E2E_HOSTS`).
    pub urls: String,
}

/// Starts Apache, Caddy and the CDN stand-in (in front of the shared nginx on `origin_port`)
/// serving `work/dist`.
pub fn start(work: &Path, origin_port: u16) -> Result<Hosts> {
    let dir = work.join("hosts");
    remove_dir(&dir)?;
    let dist = work.join("dist");
    let mut servers = Vec::new();
    let mut urls = Vec::new();

    step("starting Apache httpd with the site's .htaccess on 127.0.0.1");
    let apache = start_apache(&dir.join("apache"), &dist)?;
    urls.push(format!("apache=http://127.0.0.1:{}{SUB_PATH}", apache.port));
    urls.push(format!(
        "apache-bare=http://127.0.0.1:{}/bare/",
        apache.port
    ));
    servers.push(apache);

    step("starting Caddy with the dist's Caddy snippet on 127.0.0.1");
    let caddy = start_caddy(&dir.join("caddy"), &dist)?;
    urls.push(format!("caddy=http://127.0.0.1:{}{SUB_PATH}", caddy.port));
    servers.push(caddy);

    step("starting the CDN stand-in (nginx proxy_cache + slice) and a server that ignores Range");
    let (cdn, no_ranges_port) = start_cdn(&dir.join("cdn"), &dist, origin_port)?;
    urls.push(format!("cdn=http://127.0.0.1:{}{SUB_PATH}", cdn.port));
    urls.push(format!(
        "no-ranges=http://127.0.0.1:{no_ranges_port}{SUB_PATH}"
    ));
    servers.push(cdn);

    Ok(Hosts {
        servers,
        urls: urls.join(","),
    })
}

/// A folder `root` holding `site` at the sub-path (`root/gobblet` → `site`), as the nginx and
/// Caddy snippets expect (`<root>/gobblet/index.html`).
fn site_root(dir: &Path, site: &Path) -> Result<std::path::PathBuf> {
    let root = dir.join("root");
    fs::create_dir_all(&root)?;
    symlink(site, root.join(SUB_PATH.trim_matches('/')))?;
    Ok(root)
}

/// Waits for `server`, or fails with the end of its log.
fn ready(mut server: Server, log: &Path) -> Result<Server> {
    if let Err(e) = server.wait_ready(SUB_PATH, "<html", READY) {
        let text = fs::read_to_string(log).unwrap_or_default();
        let tail: Vec<&str> = text.lines().rev().take(30).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        bail!("{e}\nthe end of {}:\n{}", log.display(), tail.join("\n"));
    }
    Ok(server)
}

/// The Apache modules the configuration loads, from Debian's `apache2-bin`.
const APACHE_MODULES: [&str; 8] = [
    "mpm_event",
    "authz_core",
    "mime",
    "headers",
    "filter",
    "deflate",
    "dir",
    "alias",
];

/// Apache httpd in the foreground (`-DFOREGROUND`; its workers run as `www-data` when started
/// as root, so the site's folders must be readable by others, as they are in a checkout).
fn start_apache(dir: &Path, site: &Path) -> Result<Server> {
    fs::create_dir_all(dir)?;
    let port = free_port()?;
    // The same site under a second name, where .htaccess files are not read.
    let bare = dir.join("bare");
    symlink(site, &bare)?;
    let d = dir.display();
    let modules: String = APACHE_MODULES
        .iter()
        .map(|m| format!("LoadModule {m}_module /usr/lib/apache2/modules/mod_{m}.so\n"))
        .collect();
    let user = if is_root() {
        "User www-data\nGroup www-data\n"
    } else {
        ""
    };
    let conf = format!(
        "# Generated by `cargo xtask` (xtask/src/web_hosts.rs) for the browser tests.
ServerRoot {d}
ServerName 127.0.0.1
Listen 127.0.0.1:{port}
PidFile {d}/httpd.pid
DefaultRuntimeDir {d}
Mutex file:{d} default
ErrorLog {d}/error.log
LogLevel warn
{modules}{user}TypesConfig /etc/mime.types
LogFormat \"%h \\\"%r\\\" %>s %b\" short
CustomLog {d}/access.log short
DocumentRoot {d}
<Directory />
  Options FollowSymLinks
  AllowOverride None
  Require all denied
</Directory>
# The site, with its .htaccess: what docs/deploy.md asks of a host.
Alias {SUB_PATH} {site}/
<Directory {site}>
  AllowOverride FileInfo
  Require all granted
  DirectoryIndex index.html
</Directory>
# The same files where no .htaccess is read.
Alias /bare/ {bare}/
<Directory {bare}>
  AllowOverride None
  Require all granted
  DirectoryIndex index.html
</Directory>
",
        site = site.display(),
        bare = bare.display(),
    );
    let conf_path = dir.join("httpd.conf");
    fs::write(&conf_path, conf)?;
    let log = dir.join("error.log");
    let mut cmd = Command::new(apache_binary());
    cmd.arg("-f")
        .arg(&conf_path)
        .arg("-DFOREGROUND")
        .stdin(Stdio::null())
        .stdout(out_log(&dir.join("out.log"))?)
        .stderr(out_log(&dir.join("out.log"))?);
    let echo = format!("apache2 -f {} -DFOREGROUND", conf_path.display());
    ready(Server::spawn("apache2", cmd, port, &echo)?, &log)
}

/// A log file a server's standard output and error both append to.
fn out_log(path: &Path) -> Result<fs::File> {
    Ok(fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?)
}

fn apache_binary() -> &'static str {
    if Path::new("/usr/sbin/apache2").exists() {
        "/usr/sbin/apache2"
    } else {
        "apache2"
    }
}

/// Caddy with the site through [`caddy_snippet`]; no admin endpoint, no HTTPS, its state in
/// `dir`.
fn start_caddy(dir: &Path, site: &Path) -> Result<Server> {
    fs::create_dir_all(dir)?;
    let port = free_port()?;
    let root = site_root(dir, site)?;
    let snippet: String = caddy_snippet(SUB_PATH, &root.to_string_lossy())
        .lines()
        .map(|l| format!("\t{l}\n"))
        .collect();
    let conf = format!(
        "# Generated by `cargo xtask` (xtask/src/web_hosts.rs) for the browser tests.
{{
\tadmin off
\tauto_https off
}}
http://127.0.0.1:{port} {{
{snippet}\trespond 404
}}
"
    );
    let conf_path = dir.join("Caddyfile");
    fs::write(&conf_path, conf)?;
    let log = dir.join("caddy.log");
    let mut cmd = Command::new("caddy");
    cmd.args(["run", "--adapter", "caddyfile", "--config"])
        .arg(&conf_path)
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .stdin(Stdio::null())
        .stdout(out_log(&log)?)
        .stderr(out_log(&log)?);
    let echo = format!(
        "XDG_DATA_HOME={d}/data XDG_CONFIG_HOME={d}/config caddy run --adapter caddyfile --config {}",
        conf_path.display(),
        d = dir.display()
    );
    ready(Server::spawn("caddy", cmd, port, &echo)?, &log)
}

/// One nginx with two servers: the CDN stand-in in front of `origin_port`, and the site through
/// the dist's snippet with ranges ignored. Returns the server (the proxy's port) and the port of
/// the one that ignores ranges.
fn start_cdn(dir: &Path, site: &Path, origin_port: u16) -> Result<(Server, u16)> {
    fs::create_dir_all(dir.join("tmp"))?;
    let port = free_port()?;
    let no_ranges = free_port()?;
    let root = site_root(dir, site)?;
    let snippet: String = nginx_snippet(SUB_PATH, &root.to_string_lossy())
        .lines()
        .map(|l| format!("        {l}\n"))
        .collect();
    let d = dir.display();
    let body = format!(
        "    proxy_cache_path {d}/cache levels=1:2 keys_zone=cdn:1m max_size=256m inactive=1h use_temp_path=off;
    # The CDN stand-in: what a CDN does with the site's headers.
    server {{
        listen 127.0.0.1:{port};
        proxy_http_version 1.1;
        proxy_cache cdn;
        add_header X-Cache-Status $upstream_cache_status always;
        # A tablebase build's files, read by range: cached in slices of {SLICE}, each fetched
        # once from the origin with its own range, whatever range the browser asked.
        location ~ \"^/gobblet/tb/[0-9a-f]{{16}}/\" {{
            slice {SLICE};
            proxy_cache_key $uri$slice_range;
            proxy_set_header Range $slice_range;
            proxy_cache_valid 200 206 1h;
            proxy_pass http://127.0.0.1:{origin_port};
        }}
        # Hashed names: cached as the origin says (a year), one copy per encoding (Vary).
        location ~ \"-[0-9a-f]{{16}}(_bg)?\\.(js|wasm|css)$\" {{
            proxy_cache_key $uri;
            proxy_pass http://127.0.0.1:{origin_port};
        }}
        # The rest is `no-cache`: every request, a revalidation included, goes to the origin.
        location / {{
            proxy_cache off;
            proxy_pass http://127.0.0.1:{origin_port};
        }}
    }}
    # A host that ignores Range: the whole file (200) whatever range is asked.
    server {{
        listen 127.0.0.1:{no_ranges};
        max_ranges 0;
{snippet}    }}
"
    );
    let conf_path = dir.join("nginx.conf");
    fs::write(&conf_path, nginx_main_conf(dir, is_root(), &body))?;
    let log = dir.join("error.log");
    let mut cmd = Command::new(nginx_binary());
    cmd.arg("-e")
        .arg(&log)
        .arg("-p")
        .arg(dir)
        .arg("-c")
        .arg(&conf_path)
        .stdin(Stdio::null());
    let echo = format!(
        "nginx -e {} -p {d} -c {}",
        log.display(),
        conf_path.display()
    );
    let server = ready(Server::spawn("nginx (CDN)", cmd, port, &echo)?, &log)?;
    Ok((server, no_ranges))
}
