//! 繁體中文：標題、棋盤、面板與提示。

use crate::i18n::schema::{AdviceText, NoticeText, PageText, PlayText, RecordText, ReportText};

/// 標題與分頁。
pub const PAGE: PageText = PageText {
    title: "吞噬者（Gobbler）",
    tagline: "六十個小兵對抗兩個以馬步跳躍的吞噬者（Luke Weisman，2002）。",
    tab_play: "對局",
    tab_rules: "規則",
};

/// 棋盤與正在走的回合。
pub const PLAY: PlayText = PlayText {
    littles: "小兵",
    gobblers: "吞噬者",
    you: "你",
    friend: "朋友",
    computer: "電腦（{0}）",
    levels: ["簡單", "中等", "強"],
    to_move: "輪到{0}（{1}）",
    thinking: "{0}思考中…",
    result_gobblers: "對局結束：吞噬者吃了 {0} 個，多於 {1}。吞噬者獲勝（{2}）。",
    result_littles: "對局結束：吞噬者吃了 {0} 個，沒有多於 {1}。小兵獲勝（{2}）。",
    eaten: "已吃：{0} / 60",
    threshold: "吞噬者吃超過 {0} 個即獲勝。",
    starving: "{0} 上的吞噬者餓死：牠沒有能吃兩個小兵的走法。",
    board: "棋盤",
    square_empty: "{0}，空",
    square_one: "{0}，1 個小兵",
    square_many: "{0}，{1} 個小兵",
    square_gobbler: "{0}，吞噬者",
    square_starving: "{0}，餓死中的吞噬者",
    end_turn: "結束回合",
    pass: "跳過",
    undo_step: "撤回一步",
    undo: "悔棋",
    new_game: "新對局",
    no_steps: "還沒走（最多三步）。",
    steps: "步數：{0} / 3 — {1}",
    hint_littles: "選一個有小兵的格子，再選相鄰的格子：最多三步，然後按「結束回合」。",
    hint_step: "已選 {0} 上的小兵：請選亮起的相鄰格子。",
    hint_gobbler: "選一個吞噬者，再選亮起的落點（一或兩次馬步跳）。",
    hint_hop: "{0}：請選亮起的落點。",
    hint_hop_on: "{0} 吃 {1} 個：必須再跳一次，合計至少吃兩個。",
    landing: "{0}：吃 {1} 個",
    landing_scatter: "{0}：吃 {1} 個，逃散中再吃 {2} 個",
    hop_on: "{0}：吃 {1} 個，然後再跳",
    last_turn: "上一回合由{0}下：{1}。",
    last_pass: "上一回合：{0}跳過。",
};

/// 強電腦的提示與局勢評估。
pub const ADVICE: AdviceText = AdviceText {
    hint: "提示",
    eval_switch: "局勢評估",
    hint_thinking: "提示：強電腦正在找一步棋…",
    hint_turn: "提示：強電腦會走 {0}。",
    hint_pass: "提示：強電腦會跳過這回合。",
    hint_eats: "跳躍吃 {0} 個，逃散中吃 {1} 個。",
    hint_expects: "它預計到終局共被吃 {0} 個。",
    then: "{0}{1}",
    hint_failed: "沒有提示：{0}。",
    eval_thinking: "強電腦正在評估這個局面…",
    eval_littles: "小兵領先：強電腦預計到終局共被吃 {0} 個，沒有多於 {1}。",
    eval_gobblers: "吞噬者領先：強電腦預計到終局共被吃 {0} 個，多於 {1}。",
    eval_none: "沒有估計：強電腦的時間用完了。",
    eval_failed: "強電腦無法評估這個局面：{0}。",
    littles_ahead: "小兵領先",
    gobblers_ahead: "吞噬者領先",
};

/// 吞噬者上一步的報告。
pub const REPORT: ReportText = ReportText {
    last_move: "吞噬者上一步 {0}：跳躍吃了 {1} 個。",
    starved: "{0} 上的吞噬者餓死，離開棋盤。",
    little_one: "{0} 上的 1 個小兵",
    littles_many: "{0} 上的 {1} 個小兵",
    ran: "{0}逃到 {1}。",
    slid: "{0}被斜推出棋盤，沿邊滑到 {1}。",
    pinned_at_edge: "{0}被直推出棋盤，困在邊上被吃。",
    pinned_in_corner: "{0}被推出角落，困在角上被吃。",
    ran_into_jaws: "{0}逃進 {1} 上吞噬者的嘴裡，被吃。",
    slid_into_jaws: "{0}沿邊滑進 {1} 上吞噬者的嘴裡，被吃。",
    no_scatter: "落點旁沒有小兵：沒有逃散。",
    scatter_total: "逃散中被吃 {0} 個。",
};

/// 棋譜、玩家與段位。
pub const RECORD: RecordText = RecordText {
    game: "棋譜",
    no_turns: "還沒有回合。",
    game_text: "棋譜記法",
    link: "重播此局的連結",
    copy: "複製",
    copied: "已複製",
    players: "玩家與段位",
    plays_littles: "小兵",
    plays_gobblers: "吞噬者",
    next_game_note: "更換玩家從下一局開始生效。",
    rank_head: ["玩家", "掠奪段位", "逃散段位"],
    ranks_note: "每局結束後，勝方在所下一方的段位加一，敗方減一（不低於 0）。門檻 T = 40 + 吞噬者玩家的掠奪段位 − 小兵玩家的逃散段位。",
    this_threshold: "本局：T = 40 + {1} − {2} = {0}。",
    this_threshold_kept: "本局：T = {0}（40 + {1} − {2}，限定在 0 到 {3} 之間）。",
    this_threshold_link: "本局：T = {0}，由連結指定。",
    not_ranked: "從連結重播的對局不影響段位。",
    ranked: "結果已計入段位。",
};

/// 提示。
pub const NOTICES: NoticeText = NoticeText {
    bad_link: "無法重播這個連結的對局（{0}）。沒有任何改變。",
    replayed: "已重播連結的對局：{0} 個回合。",
    already_moved: "回合開始時在 {0} 的小兵都已走過：每個小兵一回合只能走一步。",
    arrived: "{0} 上的小兵都是這回合才走過去的：每個小兵一回合只能走一步。",
    no_littles: "{0} 上沒有小兵。",
    three_steps: "已走三步：請結束回合或撤回一步。",
    not_neighbour: "{1} 不在 {0} 旁邊：小兵只能走到相鄰的格子。",
    onto_gobbler: "小兵不能走到吞噬者的格子（{0}）。",
    steps_pending: "已有步數：請結束回合，或先撤回再跳過。",
    not_landing: "吞噬者不能落在 {0}：請選亮起的格子。",
    starving: "{0} 上的吞噬者這回合餓死：牠沒有能吃兩個的走法。",
    pick_gobbler: "請先選一個吞噬者。",
    not_your_turn: "這一方由電腦下：請等它走完。",
    game_over: "對局已結束。請開始新對局。",
    illegal: "不允許：{0}。",
    steps_kept: "你這回合走的步保留了：新選的玩家從下一局開始。",
    restarted: "你還沒下過任何回合：已用新選的玩家重新開局。",
    computer_failed: "電腦無法下這一步：{0}。",
    link_encoding: "連結中的對局編碼不正確",
    link_threshold: "t={0} 不是門檻：門檻是 0 到 {1} 的整數",
    computer_not_a_turn: "{0}：{1}",
    computer_worker_failed: "電腦的背景程式無法啟動",
    computer_unreachable: "無法聯絡電腦的背景程式",
    computer_crashed: "電腦的背景程式出錯而停止",
    computer_no_answer: "沒有回應",
    think_level: "沒有「{0}」這個等級：等級只有簡單、中等、強（或寫 1、2、3）",
    think_over: "對局已結束：沒有可選的回合",
};
