//! 殘局題頁面的文字。

use crate::i18n::PuzzlesText;

/// 殘局題頁面的文字。
pub const TEXT: PuzzlesText = PuzzlesText {
    title: "殘局題",
    intro: "每道題的局面中，只有一步棋能保住勝局。找出這一步，然後面對殘局庫的最佳防守，繼續以最快的方式取勝。\
            勝得較慢，或把勝局送掉的一步，都算解題失敗。",
    loading: "正在載入殘局題…",
    failed: "無法載入殘局題：{0}。",
    tb_failed: "殘局題需要殘局庫，但殘局庫無法使用（{0}）。",
    empty: "題目檔裡沒有任何題目。",
    heading: "第 {0} 題（共 {1} 題）",
    daily: "今日一題",
    grade: "{0} 步內取勝 · {1} 步誘人的敗著 · 棋盤上 {2} 枚棋子",
    task: "輪到{0}，{1} 步內取勝。{2}",
    your_turn: "輪到你走。",
    waiting: "正在等待殘局庫…",
    solved: "解題成功：勝局已經完成。",
    slower: "{0} 仍然會贏，但是{1}，本可{2}：解題失敗。",
    thrown: "{0} 送掉了勝局（{1}；本可{2}）：解題失敗。",
    bad_number: "沒有第 {0} 題；改為顯示今日一題。",
    moves_label: "你的走法",
    line_label: "已走的棋",
    line_mine: "{0}（你）",
    line_reply: "{0}（殘局庫的防守）",
    prev: "上一題",
    next: "下一題",
    today: "今日一題",
    hint: "提示",
    retry: "再試一次",
    hints_label: "不能取勝的走法",
    hint_line: "{0}：{1}",
    streak: "連續解出 {0} 題（最佳紀錄 {1} 題）",
};
