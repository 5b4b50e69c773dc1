//! The refusals of setups (the editor's, links', pastes'); the editor page's own strings are
//! in `full/editor.rs`.

use crate::i18n::SetupText;

/// The refusals of setups, shared with links and pastes.
pub const SETUP: SetupText = SetupText {
    names: &super::ui::TEXT,
    piece: "{0}的{1}棋子",
    no_tool: "請先選一枚棋子或橡皮擦。",
    none_left: "{0}已經沒有了：每位玩家每種大小各只有 {1} 枚。",
    too_many: "{0}在棋盤上有 {1} 枚{2}棋子，但每位玩家每種大小只有 {3} 枚。",
    cannot_cover: "{0}不能放在 {1}：棋子只能蓋住比自己小的棋子，而 {1} 最上面是{2}。",
    no_stacking: "{0} 不能放超過一枚棋子：在這套規則下（不能蓋住棋子），棋子只能放在空格上。",
    already_empty: "{0} 已經是空的。",
    empty_board_p2: "空棋盤就是開局，輪到{0}：{0}先走，走過之後棋盤上就有棋子了。",
    p1_absent: "棋盤上一定有{0}的棋子：{0}先走，第一步必定是放子，而棋子不會離開棋盤。",
    p2_absent: "棋盤上一定有{1}的棋子：{1}已經走過（又輪到{0}，或{0}已經走了兩步），它的第一步必定是放子，而棋子不會離開棋盤。",
    both_lines: "雙方不可能同時連線：出現第一條連線時對局就結束了，而任何一步都不能讓對手的連線露出來。",
    lines_apart: "{0}的幾條連線沒有共同的格子：出現第一條連線時對局就結束，所以這些連線都是同一步完成的，而一步棋只會讓走棋方多佔一格。",
    line_on_own_turn: "輪到{0}時，{0}不可能已經連線：{0}自己完成的連線，在它走完那一步時就結束對局了；而依照揭露規則，對手的一步也不能讓這條連線露出來。",
    reveal_impossible: "輪到{0}時{0}已經連線，表示{1}上一步從這條線上的一格拿起一枚較大的棋子、露出了底下的棋子，而那枚棋子現在仍在別格的最上面；這個盤面上沒有符合的棋子。",
    game_over_no_play: "這個局面的對局已經結束，沒有棋可以下了。",
};
