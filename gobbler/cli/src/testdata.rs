//! For tests: the committed data in `gobbler/findings/`, and `docs/gobbler.md` quoting a
//! command's output exactly.

use std::path::Path;

/// The text of `gobbler/findings/NAME`.
pub fn committed(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../findings")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Asserts that the fenced block of `docs/gobbler.md` that begins with `first_line` is
/// `printed`; `how` tells how to refresh it.
pub fn assert_quoted(first_line: &str, printed: &str, how: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/gobbler.md");
    let docs = std::fs::read_to_string(&path).unwrap();
    let start = docs
        .find(&format!("```\n{first_line}"))
        .unwrap_or_else(|| panic!("docs/gobbler.md quotes a block starting `{first_line}`"))
        + 4;
    let end = start + docs[start..].find("```").unwrap();
    assert_eq!(&docs[start..end], printed, "{how}");
}
