//! 繁體中文訊息表。

mod errors;
mod findings;
mod page;
mod rules;

use crate::i18n::schema::Messages;

/// 繁體中文的所有字串。
pub const MESSAGES: Messages = Messages {
    page: page::PAGE,
    play: page::PLAY,
    advice: page::ADVICE,
    report: page::REPORT,
    record: page::RECORD,
    notices: page::NOTICES,
    errors: errors::ERRORS,
    rules: rules::TEXT,
    findings: findings::FINDINGS,
};
