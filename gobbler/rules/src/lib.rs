//! Gobbler rules (see `shared/gobbler.md`): skeleton, filled in by issue 12.
#![no_std]
