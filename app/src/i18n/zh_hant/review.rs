//! 對局覆盤與著法預覽的文字。

use crate::i18n::PreviewText;
#[cfg(feature = "full")]
use crate::i18n::ReviewText;

/// 對局覆盤面板的文字：只在完整模組中（`i18n::FullText::review`）；探索模組把打開的覆盤交給它。
#[cfg(feature = "full")]
pub const TEXT: ReviewText = ReviewText {
    title: "對局覆盤",
    progress: "正在取得數值：已知 {0} / {1} 個局面…",
    complete: "全部 {0} 個局面都已由殘局庫評定。",
    incomplete: "{1} 個局面中有 {0} 個數值已知；其餘無法取得（標為 ?）。",
    summary: "失誤：{0}。仍會贏但較慢：{1}。輸得比必要更快：{2}。",
    graph_title: "整局的數值變化",
    graph_desc: "每一手後輪到的一方距離結果的手數：橘方（先手）勝在線上方，藍方（後手）勝在線下方，和棋在線上；數值未知處留空。下表列出相同的資料。",
    graph_point: "第 {0} 手：{1}",
    graph_up: "{0} 勝",
    graph_down: "{0} 勝",
    col_ply: "手數",
    col_move: "著法",
    col_verdict: "評語",
    col_best: "最佳著法",
    col_value: "之後的數值",
    start: "開局",
    best: "最佳",
    held_out: "撐得最久",
    slower: "仍會贏，但較慢（本可 {0}）",
    sooner: "輸得更快（本可 {0}）",
    blunder_win: "失誤：丟掉了勝局",
    blunder_draw: "失誤：丟掉了和局",
    verdict_unknown: "未知",
    best_was: "{0}（{1}）",
    value_unknown: "未知",
};

/// The move preview's strings and the review's button.
pub const PREVIEW: PreviewText = PreviewText {
    open: "覆盤這局",
    close: "關閉覆盤",
    preview_of: "預覽 {0} 及之後的最佳著法",
    preview_leave: "（未落子；按 Escape 或移開即回到原局面）",
    preview_waiting: "正在取得這條著法…",
    preview_unknown: "其餘的著法不在殘局庫中",
    preview_over: "對局在此結束",
    preview_hint: "將滑鼠移到某著法上、以鍵盤選取或長按，即可預覽之後的最佳著法。",
    preview_square: "預覽第 {0} 手：{1}",
    preview_squares: "預覽第 {0} 手：{1}",
    preview_sep: "、",
};
