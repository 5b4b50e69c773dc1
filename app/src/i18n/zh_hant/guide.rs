//! The welcome's and the legend's Traditional Chinese strings.

use crate::i18n::GuideText;

/// The welcome of a first visit and the legend of the values.
pub const TEXT: GuideText = GuideText {
    welcome_title: "歡迎來玩大吃小",
    welcome_intro: "大吃小是會吃子的井字棋：大棋子可以蓋住小棋子。這個網站知道每個局面的最佳著法。想從哪裡開始？",
    learn: "學習玩法",
    learn_about: "九個小步驟的教學：棋子、走法和規則，在小棋盤上動手試。",
    play: "與電腦對弈",
    play_about: "和簡單難度的電腦下一盤；你執橘方，先走。",
    explore: "探索完全解",
    explore_about: "每一步可能的棋都依雙方最佳下法的結果上色：藍色會贏、紅色會輸、灰色和局，還標出要走幾步。",
    close: "關閉",
    reopen: "新手入門",
    legend_title: "怎麼看價值",
    legend_win: "會贏（藍色）",
    legend_loss: "會輸（紅色）",
    legend_draw: "和局（灰色）",
    legend_plies: "指走這步棋的一方。數字是雙方都走最佳著法時，到終局為止雙方合計的步數：{0} 表示{1}。",
    legend_count: "備用區棋子旁的 ×{0}：這種棋子還剩幾枚。",
};
