//! 繁體中文。

use gobbler_rules::{Fate, Scattered, Side, Winner};

use super::{level_index, Messages, RulesSection, RulesText};
use crate::model::Notice;
use crate::players::PlayerId;

fn side(s: Side) -> &'static str {
    match s {
        Side::Littles => "小兵",
        Side::Gobblers => "吞噬者",
    }
}

fn player(p: PlayerId) -> String {
    match p {
        PlayerId::You => "你".into(),
        PlayerId::Friend => "朋友".into(),
        PlayerId::Computer(l) => format!("電腦（{}）", ["簡單", "中等", "強"][level_index(l)]),
    }
}

fn scattered(s: &Scattered) -> String {
    let (from, n) = (s.from, s.count);
    let what = format!("{from} 上的 {n} 個小兵");
    match s.fate {
        Fate::Ran { to } => format!("{what}逃到 {to}。"),
        Fate::Slid { to } => format!("{what}被斜推出棋盤，沿邊滑到 {to}。"),
        Fate::PinnedAtEdge => format!("{what}被直推出棋盤，困在邊上被吃。"),
        Fate::PinnedInCorner => format!("{what}被推出角落，困在角上被吃。"),
        Fate::RanIntoJaws { gobbler } => format!("{what}逃進 {gobbler} 上吞噬者的嘴裡，被吃。"),
        Fate::SlidIntoJaws { gobbler } => {
            format!("{what}沿邊滑進 {gobbler} 上吞噬者的嘴裡，被吃。")
        }
    }
}

fn notice(n: &Notice) -> String {
    match n {
        Notice::BadLink(why) => format!("無法重播這個連結的對局（{why}）。沒有任何改變。"),
        Notice::Replayed(n) => format!("已重播連結的對局：{n} 個回合。"),
        Notice::AlreadyMoved(sq) => {
            format!("回合開始時在 {sq} 的小兵都已走過：每個小兵一回合只能走一步。")
        }
        Notice::NoLittles(sq) => format!("{sq} 上沒有小兵。"),
        Notice::ThreeSteps => "已走三步：請結束回合或撤回一步。".into(),
        Notice::NotNeighbour(a, b) => format!("{b} 不在 {a} 旁邊：小兵只能走到相鄰的格子。"),
        Notice::OntoGobbler(sq) => format!("小兵不能走到吞噬者的格子（{sq}）。"),
        Notice::StepsPending => "已有步數：請結束回合，或先撤回再跳過。".into(),
        Notice::NotLanding(sq) => format!("吞噬者不能落在 {sq}：請選亮起的格子。"),
        Notice::Starving(sq) => format!("{sq} 上的吞噬者這回合餓死：牠沒有能吃兩個的走法。"),
        Notice::PickGobbler => "請先選一個吞噬者。".into(),
        Notice::NotYourTurn => "這一方由電腦下：請等它走完。".into(),
        Notice::GameOver => "對局已結束。請開始新對局。".into(),
        Notice::Illegal(why) => format!("不允許：{why}。"),
        Notice::ComputerFailed(why) => format!("電腦無法下這一步：{why}。"),
    }
}

/// 繁體中文表。
pub static MESSAGES: Messages = Messages {
    title: "吞噬者（Gobbler）",
    tagline: "六十個小兵對抗兩個以馬步跳躍的吞噬者（Luke Weisman，2002）。",
    tab_play: "對局",
    tab_rules: "規則",
    side,
    player,
    to_move: |s, p| format!("輪到{}（{p}）", side(s)),
    thinking: |p| format!("{p}思考中…"),
    result: |w, p, eaten, t| match w {
        Winner::Gobblers => format!("對局結束：吞噬者吃了 {eaten} 個，多於 {t}。吞噬者獲勝（{p}）。"),
        Winner::Littles => format!("對局結束：吞噬者吃了 {eaten} 個，沒有多於 {t}。小兵獲勝（{p}）。"),
    },
    eaten: |n| format!("已吃：{n} / 60"),
    threshold: |t| format!("吞噬者吃超過 {t} 個即獲勝。"),
    starving: |sq| format!("{sq} 上的吞噬者餓死：牠沒有能吃兩個小兵的走法。"),
    starved: |sq| format!("{sq} 上的吞噬者餓死，離開棋盤。"),
    board: "棋盤",
    square: |sq, n, g, starving| {
        if g && starving {
            format!("{sq}，餓死中的吞噬者")
        } else if g {
            format!("{sq}，吞噬者")
        } else if n == 0 {
            format!("{sq}，空")
        } else {
            format!("{sq}，{n} 個小兵")
        }
    },
    end_turn: "結束回合",
    pass: "跳過",
    undo_step: "撤回一步",
    undo: "悔棋",
    new_game: "新對局",
    copy: "複製",
    copied: "已複製",
    steps: |n, s| {
        if n == 0 {
            "還沒走（最多三步）。".into()
        } else {
            format!("步數：{n} / 3 — {s}")
        }
    },
    hint_littles: "選一個有小兵的格子，再選相鄰的格子：最多三步，然後按「結束回合」。",
    hint_step: |sq| format!("已選 {sq} 上的小兵：請選亮起的相鄰格子。"),
    hint_gobbler: "選一個吞噬者，再選亮起的落點（一或兩次馬步跳）。",
    hint_hop: |path, eaten| {
        if eaten == 0 {
            format!("{path}：請選亮起的落點。")
        } else {
            format!("{path} 吃 {eaten} 個：必須再跳一次，合計至少吃兩個。")
        }
    },
    landing: |mv, hops, scatter| {
        if scatter == 0 {
            format!("{mv}：吃 {hops} 個")
        } else {
            format!("{mv}：吃 {hops} 個，逃散中再吃 {scatter} 個")
        }
    },
    hop_on: |sq, n| format!("{sq}：吃 {n} 個，然後再跳"),
    last_move: |mv, n| format!("吞噬者上一步 {mv}：跳躍吃了 {n} 個。"),
    scattered,
    no_scatter: "落點旁沒有小兵：沒有逃散。",
    scatter_total: |n| format!("逃散中被吃 {n} 個。"),
    players: "玩家與段位",
    plays_littles: "小兵",
    plays_gobblers: "吞噬者",
    next_game_note: "更換玩家從下一局開始生效。",
    rank_head: ["玩家", "掠奪段位", "逃散段位"],
    ranks_note: "每局結束後，勝方在所下一方的段位加一，敗方減一（不低於 0）。門檻 T = 40 + 吞噬者玩家的掠奪段位 − 小兵玩家的逃散段位。",
    this_threshold: |t, m, s| format!("本局：T = 40 + {m} − {s} = {t}。"),
    not_ranked: "從連結重播的對局不影響段位。",
    ranked: "結果已計入段位。",
    game: "棋譜",
    no_turns: "還沒有回合。",
    game_text: "棋譜記法",
    link: "重播此局的連結",
    notice,
    rules: RulesText {
        intro: "吞噬者在 8×8 棋盤上由兩位玩家對戰：一方有六十個小兵，另一方有兩個像西洋棋騎士一樣跳躍、會吃小兵的吞噬者。以下是本站採用的全部規則；原文沒有說明或自相矛盾之處，本站的選擇標示為「決定」。",
        before: "之前",
        after: "之後",
        sections: [
            RulesSection {
                title: "棋盤與開局",
                body: &[
                    "格子的名稱與西洋棋相同：直行 a–h 由左到右，橫列 1–8 由下到上。",
                    "開局時，除了中央四格外每格都有一個小兵；吞噬者斜對角站在 d4 與 e5，d5 與 e4 是空的。共 60 個小兵。",
                    "一個格子要嘛站一個吞噬者，要嘛有任意數量的小兵（一疊；格子上顯示數量）。小兵彼此沒有分別：只看每格的數量。",
                    "小兵先走，之後雙方輪流。",
                ],
                captions: &["開局：60 個小兵，吞噬者在 d4 與 e5。"],
            },
            RulesSection {
                title: "小兵的回合",
                body: &[
                    "小兵玩家最多走三步。一步是把一個小兵移到相鄰的（最多八個）格子之一，直走或斜走都可以。目標格可以是空的或已有小兵（疊在一起）；不能是吞噬者的格子，也不能走出棋盤。",
                    "決定：一步都不走（跳過）也是合法的回合——原文說小兵玩家「不必用完所有步數」。",
                ],
                captions: &["三步：b1-b2、a1-b2 與 c3-d3。兩個小兵疊到 b2 原有的小兵上。"],
            },
            RulesSection {
                title: "小兵不能走兩步",
                body: &[
                    "一回合的步數以回合開始時的數量判斷：從每個格子離開的步數，不能多於回合開始時那格的小兵數。",
                    "所以 b2 原本有小兵時，a1-b2 b2-c3 合法（兩個小兵各走一步——小兵沒有分別，哪個繼續走都一樣）；b2 原本是空的時就不合法（同一個小兵會走兩格）。",
                    "結果相同的兩個回合算是同一個回合。",
                ],
                captions: &[
                    "b2 原本有小兵：a1-b2 b2-c3 合法（每個小兵各走一步）。",
                    "b2 原本是空的：a1-b2 b2-c3 不合法（一個小兵會走兩步）。",
                ],
            },
            RulesSection {
                title: "吞噬者的走法",
                body: &[
                    "吞噬者玩家讓一個吞噬者跳一次或兩次馬步（一個方向兩格，再向旁邊一格）。落點必須在棋盤上，且不能是另一個吞噬者的格子。吞噬者吃掉每個落點上的所有小兵。",
                    "第一跳吃了兩個以上，這步就結束。否則（吃了 0 或 1 個）必須再跳一次，兩跳合計至少吃兩個。吃不到兩個的走法不允許；第二跳跳回起點什麼也吃不到，所以永遠不能完成走法。",
                    "走法就是路徑：終點相同的兩條路徑（f5>d6>e4 與 f5>g3>e4）是兩個不同的走法。",
                ],
                captions: &[
                    "一跳：d4>c6 吃掉 2 個一疊，這步就結束。",
                    "兩跳：e5>c6 吃 1 個，所以要再跳；c6>b4 再吃 1 個：合計兩個。",
                ],
            },
            RulesSection {
                title: "餓死",
                body: &[
                    "吞噬者玩家的回合開始時，每個沒有合法走法的吞噬者都會餓死並離開棋盤，即使另一個還能走。兩個都以當時的局面判斷。若還剩吞噬者，玩家必須讓它走。",
                    "決定：一個吞噬者若只有落在同伴格子上的路徑才能吃到兩個小兵，就沒有合法走法：即使小兵就在附近，牠也餓死。",
                    "餓死的吞噬者在另一個行動前就已離開：牠的格子成為普通空格，逃散時跑到那裡的小兵會活下來。",
                ],
                captions: &[
                    "a1 上的吞噬者一跳或兩跳都吃不到兩個小兵：牠餓死。",
                    "決定：a8 上的吞噬者只有落在同伴所在的 b6 才能吃到兩個：牠餓死。",
                ],
            },
            RulesSection {
                title: "逃散",
                body: &[
                    "移動的吞噬者停下時，牠周圍八格上的每個小兵都同時往正遠離牠的方向逃一格（依逃散前的局面計算）。整疊一起移動；相遇的疊會合併。",
                    "每個目標都離吞噬者兩格，所以沒有小兵會逃兩次。逃散中被吃的小兵計入總吃數，但不計入跳躍必須吃到的兩個。",
                ],
                captions: &["吞噬者從 e6 落在 d4：周圍八個小兵都往正遠離牠的方向逃。"],
            },
            RulesSection {
                title: "棋盤邊的逃散",
                body: &[
                    "小兵的逃路若直直指出棋盤（牠在邊上，正好夾在吞噬者與邊之間），牠被困住並被吃。",
                    "若從非角落的邊格被斜推出棋盤，牠沿著邊往推的方向滑一格。若被斜推出角落，牠被困住並被吃。",
                    "決定：原文「緊鄰吞噬者且在棋盤邊上 → 被吃」解讀為「逃路指出棋盤」；在邊上但逃路沿著棋盤的小兵只是照常移動。",
                ],
                captions: &[
                    "吞噬者落在 b4：a4 被困住吃掉；a5 與 a3 沿 a 行滑到 a6 與 a2。",
                    "吞噬者落在 b2：角落 a1 的小兵被困住吃掉。",
                    "決定：吞噬者落在 a4：a5 在邊上，但沿邊逃到 a6，活了下來。",
                ],
            },
            RulesSection {
                title: "逃進另一個吞噬者的嘴裡",
                body: &[
                    "目標是另一個吞噬者格子的小兵會逃進牠嘴裡被吃。沿邊滑到另一個吞噬者上的小兵也一樣。",
                ],
                captions: &[
                    "吞噬者落在 b4：c4 逃進 d4 上吞噬者的嘴裡被吃。",
                    "吞噬者落在 b4：a5 沿邊滑進 a6 上吞噬者的嘴裡被吃。",
                ],
            },
            RulesSection {
                title: "結束與勝負",
                body: &[
                    "兩個吞噬者都餓死時（吞噬者的回合開始時沒有一個能走）對局結束。每局都會結束：吞噬者每回合至少吃兩個小兵，或餓死一個吞噬者。",
                    "吞噬者玩家吃的數量超過門檻 T = 40 + 吞噬者玩家的掠奪段位 − 小兵玩家的逃散段位即獲勝。兩位新手以 T = 40 對局。",
                    "決定：否則小兵玩家獲勝。原文也說小兵救下四十個以上就贏，但六十個小兵下，被吃 21 到 40 個就無法判定；原文的段位規則只談一個門檻，所以這裡每局都由同一個門檻決定。",
                ],
                captions: &[],
            },
            RulesSection {
                title: "段位",
                body: &[
                    "每位玩家有掠奪段位（當吞噬者時）與逃散段位（當小兵時），都從 0 開始，就像圍棋的讓子。",
                    "每局結束後，勝方在所下一方的段位加一，敗方在所下一方的段位減一，不低於 0。本頁在這台裝置上記住你、你的朋友與每個電腦等級的段位。",
                ],
                captions: &[],
            },
            RulesSection {
                title: "記法與範例",
                body: &[
                    "一步：c3-d4。小兵的回合：各步以空格分開（b2-c3 b2-c3 h7-g6），或 pass。吞噬者的走法：起點與每個落點以 > 連接（e5>c6、e5>d7>f8）。一局：各回合以 ; 分開（pass; e5>c6>b4）。",
                    "範例：開局小兵跳過，e5 上的吞噬者走 e5>c6>b4——第一跳吃 1 個，第二跳吃 1 個。b4 周圍：b5→b6、c5→d6、b3→b2、c3→d2（形成 2 個一疊）；a5 與 a3 沿 a 行滑到 a6 與 a2；a4 被困住吃掉；c4 逃進 d4 上吞噬者的嘴裡被吃。共吃四個；接著輪到小兵。",
                ],
                captions: &["範例：pass; e5>c6>b4。"],
            },
        ],
    },
};
