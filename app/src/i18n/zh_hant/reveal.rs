//! 揭露規則的字串。

use crate::i18n::RevealText;

/// 揭露規則的字串。
pub const TEXT: RevealText = RevealText {
    rule: "揭露規則",
    must_cover: "須蓋回被揭露的連線",
    loses: "揭露即輸（Stack Tic Tac Toe）",
    reveals_move: "揭露{0}的連線 {1}：立即輸",
    reveals_note: "揭露{1}的連線 {2} 會立即輸：{0}。",
    end_revealed: "{0}揭露了{1}的連線 {2}：{1}獲勝。",
    end_both: "{0}揭露了{1}的連線 {2}：{1}獲勝。{0}也連成了一線（{3}），但揭露對手的連線先輸。",
    reading_file: "另一種揭露規則的數值",
};
