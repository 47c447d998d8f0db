//! The display facts the engine answers for the page (issue 29 point 3): each move's mover
//! and number, the result token in the family's convention, the catalog's setup kinds and
//! capabilities, and why a clicked piece cannot move, named in the rules' words.

use boardgames::core::{MoveInfo, Options};
use boardgames::session::AnyGame;
use boardgames::{catalog, from_position, new_game};

fn game(id: &str) -> Box<dyn AnyGame> {
    new_game(id, &Options::none()).unwrap()
}

fn play(g: &mut dyn AnyGame, moves: &str) -> Vec<MoveInfo> {
    moves.split_whitespace().map(|m| g.play(m).unwrap_or_else(|e| panic!("{m}: {e}"))).collect()
}

fn facts(moves: &[MoveInfo]) -> Vec<(u8, u32)> {
    moves.iter().map(|m| (m.side, m.number)).collect()
}

/// The cell named `name` in the game's notation.
fn cell(g: &dyn AnyGame, name: &str) -> usize {
    g.view().labels.iter().position(|l| l == name).unwrap_or_else(|| panic!("no cell {name}"))
}

fn why(g: &dyn AnyGame, name: &str) -> Option<(&'static str, Vec<String>)> {
    let labels = g.view().labels;
    g.why_no_move(cell(g, name)).unwrap().map(|r| (r.code, r.movable.iter().map(|&c| labels[c].clone()).collect()))
}

#[test]
fn chess_counts_full_moves_from_the_fen() {
    let mut g = game("chess");
    assert_eq!(facts(&play(&mut *g, "e4 e5 Nf3")), [(0, 1), (1, 1), (0, 2)]);
    assert_eq!(facts(&g.played()), [(0, 1), (1, 1), (0, 2)]);
    assert!(g.legal_moves().iter().all(|m| (m.side, m.number) == (1, 2)));
    let mut g = from_position("chess", "4k3/8/8/8/8/8/8/4K2R b K - 0 30", &Options::none()).unwrap();
    assert_eq!(facts(&play(&mut *g, "Kd7 Rh7+")), [(1, 30), (0, 31)]);
}

#[test]
fn draughts_count_full_moves_with_side_0_first() {
    let mut g = game("american");
    assert_eq!(facts(&play(&mut *g, "11-15 23-19 8-11")), [(0, 1), (1, 1), (0, 2)]);
    let best = g.best_move(1, 50).unwrap();
    assert_eq!((best.side, best.number), (1, 2));
}

#[test]
fn shogi_counts_every_ply() {
    let mut g = game("shogi");
    assert_eq!(facts(&play(&mut *g, "7g7f 3c3d 2g2f")), [(0, 1), (1, 2), (0, 3)]);
}

#[test]
fn the_small_games_count_full_moves() {
    for id in ["alquerque", "zonghen", "binary", "incorrect-checkers"] {
        let mut g = game(id);
        let mut seen = Vec::new();
        for _ in 0..4 {
            let mv = g.legal_moves()[0].notation.clone();
            seen.push(g.play(&mv).unwrap());
        }
        assert_eq!(facts(&seen), [(0, 1), (1, 1), (0, 2), (1, 2)], "{id}");
    }
}

#[test]
fn adding_the_facts_leaves_the_move_order_and_perft_alone() {
    let g = game("international");
    let notations: Vec<String> = g.legal_moves().into_iter().map(|m| m.notation).collect();
    // `divide` describes the rules' moves directly, without the session's facts.
    assert_eq!(notations, g.divide(1).into_iter().map(|(n, _)| n).collect::<Vec<_>>());
}

#[test]
fn result_tokens_follow_each_family() {
    let token = |id: &str, moves: &str, end: fn(&mut dyn AnyGame) -> bool| {
        let mut g = game(id);
        play(&mut *g, moves);
        assert!(end(&mut *g));
        let o = g.outcome_view().unwrap();
        (o.token, o.plies)
    };
    assert_eq!(token("chess", "f3 e5 g4 Qh4#", |_| true), ("0-1".to_string(), 4));
    assert_eq!(token("chess", "e4", |g| g.agree_draw()), ("½-½".to_string(), 1));
    assert_eq!(token("american", "11-15", |g| g.resign()), ("2-0".to_string(), 1));
    assert_eq!(token("international", "32-28", |g| g.agree_draw()), ("1-1".to_string(), 1));
    assert_eq!(token("shogi", "7g7f 3c3d", |g| g.resign()), ("まで2手で後手の勝ち".to_string(), 2));
    assert_eq!(token("alquerque", "", |g| g.agree_draw()), ("1/2-1/2".to_string(), 0));
    assert!(game("chess").outcome_view().is_none());
}

#[test]
fn the_catalog_gives_setup_kinds_and_capabilities() {
    for info in catalog() {
        let caps = info.capabilities;
        assert!(caps.draw_offer, "{}", info.id);
        assert_eq!(caps.claim_draw, info.id == "chess", "{}", info.id);
        assert_eq!(caps.declare_win, info.id == "shogi", "{}", info.id);
        assert!(!info.setup_kinds.is_empty(), "{}", info.id);
        assert_eq!(info.hand_kinds.is_empty(), info.id != "shogi", "{}", info.id);
        if info.family == "draughts" {
            assert_eq!(info.setup_kinds, ["man", "king"]);
        }
    }
}

#[test]
fn must_capture_another_piece_american_captures_are_compulsory() {
    let mut g = game("american");
    play(&mut *g, "11-15 22-18");
    assert_eq!(why(&*g, "9"), Some(("must-capture", vec!["15".to_string()])));
    assert_eq!(why(&*g, "15"), None);
}

#[test]
fn not_your_piece_no_piece_and_no_moves() {
    let g = game("american");
    assert_eq!(why(&*g, "24").map(|w| w.0), Some("not-your-piece"));
    assert_eq!(why(&*g, "16").map(|w| w.0), Some("no-piece"));
    assert_eq!(why(&*g, "1").map(|w| w.0), Some("no-moves"));
    assert_eq!(why(&*g, "11"), None);
    let chess = game("chess");
    assert_eq!(why(&*chess, "a1").map(|w| w.0), Some("no-moves"));
    assert!(chess.why_no_move(64).is_err());
}

#[test]
fn a_placement_on_an_empty_point_is_a_move() {
    let g = game("binary");
    let moves = g.legal_moves();
    let cell =
        moves.iter().find_map(|m| if m.from.is_none() { m.to.or(m.places.first().copied()) } else { None }).expect("Binary places pieces");
    assert_eq!(g.why_no_move(cell).unwrap(), None);
}

#[test]
fn must_take_most_international_majority_rule() {
    // White 33 takes two (28, 17), 35 only one (30): the majority rule leaves 35 none.
    let g = from_position("international", "W:W33,35,45:B17,28,30", &Options::none()).unwrap();
    assert_eq!(why(&*g, "35"), Some(("must-take-most", vec!["33".to_string()])));
    assert_eq!(why(&*g, "45"), Some(("must-capture", vec!["33".to_string()])));
}

#[test]
fn must_huff_malaysian() {
    // Plays the first legal move until the side to move may huff; then a piece of its own
    // without a move of its own is refused for the huff.
    let mut g = game("malaysian");
    for _ in 0..200 {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        if moves.iter().any(|m| m.huff.is_some()) {
            let view = g.view();
            let turn = g.turn().index() as u8;
            let idle = (0..view.pieces.len())
                .find(|&c| view.pieces[c].as_ref().is_some_and(|p| p.side == turn) && g.why_no_move(c).unwrap().is_some());
            if let Some(c) = idle {
                assert_eq!(g.why_no_move(c).unwrap().unwrap().code, "must-huff");
                return;
            }
        }
        let mv = moves.iter().find(|m| m.captures.is_empty()).unwrap_or(&moves[0]).notation.clone();
        g.play(&mv).unwrap();
    }
    panic!("no position with a huff came up");
}

#[test]
fn alquerque_huffing_and_malaysian_huffing_a_piece_whose_moves_begin_with_a_huff_is_refused_as_must_huff() {
    // Where a huff is open every move begins with it: a piece that has moves is still
    // refused until the huffed piece is clicked (the page says so from this code alone).
    for id in ["alquerque", "malaysian"] {
        let mut g = game(id);
        let mut seen = false;
        for _ in 0..300 {
            let moves = g.legal_moves();
            if moves.is_empty() {
                break;
            }
            if let Some(from) = moves.iter().find(|m| m.huff.is_some()).and_then(|m| m.from) {
                let why = g.why_no_move(from).unwrap().expect("a huff comes first");
                assert_eq!(why.code, "must-huff", "{id}");
                assert!(why.movable.contains(&from), "{id}: the piece is among those that move");
                seen = true;
                break;
            }
            let mv = moves.iter().find(|m| m.captures.is_empty()).unwrap_or(&moves[0]).notation.clone();
            g.play(&mv).unwrap();
        }
        assert!(seen, "{id}: no position with a huff came up");
    }
}

#[test]
fn game_over_refuses_every_piece() {
    let mut g = game("american");
    g.resign();
    assert_eq!(why(&*g, "11").map(|w| w.0), Some("game-over"));
}
