//! Zong-Heng rules (docs/rules.md, "Zong-Heng", ツォンヘン): one test per rule sentence, each
//! on a position in the game's text (`<board> <turn> <black supply> <white supply>`,
//! rows from the top, `b`/`w` pieces, digits for empty squares).

use std::collections::BTreeSet;

use boardgames::core::Options;
use boardgames::session::AnyGame;

const START: &str = "1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1 b 16 16";

fn game(text: &str) -> Box<dyn AnyGame> {
    boardgames::from_position("zonghen", text, &Options::none()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves(g: &dyn AnyGame) -> BTreeSet<String> {
    g.legal_moves().into_iter().map(|m| m.notation).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

/// a1 = cell 56 on 8x8 (row 0 is the top row).
fn cell(name: &str) -> usize {
    let b = name.as_bytes();
    let col = (b[0] - b'a') as usize;
    let rank: usize = name[1..].parse().unwrap();
    (8 - rank) * 8 + col
}

// Setup: "暗い色のマスに下のようにコマを配置します" (figure lost; docs/rules.md fixes it).
#[test]
fn zonghen_setup_fills_every_dark_square_top_row_white_then_alternating() {
    let g = boardgames::new_game("zonghen", &Options::none()).unwrap();
    assert_eq!(g.position(), START);
    let v = g.view();
    for c in 0..64 {
        let row = c / 8;
        let dark = (row + c % 8) % 2 == 1;
        match &v.pieces[c] {
            Some(p) => {
                assert!(dark, "piece on light square {c}");
                assert_eq!(p.side as usize, if row % 2 == 0 { 1 } else { 0 }, "row {row} colour");
            }
            None => assert!(!dark, "empty dark square {c}"),
        }
    }
    // Each player has as many pieces as half the squares: 16 on the board, 16 in supply.
    assert_eq!(v.supply, Some([16, 16]));
}

// "黒のプレイヤーから始めます。"
#[test]
fn zonghen_setup_black_moves_first() {
    let g = boardgames::new_game("zonghen", &Options::none()).unwrap();
    assert_eq!(g.turn().index(), 0);
    assert_eq!(g.view().colors, ["black", "white"]);
    assert_eq!(g.view().bottom, 0);
}

// "コマ1つをずらす場合、動かせるのは自分の色のコマのみです。"
#[test]
fn zonghen_majority_a_lone_piece_pushed_must_be_own() {
    let text = "8/8/8/8/3b1w2/8/8/8 b 10 10";
    assert_eq!(moves(&*game(text)), set(&["d4^", "d4v", "d4<", "d4>"]));
    let text = "8/8/8/8/3b1w2/8/8/8 w 10 10";
    assert_eq!(moves(&*game(text)), set(&["f4^", "f4v", "f4<", "f4>"]));
}

// "列ごと動かすことができるのは、ずらすコマに含まれる自分のコマが相手のコマより多い場合のみ"
// (figure 4: with as many or more of the opponent's pieces the line cannot move).
#[test]
fn zonghen_majority_refused_when_opponent_pieces_equal_own() {
    // d4 Black, e4 White (light square): d4> would push one of each.
    let g = game("8/8/8/8/3bw3/8/8/8 b 10 10");
    assert_eq!(moves(&*g), set(&["d4^", "d4v", "d4<"]));
}

// Figure 5: a line with more of the mover's pieces may be pushed.
#[test]
fn zonghen_majority_allowed_when_own_pieces_outnumber_opponents() {
    // d4 b, e4 b (light), f4 w: Black pushes b b w to the right (g4 empty).
    let g = game("8/8/8/8/3bbw2/8/8/8 b 10 10");
    assert!(moves(&*g).contains("d4>"));
    // White may not push the same line: one white against two black.
    let g = game("8/8/8/8/3bbw2/8/8/8 w 10 10");
    assert_eq!(moves(&*g), set(&["f4^", "f4v", "f4>"]));
}

// "暗い色のマスに乗っているコマを…ずらし": the piece taken is any piece on a dark square;
// the majority rule alone decides, so a line may start with an opponent's piece.
#[test]
fn zonghen_majority_line_may_start_with_an_opponent_piece() {
    let g = game("8/8/8/8/3bbw2/8/8/8 b 10 10");
    assert_eq!(moves(&*g), set(&["d4^", "d4v", "d4<", "d4>", "f4<"]));
}

// "暗い色のマスに乗っているコマ": a piece on a light square is never the one taken.
#[test]
fn zonghen_push_only_a_piece_on_a_dark_square() {
    // Black's only piece stands on e4 (light): Black cannot push, White can, so Black passes.
    let g = game("1w6/8/8/8/4b3/8/8/8 b 10 10");
    assert_eq!(moves(&*g), set(&["pass"]));
}

// "その方向に空きマスがある場合にかぎり": the line must end at an empty square on the board.
#[test]
fn zonghen_push_must_end_on_an_empty_square() {
    // a1, g1 (dark) and h1 (light) Black: a1 cannot go off the board, g1> runs g1 h1 into the edge.
    let g = game("8/8/8/8/8/8/8/b5bb b 10 10");
    assert_eq!(moves(&*g), set(&["a1^", "a1>", "g1^", "g1<"]));
}

// "空いた位置に自分のコマを新たに追加します"
#[test]
fn zonghen_place_a_new_piece_on_the_vacated_dark_square() {
    let mut g = boardgames::new_game("zonghen", &Options::none()).unwrap();
    let info = g.play("c1^").unwrap();
    assert_eq!(g.position(), "1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1/1wbw1w1w/b1b1b1b1 w 15 16");
    assert_eq!(info.from, Some(cell("c1")));
    assert_eq!(info.to, Some(cell("c2")));
    assert_eq!(info.path, vec![cell("c1"), cell("c2")]);
    assert_eq!(info.pushes, vec![[cell("c1"), cell("c2")]]);
    assert_eq!(info.places, vec![cell("c1")]);
}

// "列ごと1マスずらして": every piece of the line moves one square.
#[test]
fn zonghen_push_shifts_the_whole_line_one_square() {
    let mut g = game("8/8/8/8/3bbw2/8/8/8 b 10 10");
    let info = g.play("d4>").unwrap();
    assert_eq!(g.position(), "8/8/8/8/3bbbw1/8/8/8 w 9 10");
    assert_eq!(info.pushes, vec![[cell("d4"), cell("e4")], [cell("e4"), cell("f4")], [cell("f4"), cell("g4")]]);
    assert_eq!(info.places, vec![cell("d4")]);
}

// docs/rules.md: each (origin, direction) is its own move, even when two give the same position.
#[test]
fn zonghen_each_push_a_move_even_with_the_same_result() {
    // d4 e4 f4 Black: d4> and f4> both leave d4 e4 f4 g4 Black.
    let g = game("8/8/8/8/3bbb2/8/8/8 b 10 10");
    let all = moves(&*g);
    assert!(all.contains("d4>") && all.contains("f4>"));
    let after = |m: &str| {
        let mut g = game("8/8/8/8/3bbb2/8/8/8 b 10 10");
        g.play(m).unwrap();
        g.position()
    };
    assert_eq!(after("d4>"), after("f4>"));
}

// "自分の手番でコマが追加できない場合は、相手に手番をゆずります。"
#[test]
fn zonghen_pass_when_no_push() {
    // White's only piece is on a light square; Black can push.
    let mut g = game("8/8/8/8/3bw3/8/8/8 w 10 10");
    assert_eq!(moves(&*g), set(&["pass"]));
    let info = g.play("pass").unwrap();
    assert_eq!((info.from, info.to), (None, None));
    assert_eq!(g.turn().index(), 0);
    assert_eq!(g.position(), "8/8/8/8/3bw3/8/8/8 b 10 10");
}

// A player with no piece left to add cannot move either.
#[test]
fn zonghen_pass_when_supply_empty() {
    let g = game("8/8/8/8/3b1w2/8/8/8 b 0 10");
    assert_eq!(moves(&*g), set(&["pass"]));
}

// "それ以外でパスはできません。"
#[test]
fn zonghen_pass_never_while_a_push_exists() {
    let mut g = boardgames::new_game("zonghen", &Options::none()).unwrap();
    let err = g.play("pass").unwrap_err();
    assert!(err.0.contains("cannot pass"), "{err}");
    assert_eq!(g.position(), START);
}

// "コマを置く場所がなくなったらゲーム終了です": neither side can move.
#[test]
fn zonghen_end_when_neither_can_move() {
    // Supplies left, but d4's every push meets a White piece (one against one), and
    // White has no piece on a dark square.
    let g = game("8/8/8/3w4/2wbw3/3w4/8/8 b 5 5");
    assert!(g.legal_moves().is_empty());
    let o = g.outcome().expect("game over");
    assert_eq!(o.reason.code(), "score");
    // Black [1] against White [1, 1, 1, 1]: the second group decides (a missing group is 0).
    assert_eq!(o.winner.map(|s| s.index()), Some(1));
    assert_eq!(o.scores, Some([1.0, 1.0]));
}

#[test]
fn zonghen_end_when_both_supplies_are_empty() {
    let g = game("8/8/8/8/3b1w2/8/8/8 b 0 0");
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.outcome().map(|o| o.winner), Some(None));
}

// "最も大きいグループの持ち主が勝利します。"
#[test]
fn zonghen_scoring_largest_group_wins() {
    // Black one group of 4; White three groups of 3 (more pieces, smaller groups).
    let g = game("bbbb4/8/www5/8/www5/8/www5/8 w 0 0");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner.map(|s| s.index()), Some(0));
    assert_eq!(o.scores, Some([4.0, 3.0]));
}

// "最大グループが同数の場合は2番目に大きいグループを比較し、なお同数の場合は3番目…"
#[test]
fn zonghen_scoring_groups_compared_from_largest_down() {
    // Black [3, 2], White [3, 1, 1]: the second group decides.
    let g = game("bbb1www1/8/bb4w1/8/7w/8/8/8 b 0 0");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner.map(|s| s.index()), Some(0));
    assert_eq!(o.scores, Some([3.0, 3.0]));
}

// "同サイズの自分のグループが複数ある場合は、そのうちの一つを1番目、他を2番目…"
#[test]
fn zonghen_scoring_equal_own_groups_take_successive_places() {
    // Black [2, 2], White [2, 1]: Black's second 2 beats White's 1.
    let g = game("bb1bb3/8/ww1w4/8/8/8/8/8 b 0 0");
    assert_eq!(g.outcome().unwrap().winner.map(|s| s.index()), Some(0));
}

// "最後まで同数であれば引き分けです。"
#[test]
fn zonghen_scoring_equal_groups_all_the_way_draw() {
    let g = game("bb6/8/ww6/8/b7/8/w7/8 b 0 0");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert_eq!(o.scores, Some([2.0, 2.0]));
}

// "縦または横で互いに隣接…（斜めは隣接に含まれません）"
#[test]
fn zonghen_scoring_diagonal_pieces_are_not_one_group() {
    // Black a8 and b7 touch only diagonally: [1, 1] against White's [2].
    let g = game("b7/1b6/8/ww6/8/8/8/8 b 0 0");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner.map(|s| s.index()), Some(1));
    let regions = g.view().regions;
    let black: Vec<usize> = regions.iter().filter(|r| r.side == 0).map(|r| r.size).collect();
    assert_eq!(black, vec![1, 1]);
}
