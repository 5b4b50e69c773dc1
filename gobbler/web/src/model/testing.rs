//! The model with a fake browser, for the tests of every screen: it runs the commands `init`
//! and `update` return, as `web` does, and keeps what they asked for.

use gobbler_rules::Side;

use super::{Cmd, Model, Msg, Start, Think};
use crate::players::PlayerId;

/// The model with a fake browser that runs every command `init` and `update` return, as `web`
/// does, and keeps what they asked for.
pub(crate) struct Page {
    /// The model.
    pub m: Model,
    /// Every request for the computer's turn, oldest first.
    pub asked: Vec<Think>,
    /// The ranks as last stored.
    pub stored: Option<String>,
    /// Every request to the advisor, oldest first.
    pub advised: Vec<Think>,
    /// The evaluation switch as last stored.
    pub stored_eval: Option<bool>,
    /// The game as last kept.
    pub stored_game: Option<String>,
    /// The unfinished games set aside, as last kept.
    pub stored_set_aside: Option<String>,
    /// How many times the board was brought into view.
    pub shown_board: usize,
}

impl Page {
    /// The page opened with `start`.
    pub fn open(start: Start) -> Page {
        let (m, cmds) = Model::init(start);
        let mut page = Page {
            m,
            asked: Vec::new(),
            stored: None,
            advised: Vec::new(),
            stored_eval: None,
            stored_game: None,
            stored_set_aside: None,
            shown_board: 0,
        };
        page.run(cmds);
        page
    }

    /// The page opened in English with no link and no stored ranks.
    pub fn new() -> Page {
        Page::open(Start::default())
    }

    /// The page opened on a link's query.
    pub fn link(query: &str) -> Page {
        Page::open(Start {
            query: query.into(),
            ..Start::default()
        })
    }

    /// Sends a message and runs its commands.
    pub fn send(&mut self, msg: Msg) {
        let cmds = self.m.update(msg);
        self.run(cmds);
    }

    /// Runs commands as `web` would: requests for the computer and the advisor are kept, the
    /// ranks and the evaluation switch stored.
    pub fn run(&mut self, cmds: Vec<Cmd>) {
        for cmd in cmds {
            match cmd {
                Cmd::Think(t) => self.asked.push(t),
                Cmd::StoreRanks(text) => self.stored = Some(text),
                Cmd::Advise(t) => self.advised.push(t),
                Cmd::StoreEval(on) => self.stored_eval = Some(on),
                Cmd::StoreGame(text) => self.stored_game = Some(text),
                Cmd::StoreSetAside(text) => self.stored_set_aside = Some(text),
                Cmd::ShowBoard => self.shown_board += 1,
            }
        }
    }

    /// The request for the computer's turn made by the last message, if any (taken).
    pub fn think(&mut self) -> Option<Think> {
        self.asked.pop()
    }

    /// The computer's answer `turn` (notation) to request `id`.
    pub fn computer(&mut self, id: u32, turn: &str) {
        self.send(Msg::Computer {
            id,
            reply: Ok(turn.into()),
            ms: 1.0,
        });
    }

    /// Answers the advisor's last request (taken) with `turn` and `estimate`; returns the
    /// request.
    pub fn advise(&mut self, turn: &str, estimate: f32) -> Think {
        let asked = self.advised.pop().expect("the advisor was asked");
        let wire = crate::think::Advice {
            turn: turn.into(),
            estimate: Some(estimate),
        }
        .to_wire();
        self.send(Msg::Advice(super::AdviceMsg::Answer {
            id: asked.id,
            reply: Ok(wire),
            ms: 3.0,
        }));
        asked
    }
}

impl std::ops::Deref for Page {
    type Target = Model;
    fn deref(&self) -> &Model {
        &self.m
    }
}

/// You play the Gobblers against the easy computer's Littles, who open (their turn is asked for).
pub(crate) fn you_as_gobblers() -> Page {
    let mut m = Page::new();
    m.send(Msg::SetPlayer(Side::Gobblers, PlayerId::You));
    m.send(Msg::SetPlayer(
        Side::Littles,
        PlayerId::Computer(crate::players::Level::Easy),
    ));
    m
}

/// A page for two people at one screen.
pub(crate) fn hot_seat() -> Page {
    let mut m = Page::new();
    m.send(Msg::SetPlayer(Side::Littles, PlayerId::You));
    m.send(Msg::SetPlayer(Side::Gobblers, PlayerId::Friend));
    assert_eq!(
        m.seats.gobblers,
        PlayerId::Friend,
        "no turn yet: applies at once"
    );
    m
}

/// Two people at one screen after the rules' worked example: the Littles pass, then the
/// Gobbler plays e5>c6>b4 by clicks.
pub(crate) fn worked_example() -> Page {
    let mut m = hot_seat();
    m.send(Msg::Pass);
    for s in ["e5", "c6", "b4"] {
        m.send(Msg::Square(s.parse().unwrap()));
    }
    assert_eq!(m.game.text(), "pass; e5>c6>b4", "played by clicks");
    m
}
