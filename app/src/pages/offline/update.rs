//! The offline state's one `update`: the browser's reports and the user's actions, each
//! answered with the commands the page carries out.

use gobblet_tablebase::Tablebase;

use super::{BrowserError, Job, Offline, OfflineCmd, OfflineMsg, Outcome, Plan, Worker};

impl Offline {
    /// Handles one message; `table` is the app's tablebase once loaded.
    ///
    /// Any message with a manifest the state has not seen (the first, or a new build) adopts
    /// it: the counts start over and the page is asked to count what is saved.
    #[must_use]
    pub fn update(&mut self, msg: OfflineMsg, table: Option<&Tablebase>) -> Vec<OfflineCmd> {
        let mut cmds = Vec::new();
        if let Some(tb) = table {
            if self.plan.as_ref().map(|p| &p.manifest) != Some(tb.manifest()) {
                if let Some(plan) = Plan::new(tb) {
                    self.adopt(plan, &mut cmds);
                }
            }
        }
        match msg {
            // Adopted above, from `manifest`.
            OfflineMsg::ManifestLoaded => {}
            OfflineMsg::Worker(w) => {
                let active = w == Worker::Active;
                self.worker = w;
                if active {
                    cmds.push(OfflineCmd::CheckShell);
                }
            }
            OfflineMsg::Shell(ready) => self.shell = Some(ready),
            OfflineMsg::Pages(kept) => self.pages = Some(kept),
            OfflineMsg::Online(online) => self.online = online,
            OfflineMsg::Persisted(kept) => self.persisted = Some(kept),
            OfflineMsg::Cached { build, ids, bytes } => {
                self.counted(build, &ids, bytes);
                // A table saved before (by an earlier build of the site, say): the pages too.
                if self.complete() && self.pages != Some(true) && self.can_use_cache() {
                    cmds.push(OfflineCmd::KeepPages);
                }
            }
            OfflineMsg::Save => self.save(&mut cmds),
            OfflineMsg::Cancel => {
                if let Job::Saving(job) = self.job {
                    self.job = Job::Cancelling(job);
                    cmds.push(OfflineCmd::Cancel { job });
                }
            }
            OfflineMsg::Delete => {
                if self.job == Job::Idle && self.can_use_cache() {
                    self.job = Job::Deleting;
                    self.failed.clear();
                    self.outcome = None;
                    cmds.push(OfflineCmd::Delete);
                }
            }
            OfflineMsg::Saved { job, shards } => {
                if self.running(job) {
                    self.saved_shards(&shards);
                }
            }
            OfflineMsg::Failed { job, id, why } => {
                if self.running(job) {
                    self.failed.insert(id, why);
                }
            }
            OfflineMsg::Ended { job, error } => {
                if self.running(job) {
                    self.outcome = Some(match error {
                        Some(e) => Outcome::Error(e),
                        None if !self.more_to_save() => Outcome::Done,
                        None if self.job == Job::Cancelling(job) => Outcome::Cancelled,
                        None => Outcome::Incomplete,
                    });
                    self.job = Job::Idle;
                }
            }
            OfflineMsg::Deleted(result) => {
                if self.job == Job::Deleting {
                    self.job = Job::Idle;
                    self.deleted(result, &mut cmds);
                }
            }
        }
        cmds
    }

    /// What the page counted as saved of build `build` (ignored if it is not this table's).
    fn counted(&mut self, build: u64, ids: &[u32], bytes: u64) {
        if self.build() == Some(build) {
            self.saved.iter_mut().for_each(|s| *s = false);
            self.saved_count = 0;
            for &id in ids {
                if let Some(s) = self.saved.get_mut(id as usize) {
                    if !*s {
                        *s = true;
                        self.saved_count += 1;
                    }
                }
            }
            self.saved_bytes = bytes;
            self.scanned = true;
        }
    }

    /// Starts a save of what is missing, if none is running and there is something to save.
    fn save(&mut self, cmds: &mut Vec<OfflineCmd>) {
        if let Some(plan) = &self.plan {
            if self.job == Job::Idle && self.can_use_cache() && self.more_to_save() {
                self.last_job += 1;
                self.job = Job::Saving(self.last_job);
                self.failed.clear();
                self.outcome = None;
                if self.persisted != Some(true) {
                    cmds.push(OfflineCmd::Persist);
                }
                cmds.push(OfflineCmd::Save {
                    job: self.last_job,
                    plan: plan.clone(),
                });
                if self.pages != Some(true) {
                    cmds.push(OfflineCmd::KeepPages);
                }
            }
        }
    }

    /// Counts the shards a running save reports kept, with their bytes.
    fn saved_shards(&mut self, shards: &[(u32, u32)]) {
        for &(id, bytes) in shards {
            if let Some(s) = self.saved.get_mut(id as usize) {
                if !*s {
                    *s = true;
                    self.saved_count += 1;
                    self.saved_bytes += u64::from(bytes);
                }
            }
        }
    }

    /// The end of a delete: nothing saved any more, or why not (and a count of what is left).
    fn deleted(&mut self, result: Result<(), BrowserError>, cmds: &mut Vec<OfflineCmd>) {
        match result {
            Ok(()) => {
                self.saved.iter_mut().for_each(|s| *s = false);
                self.saved_count = 0;
                self.saved_bytes = 0;
                self.outcome = Some(Outcome::Deleted);
            }
            Err(e) => {
                self.outcome = Some(Outcome::DeleteFailed(e));
                if let Some(plan) = &self.plan {
                    cmds.push(OfflineCmd::Scan(plan.clone()));
                }
            }
        }
    }

    /// Starts over with the table `m` describes (a job of another table is forgotten: its
    /// reports carry its number and are ignored).
    fn adopt(&mut self, plan: Plan, cmds: &mut Vec<OfflineCmd>) {
        self.saved = vec![false; plan.shard_count() as usize];
        self.saved_count = 0;
        self.saved_bytes = 0;
        self.scanned = false;
        self.failed.clear();
        self.outcome = None;
        if let Job::Saving(job) | Job::Cancelling(job) = self.job {
            cmds.push(OfflineCmd::Cancel { job });
            self.job = Job::Idle;
        }
        if self.can_use_cache() && self.job == Job::Idle {
            cmds.push(OfflineCmd::Scan(plan.clone()));
        }
        self.plan = Some(plan);
    }

    /// Whether reports of job `job` are awaited.
    fn running(&self, job: u32) -> bool {
        matches!(self.job, Job::Saving(j) | Job::Cancelling(j) if j == job)
    }

    /// Whether the Cache API may be used (not when the browser has no service workers).
    fn can_use_cache(&self) -> bool {
        !matches!(self.worker, Worker::Unsupported)
    }
}
