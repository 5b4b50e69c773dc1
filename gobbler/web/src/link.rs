//! The shareable link: `?page=gobbler&game=<turns>[&t=<threshold>]`. The game is written as
//! `gobbler.md` writes it, percent-encoded (spaces as `+`).

use gobbler_rules::{BASE_THRESHOLD, MAX_THRESHOLD};

/// What a link asks the page to show.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// The game to replay (turns separated by `;`), if the link has one.
    pub game: Option<String>,
    /// The threshold of that game (40 when absent).
    pub threshold: u16,
}

/// Why a link cannot be read (worded for the page by `words`, in its language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// A `%` not followed by two hex digits, or bytes that are not UTF-8.
    Encoding,
    /// `t` is not a whole number from 0 to the largest threshold.
    Threshold(String),
}

/// Decodes `%XX` and `+` (a space).
fn decode_component(s: &str) -> Result<String, LinkError> {
    web_kit::percent::decode(s).map_err(|_| LinkError::Encoding)
}

/// Encodes a game for the query: letters, digits, `-`, `;` and `.` as they are, a space as
/// `+`, everything else as `%XX`.
#[must_use]
pub fn encode_component(s: &str) -> String {
    web_kit::percent::encode(s, b"-;.")
}

/// The page's query without its link's game (`game` and `t`), if it has one: what the address
/// becomes once that game changed on the page, so that a reload opens the game as it is (kept
/// on the device) rather than the link's again. Other parameters stay, in their order.
#[must_use]
pub fn without_game(query: &str) -> Option<String> {
    let key = |pair: &str| pair.split_once('=').map_or(pair, |(k, _)| k).to_string();
    let pairs: Vec<&str> = query.trim_start_matches('?').split('&').collect();
    if !pairs.iter().any(|p| key(p) == "game") {
        return None;
    }
    let rest: Vec<&str> = pairs
        .into_iter()
        .filter(|p| !p.is_empty() && !matches!(key(p).as_str(), "game" | "t"))
        .collect();
    Some(if rest.is_empty() {
        String::new()
    } else {
        format!("?{}", rest.join("&"))
    })
}

/// Reads the page's query (`?page=gobbler&game=…&t=…`, the `?` optional); other parameters
/// belong to the rest of the site and are ignored.
pub fn decode(query: &str) -> Result<Link, LinkError> {
    let mut link = Link {
        game: None,
        threshold: BASE_THRESHOLD,
    };
    for pair in query.trim_start_matches('?').split('&') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        match key {
            "game" => link.game = Some(decode_component(value)?),
            "t" => {
                let text = decode_component(value)?;
                link.threshold = text
                    .parse::<u16>()
                    .ok()
                    .filter(|&t| t <= MAX_THRESHOLD)
                    .ok_or(LinkError::Threshold(text))?;
            }
            _ => {}
        }
    }
    Ok(link)
}

/// The query of a link to `game` with `threshold` (`t` only when it is not 40).
#[must_use]
pub fn encode(game: &str, threshold: u16) -> String {
    let mut q = format!("?page=gobbler&game={}", encode_component(game));
    if threshold != BASE_THRESHOLD {
        q.push_str(&format!("&t={threshold}"));
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_games_address_keeps_everything_but_the_game() {
        assert_eq!(
            without_game("?page=gobbler&game=pass%3B+e5%3Ec6%3Eb4&t=33"),
            Some("?page=gobbler".into())
        );
        assert_eq!(
            without_game("?lang=zh-Hant&game=pass&page=gobbler"),
            Some("?lang=zh-Hant&page=gobbler".into())
        );
        assert_eq!(without_game("game=pass"), Some(String::new()));
        // No game in the address: nothing to forget (a threshold alone is not a game).
        assert_eq!(without_game("?page=gobbler&t=33"), None);
        assert_eq!(without_game(""), None);
    }

    #[test]
    fn a_game_round_trips() {
        let game = "pass; e5>c6>b4; b6-c7 a2-b3";
        let q = encode(game, 40);
        assert_eq!(q, "?page=gobbler&game=pass;+e5%3Ec6%3Eb4;+b6-c7+a2-b3");
        assert_eq!(
            decode(&q).unwrap(),
            Link {
                game: Some(game.to_string()),
                threshold: 40
            }
        );
        let q = encode("pass", 43);
        assert_eq!(decode(&q).unwrap().threshold, 43);
    }

    #[test]
    fn hand_written_links_read_too() {
        let l = decode("page=gobbler&game=pass%3B%20e5>c6>b4").unwrap();
        assert_eq!(l.game.as_deref(), Some("pass; e5>c6>b4"));
        assert_eq!(decode("?page=gobbler").unwrap().game, None);
        assert_eq!(decode("").unwrap().threshold, 40);
    }

    #[test]
    fn malformed_links_say_why() {
        assert_eq!(decode("?game=%4"), Err(LinkError::Encoding));
        assert_eq!(decode("?game=%zz"), Err(LinkError::Encoding));
        assert_eq!(decode("?game=%FF"), Err(LinkError::Encoding));
        assert_eq!(
            decode("?game=pass&t=-1"),
            Err(LinkError::Threshold("-1".into()))
        );
        assert!(decode("?t=1001").is_err());
        assert!(decode("?t=1000").is_ok());
    }
}
