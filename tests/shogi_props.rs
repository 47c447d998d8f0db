//! Property tests over random playouts through the game API (`boardgames::new_game`):
//! every legal move is accepted by `play`, and `undo` restores exactly.

mod shogi_util;

use boardgames::core::Options;
use shogi_util::*;

#[test]
fn every_legal_move_plays_and_undo_restores_exactly() {
    let mut rng = Rng(0xDEAD_BEEF_CAFE_F00D);
    for round in 0..6 {
        let mut g = boardgames::new_game("shogi", &Options::none()).expect("shogi");
        for _ply in 0..120 {
            let before_pos = g.position();
            let before_moves = g.legal_moves();
            let before_view = g.view();
            let before_history = g.history();
            if before_moves.is_empty() {
                break;
            }
            for m in &before_moves {
                let played = g.play(&m.notation).unwrap_or_else(|e| panic!("round {round}: {} refused in {before_pos}: {e}", m.notation));
                assert_eq!(&played, m);
                assert!(g.undo());
                assert_eq!(g.position(), before_pos);
            }
            assert_eq!(g.legal_moves(), before_moves);
            assert_eq!(g.view(), before_view);
            assert_eq!(g.history(), before_history);
            let pick = before_moves[rng.below(before_moves.len())].notation.clone();
            g.play(&pick).expect("random move");
        }
        // Undo all the way back, then redo: the same game.
        let end = g.position();
        let n = g.history().len();
        for _ in 0..n {
            assert!(g.undo());
        }
        assert_eq!(g.position(), START);
        for _ in 0..n {
            assert!(g.redo());
        }
        assert_eq!(g.position(), end);
    }
}

#[test]
fn the_view_shows_hands_check_and_kanji() {
    let mut g = game(START);
    let v = g.view();
    assert_eq!(v.style, "shogi");
    assert_eq!(v.labels[54], "9g");
    assert_eq!(v.labels[80], "1i");
    assert_eq!(v.colors, ["black", "white"]);
    let king = v.pieces[76].as_ref().expect("sente king on 5i");
    assert_eq!((king.kind.as_str(), king.label.as_deref(), king.side), ("K", Some("玉"), 0));
    assert_eq!(v.pieces[4].as_ref().and_then(|p| p.label.clone()).as_deref(), Some("王"));
    play_all(&mut *g, &["7g7f", "3c3d", "8h2b+"]);
    let v = g.view();
    let horse = v.pieces[16].as_ref().expect("horse on 2b");
    assert_eq!((horse.kind.as_str(), horse.label.as_deref(), horse.promoted), ("+B", Some("馬"), true));
    let hands = v.hands.expect("hands");
    assert_eq!(hands[0].len(), 1);
    assert_eq!((hands[0][0].kind.as_str(), hands[0][0].label.as_str(), hands[0][0].count), ("B", "角", 1));
    assert!(hands[1].is_empty());
    let g = game("4r3k/9/9/9/9/9/9/9/4K4 b 2P 1");
    assert_eq!(g.view().check, Some(76));
}

#[test]
fn the_computer_finds_a_mate_in_one() {
    let g = game("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    let m = g.best_move(3, 2000).expect("a move");
    assert_eq!(m.notation, "G*5b");
    assert_eq!(m.ja.as_deref(), Some("▲5二金"));
}

#[test]
fn malformed_input_never_panics() {
    let mut rng = Rng(0x0BAD_F00D_1234_5678);
    let alphabet: Vec<char> = "0123456789+-*/ bwPLNSGBRKplnsgbrk同歩香桂銀金角飛玉と成打不(|)：\n七六".chars().collect();
    let mut g = new_game("none");
    play_all(&mut *g, &["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
    let kif = g.record();
    for source in [START.to_string(), kif, "position startpos moves 7g7f 3c3d".to_string()] {
        let chars: Vec<char> = source.chars().collect();
        for _ in 0..400 {
            let mut text = chars.clone();
            for _ in 0..1 + rng.below(3) {
                let i = rng.below(text.len());
                match rng.below(3) {
                    0 => text[i] = alphabet[rng.below(alphabet.len())],
                    1 => {
                        text.remove(i);
                    }
                    _ => text.insert(i, alphabet[rng.below(alphabet.len())]),
                }
            }
            let text: String = text.into_iter().collect();
            let _ = boardgames::from_position("shogi", &text, &Options::none());
            let mut h = new_game("none");
            let _ = h.load_record(&text);
            let _ = h.play(&text);
        }
    }
}
