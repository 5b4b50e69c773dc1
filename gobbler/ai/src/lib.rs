//! Gobbler computer players: skeleton, filled in by issue 12.
