//! A naive Gobbler rules implementation written from `shared/gobbler.md` alone: skeleton.
