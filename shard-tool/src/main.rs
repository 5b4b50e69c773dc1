//! The shard tool: solved table → static tablebase. Not built yet (issue 4).

fn main() {
    eprintln!("shard-tool: not implemented yet; the tablebase format arrives with issue 4");
    std::process::exit(2);
}
