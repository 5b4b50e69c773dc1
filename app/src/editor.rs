//! The position editor: set up any position the rules allow (stacks, reserves, side to move),
//! then explore it, play from it or share it as a link.
//!
//! The editor is never in an impossible state: every edit is checked by [`validate`], and an
//! edit that would break a rule is refused with a [`Refusal`] that says why. When an edit is
//! impossible only because of the side to move (say the first piece of P1 on an empty board
//! with P1 to move: P2 must then be to move), the editor switches the side to move and says so.
//!
//! The checks are the ones that follow from the rules' text (`shared/rules.md`); each
//! [`Refusal`] variant documents the clause it comes from. Whether an accepted position can
//! really arise in a game is left to the tablebase: a position it does not hold shows unknown
//! values in the explorer.

use std::fmt::Write;

use gobblet_rules::{
    Bitboard, Cover, Player, Position, Reveal, Size, Square, Status, Variant, LINES,
};

use crate::i18n::fill;
use crate::link::{self, Link};
use crate::view::esc;

/// The editor's strings (one instance per language, in `i18n/<lang>/editor.rs`). `{0}`, `{1}`…
/// are filled by [`fill`].
#[allow(missing_docs)] // each field's English text in i18n/en/editor.rs is its documentation
pub struct EditorText {
    pub title: &'static str,
    pub help: &'static str,
    pub reach_note: &'static str,
    /// The names of the players and sizes: the same words as on the game pages.
    pub names: &'static crate::view::UiText,
    /// A piece: `{0}` the player, `{1}` the size.
    pub piece: &'static str,
    /// Between two pieces of a stack, listed from the top down.
    pub over: &'static str,
    /// A square's label: `{0}` the square, `{1}` its stack (top first) or [`EditorText::empty`].
    pub square: &'static str,
    pub empty: &'static str,
    pub board: &'static str,
    pub palette: &'static str,
    /// A palette button's label: `{0}` the piece, `{1}` how many are left to place.
    pub pick: &'static str,
    pub eraser: &'static str,
    pub eraser_label: &'static str,
    pub side: &'static str,
    /// `{0}` the player.
    pub to_move: &'static str,
    pub clear: &'static str,
    pub start: &'static str,
    pub explore: &'static str,
    pub play: &'static str,
    pub share: &'static str,
    pub link: &'static str,
    pub copy_link: &'static str,
    pub notation: &'static str,
    pub copy_notation: &'static str,
    /// `{0}` the side to move.
    pub ongoing: &'static str,
    /// `{0}` the winner, `{1}` its lines.
    pub over_line: &'static str,
    /// Between two line names.
    pub and: &'static str,
    /// `{0}` the side to move (who loses), `{1}` the winner.
    pub over_no_move: &'static str,
    /// `{0}` the new side to move, `{1}` the other side, `{2}` why that side could not be.
    pub side_changed: &'static str,
    /// `{0}` why the position could not be opened.
    pub load_failed: &'static str,
    pub no_tool: &'static str,
    /// `{0}` the piece, `{1}` pieces of each size per player.
    pub none_left: &'static str,
    /// `{0}` the player, `{1}` the count, `{2}` the size, `{3}` pieces of each size per player.
    pub too_many: &'static str,
    /// `{0}` the piece, `{1}` the square, `{2}` the top piece there.
    pub cannot_cover: &'static str,
    /// `{0}` the square.
    pub no_stacking: &'static str,
    /// `{0}` the square.
    pub already_empty: &'static str,
    /// `{0}` P1.
    pub empty_board_p2: &'static str,
    /// `{0}` P1.
    pub p1_absent: &'static str,
    /// `{0}` P1, `{1}` P2.
    pub p2_absent: &'static str,
    pub both_lines: &'static str,
    /// `{0}` the player.
    pub lines_apart: &'static str,
    /// `{0}` the player.
    pub line_on_own_turn: &'static str,
    /// `{0}` the side to move, `{1}` the other player.
    pub reveal_impossible: &'static str,
    pub game_over_no_play: &'static str,
}

impl EditorText {
    /// A player's name.
    #[must_use]
    pub fn player(&self, p: Player) -> &'static str {
        self.names.player(p)
    }

    /// A size's name.
    #[must_use]
    pub fn size(&self, s: Size) -> &'static str {
        self.names.size(s)
    }

    /// A piece's name: "P1 large".
    #[must_use]
    pub fn piece(&self, p: Player, s: Size) -> String {
        fill(self.piece, &[&self.player(p), &self.size(s)])
    }

    /// A set of lines (bits over [`LINES`]) as `a3–c3 and a1–c3`.
    #[must_use]
    pub fn lines(&self, lines: u8) -> String {
        crate::i18n::lines_text(lines, self.and)
    }
}

/// What a click on a square does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    /// Put this piece on top of the square's stack.
    Piece(Player, Size),
    /// Lift the square's top piece (back to its owner's reserve).
    Eraser,
}

/// A user action on the editor page (`data-msg="editor:<to_attr>"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EditorMsg {
    /// Choose what a click on a square does.
    Pick(Tool),
    /// A click on a square: apply the chosen tool there.
    Square(Square),
    /// Set the side to move.
    Side(Player),
    /// Empty the board (which leaves the start position, P1 to move); keeps the chosen tool.
    Clear,
    /// Back to the start position, with no tool chosen.
    Start,
    /// Explore the position (the lead switches to the explorer).
    Explore,
    /// Play a game from the position.
    Play,
}

impl EditorMsg {
    /// The message for the text after `editor:` in a `data-msg` attribute; `None` for junk.
    #[must_use]
    pub fn from_attr(s: &str) -> Option<EditorMsg> {
        match s {
            "erase" => return Some(EditorMsg::Pick(Tool::Eraser)),
            "clear" => return Some(EditorMsg::Clear),
            "start" => return Some(EditorMsg::Start),
            "explore" => return Some(EditorMsg::Explore),
            "play" => return Some(EditorMsg::Play),
            "side-1" => return Some(EditorMsg::Side(Player::P1)),
            "side-2" => return Some(EditorMsg::Side(Player::P2)),
            _ => {}
        }
        if let Some(rest) = s.strip_prefix("sq-") {
            return rest.parse().ok().map(EditorMsg::Square);
        }
        let rest = s.strip_prefix("pick-")?;
        let mut chars = rest.chars();
        let player = match chars.next()? {
            '1' => Player::P1,
            '2' => Player::P2,
            _ => return None,
        };
        let size = Size::from_letter(chars.next()?)?;
        if chars.next().is_some() {
            return None;
        }
        Some(EditorMsg::Pick(Tool::Piece(player, size)))
    }

    /// The text after `editor:` in a `data-msg` attribute (distinct for every message).
    #[must_use]
    pub fn to_attr(&self) -> String {
        match *self {
            EditorMsg::Pick(Tool::Eraser) => "erase".into(),
            EditorMsg::Pick(Tool::Piece(p, s)) => format!("pick-{}{}", p.number(), s.letter()),
            EditorMsg::Square(sq) => format!("sq-{sq}"),
            EditorMsg::Side(p) => format!("side-{}", p.number()),
            EditorMsg::Clear => "clear".into(),
            EditorMsg::Start => "start".into(),
            EditorMsg::Explore => "explore".into(),
            EditorMsg::Play => "play".into(),
        }
    }
}

/// What the editor asks the app to do with its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorAction {
    /// Open the explorer on this position.
    Explore(Position),
    /// Start a game from this position.
    Play(Position),
}

/// Why an edit (or a position) is refused. The position-level variants are the conditions
/// [`validate`] checks, each following from a clause of `shared/rules.md` (quoted in its doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A click on a square with no tool chosen.
    NoTool,
    /// Placing a piece whose kind is all on the board already.
    /// Rules: "Each player owns six pieces: two small (S), two medium (M), two large (L)"
    /// (`pieces = 1`: one of each size).
    NoneLeft {
        /// The piece's owner.
        player: Player,
        /// Its size.
        size: Size,
        /// Pieces of each size per player.
        max: u8,
    },
    /// A position (from outside) with more pieces of a kind than the rules give (same clause).
    TooMany {
        /// The player.
        player: Player,
        /// The size.
        size: Size,
        /// How many are on the board.
        count: u8,
        /// Pieces of each size per player.
        max: u8,
    },
    /// Placing a piece on an equal or larger one.
    /// Rules: "A square holds a stack of at most one piece of each size, larger above smaller".
    CannotCover {
        /// The piece.
        piece: (Player, Size),
        /// The square.
        square: Square,
        /// The top piece there.
        top: (Player, Size),
    },
    /// With `cover = off`, a piece on any other piece.
    /// Rules: "`cover = on | off`: with `off`, a piece may land only on an empty square", so no
    /// stack ever forms.
    NoStacking {
        /// The square.
        square: Square,
    },
    /// The eraser on an empty square.
    AlreadyEmpty(Square),
    /// The empty board with P2 to move.
    /// Rules: "The first player (P1) moves first"; "All start in the player's reserve"; passing
    /// is not allowed and nothing ever leaves the board, so once P1 has moved the board is not
    /// empty: the empty board is the start, with P1 to move.
    EmptyBoardP2,
    /// Pieces on the board (or P2 to move) but none of P1's.
    /// Rules: "The first player (P1) moves first", and a turn is a place or a move of "your own
    /// visible (top) piece": P1's first turn places a piece, and no rule takes a piece off the
    /// board. So once anyone has moved, P1 has a piece on the board.
    P1Absent,
    /// P2 has moved but has no piece on the board: P1 to move on a non-empty board (each player
    /// has had as many turns), or P2 to move with two or more P1 pieces on the board (P1 placed
    /// them on at least two turns, and P2 moved in between).
    /// Rules: as for [`Refusal::P1Absent`]: P2's first turn places a piece (it has none on the
    /// board to move), turns alternate, and pieces never leave the board.
    P2Absent,
    /// Both players show a line (`reveal = must-cover`).
    /// Rules: "After a move, if the mover shows a line, the mover wins" (so before the last move
    /// no line showed), and the reveal rule: "the move is legal only if ... after the move the
    /// opponent shows no line". So after the last move only the mover can show a line.
    BothLines,
    /// A player shows lines that do not all pass through one square.
    /// Rules: the game ends at the first line ("After a move, if the mover shows a line, the mover
    /// wins"), so every line showing was completed by the last move. A move changes the top of at
    /// most two squares: the landing square becomes the mover's, and the lifted-from square
    /// ("lifting a piece ... may uncover pieces") shows what was under it. A new line of the
    /// mover passes through the landing square (the lifted-from square was the mover's before),
    /// a new line of the opponent through the lifted-from square. So each player's lines share a
    /// square.
    LinesApart(Player),
    /// The side to move shows a line (`reveal = must-cover`).
    /// Rules: a line the side to move made on its own move ended the game then, with the other
    /// player to move; and the reveal rule forbids the opponent's last move from leaving it
    /// showing ("the move is legal only if ... after the move the opponent shows no line").
    LineOnOwnTurn(Player),
    /// The side to move shows a line (`reveal = loses`) but no last move could have revealed it.
    /// Rules: with `reveal = loses` "if after a move the opponent shows a line, the opponent
    /// wins", so the side to move may show a line — one uncovered by the other player's last
    /// move, a move (not a placement: "lifting a piece happens before it lands, and may uncover
    /// pieces"). That lift was from a square on all of those lines, off a piece of the side to
    /// move that it covered, so strictly larger ("strictly smaller than s ... It covers"), and
    /// it landed elsewhere, where it still shows (on all of the mover's lines, if any). With
    /// `cover = off` nothing is ever covered, so no lift uncovers anything.
    RevealImpossible(Player),
    /// "Play from this position" when the game is over.
    GameOverNoPlay,
}

impl Refusal {
    /// The refusal in words.
    #[must_use]
    pub fn text(&self, t: &EditorText) -> String {
        let (p1, p2) = (t.player(Player::P1), t.player(Player::P2));
        match *self {
            Refusal::NoTool => t.no_tool.into(),
            Refusal::NoneLeft { player, size, max } => {
                fill(t.none_left, &[&t.piece(player, size), &max])
            }
            Refusal::TooMany {
                player,
                size,
                count,
                max,
            } => fill(
                t.too_many,
                &[&t.player(player), &count, &t.size(size), &max],
            ),
            Refusal::CannotCover { piece, square, top } => fill(
                t.cannot_cover,
                &[&t.piece(piece.0, piece.1), &square, &t.piece(top.0, top.1)],
            ),
            Refusal::NoStacking { square } => fill(t.no_stacking, &[&square]),
            Refusal::AlreadyEmpty(square) => fill(t.already_empty, &[&square]),
            Refusal::EmptyBoardP2 => fill(t.empty_board_p2, &[&p1]),
            Refusal::P1Absent => fill(t.p1_absent, &[&p1]),
            Refusal::P2Absent => fill(t.p2_absent, &[&p1, &p2]),
            Refusal::BothLines => t.both_lines.into(),
            Refusal::LinesApart(p) => fill(t.lines_apart, &[&t.player(p)]),
            Refusal::LineOnOwnTurn(p) => fill(t.line_on_own_turn, &[&t.player(p)]),
            Refusal::RevealImpossible(p) => fill(
                t.reveal_impossible,
                &[&t.player(p), &t.player(p.opponent())],
            ),
            Refusal::GameOverNoPlay => t.game_over_no_play.into(),
        }
    }
}

/// The squares every line of `lines` (bits over [`LINES`]) passes through (all nine for none).
fn common_squares(lines: u8) -> Bitboard {
    (0..8)
        .filter(|i| lines & (1 << i) != 0)
        .fold(Bitboard::FULL, |acc, i| acc.intersect(LINES[i]))
}

/// Checks a position against every condition the rules impose on a position that arose in a
/// game (see [`Refusal`] for each and the clause it comes from), in this order: piece counts,
/// stacks under `cover = off`, who has moved, lines. A position that passes may still be
/// unreachable; the tablebase decides that.
pub fn validate(pos: &Position, variant: &Variant) -> Result<(), Refusal> {
    let count = |p: Player, s: Size| pos.pieces(p, s).count() as u8;
    for player in Player::ALL {
        for size in Size::ALL {
            if count(player, size) > variant.pieces() {
                return Err(Refusal::TooMany {
                    player,
                    size,
                    count: count(player, size),
                    max: variant.pieces(),
                });
            }
        }
    }
    if variant.cover == Cover::Off {
        if let Some(square) = Square::ALL
            .into_iter()
            .find(|&sq| pos.stack(sq).count() > 1)
        {
            return Err(Refusal::NoStacking { square });
        }
    }
    let on_board = |p: Player| -> u8 { Size::ALL.into_iter().map(|s| count(p, s)).sum() };
    let (n1, n2) = (on_board(Player::P1), on_board(Player::P2));
    let side = pos.side_to_move();
    if n1 + n2 == 0 {
        return if side == Player::P2 {
            Err(Refusal::EmptyBoardP2)
        } else {
            Ok(())
        };
    }
    if n1 == 0 {
        return Err(Refusal::P1Absent);
    }
    if n2 == 0 && (side == Player::P1 || n1 >= 2) {
        return Err(Refusal::P2Absent);
    }
    let lines = |p: Player| pos.lines(p);
    let mover = side.opponent();
    if variant.reveal == Reveal::MustCover && lines(side) != 0 && lines(mover) != 0 {
        return Err(Refusal::BothLines);
    }
    for p in [mover, side] {
        if lines(p) != 0 && common_squares(lines(p)).is_empty() {
            return Err(Refusal::LinesApart(p));
        }
    }
    if lines(side) != 0 {
        if variant.reveal == Reveal::MustCover {
            return Err(Refusal::LineOnOwnTurn(side));
        }
        // The mover lifted a piece off X (on every line of the side to move) and it shows on
        // Y ≠ X (on every line of the mover, if any), larger than what it uncovered at X.
        let landing = common_squares(lines(mover));
        let revealed = variant.cover == Cover::On
            && common_squares(lines(side)).iter().any(|x| {
                let under = pos.top(x).map(|(_, s)| s);
                landing.iter().any(|y| {
                    y != x
                        && matches!((pos.top(y), under), (Some((owner, big)), Some(small)) if owner == mover && big > small)
                })
            });
        if !revealed {
            return Err(Refusal::RevealImpossible(side));
        }
    }
    Ok(())
}

/// Something the editor tells the user after an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The action was refused; nothing changed.
    Refused(Refusal),
    /// The edit was made, and the side to move switched to `to`: with the other side to move
    /// the position could not arise, `because`.
    SideChanged {
        /// The side to move now.
        to: Player,
        /// Why the other side cannot be to move.
        because: Refusal,
    },
    /// [`Editor::load`] was given an impossible position and opened the start instead.
    LoadFailed(Refusal),
}

/// The editor's state: the position being set up (always one [`validate`] accepts for the rules
/// it was last checked against), the chosen tool and the last notice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    pos: Position,
    tool: Option<Tool>,
    notice: Option<Notice>,
}

impl Default for Editor {
    fn default() -> Editor {
        Editor::new()
    }
}

impl Editor {
    /// The editor on the start position, no tool chosen.
    #[must_use]
    pub fn new() -> Editor {
        Editor {
            pos: Position::START,
            tool: None,
            notice: None,
        }
    }

    /// The editor on `pos` if `variant`'s rules allow it; otherwise on the start position, with
    /// a notice that says why `pos` could not be opened.
    #[must_use]
    pub fn load(pos: Position, variant: &Variant) -> Editor {
        match validate(&pos, variant) {
            Ok(()) => Editor {
                pos,
                ..Editor::new()
            },
            Err(why) => Editor {
                notice: Some(Notice::LoadFailed(why)),
                ..Editor::new()
            },
        }
    }

    /// The position being edited.
    #[must_use]
    pub fn position(&self) -> Position {
        self.pos
    }

    /// The position if `variant`'s rules allow it (they always do unless the rules changed
    /// since the last edit).
    pub fn checked(&self, variant: &Variant) -> Result<Position, Refusal> {
        validate(&self.pos, variant).map(|()| self.pos)
    }

    /// The chosen tool.
    #[must_use]
    pub fn tool(&self) -> Option<Tool> {
        self.tool
    }

    /// What the last action has to say.
    #[must_use]
    pub fn notice(&self) -> Option<Notice> {
        self.notice
    }

    /// Handles a message; returns what the app must do, if anything.
    pub fn update(&mut self, msg: EditorMsg, variant: &Variant) -> Option<EditorAction> {
        self.notice = None;
        match msg {
            EditorMsg::Pick(tool) => self.tool = Some(tool),
            EditorMsg::Square(sq) => match self.edit(sq, variant) {
                Ok(candidate) => self.commit(candidate, variant),
                Err(why) => self.notice = Some(Notice::Refused(why)),
            },
            EditorMsg::Side(side) => {
                let candidate = self.pos.with_side_to_move(side);
                match validate(&candidate, variant) {
                    Ok(()) => self.pos = candidate,
                    Err(why) => self.notice = Some(Notice::Refused(why)),
                }
            }
            EditorMsg::Clear => self.pos = Position::START,
            EditorMsg::Start => *self = Editor::new(),
            EditorMsg::Explore => match self.checked(variant) {
                Ok(pos) => return Some(EditorAction::Explore(pos)),
                Err(why) => self.notice = Some(Notice::Refused(why)),
            },
            EditorMsg::Play => match self.checked(variant) {
                Ok(pos) if pos.status(variant) == Status::Ongoing => {
                    return Some(EditorAction::Play(pos))
                }
                Ok(_) => self.notice = Some(Notice::Refused(Refusal::GameOverNoPlay)),
                Err(why) => self.notice = Some(Notice::Refused(why)),
            },
        }
        None
    }

    /// The board after applying the chosen tool to `sq` (not yet checked as a whole).
    fn edit(&self, sq: Square, variant: &Variant) -> Result<Position, Refusal> {
        let mut masks = self.pos.masks().map(|m| m.map(Bitboard));
        let bit = Bitboard::from_square(sq);
        match self.tool.ok_or(Refusal::NoTool)? {
            Tool::Eraser => {
                let (p, s) = self.pos.top(sq).ok_or(Refusal::AlreadyEmpty(sq))?;
                masks[p.index()][s.index()] = masks[p.index()][s.index()].without(bit);
            }
            Tool::Piece(player, size) => {
                if self.pos.reserve(variant, player, size) == 0 {
                    return Err(Refusal::NoneLeft {
                        player,
                        size,
                        max: variant.pieces(),
                    });
                }
                if let Some(top) = self.pos.top(sq) {
                    if variant.cover == Cover::Off {
                        return Err(Refusal::NoStacking { square: sq });
                    }
                    if top.1 >= size {
                        return Err(Refusal::CannotCover {
                            piece: (player, size),
                            square: sq,
                            top,
                        });
                    }
                }
                masks[player.index()][size.index()] =
                    masks[player.index()][size.index()].union(bit);
            }
        }
        // The checks above keep one piece per size and square and at most two per kind.
        Position::from_masks(masks, self.pos.side_to_move()).map_err(|_| Refusal::NoneLeft {
            player: self.pos.side_to_move(),
            size: Size::Large,
            max: variant.pieces(),
        })
    }

    /// Accepts `candidate` if the rules allow it, else with the other side to move if that is
    /// allowed (saying so), else refuses it with the reason for the current side.
    fn commit(&mut self, candidate: Position, variant: &Variant) {
        match validate(&candidate, variant) {
            Ok(()) => self.pos = candidate,
            Err(why) => {
                let other = candidate.side_to_move().opponent();
                let flipped = candidate.with_side_to_move(other);
                if validate(&flipped, variant).is_ok() {
                    self.pos = flipped;
                    self.notice = Some(Notice::SideChanged {
                        to: other,
                        because: why,
                    });
                } else {
                    self.notice = Some(Notice::Refused(why));
                }
            }
        }
    }
}

use crate::view::{player_class, size_class};

/// The notice in words.
#[must_use]
pub fn notice_text(notice: &Notice, t: &EditorText) -> String {
    match notice {
        Notice::Refused(why) => why.text(t),
        Notice::SideChanged { to, because } => fill(
            t.side_changed,
            &[&t.player(*to), &t.player(to.opponent()), &because.text(t)],
        ),
        Notice::LoadFailed(why) => fill(t.load_failed, &[&why.text(t)]),
    }
}

/// Where the position stands, in words: whose move, or how the game ended.
#[must_use]
pub fn status_text(pos: &Position, t: &EditorText, variant: &Variant) -> String {
    match pos.status(variant) {
        Status::Ongoing => fill(t.ongoing, &[&t.player(pos.side_to_move())]),
        Status::Line { winner, lines } => fill(t.over_line, &[&t.player(winner), &t.lines(lines)]),
        Status::NoMove => {
            let side = pos.side_to_move();
            fill(
                t.over_no_move,
                &[&t.player(side), &t.player(side.opponent())],
            )
        }
    }
}

/// The link that opens `pos` in the explorer: `page_url` (the page's address without its
/// query) followed by the query of [`link::encode`].
#[must_use]
pub fn share_url(pos: Position, page_url: &str) -> String {
    format!("{page_url}{}", link::encode(&Link::at(pos)))
}

fn button(h: &mut String, msg: EditorMsg, class: &str, label: &str, extra: &str, inner: &str) {
    let _ = write!(
        h,
        r#"<button type="button" class="{class}" data-msg="editor:{}" aria-label="{}"{extra}>{inner}</button>"#,
        msg.to_attr(),
        esc(label)
    );
}

/// The editor page as HTML. `page_url` is the page's absolute address without its query (for
/// the share link).
#[must_use]
pub fn render(editor: &Editor, t: &EditorText, variant: &Variant, page_url: &str) -> String {
    let pos = editor.pos;
    let valid = validate(&pos, variant);
    let over = pos.status(variant) != Status::Ongoing;
    let mut h = String::new();
    let _ = write!(
        h,
        r#"<div class="editor"><h2 id="editor-title">{}</h2><p class="editor-help">{}</p>"#,
        esc(t.title),
        esc(t.help)
    );
    let _ = write!(
        h,
        r#"<p id="editor-status" class="editor-status{}" role="status" aria-live="polite">{}</p>"#,
        if over { " over" } else { "" },
        esc(&status_text(&pos, t, variant))
    );
    let notice = match (&valid, editor.notice) {
        (Err(why), _) => Some(why.text(t)),
        (Ok(()), Some(n)) => Some(notice_text(&n, t)),
        (Ok(()), None) => None,
    };
    let _ = write!(
        h,
        r#"<p id="editor-notice" class="notice editor-notice" role="alert">{}</p>"#,
        notice.as_deref().map(esc).unwrap_or_default()
    );

    h.push_str(r#"<div class="editor-main">"#);
    // The board.
    let _ = write!(
        h,
        r#"<div id="editor-board" class="board editor-board" role="group" aria-label="{}">"#,
        esc(t.board)
    );
    let winners = match pos.status(variant) {
        Status::Line { lines, .. } => (0..8)
            .filter(|i| lines & (1 << i) != 0)
            .fold(0u16, |acc, i| acc | LINES[i].0),
        _ => 0,
    };
    for rank in (1..=3u8).rev() {
        for file in 0..3u8 {
            let sq = Square::from_file_rank(file, rank).expect("files and ranks 0..3, 1..=3");
            let stack: Vec<(Player, Size)> = pos.stack(sq).collect();
            let words = if stack.is_empty() {
                t.empty.to_string()
            } else {
                stack
                    .iter()
                    .rev()
                    .map(|&(p, s)| t.piece(p, s))
                    .collect::<Vec<_>>()
                    .join(t.over)
            };
            let mut inner = String::from(r#"<span class="stack">"#);
            for (depth, &(p, s)) in stack.iter().enumerate() {
                let layer = if depth + 1 == stack.len() {
                    "top"
                } else {
                    "buried"
                };
                let _ = write!(
                    inner,
                    r#"<span class="piece {} {} {layer}" aria-hidden="true">{}</span>"#,
                    player_class(p),
                    size_class(s),
                    s.piece_char(p)
                );
            }
            inner.push_str("</span>");
            let class = if winners & (1 << sq.index()) != 0 {
                "sq winline"
            } else {
                "sq"
            };
            button(
                &mut h,
                EditorMsg::Square(sq),
                class,
                &fill(t.square, &[&sq, &words]),
                "",
                &inner,
            );
        }
    }
    h.push_str("</div>");

    // The tools.
    h.push_str(r#"<div class="editor-tools">"#);
    let _ = write!(
        h,
        r#"<div class="palette" role="group" aria-label="{}">"#,
        esc(t.palette)
    );
    for player in Player::ALL {
        let _ = write!(
            h,
            r#"<div class="palette-row {}"><span class="who">{}</span>"#,
            player_class(player),
            esc(t.player(player))
        );
        for size in Size::ALL {
            let left = pos.reserve(variant, player, size);
            let tool = Tool::Piece(player, size);
            let chosen = editor.tool == Some(tool);
            let inner = format!(
                r#"<span class="piece {} {}" aria-hidden="true">{}</span><span class="count" aria-hidden="true">×{left}</span>"#,
                player_class(player),
                size_class(size),
                size.piece_char(player)
            );
            button(
                &mut h,
                EditorMsg::Pick(tool),
                if left == 0 { "pick none-left" } else { "pick" },
                &fill(t.pick, &[&t.piece(player, size), &left]),
                &format!(r#" aria-pressed="{chosen}""#),
                &inner,
            );
        }
        h.push_str("</div>");
    }
    let erasing = editor.tool == Some(Tool::Eraser);
    button(
        &mut h,
        EditorMsg::Pick(Tool::Eraser),
        "pick eraser",
        t.eraser_label,
        &format!(r#" aria-pressed="{erasing}""#),
        &format!(r#"<span aria-hidden="true">⌫ {}</span>"#, esc(t.eraser)),
    );
    h.push_str("</div>");

    let _ = write!(
        h,
        r#"<div class="editor-side" role="group" aria-label="{}"><span class="label-text">{}</span>"#,
        esc(t.side),
        esc(t.side)
    );
    for player in Player::ALL {
        let label = fill(t.to_move, &[&t.player(player)]);
        button(
            &mut h,
            EditorMsg::Side(player),
            &format!("side {}", player_class(player)),
            &label,
            &format!(r#" aria-pressed="{}""#, pos.side_to_move() == player),
            &esc(&label),
        );
    }
    h.push_str("</div>");

    h.push_str(r#"<div class="editor-actions">"#);
    button(
        &mut h,
        EditorMsg::Clear,
        "action",
        t.clear,
        "",
        &esc(t.clear),
    );
    button(
        &mut h,
        EditorMsg::Start,
        "action",
        t.start,
        "",
        &esc(t.start),
    );
    h.push_str("</div>");
    h.push_str(r#"<div class="editor-go">"#);
    let invalid = if valid.is_err() { " disabled" } else { "" };
    button(
        &mut h,
        EditorMsg::Explore,
        "go",
        t.explore,
        invalid,
        &esc(t.explore),
    );
    let no_play = if valid.is_err() || over {
        " disabled"
    } else {
        ""
    };
    button(&mut h, EditorMsg::Play, "go", t.play, no_play, &esc(t.play));
    h.push_str("</div></div></div>");

    // Sharing.
    let url = share_url(pos, page_url);
    let _ = write!(
        h,
        r#"<h3>{}</h3><div class="editor-share"><p><span class="label-text">{}</span> <a id="editor-link" href="{}">{}</a> <button type="button" class="copy" data-copy="editor-link">{}</button></p><p><span class="label-text">{}</span> <code id="editor-notation">{}</code> <button type="button" class="copy" data-copy="editor-notation">{}</button></p></div>"#,
        esc(t.share),
        esc(t.link),
        esc(&url),
        esc(&url),
        esc(t.copy_link),
        esc(t.notation),
        esc(&pos.to_string()),
        esc(t.copy_notation)
    );
    let _ = write!(
        h,
        r#"<p class="editor-note">{}</p></div>"#,
        esc(t.reach_note)
    );
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobblet_rules::Reveal;

    fn pos(s: &str) -> Position {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    const STD: Variant = Variant::STANDARD;

    fn loses() -> Variant {
        Variant::new(Reveal::Loses, Cover::On, 2).expect("a variant")
    }

    fn cover_off() -> Variant {
        Variant::new(Reveal::MustCover, Cover::Off, 2).expect("a variant")
    }

    #[test]
    fn reachable_positions_pass() {
        let v = STD;
        for line in [
            "",
            "L@b2",
            "L@b2 S@a1",
            "L@b2 S@a1 b2-a1",
            "L@a3 S@b2 L@b3 M@a1 M@c3",
        ] {
            let p = Position::START.play_line(&v, line).expect("legal");
            assert_eq!(validate(&p, &v), Ok(()), "{line}: {p}");
        }
    }

    #[test]
    fn too_many_counts_against_the_variant() {
        let one = Variant::new(Reveal::MustCover, Cover::On, 1).expect("a variant");
        let p = pos("L,.,./.,s,./L,.,. 2");
        assert_eq!(validate(&p, &STD), Ok(()));
        assert_eq!(
            validate(&p, &one),
            Err(Refusal::TooMany {
                player: Player::P1,
                size: Size::Large,
                count: 2,
                max: 1
            })
        );
    }

    #[test]
    fn cover_off_allows_no_stack() {
        let p = pos("sL,.,./.,.,./.,.,. 1");
        assert_eq!(validate(&p, &STD), Ok(()));
        assert_eq!(
            validate(&p, &cover_off()),
            Err(Refusal::NoStacking {
                square: "a3".parse().expect("a square")
            })
        );
    }

    #[test]
    fn who_has_moved() {
        assert_eq!(
            validate(&pos(".,.,./.,.,./.,.,. 2"), &STD),
            Err(Refusal::EmptyBoardP2)
        );
        assert_eq!(
            validate(&pos(".,.,./.,s,./.,.,. 1"), &STD),
            Err(Refusal::P1Absent)
        );
        assert_eq!(
            validate(&pos(".,.,./.,s,./.,.,. 2"), &STD),
            Err(Refusal::P1Absent)
        );
        assert_eq!(
            validate(&pos(".,.,./.,L,./.,.,. 1"), &STD),
            Err(Refusal::P2Absent)
        );
        assert_eq!(validate(&pos(".,.,./.,L,./.,.,. 2"), &STD), Ok(()));
        // Two P1 pieces: P1 has had two turns, P2 one in between.
        assert_eq!(
            validate(&pos("S,.,./.,L,./.,.,. 2"), &STD),
            Err(Refusal::P2Absent)
        );
        // P1's piece may be covered: it is still on the board.
        assert_eq!(validate(&pos(".,.,./.,Sm,./.,.,. 1"), &STD), Ok(()));
    }

    #[test]
    fn lines_under_must_cover() {
        // P1 just completed the top row: P2 to move, game over.
        let won = pos("L,M,S/.,s,./s,.,. 2");
        assert_eq!(validate(&won, &STD), Ok(()));
        assert!(matches!(
            won.status(&STD),
            Status::Line {
                winner: Player::P1,
                ..
            }
        ));
        // The same with P1 to move.
        assert_eq!(
            validate(&won.with_side_to_move(Player::P1), &STD),
            Err(Refusal::LineOnOwnTurn(Player::P1))
        );
        // Both show lines.
        let both = pos("L,M,S/.,.,./l,m,s 2");
        assert_eq!(validate(&both, &STD), Err(Refusal::BothLines));
        assert_eq!(
            validate(&both.with_side_to_move(Player::P1), &STD),
            Err(Refusal::BothLines)
        );
        // Row and column through a3: one placement on a3 completes both.
        let two = pos("L,M,S/M,s,./S,s,l 2");
        assert_eq!(two.lines(Player::P1).count_ones(), 2);
        assert_eq!(validate(&two, &STD), Ok(()));
    }

    #[test]
    fn lines_must_meet() {
        // Top row and bottom row of P1: no single move completes both.
        let apart = pos("L,M,S/s,m,./L,M,S 2");
        assert_eq!(apart.lines(Player::P1).count_ones(), 2);
        assert_eq!(validate(&apart, &STD), Err(Refusal::LinesApart(Player::P1)));
        assert_eq!(
            validate(&apart, &loses()),
            Err(Refusal::LinesApart(Player::P1))
        );
    }

    #[test]
    fn lines_under_reveal_loses() {
        let v = loses();
        // P2 lifted its large from a3 (over P1's small), revealing P1's top row, and put it on c1.
        let revealed = pos("S,M,L/s,.,./.,m,l 1");
        assert_eq!(revealed.lines(Player::P1).count_ones(), 1);
        assert_eq!(validate(&revealed, &v), Ok(()));
        assert_eq!(
            validate(&revealed, &STD),
            Err(Refusal::LineOnOwnTurn(Player::P1))
        );
        // Nothing of P2's is larger than anything on P1's row: no lift could have uncovered it.
        let unrevealed = pos("L,L,M/s,.,./.,s,m 1");
        assert_eq!(
            validate(&unrevealed, &v),
            Err(Refusal::RevealImpossible(Player::P1))
        );
        // Both show lines: P2's lift revealed P1's row, and its landing completed its own.
        let both = pos("S,M,L/.,.,./s,m,l 1");
        assert_eq!(validate(&both, &v), Ok(()));
        // With cover = off no lift reveals anything.
        let off = Variant::new(Reveal::Loses, Cover::Off, 2).expect("a variant");
        let flat = pos("S,M,L/.,s,./m,.,l 1");
        assert_eq!(
            validate(&flat, &off),
            Err(Refusal::RevealImpossible(Player::P1))
        );
    }
}
