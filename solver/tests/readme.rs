//! The README's figures that a test can recompute in seconds.

use gobblet_rules::Variant;

/// The lines of the fenced block in the README section `section` whose first line starts with
/// `first`.
fn readme_block(section: &str, first: &str) -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md");
    let text = std::fs::read_to_string(path).expect("README.md is readable");
    let start = text
        .find(&format!("\n## {section}\n"))
        .unwrap_or_else(|| panic!("README has a section {section:?}"));
    let body = &text[start + 1..];
    let body = &body[..body[3..].find("\n## ").map_or(body.len(), |end| end + 3)];
    let mut blocks = body.split("```").skip(1).step_by(2);
    let block = blocks
        .find(|b| b.lines().nth(1).is_some_and(|l| l.starts_with(first)))
        .unwrap_or_else(|| panic!("README's {section:?} has a block starting {first:?}"));
    block.lines().skip(1).map(str::to_owned).collect()
}

/// Depth 6 takes about a second at the dev profile's opt-level 2 (perft memoises sequences on
/// canonical keys), so the whole block is checked.
#[test]
fn the_readme_perft_block_is_what_perft_prints() {
    let block = readme_block("Quick checks of the rules", "depth 1 ");
    let printed: Vec<String> = solver::perft::counts(&Variant::STANDARD, block.len())
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(block.len(), 6, "the README shows depths 1 to 6");
    assert_eq!(block, printed);
}
