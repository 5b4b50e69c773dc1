//! The English message table.

mod findings;
mod learn;
mod offline;

/// Every string, in this language.
pub const MESSAGES: super::Messages = super::Messages {
    findings: findings::TEXT,
    learn: learn::TEXT,
    offline: offline::TEXT,
};
