//! Saving the table for offline use, and deleting it (the offline page's buttons: so only in
//! the full module, see `handover`): [`PARALLEL`] chunks at a time, each checked against the
//! manifest before it is kept, retried with backoff, cancellable. Every result goes back to the
//! model as an [`OfflineMsg`].

use std::cell::{Cell, RefCell};
use std::collections::{HashSet, VecDeque};
use std::rc::Rc;

use gobblet_tablebase::reading::{self, READING_ID};
use gobblet_tablebase::{Shard, TbError};
use js_sys::{Array, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{AbortController, Cache, Headers, Response, ResponseInit};

use super::cache::{browser_error, open, report, saved, wait, BYTES_HEADER};
use crate::fetch::{FetchError, LoadError};
use crate::pages::offline::{BrowserError, OfflineMsg, Plan, SaveError, PARALLEL, TB_PREFIX};

/// Pauses before each retry of a shard, in milliseconds.
const BACKOFF_MS: [u32; 3] = [500, 1500, 4000];
/// Progress is reported at most this often (milliseconds), in batches.
const REPORT_EVERY_MS: f64 = 400.0;

/// The running save job, so a cancel can reach it.
struct Running {
    job: u32,
    cancelled: Rc<Cell<bool>>,
    abort: AbortController,
}

thread_local! {
    static RUNNING: RefCell<Option<Running>> = const { RefCell::new(None) };
}

/// Deletes every saved table.
pub(super) async fn delete_tables() -> Result<(), BrowserError> {
    let caches = web_sys::window()
        .ok_or(BrowserError::Other)?
        .caches()
        .map_err(|e| browser_error(&e))?;
    let names: Array = wait(caches.keys()).await?.unchecked_into();
    for name in names.iter().filter_map(|n| n.as_string()) {
        if name.starts_with(TB_PREFIX) {
            wait(caches.delete(&name)).await?;
        }
    }
    Ok(())
}

/// Why one shard was not saved.
enum Failure {
    /// The job was cancelled.
    Cancelled,
    /// This shard could not be had (after retries): why.
    Shard(LoadError),
    /// The cache refused to keep it (full storage, …), or the server ignores range requests:
    /// the job stops.
    Fatal(SaveError),
}

/// What the workers of one save job share.
struct Job {
    job: u32,
    plan: Plan,
    cache: Cache,
    cancelled: Rc<Cell<bool>>,
    queue: RefCell<VecDeque<u32>>,
    /// Saved since the last report.
    batch: RefCell<Vec<(u32, u32)>>,
    last_report: Cell<f64>,
    /// Workers still running.
    live: Cell<usize>,
    /// Why the job stops early, if it does.
    fatal: RefCell<Option<SaveError>>,
}

impl Job {
    fn stopped(&self) -> bool {
        self.cancelled.get() || self.fatal.borrow().is_some()
    }

    fn flush(&self, force: bool) {
        let now = js_sys::Date::now();
        if !force && now - self.last_report.get() < REPORT_EVERY_MS {
            return;
        }
        let shards = std::mem::take(&mut *self.batch.borrow_mut());
        self.last_report.set(now);
        if !shards.is_empty() {
            report(OfflineMsg::Saved {
                job: self.job,
                shards,
            });
        }
    }
}

/// A save job: counts what is saved, then saves the rest with [`PARALLEL`] workers.
pub(super) async fn save(job: u32, plan: Plan) {
    let controller = match AbortController::new() {
        Ok(c) => c,
        Err(e) => {
            report(OfflineMsg::Ended {
                job,
                error: Some(SaveError::Storage(browser_error(&e))),
            });
            return;
        }
    };
    let cancelled = Rc::new(Cell::new(false));
    RUNNING.with(|r| {
        *r.borrow_mut() = Some(Running {
            job,
            cancelled: cancelled.clone(),
            abort: controller,
        })
    });
    let counted = match open(&plan.cache).await {
        Ok(cache) => saved(&cache, &plan).await.map(|s| (cache, s)),
        Err(e) => Err(e),
    };
    let (cache, (ids, bytes)) = match counted {
        Ok(c) => c,
        Err(e) => {
            finish(job, Some(SaveError::Storage(e)));
            return;
        }
    };
    let have: HashSet<u32> = ids.iter().copied().collect();
    report(OfflineMsg::Cached {
        build: plan.manifest.build,
        ids,
        bytes,
    });
    let mut queue: VecDeque<u32> = (0..plan.shard_count())
        .filter(|id| !have.contains(id))
        .collect();
    if let Some(url) = plan.reading_url() {
        if !is_cached(&cache, &url).await {
            queue.push_front(READING_ID);
        }
    }
    let workers = PARALLEL.min(queue.len()).max(1);
    let shared = Rc::new(Job {
        job,
        plan,
        cache,
        cancelled,
        queue: RefCell::new(queue),
        batch: RefCell::new(Vec::new()),
        last_report: Cell::new(js_sys::Date::now()),
        live: Cell::new(workers),
        fatal: RefCell::new(None),
    });
    spawn_local(async move {
        match save_index(&shared).await {
            Ok(()) => {
                for _ in 0..workers {
                    spawn_local(worker(shared.clone()));
                }
            }
            Err(Failure::Fatal(why)) => finish(job, Some(why)),
            Err(Failure::Shard(why)) => finish(job, Some(SaveError::Index(why))),
            Err(Failure::Cancelled) => finish(job, None),
        }
    });
}

/// Stops job `job` (its workers see the flag; what is in flight is aborted).
pub(super) fn cancel(job: u32) {
    RUNNING.with(|r| {
        if let Some(run) = r.borrow().as_ref().filter(|run| run.job == job) {
            run.cancelled.set(true);
            run.abort.abort();
        }
    });
}

/// Reports the end of job `job` and forgets it.
fn finish(job: u32, error: Option<SaveError>) {
    RUNNING.with(|r| {
        let mut r = r.borrow_mut();
        if r.as_ref().is_some_and(|run| run.job == job) {
            *r = None;
        }
    });
    report(OfflineMsg::Ended { job, error });
}

/// One of the job's workers: takes shards from the queue until it is empty or the job stops;
/// the last one to finish ends the job.
async fn worker(job: Rc<Job>) {
    while !job.stopped() {
        let Some(id) = job.queue.borrow_mut().pop_front() else {
            break;
        };
        match save_one(&job, id).await {
            // The other reading's file is not one of the counted shards.
            Ok(_) if id == READING_ID => {}
            Ok(len) => {
                job.batch.borrow_mut().push((id, len));
                job.flush(false);
            }
            // A table published without the other reading's file: nothing to save (the app
            // shows `?` for the moves it would decide, online as offline).
            Err(Failure::Shard(LoadError::Fetch(FetchError::Status(404)))) if id == READING_ID => {}
            Err(Failure::Shard(why)) => report(OfflineMsg::Failed {
                job: job.job,
                id,
                why,
            }),
            Err(Failure::Fatal(why)) => {
                job.fatal.borrow_mut().get_or_insert(why);
            }
            Err(Failure::Cancelled) => break,
        }
    }
    job.live.set(job.live.get() - 1);
    if job.live.get() == 0 {
        job.flush(true);
        finish(job.job, job.fatal.borrow().clone());
    }
}

/// Sleeps `ms` milliseconds in short steps, stopping early if the job is cancelled.
async fn pause(job: &Job, ms: u32) {
    let mut left = ms;
    while left > 0 && !job.cancelled.get() {
        let step = left.min(100);
        let promise = Promise::new(&mut |resolve, _| {
            if let Some(w) = web_sys::window() {
                let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(
                    &resolve,
                    i32::try_from(step).unwrap_or(100),
                );
            }
        });
        let _ = JsFuture::from(promise).await;
        left -= step;
    }
}

/// Fetches chunk `id` (past the worker's cache and the HTTP cache), checks it against the
/// manifest and keeps it under its own URL: its length. Retried with backoff.
async fn save_one(job: &Job, id: u32) -> Result<u32, Failure> {
    if id == READING_ID {
        return save_reading(job).await;
    }
    let expect = job.plan.expect(id);
    let check = |bytes: &[u8]| Shard::parse(bytes, &expect).map(|_| ());
    fetch_and_keep(
        job,
        &job.plan.url(id),
        job.plan.location(id).as_ref(),
        check,
    )
    .await
}

/// Fetches the other reading's file of the reveal rule (`Plan::reading_url`), checks it against the
/// manifest's build and rules, and keeps it like a chunk: its length.
async fn save_reading(job: &Job) -> Result<u32, Failure> {
    let Some(url) = job.plan.reading_url() else {
        return Ok(0);
    };
    let m = &job.plan.manifest;
    let rules = reading::other(&m.variant);
    let check = |bytes: &[u8]| reading::parse(bytes, &rules, m.build).map(|_| ());
    fetch_and_keep(job, &url, None, check).await
}

/// Fetches `url` (only its range when `at` is a range of the pack), checks it with `check` and
/// keeps it: its length. Each failed attempt is retried with backoff; after the last, the
/// failure is the chunk's ([`Failure::Shard`]), unless the server ignores range requests or the
/// job was cancelled.
async fn fetch_and_keep(
    job: &Job,
    url: &str,
    at: Option<&gobblet_tablebase::Location>,
    check: impl Fn(&[u8]) -> Result<(), TbError>,
) -> Result<u32, Failure> {
    let mut last = LoadError::Fetch(FetchError::Network);
    for attempt in 0..=BACKOFF_MS.len() {
        if attempt > 0 {
            pause(job, BACKOFF_MS[attempt - 1]).await;
        }
        if job.cancelled.get() {
            return Err(Failure::Cancelled);
        }
        match fetch_checked(job, url, at).await {
            Ok(bytes) => match check(&bytes) {
                Ok(()) => return keep(job, url, bytes).await,
                Err(e) => last = LoadError::Refused(e),
            },
            Err(_) if job.cancelled.get() => return Err(Failure::Cancelled),
            Err(FetchError::RangesIgnored(r)) => {
                abort_running(job.job);
                return Err(Failure::Fatal(SaveError::RangesIgnored(r)));
            }
            Err(e) => last = LoadError::Fetch(e),
        }
    }
    Err(Failure::Shard(last))
}

/// Stops every request of job `job` (its shared abort signal).
fn abort_running(job: u32) {
    RUNNING.with(|r| {
        if let Some(run) = r.borrow().as_ref().filter(|run| run.job == job) {
            run.abort.abort();
        }
    });
}

/// One attempt: the bytes at `url` (only its range when `chunk` is a range of the pack),
/// straight from the network, under the job's abort signal.
async fn fetch_checked(
    job: &Job,
    url: &str,
    chunk: Option<&gobblet_tablebase::Location>,
) -> Result<Vec<u8>, FetchError> {
    let abort = RUNNING.with(|r| {
        r.borrow()
            .as_ref()
            .filter(|run| run.job == job.job)
            .map(|run| run.abort.clone())
    });
    let Some(abort) = abort else {
        return Err(FetchError::Aborted);
    };
    super::chunk::fetch_bytes(url, chunk, true, &abort).await
}

/// Saves the chunk index of a packed table (checked) unless the cache has it.
async fn save_index(job: &Job) -> Result<(), Failure> {
    let Some(url) = job.plan.index_url() else {
        return Ok(());
    };
    if is_cached(&job.cache, &url).await {
        return Ok(());
    }
    let m = &job.plan.manifest;
    let check = |bytes: &[u8]| gobblet_tablebase::ChunkIndex::parse(bytes, &m.variant, m.build);
    // Without the index no chunk can be found: its failure ends the job.
    match fetch_and_keep(job, &url, None, |b| check(b).map(|_| ())).await {
        Ok(_) => Ok(()),
        Err(Failure::Shard(why)) => Err(Failure::Fatal(SaveError::Index(why))),
        Err(other) => Err(other),
    }
}

/// Whether `cache` holds `url`.
async fn is_cached(cache: &Cache, url: &str) -> bool {
    wait(cache.match_with_str(url))
        .await
        .is_ok_and(|r| !r.is_undefined())
}

/// Puts a checked shard into the table's cache, with its length in a header.
async fn keep(job: &Job, url: &str, mut bytes: Vec<u8>) -> Result<u32, Failure> {
    let cache_err = |e: JsValue| Failure::Fatal(SaveError::Storage(browser_error(&e)));
    let len = u32::try_from(bytes.len()).unwrap_or(u32::MAX);
    let headers = Headers::new().map_err(cache_err)?;
    headers
        .set("content-type", "application/octet-stream")
        .map_err(cache_err)?;
    headers
        .set(BYTES_HEADER, &len.to_string())
        .map_err(cache_err)?;
    let init = ResponseInit::new();
    init.set_headers(&headers);
    let response =
        Response::new_with_opt_u8_array_and_init(Some(&mut bytes), &init).map_err(cache_err)?;
    JsFuture::from(job.cache.put_with_str(url, &response))
        .await
        .map_err(cache_err)?;
    Ok(len)
}
