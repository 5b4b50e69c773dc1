//! The findings page's figures, each checked against the file it comes from: the start, the
//! numbers, the first moves, the distances, the pieces on the board, the draws and the shares.

use super::*;

#[test]
fn every_figure_on_the_page_comes_from_the_file() {
    for (name, json) in inputs() {
        let j: J = serde_json::from_str(&json).unwrap();
        let stats = Stats::parse(&json).unwrap_or_else(|e| panic!("{name}: {e}"));
        for lang in Lang::ALL {
            let t = text(lang);
            let html = render(Some(&Ok(stats.clone())), t, lang);
            let ctx = format!("{name} {lang:?}");
            start_comes_from_the_file(&html, &j, t, &ctx);
            numbers_come_from_the_file(&html, &j, &ctx);
            first_moves_come_from_the_file(&html, &j, t, &ctx);
            distances_come_from_the_file(&html, &j, t, &ctx);
            pieces_come_from_the_file(&html, &j, &ctx);
            draws_come_from_the_file(&html, &j, t, &ctx);
            shares_come_from_the_file(&html, &j, t, &ctx);
            assert_well_formed(&html, &ctx);
        }
    }
}

/// The start: its value in words, and one timeline mark per ply.
fn start_comes_from_the_file(html: &str, j: &J, t: &FindingsText, ctx: &str) {
    // The start.
    let start = &j["start"];
    // A drawn start has no plies and no timeline.
    let plies = start["plies"].as_u64().unwrap_or(0);
    let sentence = match start["outcome"].as_str().unwrap() {
        "draw" => t.start_draw.to_string(),
        "win" => fill(t.start_wins, &[&t.first_player, &plies]),
        _ => fill(t.start_wins, &[&t.second_player, &plies]),
    };
    assert!(html.contains(&esc(&sentence)), "{ctx}: start");
    let timeline = section_of(html, "start");
    assert_eq!(
        timeline.matches(r#"<g class="ply p1"#).count() as u64,
        plies.div_ceil(2),
        "{ctx}"
    );
    assert_eq!(
        timeline.matches(r#"<g class="ply p2"#).count() as u64,
        plies / 2,
        "{ctx}"
    );
}

/// The numbers: every count of the file, and the first player's share.
fn numbers_come_from_the_file(html: &str, j: &J, ctx: &str) {
    // The numbers.
    for (class, key) in [
        ("reachable", "reachable"),
        ("terminal", "terminal_line"),
        ("in-play", "non_terminal"),
        ("p1-wins sub", "p1_wins"),
        ("p2-wins sub", "p2_wins"),
        ("draws sub", "draws"),
        ("no-move sub", "no_move"),
    ] {
        let r = row(html, class);
        assert!(r.contains(&group(u(&j[key]))), "{ctx}: {key} in {r}");
    }
    let in_play = u(&j["non_terminal"]);
    let p1_share = u(&j["p1_wins"]) as f64 / in_play as f64;
    assert!(row(html, "p1-wins sub").contains(&pct(p1_share)), "{ctx}");
}

/// The first moves: one cell per move, coloured by its outcome.
fn first_moves_come_from_the_file(html: &str, j: &J, t: &FindingsText, ctx: &str) {
    // The first moves: one cell per move, coloured by its outcome.
    let moves = j["first_moves"].as_array().unwrap();
    let first = section_of(html, "first");
    let count = |o: &str| {
        moves
            .iter()
            .filter(|m| m["outcome"].as_str() == Some(o))
            .count()
    };
    for o in ["win", "loss", "draw"] {
        assert_eq!(
            first.matches(&format!(r#"<g class="fm {o}""#)).count(),
            count(o),
            "{ctx}: first moves {o}"
        );
    }
    assert!(
        first.contains(&esc(&fill(
            t.first_summary,
            &[&count("win"), &count("loss"), &count("draw")]
        ))),
        "{ctx}"
    );
    for m in moves {
        let mv = m["move"].as_str().unwrap();
        let n = m["plies"].as_u64().unwrap_or(0);
        let label = match m["outcome"].as_str().unwrap() {
            "win" => fill(t.label_win, &[&n]),
            "loss" => fill(t.label_loss, &[&n]),
            _ => t.label_draw.to_string(),
        };
        let cell_at = first.find(&format!(r#"data-move="{mv}""#)).unwrap();
        let cell = &first[cell_at..cell_at + first[cell_at..].find("</g>").unwrap()];
        assert!(
            cell.contains(&format!(">{}</text>", esc(&label))),
            "{ctx}: {cell}"
        );
    }
    assert!(!first.contains(r#"<g class="fm unknown""#), "{ctx}");
}

/// The distances: one bar per non-zero entry with its exact count.
fn distances_come_from_the_file(html: &str, j: &J, t: &FindingsText, ctx: &str) {
    // The distances: one bar per non-zero entry with its exact count.
    let dist = section_of(html, "distance");
    for (key, class) in [("win_histogram", "win"), ("loss_histogram", "loss")] {
        let hist = j[key].as_array().unwrap();
        let nonzero: Vec<(usize, u64)> = hist
            .iter()
            .map(u)
            .enumerate()
            .filter(|&(_, n)| n > 0)
            .collect();
        assert_eq!(
            dist.matches(&format!(r#"<g class="bar {class}">"#)).count(),
            nonzero.len(),
            "{ctx}: {key}"
        );
        for (p, n) in nonzero {
            assert!(
                dist.contains(&esc(&fill(t.dist_bar, &[&p, &group(n)]))),
                "{ctx}: {key}[{p}]"
            );
        }
    }
}

/// Outcomes by pieces on the board: a row per count, adding up to the positions in play.
fn pieces_come_from_the_file(html: &str, j: &J, ctx: &str) {
    let in_play = u(&j["non_terminal"]);
    // Outcomes by pieces on the board.
    let pieces = section_of(html, "pieces");
    let by = j["outcomes_by_pieces_on_board"].as_array().unwrap();
    assert_eq!(by.len(), 13, "{ctx}");
    assert_eq!(pieces.matches(r#"<g class="row">"#).count(), 13, "{ctx}");
    let mut sum = 0;
    for (p, c) in by.iter().enumerate() {
        let total = u(&c["wins"]) + u(&c["losses"]) + u(&c["draws"]);
        sum += total;
        let cells = format!(
            r#"<th scope="row">{p}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td>"#,
            group(u(&c["wins"])),
            group(u(&c["losses"])),
            group(u(&c["draws"])),
            group(total)
        );
        assert!(pieces.contains(&cells), "{ctx}: {cells}");
    }
    assert_eq!(
        sum, in_play,
        "{ctx}: the rows add up to the positions in play"
    );
}

/// Draws: none said, or a column per count of pieces.
fn draws_come_from_the_file(html: &str, j: &J, t: &FindingsText, ctx: &str) {
    // Draws.
    let draws = u(&j["draws"]);
    let dr = section_of(html, "draws");
    if draws == 0 {
        assert!(dr.contains(&esc(t.no_draws)), "{ctx}");
        assert!(!dr.contains("<svg"), "{ctx}");
    } else {
        assert!(dr.contains(&group(draws)), "{ctx}");
        assert_eq!(dr.matches(r#"<g class="col">"#).count(), 13, "{ctx}");
        for (p, n) in j["draws_by_pieces_on_board"]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
        {
            assert!(
                dr.contains(&esc(&fill(t.draws_bar, &[&p, &group(u(n))]))),
                "{ctx}: draws at {p}"
            );
        }
    }
}

/// The shares and the deepest win, with a board linking to each of its positions.
fn shares_come_from_the_file(html: &str, j: &J, t: &FindingsText, ctx: &str) {
    // The shares and the deepest win.
    let shares = section_of(html, "shares");
    for key in [
        "immediate_win_share",
        "single_winning_move_share",
        "pinned_share",
    ] {
        let x = j[key].as_f64().unwrap();
        if x >= 0.001 || x == 0.0 {
            assert!(shares.contains(&pct(x)), "{ctx}: {key} {}", pct(x));
        }
    }
    // The fastest-move share, in files written since the solver counts it.
    if let Some(x) = j.get("single_fastest_move_share").and_then(J::as_f64) {
        assert!(shares.contains(&esc(t.share_single_fastest)), "{ctx}");
        if x >= 0.001 || x == 0.0 {
            assert!(shares.contains(&pct(x)), "{ctx}: fastest {}", pct(x));
        }
    }
    let deepest = &j["deepest_win"];
    assert!(
        shares.contains(&esc(&fill(
            t.deepest,
            &[&u(&deepest["plies"]), &group(u(&deepest["positions"]))]
        ))),
        "{ctx}"
    );
    // One board per deepest-win position, each a link to it in the explorer.
    let listed = j
        .get("deepest_win_positions")
        .and_then(J::as_array)
        .map_or(0, Vec::len);
    assert_eq!(
        shares.matches(r#"class="deepest-board""#).count(),
        listed,
        "{ctx}"
    );
    for p in j
        .get("deepest_win_positions")
        .and_then(J::as_array)
        .into_iter()
        .flatten()
    {
        let pos: gobblet_rules::Position = p.as_str().unwrap().parse().unwrap();
        let href = super::super::shares::deepest_href(pos);
        assert!(!href.is_empty());
        assert!(shares.contains(&esc(&href)), "{ctx}: a link to {pos}");
    }
}
