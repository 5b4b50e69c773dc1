//! stats.json 或 puzzles.json 被拒絕的原因。

use crate::i18n::FilesText;

/// stats.json 或 puzzles.json 被拒絕的原因。
pub const TEXT: FilesText = FilesText {
    json_syntax: "不是有效的 JSON（第 {0} 行第 {1} 欄）",
    json_shape: "有欄位缺少或類型不對（第 {0} 行第 {1} 欄）",
    json_eof: "內容提早結束（第 {0} 行第 {1} 欄）",
    json_io: "內容無法讀取",
    stats_file: "stats.json：{0}",
    stats_too_long: "`{0}` 有 {1} 項，最多只能有 {2} 項",
    stats_not_share: "`{0}` 是 {1}，不是 0 到 1 之間的比例",
    stats_first_moves: "列出了 {0} 個第一步，最多只能有 {1} 個",
    stats_not_placement: "第一步「{0}」不是像 S@a3 那樣的放子",
    stats_no_plies_start: "開局記為勝或負，卻沒有步數",
    stats_no_plies_move: "第一步 {0} 記為勝或負，卻沒有步數",
    puzzle_file: "puzzles.json：{0}",
    puzzle_rules: "這些題目是依{0}出的，殘局庫卻是{1}",
    puzzle_entry: "第 {0} 題：{1}",
    puzzle_over: "對局已經結束",
    puzzle_length: "{0} 步取勝不是題目的長度",
    puzzle_not_legal: "答案 {0} 不是合法的著法",
    puzzle_tempting: "誘人的錯著有 {0} 步，但局面只有 {1} 步棋",
    puzzle_answer_size: "答案的大小不是 S、M 或 L",
    puzzle_answer_square: "答案中的格子不存在",
    puzzle_answer_shape: "答案既不是像 L@b2 的放子，也不是像 b2-c3 的移動",
};
