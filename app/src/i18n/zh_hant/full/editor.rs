//! The editor page's strings.

use crate::i18n::EditorText;

/// The editor page's strings.
pub const TEXT: EditorText = EditorText {
    setup: &super::super::editor::SETUP,
    title: "局面編輯器",
    help: "先選一枚棋子（或橡皮擦），再點棋盤上的格子：棋子會疊到該格最上面，橡皮擦則拿掉最上面的棋子。不在棋盤上的棋子都在各自的備用區。",
    reach_note: "編輯器會拒絕規則上不可能出現的局面。至於局面能否在實際對局中出現，則由殘局庫判定：殘局庫裡沒有的局面，在探索頁會顯示為未知。",
    over: "，其下為",
    square: "{0}：{1}",
    empty: "空",
    board: "編輯中的棋盤",
    palette: "可放的棋子（備用區）",
    pick: "{0}：還可放 {1} 枚",
    eraser: "橡皮擦",
    eraser_label: "橡皮擦：點一格即拿掉最上面的棋子",
    side: "輪到誰走",
    to_move: "輪到{0}",
    clear: "清空棋盤",
    start: "開局局面",
    explore: "探索這個局面",
    play: "從這個局面開始對弈",
    share: "分享",
    link: "連結：",
    copy_link: "複製連結",
    notation: "局面記法：",
    copy_notation: "複製",
    ongoing: "輪到{0}，對局進行中。",
    over_line: "對局已結束：{0}連成 {1}，獲勝。",
    and: "、",
    over_no_move: "對局已結束：{0}無棋可走而落敗，{1}獲勝。",
    side_changed: "已改為輪到{0}。若輪到{1}，這個局面不可能出現：{2}",
    load_failed: "無法編輯那個局面，改為顯示開局：{0}",
};
