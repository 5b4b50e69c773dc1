//! The position editor: set up any position the rules allow (stacks, reserves, side to move),
//! then explore it, play from it or share it as a link.
//!
//! While editing, only the physical limits hold: pieces go down in any order, at most as many of
//! each kind as the rules give each player, a piece only on a strictly smaller one (on an empty
//! square only, with `cover = off`); the side to move changes only when the player sets it.
//! Whether the position could arise in a game is asked when the player leaves with it (explore,
//! play, share): [`crate::setup::validate`] then refuses it with a [`Refusal`], and the page says
//! in one sentence what to change ([`Notice::CannotLeave`]).
//!
//! The checks are the ones that follow from the rules' text (`docs/rules.md`); each
//! [`Refusal`] variant documents the clause it comes from. Whether an accepted position can
//! really arise in a game is left to the tablebase: a position it does not hold shows unknown
//! values in the explorer.

mod view;

use gobblet_rules::{Bitboard, Cover, Player, Position, Size, Square, Status, Variant};
use web_kit::codec::Codec;

use crate::setup::{validate, Refusal};

pub use view::{fix_text, notice_text, render, share_url, status_text};

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
        if let Some(msg) = BUTTONS.value(s) {
            return Some(*msg);
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
            EditorMsg::Pick(Tool::Piece(p, s)) => format!("pick-{}{}", p.number(), s.letter()),
            EditorMsg::Square(sq) => format!("sq-{sq}"),
            EditorMsg::Pick(Tool::Eraser)
            | EditorMsg::Side(_)
            | EditorMsg::Clear
            | EditorMsg::Start
            | EditorMsg::Explore
            | EditorMsg::Play => BUTTONS.tag(self).unwrap_or_default().into(),
        }
    }
}

/// The editor's messages that carry no square or piece: one table for both directions.
const BUTTONS: Codec<EditorMsg> = Codec {
    table: &[
        ("erase", EditorMsg::Pick(Tool::Eraser)),
        ("clear", EditorMsg::Clear),
        ("start", EditorMsg::Start),
        ("explore", EditorMsg::Explore),
        ("play", EditorMsg::Play),
        ("side-1", EditorMsg::Side(Player::P1)),
        ("side-2", EditorMsg::Side(Player::P2)),
    ],
};

/// What the editor asks the app to do with its position (returned by [`Editor::update`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorCmd {
    /// Open the explorer on this position.
    Explore(Position),
    /// Start a game from this position.
    Play(Position),
}

/// Something the editor tells the user after an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The edit was refused (a physical limit); nothing changed.
    Refused(Refusal),
    /// Exploring, playing or sharing the position was refused: it could not arise in a game.
    CannotLeave(Refusal),
    /// [`Editor::load`] was given an impossible position and opened the start instead.
    LoadFailed(Refusal),
}

/// The editor's state: the position being set up (within the physical limits; [`validate`]
/// judges it when the player leaves with it), the chosen tool and the last notice.
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

    /// The position if `variant`'s rules allow it, else why they do not.
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

    /// Handles a message; returns what the app must do (nothing, or leave with the position).
    #[must_use]
    pub fn update(&mut self, msg: EditorMsg, variant: &Variant) -> Vec<EditorCmd> {
        self.notice = None;
        match msg {
            EditorMsg::Pick(tool) => self.tool = Some(tool),
            EditorMsg::Square(sq) => match self.edit(sq, variant) {
                Ok(edited) => self.pos = edited,
                Err(why) => self.notice = Some(Notice::Refused(why)),
            },
            EditorMsg::Side(side) => self.pos = self.pos.with_side_to_move(side),
            EditorMsg::Clear => self.pos = Position::START,
            EditorMsg::Start => *self = Editor::new(),
            EditorMsg::Explore => match self.checked(variant) {
                Ok(pos) => return vec![EditorCmd::Explore(pos)],
                Err(why) => self.notice = Some(Notice::CannotLeave(why)),
            },
            EditorMsg::Play => match self.checked(variant) {
                Ok(pos) if pos.status(variant) == Status::Ongoing => {
                    return vec![EditorCmd::Play(pos)]
                }
                Ok(_) => self.notice = Some(Notice::CannotLeave(Refusal::GameOverNoPlay)),
                Err(why) => self.notice = Some(Notice::CannotLeave(why)),
            },
        }
        Vec::new()
    }

    /// The board after applying the chosen tool to `sq`, within the physical limits (not
    /// checked as a position of a game: that waits until the player leaves with it).
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
}

#[cfg(test)]
mod codec_tests {
    #[test]
    fn the_buttons_table_reads_back() {
        assert_eq!(super::BUTTONS.check(), Ok(()));
    }
}
