//! Every error and notice a page can show, rendered the way the page renders it, in both
//! languages: the game pages' notices (link errors, paste refusals, refused moves), the
//! tablebase line (manifest, chunk, index and fetch failures, the rules), the offline page (the
//! service worker, the save, the delete, the failed chunks), the findings' and the puzzles'
//! file errors, and the editor's notices.
//!
//! * In 繁體中文 no English word may show ([`assert_no_english`]): what may remain is notation
//!   (squares, moves, position strings, single piece letters), numbers, the user's own input
//!   (the examples echo input without letters), the files' field and file names, and a few
//!   technical names listed there.
//! * In English every rendering that is a sentence starts with a capital letter and ends with
//!   a full stop, and in 繁體中文 with a full stop (「。」) ([`Form`]); the tablebase line and the
//!   offline page's checklist are status labels, not sentences.
//!
//! The examples are built per type by functions that list one example of each variant, each
//! checked against an exhaustive `match` ([`covers`]): a variant added without an example does
//! not compile (the `match`) or fails here (the count), so it cannot skip its wording.

use std::collections::BTreeSet;
use std::fmt::Debug;

use app::fetch::{FetchError, LoadError, RangesIgnored};
use app::i18n::{Lang, Messages, Tables};
use app::link::LinkError;
use app::model::{Model, Notice, TbState};
use app::pages::offline::{BrowserError, Offline, OfflineMsg, Outcome, SaveError, Worker};
use app::pages::{editor, findings, game, offline, puzzles};
use app::paste::PasteError;
use app::setup::Refusal;
use gobblet_rules::{
    IllegalMove, Move, MoveParseError, Player, PositionParseError, Size, Square, Value, Variant,
    VariantError,
};
use gobblet_tablebase::json::{JsonError, JsonFault, SerdeClass, SerdeError};
use gobblet_tablebase::puzzles::{PuzzleError, PuzzleFault};
use gobblet_tablebase::stats::{Entry, StatsError};
use gobblet_tablebase::{Check, Manifest, ManifestError, MphfCheck, Tablebase, TbError, Want};

// ---------------------------------------------------------------------------------------------
// One example of every variant.

/// Checks that `examples` hold every kind `kind` numbers (`0..kinds`): `kind` is an exhaustive
/// `match`, so a new variant needs a new number (and `kinds` one more), and then an example.
fn covers<T: Debug>(what: &str, examples: &[T], kind: fn(&T) -> usize, kinds: usize) {
    let seen: BTreeSet<usize> = examples.iter().map(kind).collect();
    let all: BTreeSet<usize> = (0..kinds).collect();
    assert_eq!(
        seen, all,
        "{what}: one example of every variant ({examples:?})"
    );
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn fetch_errors() -> Vec<FetchError> {
    let all = vec![
        FetchError::Network,
        FetchError::Status(404),
        FetchError::RangesIgnored(RangesIgnored {
            bytes: Some(123_456),
            first: 0,
            last: 99,
        }),
        FetchError::RangesIgnored(RangesIgnored {
            bytes: None,
            first: 100,
            last: 199,
        }),
        FetchError::WrongRange {
            first: 200,
            last: 299,
        },
        FetchError::Aborted,
        FetchError::Unsupported,
    ];
    covers(
        "FetchError",
        &all,
        |e| match e {
            FetchError::Network => 0,
            FetchError::Status(_) => 1,
            FetchError::RangesIgnored(r) if r.bytes.is_some() => 2,
            FetchError::RangesIgnored(_) => 3,
            FetchError::WrongRange { .. } => 4,
            FetchError::Aborted => 5,
            FetchError::Unsupported => 6,
        },
        7,
    );
    all
}

fn checks() -> Vec<Check> {
    let all = vec![
        Check::Length,
        Check::Magic,
        Check::Html,
        Check::OtherBuild,
        Check::Checksum,
        Check::HeaderFields,
        Check::EntriesTruncated,
        Check::EntryValues,
        Check::PackLength,
        Check::ManifestAgreement,
        Check::ChunkId,
        Check::Value,
        Check::KeyOrder,
        Check::MphfLayout(MphfCheck::Truncated),
        Check::MphfLayout(MphfCheck::LevelCount),
        Check::MphfLayout(MphfCheck::LevelSize),
        Check::MphfLayout(MphfCheck::RankCount),
        Check::MphfLayout(MphfCheck::RankValue),
        Check::MphfLayout(MphfCheck::Trailing),
        Check::MphfEncoding,
        Check::ValueCodes,
    ];
    covers(
        "Check",
        &all,
        |c| match c {
            Check::Length => 0,
            Check::Magic => 1,
            Check::Html => 2,
            Check::OtherBuild => 3,
            Check::Checksum => 4,
            Check::HeaderFields => 5,
            Check::EntriesTruncated => 6,
            Check::EntryValues => 7,
            Check::PackLength => 8,
            Check::ManifestAgreement => 9,
            Check::ChunkId => 10,
            Check::Value => 11,
            Check::KeyOrder => 12,
            Check::MphfLayout(MphfCheck::Truncated) => 13,
            Check::MphfLayout(MphfCheck::LevelCount) => 14,
            Check::MphfLayout(MphfCheck::LevelSize) => 15,
            Check::MphfLayout(MphfCheck::RankCount) => 16,
            Check::MphfLayout(MphfCheck::RankValue) => 17,
            Check::MphfLayout(MphfCheck::Trailing) => 18,
            Check::MphfEncoding => 19,
            Check::ValueCodes => 20,
        },
        21,
    );
    all
}

fn manifest_errors() -> Vec<ManifestError> {
    let mut all = vec![
        // The grammar rule a JSON error broke is not worded on the page (only where it stopped).
        ManifestError::Json(JsonError {
            what: JsonFault::Trailing,
            at: 12,
        }),
        ManifestError::NotAnObject,
        ManifestError::Missing("shard_bits"),
        ManifestError::OutOfRange("chunks"),
        ManifestError::Duplicate("build"),
        ManifestError::Format,
        ManifestError::Variant(VariantError::Pieces(3)),
        ManifestError::Variant(VariantError::Unknown),
        ManifestError::Build,
        ManifestError::Inconsistent,
        ManifestError::ValueCodes,
    ];
    for want in [
        Want::Text,
        Want::Integer,
        Want::Bytes,
        Want::List,
        Want::Pairs,
    ] {
        all.push(ManifestError::WrongType {
            field: "code_lengths",
            want,
        });
    }
    covers(
        "ManifestError",
        &all,
        |e| match e {
            ManifestError::Json(_) => 0,
            ManifestError::NotAnObject => 1,
            ManifestError::Missing(_) => 2,
            ManifestError::WrongType {
                want: Want::Text, ..
            } => 3,
            ManifestError::WrongType {
                want: Want::Integer,
                ..
            } => 4,
            ManifestError::WrongType {
                want: Want::Bytes, ..
            } => 5,
            ManifestError::WrongType {
                want: Want::List, ..
            } => 6,
            ManifestError::WrongType {
                want: Want::Pairs, ..
            } => 7,
            ManifestError::OutOfRange(_) => 8,
            ManifestError::Duplicate(_) => 9,
            ManifestError::Format => 10,
            ManifestError::Variant(_) => 11,
            ManifestError::Build => 12,
            ManifestError::Inconsistent => 13,
            ManifestError::ValueCodes => 14,
        },
        15,
    );
    all
}

fn tb_errors() -> Vec<TbError> {
    let mut all: Vec<TbError> = manifest_errors()
        .into_iter()
        .map(TbError::Manifest)
        .collect();
    all.extend([
        TbError::Version {
            expected: 2,
            got: 1,
        },
        TbError::Variant {
            expected: Variant::STANDARD,
            got: 3,
        },
        // A rules code no rules have.
        TbError::Variant {
            expected: Variant::STANDARD,
            got: 200,
        },
        TbError::Truncated { shard: 5, len: 10 },
        TbError::NotAShard {
            shard: 5,
            html: false,
        },
        TbError::NotAShard {
            shard: 5,
            html: true,
        },
        TbError::Build { shard: 5 },
    ]);
    for check in checks() {
        all.push(TbError::Index(check));
        all.push(TbError::Corrupt { shard: 5, check });
    }
    covers(
        "TbError",
        &all,
        |e| match e {
            TbError::Manifest(_) => 0,
            TbError::Version { .. } => 1,
            TbError::Variant { .. } => 2,
            TbError::Truncated { .. } => 3,
            TbError::NotAShard { .. } => 4,
            TbError::Build { .. } => 5,
            TbError::Index(_) => 6,
            TbError::Corrupt { .. } => 7,
        },
        8,
    );
    all
}

fn load_errors() -> Vec<LoadError> {
    let mut all: Vec<LoadError> = fetch_errors().into_iter().map(LoadError::Fetch).collect();
    all.extend(tb_errors().into_iter().map(LoadError::Refused));
    all
}

fn position_errors() -> Vec<PositionParseError> {
    use PositionParseError as E;
    let all = vec![
        E::MissingSide,
        E::Side,
        E::Rows { found: 2 },
        E::Squares { rank: 3, found: 4 },
        E::EmptyText { square: sq("a3") },
        E::UnknownChar {
            square: sq("b2"),
            ch: 'Q',
        },
        E::DotInStack { square: sq("c1") },
        E::SizeTwice {
            square: sq("a1"),
            size: Size::Medium,
        },
        E::OutOfOrder { square: sq("b1") },
        E::TooMany {
            player: Player::P2,
            size: Size::Large,
            count: 3,
            max: 2,
        },
    ];
    covers(
        "PositionParseError",
        &all,
        |e| match e {
            E::MissingSide => 0,
            E::Side => 1,
            E::Rows { .. } => 2,
            E::Squares { .. } => 3,
            E::EmptyText { .. } => 4,
            E::UnknownChar { .. } => 5,
            E::DotInStack { .. } => 6,
            E::SizeTwice { .. } => 7,
            E::OutOfOrder { .. } => 8,
            E::TooMany { .. } => 9,
        },
        10,
    );
    all
}

fn illegal_moves() -> Vec<IllegalMove> {
    let all = vec![
        IllegalMove::GameOver,
        IllegalMove::NotInReserve(Size::Small),
        IllegalMove::EmptySquare(sq("a1")),
        IllegalMove::NotYourPiece(sq("b2")),
        IllegalMove::SameSquare,
        IllegalMove::CannotCover {
            to: sq("c3"),
            top: Size::Large,
        },
        IllegalMove::Reveals {
            from: sq("a2"),
            line: 0,
            pinned: false,
        },
        IllegalMove::Reveals {
            from: sq("a2"),
            line: 0,
            pinned: true,
        },
    ];
    covers(
        "IllegalMove",
        &all,
        |e| match e {
            IllegalMove::GameOver => 0,
            IllegalMove::NotInReserve(_) => 1,
            IllegalMove::EmptySquare(_) => 2,
            IllegalMove::NotYourPiece(_) => 3,
            IllegalMove::SameSquare => 4,
            IllegalMove::CannotCover { .. } => 5,
            IllegalMove::Reveals { pinned: false, .. } => 6,
            IllegalMove::Reveals { pinned: true, .. } => 7,
        },
        8,
    );
    all
}

fn refusals() -> Vec<Refusal> {
    let all = vec![
        Refusal::NoTool,
        Refusal::NoneLeft {
            player: Player::P1,
            size: Size::Small,
            max: 2,
        },
        Refusal::TooMany {
            player: Player::P2,
            size: Size::Medium,
            count: 3,
            max: 2,
        },
        Refusal::CannotCover {
            piece: (Player::P1, Size::Small),
            square: sq("b2"),
            top: (Player::P2, Size::Large),
        },
        Refusal::NoStacking { square: sq("a1") },
        Refusal::AlreadyEmpty(sq("c3")),
        Refusal::EmptyBoardP2,
        Refusal::P1Absent,
        Refusal::P2Absent,
        Refusal::BothLines,
        Refusal::LinesApart(Player::P1),
        Refusal::LineOnOwnTurn(Player::P2),
        Refusal::RevealImpossible(Player::P1),
        Refusal::GameOverNoPlay,
    ];
    covers(
        "Refusal",
        &all,
        |r| match r {
            Refusal::NoTool => 0,
            Refusal::NoneLeft { .. } => 1,
            Refusal::TooMany { .. } => 2,
            Refusal::CannotCover { .. } => 3,
            Refusal::NoStacking { .. } => 4,
            Refusal::AlreadyEmpty(_) => 5,
            Refusal::EmptyBoardP2 => 6,
            Refusal::P1Absent => 7,
            Refusal::P2Absent => 8,
            Refusal::BothLines => 9,
            Refusal::LinesApart(_) => 10,
            Refusal::LineOnOwnTurn(_) => 11,
            Refusal::RevealImpossible(_) => 12,
            Refusal::GameOverNoPlay => 13,
        },
        14,
    );
    all
}

/// Every link error; the link's own words have no letters (the page shows them as written).
fn link_errors() -> Vec<LinkError> {
    let mut all = vec![
        LinkError::NotUtf8,
        LinkError::Page("42".into()),
        LinkError::NotAMove {
            index: 1,
            word: "Z@z9".into(),
        },
        LinkError::Branch("9.".into()),
        LinkError::Line("7".into()),
        LinkError::Ply("?".into()),
        LinkError::PlyPastEnd { ply: 7, moves: 2 },
        LinkError::Side("3".into()),
        LinkError::Level("7".into()),
        LinkError::Step("8".into()),
        LinkError::View("9".into()),
        LinkError::Reveal("0".into()),
    ];
    all.extend(position_errors().into_iter().map(LinkError::Position));
    all.push(LinkError::PositionRules(PositionParseError::TooMany {
        player: Player::P1,
        size: Size::Small,
        count: 2,
        max: 1,
    }));
    all.extend(refusals().into_iter().map(LinkError::Impossible));
    all.extend(illegal_moves().into_iter().map(|why| LinkError::Illegal {
        index: 2,
        mv: mv("b2-a1"),
        why,
    }));
    covers(
        "LinkError",
        &all,
        |e| match e {
            LinkError::NotUtf8 => 0,
            LinkError::Page(_) => 1,
            LinkError::Position(_) => 2,
            LinkError::PositionRules(_) => 3,
            LinkError::Impossible(_) => 4,
            LinkError::NotAMove { .. } => 5,
            LinkError::Illegal { .. } => 6,
            LinkError::Ply(_) => 7,
            LinkError::PlyPastEnd { .. } => 8,
            LinkError::Side(_) => 9,
            LinkError::Level(_) => 10,
            LinkError::Step(_) => 11,
            LinkError::View(_) => 12,
            LinkError::Reveal(_) => 13,
            LinkError::Branch(_) => 14,
            LinkError::Line(_) => 15,
        },
        16,
    );
    all
}

fn paste_errors() -> Vec<PasteError> {
    let mut all = vec![PasteError::Empty];
    for e in link_errors() {
        all.push(PasteError::Link(e.clone()));
        all.push(PasteError::Text(e));
    }
    covers(
        "PasteError",
        &all,
        |e| match e {
            PasteError::Empty => 0,
            PasteError::Link(_) => 1,
            PasteError::Text(_) => 2,
        },
        3,
    );
    all
}

fn notices() -> Vec<Notice> {
    let mut all = vec![
        Notice::NotYourTurn(Player::P2),
        Notice::NoneLeft(Player::P1, Size::Small),
        Notice::OpponentsPiece {
            sq: sq("b2"),
            owner: Player::P2,
        },
        Notice::PickFirst(Player::P1),
        Notice::NowhereToGo(sq("a1")),
        Notice::GameOver,
        Notice::ComputersTurn,
        Notice::PageFailed,
    ];
    all.extend(illegal_moves().into_iter().map(|why| Notice::Refused {
        mv: mv("L@b2"),
        why,
        side: Player::P1,
    }));
    all.extend(link_errors().into_iter().map(Notice::BadLink));
    all.extend(paste_errors().into_iter().map(Notice::BadPaste));
    covers(
        "Notice",
        &all,
        |n| match n {
            Notice::Refused { .. } => 0,
            Notice::NotYourTurn(_) => 1,
            Notice::NoneLeft(..) => 2,
            Notice::OpponentsPiece { .. } => 3,
            Notice::PickFirst(_) => 4,
            Notice::NowhereToGo(_) => 5,
            Notice::GameOver => 6,
            Notice::ComputersTurn => 7,
            Notice::BadLink(_) => 8,
            Notice::BadPaste(_) => 9,
            Notice::PageFailed => 10,
        },
        11,
    );
    all
}

fn browser_errors() -> Vec<BrowserError> {
    let all = vec![
        BrowserError::Quota,
        BrowserError::Denied,
        BrowserError::Network,
        BrowserError::Other,
    ];
    covers(
        "BrowserError",
        &all,
        |e| match e {
            BrowserError::Quota => 0,
            BrowserError::Denied => 1,
            BrowserError::Network => 2,
            BrowserError::Other => 3,
        },
        4,
    );
    all
}

fn save_errors() -> Vec<SaveError> {
    let mut all: Vec<SaveError> = browser_errors()
        .into_iter()
        .map(SaveError::Storage)
        .collect();
    for e in fetch_errors() {
        if let FetchError::RangesIgnored(r) = e {
            all.push(SaveError::RangesIgnored(r));
        }
    }
    all.extend(load_errors().into_iter().map(SaveError::Index));
    covers(
        "SaveError",
        &all,
        |e| match e {
            SaveError::Storage(_) => 0,
            SaveError::RangesIgnored(_) => 1,
            SaveError::Index(_) => 2,
        },
        3,
    );
    all
}

fn serde_errors() -> Vec<SerdeError> {
    let all: Vec<SerdeError> = [
        SerdeClass::Syntax,
        SerdeClass::Data,
        SerdeClass::Eof,
        SerdeClass::Io,
    ]
    .into_iter()
    .map(|class| SerdeError {
        class,
        line: 3,
        column: 14,
    })
    .collect();
    covers(
        "SerdeError",
        &all,
        |e| match e.class {
            SerdeClass::Syntax => 0,
            SerdeClass::Data => 1,
            SerdeClass::Eof => 2,
            SerdeClass::Io => 3,
        },
        4,
    );
    all
}

fn stats_errors() -> Vec<LoadError<StatsError>> {
    let mut refused: Vec<StatsError> = serde_errors()
        .into_iter()
        .map(StatsError::NotReadable)
        .collect();
    refused.extend([
        StatsError::TooLong {
            name: "win_histogram",
            len: 300,
            max: 256,
        },
        StatsError::NotAShare {
            name: "pinned_share",
            value: 1.5,
        },
        StatsError::TooManyFirstMoves(70),
        StatsError::NotAPlacement("b2-c3".into()),
        StatsError::NoPlies(Entry::Start),
        StatsError::NoPlies(Entry::FirstMove(mv("S@a3"))),
    ]);
    covers(
        "StatsError",
        &refused,
        |e| match e {
            StatsError::NotReadable(_) => 0,
            StatsError::TooLong { .. } => 1,
            StatsError::NotAShare { .. } => 2,
            StatsError::TooManyFirstMoves(_) => 3,
            StatsError::NotAPlacement(_) => 4,
            StatsError::NoPlies(Entry::Start) => 5,
            StatsError::NoPlies(Entry::FirstMove(_)) => 6,
        },
        7,
    );
    let mut all: Vec<LoadError<StatsError>> =
        fetch_errors().into_iter().map(LoadError::Fetch).collect();
    all.extend(refused.into_iter().map(LoadError::Refused));
    all
}

fn puzzle_errors() -> Vec<LoadError<PuzzleError>> {
    let mut faults: Vec<PuzzleFault> = position_errors()
        .into_iter()
        .map(PuzzleFault::Position)
        .collect();
    faults.extend([
        PuzzleFault::GameOver,
        PuzzleFault::Length(4),
        PuzzleFault::Answer(MoveParseError::Size),
        PuzzleFault::Answer(MoveParseError::Square),
        PuzzleFault::Answer(MoveParseError::SameSquare),
        PuzzleFault::Answer(MoveParseError::Shape),
        PuzzleFault::NotLegal(mv("L@b2")),
        PuzzleFault::Tempting {
            tempting: 40,
            moves: 12,
        },
    ]);
    covers(
        "PuzzleFault",
        &faults,
        |f| match f {
            PuzzleFault::Position(_) => 0,
            PuzzleFault::GameOver => 1,
            PuzzleFault::Length(_) => 2,
            PuzzleFault::Answer(MoveParseError::Size) => 3,
            PuzzleFault::Answer(MoveParseError::Square) => 4,
            PuzzleFault::Answer(MoveParseError::SameSquare) => 5,
            PuzzleFault::Answer(MoveParseError::Shape) => 6,
            PuzzleFault::NotLegal(_) => 7,
            PuzzleFault::Tempting { .. } => 8,
        },
        9,
    );
    let mut refused: Vec<PuzzleError> =
        serde_errors().into_iter().map(PuzzleError::Shape).collect();
    refused.extend([
        PuzzleError::Format,
        PuzzleError::Version {
            expected: 1,
            got: 9,
        },
        PuzzleError::Rules {
            expected: Variant::STANDARD,
            got: Some(Variant::ALL[7]),
        },
        PuzzleError::Rules {
            expected: Variant::ALL[2],
            got: None,
        },
    ]);
    refused.extend(
        faults
            .into_iter()
            .map(|why| PuzzleError::Puzzle { number: 12, why }),
    );
    covers(
        "PuzzleError",
        &refused,
        |e| match e {
            PuzzleError::Shape(_) => 0,
            PuzzleError::Format => 1,
            PuzzleError::Version { .. } => 2,
            PuzzleError::Rules { got: Some(_), .. } => 3,
            PuzzleError::Rules { got: None, .. } => 4,
            PuzzleError::Puzzle { .. } => 5,
        },
        6,
    );
    let mut all: Vec<LoadError<PuzzleError>> =
        fetch_errors().into_iter().map(LoadError::Fetch).collect();
    all.extend(refused.into_iter().map(LoadError::Refused));
    all
}

/// The puzzle page in every attempt's state and with every nudge (a one-puzzle set).
fn puzzle_states() -> Vec<(String, puzzles::Puzzles)> {
    use gobblet_tablebase::puzzles::{Grade, Puzzle, PuzzleSet, Verdict};
    use puzzles::{Attempt, Nudge};
    let puzzle = Puzzle {
        position: ".,.,./.,L,./s,.,. 1".parse().expect("a position"),
        grade: Grade {
            win: 5,
            answer: mv("S@a3"),
            tempting: 1,
        },
    };
    let base = puzzles::Puzzles {
        set: Some(Ok(PuzzleSet {
            variant: Variant::STANDARD,
            puzzles: vec![puzzle],
        })),
        ..puzzles::Puzzles::default()
    };
    let failed = |verdict| Attempt::Failed {
        mv: mv("M@c1"),
        played: Value::Win(9),
        best: Value::Win(5),
        verdict,
    };
    let mut all = Vec::new();
    for (what, attempt, line) in [
        ("solving", Attempt::Solving, 0),
        ("one move left", Attempt::Solving, 4),
        ("solved", Attempt::Solved, 5),
        ("slower", failed(Verdict::Slower), 1),
        ("thrown", failed(Verdict::Thrown), 1),
        ("solution coming", Attempt::Shown, 0),
    ] {
        let line = ["S@a3", "S@c1", "M@a1", "M@b1", "L@c3"][..line]
            .iter()
            .map(|m| mv(m))
            .collect();
        all.push((
            what.to_string(),
            puzzles::Puzzles {
                attempt,
                line,
                ..base.clone()
            },
        ));
    }
    all.push((
        "advanced".into(),
        puzzles::Puzzles {
            advanced_from: Some(0),
            ..base.clone()
        },
    ));
    let sq = |s: &str| s.parse().expect("a square");
    for nudge in [
        Nudge::PickFirst,
        Nudge::Stuck(sq("b2")),
        Nudge::NotThere(sq("a1")),
        Nudge::NoneLeft(Size::Large),
    ] {
        all.push((
            format!("{nudge:?}"),
            puzzles::Puzzles {
                nudge: Some(nudge),
                ..base.clone()
            },
        ));
    }
    all
}

fn editor_notices() -> Vec<editor::Notice> {
    let mut all: Vec<editor::Notice> = refusals()
        .into_iter()
        .map(editor::Notice::Refused)
        .collect();
    all.extend(refusals().into_iter().map(editor::Notice::CannotLeave));
    all.push(editor::Notice::LoadFailed(Refusal::EmptyBoardP2));
    covers(
        "editor::Notice",
        &all,
        |n| match n {
            editor::Notice::Refused(_) => 0,
            editor::Notice::CannotLeave(_) => 1,
            editor::Notice::LoadFailed(_) => 2,
        },
        3,
    );
    all
}

// ---------------------------------------------------------------------------------------------
// What the pages show.

/// How an English rendering must read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    /// A sentence: a capital letter first, a full stop last.
    Sentence,
    /// A status label (the tablebase line, the offline checklist): neither is required.
    Label,
}

/// One text a page shows: what it words (for failure messages), its form, the text.
struct Shown {
    what: String,
    form: Form,
    text: String,
}

/// A table of 8 chunk files (the offline page and the tablebase line need one loaded).
fn table() -> Tablebase {
    let m = Manifest {
        format: gobblet_tablebase::manifest::FORMAT.into(),
        version: u32::from(gobblet_tablebase::shard::FORMAT_VERSION),
        variant: Variant::STANDARD,
        build: 1,
        layout: gobblet_tablebase::manifest::LAYOUT_FILES.into(),
        shard_bits: 3,
        chunks: 8,
        index_bytes: 0,
        code_lengths: vec![1, 2, 2],
        values: vec![1, 2, 3],
        keys: 100,
        shard_bytes: 8_000,
        local: String::new(),
        book: Vec::new(),
    };
    Tablebase::new(m, None).unwrap()
}

/// The text of the first element after `markers` (found in turn) in `html`: from the end of
/// its start tag to the next tag (the texts read here hold no markup), unescaped.
fn text_at(html: &str, markers: &[&str]) -> String {
    let mut at = 0;
    for m in markers {
        at += html[at..]
            .find(m)
            .unwrap_or_else(|| panic!("{m} in {html}"))
            + m.len();
    }
    let start = at + html[at..].find('>').unwrap() + 1;
    let end = start + html[start..].find('<').unwrap();
    html[start..end]
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

/// Everything of the examples the pages show in `lang`.
fn shown(lang: Lang) -> Vec<Shown> {
    let all: &Messages = lang.messages();
    let mut out = Vec::new();
    let mut push = |what: String, form: Form, text: String| out.push(Shown { what, form, text });

    // The game pages' notice line.
    let mut m = Model::new();
    m.lang = lang;
    for n in notices() {
        push(
            format!("notice {n:?}"),
            Form::Sentence,
            game::notice_text(&m, &all.ui, &n),
        );
    }

    // The tablebase line: the manifest failed; a chunk failed; the server ignores ranges; the
    // rules of every variant.
    for e in load_errors() {
        m.tb = TbState::Failed(e.clone());
        push(
            format!("manifest {e:?}"),
            Form::Label,
            game::tb_text(&m, &all.ui).1,
        );
    }
    m.tb = TbState::Ready(Box::new(table()));
    for e in load_errors() {
        m.failed.clear();
        m.failed.insert(5, e.clone());
        push(
            format!("chunk {e:?}"),
            Form::Label,
            game::tb_text(&m, &all.ui).1,
        );
    }
    m.failed.clear();
    for e in fetch_errors() {
        if let FetchError::RangesIgnored(r) = e {
            m.ranges_refused = Some(r);
            push(
                format!("ranges {r:?}"),
                Form::Label,
                game::tb_text(&m, &all.ui).1,
            );
        }
    }
    m.ranges_refused = None;
    for v in Variant::ALL {
        m.variant = v;
        push(
            format!("rules {v}"),
            Form::Label,
            game::tb_text(&m, &all.ui).1,
        );
    }

    // The offline page: the service worker's line, the save's note, the failed chunks.
    let tb = table();
    let mut o = Offline::new();
    let _ = o.update(OfflineMsg::ManifestLoaded, Some(&tb));
    let _ = o.update(
        OfflineMsg::Cached {
            build: 1,
            ids: vec![0],
            bytes: 1_000,
        },
        Some(&tb),
    );
    for e in browser_errors() {
        o.worker = Worker::Failed(e);
        let html = offline::render_page(&o, all);
        push(
            format!("worker {e:?}"),
            Form::Label,
            text_at(&html, &[r#"id="offline-app""#, r#"class="state""#]),
        );
        o.outcome = Some(Outcome::DeleteFailed(e));
        push(
            format!("delete {e:?}"),
            Form::Sentence,
            text_at(&offline::render_page(&o, all), &[r#"id="offline-note""#]),
        );
    }
    o.worker = Worker::Active;
    for e in save_errors() {
        o.outcome = Some(Outcome::Error(e.clone()));
        push(
            format!("save {e:?}"),
            Form::Sentence,
            text_at(&offline::render_page(&o, all), &[r#"id="offline-note""#]),
        );
    }
    o.outcome = Some(Outcome::Incomplete);
    for e in load_errors() {
        o.failed.clear();
        o.failed.insert(3, e.clone());
        o.failed
            .insert(gobblet_tablebase::reading::READING_ID, e.clone());
        push(
            format!("offline chunk {e:?}"),
            Form::Sentence,
            text_at(&offline::render_page(&o, all), &[r#"id="offline-note""#]),
        );
    }

    // The findings' and the puzzles' files.
    for e in stats_errors() {
        let html = findings::render(Some(&Err(e.clone())), &all.full.findings, lang);
        push(
            format!("stats {e:?}"),
            Form::Sentence,
            text_at(&html, &["findings-error"]),
        );
    }
    let mut p = puzzles::Puzzles::default();
    let page = |p: &puzzles::Puzzles, tb: Option<&LoadError>| {
        let html = puzzles::render(p, &[], &Variant::STANDARD, all, tb);
        text_at(&html, &[r#"id="puzzle-status""#])
    };
    for e in puzzle_errors() {
        p.set = Some(Err(e.clone()));
        push(format!("puzzles {e:?}"), Form::Sentence, page(&p, None));
    }
    p.set = Some(Ok(gobblet_tablebase::puzzles::PuzzleSet {
        variant: Variant::STANDARD,
        puzzles: Vec::new(),
    }));
    push("no puzzles".into(), Form::Sentence, page(&p, None));
    for e in load_errors() {
        push(
            format!("puzzles without the tablebase {e:?}"),
            Form::Sentence,
            page(&p, Some(&e)),
        );
    }

    // The puzzle page's statuses and nudges, on a puzzle.
    for (what, p) in puzzle_states() {
        let html = puzzles::render(&p, &[], &Variant::STANDARD, all, None);
        // "Working out the solution…" is a label: it ends in an ellipsis.
        let form = if p.attempt == puzzles::Attempt::Shown {
            Form::Label
        } else {
            Form::Sentence
        };
        push(
            format!("puzzle {what}"),
            form,
            text_at(&html, &[r#"id="puzzle-status""#]),
        );
        if p.nudge.is_some() {
            push(
                format!("puzzle nudge {:?}", p.nudge),
                Form::Sentence,
                text_at(&html, &[r#"id="puzzle-nudge""#]),
            );
        }
    }

    // The editor's notices.
    for n in editor_notices() {
        push(
            format!("editor {n:?}"),
            Form::Sentence,
            editor::notice_text(&n, &all.full.editor),
        );
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The checks.

/// What may stay in a Chinese text although it is written in Latin letters: file and field
/// names (as the files spell them), protocol and format names, the server advice's command
/// line option and the servers it names. Piece letters, squares, moves and position strings are
/// single letters and pass anyway.
const NOT_ENGLISH: &[&str] = &[
    // Files, and the fields their errors name (the examples' own, quoted as the page quotes
    // them).
    "stats.json",
    "puzzles.json",
    "other-reading.bin",
    "`win_histogram`",
    "`pinned_share`",
    "`shard_bits`",
    "`code_lengths`",
    "`chunks`",
    "`build`",
    // Names of protocols and formats.
    "HTTP",
    "JSON",
    "UTF-8",
    // The advice for a server without range requests (`ui.tb_no_ranges`).
    "--layout files",
    "nginx",
    "CDN",
];

/// Fails if `text` holds an English word: two or more Latin letters in a row, once the names of
/// [`NOT_ENGLISH`] are taken out.
fn assert_no_english(what: &str, text: &str) {
    let mut rest = text.to_string();
    for name in NOT_ENGLISH {
        rest = rest.replace(name, " ");
    }
    let word = rest
        .split(|c: char| !c.is_ascii_alphabetic())
        .find(|w| w.len() >= 2);
    assert!(
        word.is_none(),
        "{what}: the English word {word:?} in 「{text}」"
    );
}

#[test]
fn no_english_word_shows_in_chinese() {
    let shown = shown(Lang::ZhHant);
    assert!(shown.len() > 500, "{} texts", shown.len());
    for s in &shown {
        assert!(!s.text.trim().is_empty(), "{}: nothing shown", s.what);
        assert!(
            !s.text.contains('{'),
            "{}: a placeholder left: {}",
            s.what,
            s.text
        );
        assert_no_english(&s.what, &s.text);
    }
}

#[test]
fn english_sentences_start_with_a_capital_and_end_with_a_full_stop() {
    let shown = shown(Lang::En);
    for s in &shown {
        let text = s.text.trim();
        assert!(!text.is_empty(), "{}: nothing shown", s.what);
        assert!(
            !text.contains('{'),
            "{}: a placeholder left: {text}",
            s.what
        );
        let capital = text.chars().next().is_some_and(char::is_uppercase);
        let stop = text.ends_with('.');
        match s.form {
            Form::Sentence => assert!(capital && stop, "{}: «{text}»", s.what),
            Form::Label => {}
        }
        // A sentence holds no sentence's full stop in its middle before a clause goes on
        // (an embedded refusal is cut to a clause: "…; showing the start instead.").
        assert!(!text.contains(".;"), "{}: «{text}»", s.what);
    }
}

#[test]
fn chinese_sentences_end_with_a_full_stop() {
    for s in shown(Lang::ZhHant) {
        let text = s.text.trim();
        if s.form == Form::Sentence {
            assert!(text.ends_with('。'), "{}: 「{text}」", s.what);
            // A full stop inside a sentence only ends a sentence before another.
            assert!(!text.contains("。；"), "{}: 「{text}」", s.what);
        }
    }
}

#[test]
fn both_languages_show_the_same_texts() {
    assert_eq!(shown(Lang::En).len(), shown(Lang::ZhHant).len());
}
