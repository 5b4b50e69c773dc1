//! The data files the fits read (`rollouts.csv`, `estimates.csv`): `# COMMAND` (the command that
//! made it), a `# ` line naming the columns, then one comma-separated row per line.

use anyhow::{bail, Context, Result};

/// A data file's text: the command and column lines, then `rows`, each written by `line`.
#[must_use]
pub fn write<T>(command: &str, columns: &str, rows: &[T], line: impl Fn(&T) -> String) -> String {
    let mut out = format!("# {command}\n# {columns}\n");
    for r in rows {
        out.push_str(&line(r));
        out.push('\n');
    }
    out
}

/// Reads a data file (`what` names it in errors): its command and its rows, each read by
/// `parse`; a bad row's error names its line.
pub fn read<T>(
    text: &str,
    what: &str,
    parse: impl Fn(&str) -> Result<T>,
) -> Result<(String, Vec<T>)> {
    let mut lines = text.lines();
    let command = match lines.next() {
        Some(l) if l.starts_with("# ") => l[2..].to_string(),
        _ => bail!("{what} starts with `# ` and the command that made it"),
    };
    let mut rows = Vec::new();
    for (n, line) in lines.enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        rows.push(parse(line).with_context(|| format!("line {}: `{line}`", n + 2))?);
    }
    Ok((command, rows))
}
