//! The shard tool reads tablebase directories through `gobblet_tablebase::fs` (the client's
//! checks, from files); this only adapts its errors.

use std::path::Path;

use anyhow::Result;
use gobblet_tablebase::{fs, Tablebase};

pub use gobblet_tablebase::fs::describe as describe_location;

/// Opens a tablebase directory: its manifest and, if packed, its chunk index, both checked.
pub fn open_tb(dir: &Path) -> Result<Tablebase> {
    Ok(fs::open(dir)?)
}

/// The bytes of chunk `id`: its file, or its range of the pack.
pub fn read_chunk(dir: &Path, tb: &Tablebase, id: u32) -> Result<Vec<u8>> {
    Ok(fs::read_chunk(dir, tb, id)?)
}

/// Reads chunk `id` into the tablebase (checked as a client checks it).
pub fn load_chunk(tb: &mut Tablebase, dir: &Path, id: u32) -> Result<()> {
    Ok(fs::load_chunk(tb, dir, id)?)
}
