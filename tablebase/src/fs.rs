//! Reading a tablebase directory from the local file system (native tools only): the manifest,
//! the chunk index of a packed tablebase, and each chunk's bytes, the way a client reads a site.

use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use crate::{Location, Manifest, Tablebase, TbError};

/// Why a tablebase directory could not be read.
#[derive(Debug, thiserror::Error)]
pub enum DirError {
    /// A file could not be read.
    #[error("reading {what}: {source}")]
    Io {
        /// The file (and byte range).
        what: String,
        /// Why.
        source: std::io::Error,
    },
    /// A file was read but refused.
    #[error("{what}: {source}")]
    Refused {
        /// The file (and byte range).
        what: String,
        /// Why.
        source: TbError,
    },
}

/// What a location names, for messages: the file, and the byte range if any.
#[must_use]
pub fn describe(dir: &Path, at: &Location) -> String {
    let path = dir.join(&at.path);
    match &at.range {
        None => path.display().to_string(),
        Some(r) => format!("{} bytes {}..{}", path.display(), r.start, r.end),
    }
}

fn read(path: PathBuf) -> Result<Vec<u8>, DirError> {
    std::fs::read(&path).map_err(|source| DirError::Io {
        what: path.display().to_string(),
        source,
    })
}

/// Opens a tablebase directory: its manifest and, if packed, its chunk index, both checked.
pub fn open(dir: &Path) -> Result<Tablebase, DirError> {
    let path = dir.join("manifest.json");
    let refused = |what: &Path, source| DirError::Refused {
        what: what.display().to_string(),
        source,
    };
    let json = read(path.clone())?;
    let manifest =
        Manifest::parse(&String::from_utf8_lossy(&json), None).map_err(|e| refused(&path, e))?;
    let index = match manifest.index_path() {
        Some(p) => Some(read(dir.join(p))?),
        None => None,
    };
    Tablebase::new(manifest, index.as_deref()).map_err(|e| refused(dir, e))
}

/// The bytes of chunk `id`: its file, or its range of the pack.
pub fn read_chunk(dir: &Path, tb: &Tablebase, id: u32) -> Result<Vec<u8>, DirError> {
    let at = location(dir, tb, id)?;
    let path = dir.join(&at.path);
    let Some(r) = &at.range else {
        return read(path);
    };
    let io = |source| DirError::Io {
        what: describe(dir, &at),
        source,
    };
    let mut file = std::fs::File::open(&path).map_err(io)?;
    file.seek(SeekFrom::Start(r.start)).map_err(io)?;
    let mut bytes = vec![0u8; (r.end - r.start) as usize];
    file.read_exact(&mut bytes).map_err(io)?;
    Ok(bytes)
}

/// Reads chunk `id` into the tablebase (checked as a client checks it).
pub fn load_chunk(tb: &mut Tablebase, dir: &Path, id: u32) -> Result<(), DirError> {
    let bytes = read_chunk(dir, tb, id)?;
    let what = describe(dir, &location(dir, tb, id)?);
    tb.insert_shard(id, &bytes)
        .map_err(|source| DirError::Refused { what, source })
}

/// Where chunk `id` is, or an error naming it if the tablebase has no such chunk.
fn location(dir: &Path, tb: &Tablebase, id: u32) -> Result<Location, DirError> {
    tb.location(id).ok_or_else(|| DirError::Refused {
        what: format!("{} chunk {id}", dir.display()),
        source: TbError::Corrupt {
            shard: id,
            check: crate::Check::ChunkId,
        },
    })
}
