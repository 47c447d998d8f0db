//! Binary rules (docs/rules.md, "Binary", バイナリー): one test per rule sentence, each on
//! a position in the game's text (`<board> <turn> <black supply> <white supply>`,
//! rows from the top, `b`/`w` pieces, digits for empty squares). On 8x8 the centre
//! space is d4 and e5 (dark) and d5 and e4 (light).

use std::collections::BTreeSet;

use boardgames::core::Options;
use boardgames::session::AnyGame;

fn game(text: &str) -> Box<dyn AnyGame> {
    boardgames::from_position("binary", text, &Options::none()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves(g: &dyn AnyGame) -> BTreeSet<String> {
    g.legal_moves().into_iter().map(|m| m.notation).collect()
}

/// Every square name of the 8x8 board with whether it is dark (a1 dark).
fn squares() -> Vec<(String, bool)> {
    let mut out = Vec::new();
    for file in 0..8u8 {
        for rank in 1..=8u8 {
            out.push((format!("{}{rank}", (b'a' + file) as char), (file + rank - 1) % 2 == 0));
        }
    }
    out
}

const CENTRE: [&str; 4] = ["d4", "d5", "e4", "e5"];

fn scores(g: &dyn AnyGame) -> [f64; 2] {
    g.view().scores.unwrap()
}

// "はじめボードは空です" with 16 pieces each ("2色のコマ、それぞれ16個ずつ").
#[test]
fn binary_setup_empty_board_sixteen_pieces_each() {
    let g = boardgames::new_game("binary", &Options::none()).unwrap();
    assert_eq!(g.position(), "8/8/8/8/8/8/8/8 b 16 16");
    assert_eq!(g.view().supply, Some([16, 16]));
    assert_eq!(g.turn().index(), 0);
}

// "まず、黒のプレイヤーが自分のコマを黒いマスのどれかに配置します。黒のプレイヤーの初手では
// センタースペースには配置できません。"
#[test]
fn binary_first_move_outside_the_centre() {
    let g = boardgames::new_game("binary", &Options::none()).unwrap();
    let expected: BTreeSet<String> =
        squares().into_iter().filter(|(n, dark)| *dark && !CENTRE.contains(&n.as_str())).map(|(n, _)| n).collect();
    assert_eq!(expected.len(), 30);
    assert_eq!(moves(&*g), expected);
}

#[test]
fn binary_first_move_is_a_single_piece() {
    let mut g = boardgames::new_game("binary", &Options::none()).unwrap();
    let err = g.play("a1,c1").unwrap_err();
    assert!(err.0.contains("the first move is one piece on a dark square outside the centre"), "{err}");
    assert!(g.play("d4").is_err() && g.play("a2").is_err());
    assert_eq!(g.position(), "8/8/8/8/8/8/8/8 b 16 16");
}

// "次の白のプレイヤーから、手番プレイヤーは以下のアクションのどちらか一つを行います。"
#[test]
fn binary_placement_either_action_after_the_first_move() {
    let g = game("8/8/8/8/8/8/8/b7 w 15 16");
    let all = moves(&*g);
    // 32 light squares one at a time (d5 and e4 included), pairs of the 30 light squares
    // outside the centre, and the 31 empty dark squares (d4 and e5 with a discard).
    let pairs = all.iter().filter(|m| m.contains(',')).count();
    assert_eq!(pairs, 30 * 29 / 2);
    assert_eq!(all.len(), 32 + 435 + 31);
}

// "1. 自分の色と同色の空きマスのうち2つに、自分のコマをそれぞれ配置する"
#[test]
fn binary_placement_two_pieces_on_own_colour() {
    let mut g = game("8/8/8/8/8/8/8/b7 w 15 16");
    let info = g.play("b1,a2").unwrap();
    assert_eq!(info.notation, "a2,b1");
    assert_eq!(info.from, None);
    assert_eq!(info.places.len(), 2);
    assert_eq!(info.discard, None);
    assert_eq!(g.position(), "8/8/8/8/8/8/w7/bw6 b 15 14");
}

// "（1つにとどめても良い）"
#[test]
fn binary_placement_one_piece_on_own_colour_is_allowed() {
    let mut g = game("8/8/8/8/8/8/8/b7 w 15 16");
    g.play("a2").unwrap();
    assert_eq!(g.position(), "8/8/8/8/8/8/w7/b7 b 15 15");
}

// "2. 自分の色ではない空きマスの1つに、自分のコマを配置する"
#[test]
fn binary_placement_one_piece_on_the_other_colour() {
    let mut g = game("8/8/8/8/8/8/8/b7 w 15 16");
    let all = moves(&*g);
    assert!(all.contains("c1"));
    for pair in ["a2,c1", "c1,e1", "a3,c1"] {
        assert!(!all.contains(pair), "{pair}");
        let err = g.play(pair).unwrap_err();
        assert!(err.0.contains("two pieces go only on empty squares of your colour"), "{pair}: {err}");
    }
    g.play("c1").unwrap();
    assert_eq!(g.position(), "8/8/8/8/8/8/8/b1w5 b 15 15");
}

// "自分の色と同じマスに配置する場合、その手番ではコマを1つしか配置できません。"
#[test]
fn binary_centre_own_colour_only_one_piece() {
    let mut g = game("8/8/8/8/8/8/8/b7 w 15 16");
    let all = moves(&*g);
    assert!(all.contains("d5") && all.contains("e4"));
    assert!(!all.iter().any(|m| m.contains(',') && (m.contains("d5") || m.contains("e4"))));
    let err = g.play("a2,d5").unwrap_err();
    assert!(err.0.contains("a piece on a centre square of your colour is the only piece placed that turn"), "{err}");
    let info = g.play("d5").unwrap();
    assert_eq!(info.discard, None);
    assert_eq!(g.position(), "8/8/8/3w4/8/8/8/b7 b 15 15");
}

// "自分の色と異なるマスに配置する場合、自分の手持ちのコマ…から1つを廃棄し、ゲームから除外します。"
#[test]
fn binary_centre_other_colour_costs_a_discard() {
    let mut g = game("8/8/8/8/8/8/8/b7 w 15 16");
    let info = g.play("d4").unwrap();
    assert_eq!(info.discard, Some(true));
    assert_eq!(info.places, vec![4 * 8 + 3]);
    assert_eq!(g.position(), "8/8/8/8/3w4/8/8/b7 b 15 14");
    // Black on a light centre square pays the same way.
    let info = g.play("e4").unwrap();
    assert_eq!(info.discard, Some(true));
    assert_eq!(g.view().supply, Some([13, 14]));
}

// "（手持ちのコマが1つもない場合、それらのマスには配置できません）"
#[test]
fn binary_centre_no_discard_possible_without_supply() {
    // White holds one piece: every empty square but the dark centre squares d4 and e5.
    let mut g = game("8/8/8/8/8/8/8/b7 w 15 1");
    let expected: BTreeSet<String> = squares().into_iter().map(|(n, _)| n).filter(|n| !matches!(n.as_str(), "a1" | "d4" | "e5")).collect();
    assert_eq!(moves(&*g), expected);
    let err = g.play("e5").unwrap_err();
    assert!(err.0.contains("you have no piece left to discard"), "{err}");
}

// Two pieces need two in the supply.
#[test]
fn binary_placement_two_pieces_need_two_in_supply() {
    let mut g = game("8/8/8/8/8/8/8/b7 w 15 1");
    assert!(!moves(&*g).iter().any(|m| m.contains(',')));
    assert!(g.play("a2,b1").unwrap_err().0.contains("you have only one piece left"));
}

// "パスはできません。"
#[test]
fn binary_no_passing() {
    let mut g = game("8/8/8/8/8/8/8/b7 w 15 16");
    assert!(!moves(&*g).contains("pass"));
    assert!(g.play("pass").unwrap_err().0.contains("there is no passing in binary"));
}

// "一方のプレイヤーがコマを使い切ったら、他方のプレイヤーは上記のルールに従って残りのコマを
// すべて配置しゲームを終了します。"
#[test]
fn binary_end_the_other_places_the_rest_when_a_supply_is_empty() {
    let mut g = game("8/8/8/8/8/8/8/b7 w 3 1");
    g.play("b1").unwrap();
    assert_eq!(g.position(), "8/8/8/8/8/8/8/bw6 b 3 0");
    g.play("c1").unwrap();
    // White has nothing left: Black moves again, under the same rules (a pair is fine).
    assert_eq!(g.turn().index(), 0);
    assert_eq!(g.position(), "8/8/8/8/8/8/8/bwb5 b 2 0");
    assert!(moves(&*g).contains("e1,g1"));
    g.play("e1,g1").unwrap();
    assert!(g.legal_moves().is_empty());
    assert!(g.outcome().is_some());
}

#[test]
fn binary_end_when_both_supplies_are_empty() {
    let g = game("8/8/8/8/8/8/8/bwb1b1b1 w 0 0");
    assert!(g.legal_moves().is_empty());
    let o = g.outcome().unwrap();
    assert_eq!(o.reason.code(), "score");
    // Black's pieces stand alone on dark squares, White's b1 is hemmed in: no territory.
    assert_eq!((o.winner, o.scores), (None, Some([0.0, 0.0])));
}

// "コマに縦か横で隣接している、そのコマと同じ色の空きマスもテリトリーに含まれます。"
// (figure 2's White territory of 5: a piece and four empty squares of its colour)
#[test]
fn binary_territory_includes_adjacent_own_colour_empty_squares() {
    let g = game("8/8/8/8/8/2w5/8/8 b 0 0");
    let v = g.view();
    assert_eq!(v.regions.len(), 1);
    // c3 (White, on a dark square) with c4, b3, d3, c2 (light, empty).
    assert_eq!((v.regions[0].side, v.regions[0].size), (1, 5));
    assert_eq!(v.regions[0].cells, vec![34, 41, 42, 43, 50]);
    let o = g.outcome().unwrap();
    assert_eq!((o.winner.map(|s| s.index()), o.scores), (Some(1), Some([0.0, 10.0])));
}

// docs/rules.md: an empty square next to two groups joins them (our reading).
#[test]
fn binary_territory_an_empty_square_joins_two_groups() {
    // Black b3 and d3 (light squares) share the empty dark c3: one territory of 9
    // (b3 d3, and b4 b2 a3 c3 d4 d2 e3), not two of 5.
    let g = game("8/8/8/8/8/1b1b4/8/8 b 0 0");
    let v = g.view();
    assert_eq!(v.regions.iter().map(|r| r.size).collect::<Vec<_>>(), vec![9]);
    assert_eq!(scores(&*g), [18.0, 0.0]);
}

// "テリトリーのサイズは常に2以上です。つまり単独の空きマスや単独のコマはテリトリーではありません。"
#[test]
fn binary_territory_a_lone_piece_is_not_one() {
    // Black a8 with both neighbours taken by White: size 1, no territory. White's a7
    // and b8 join through the empty b7: a7 b8 a6 b7 c8.
    let g = game("bw6/w7/8/8/8/8/8/8 b 0 0");
    let v = g.view();
    assert!(v.regions.iter().all(|r| r.side == 1));
    assert_eq!(v.regions.iter().map(|r| r.size).collect::<Vec<_>>(), vec![5]);
    assert_eq!(scores(&*g), [0.0, 10.0]);
    // A Black piece on a dark square has only light neighbours: never a territory alone.
    let g = game("8/8/8/8/8/8/8/b7 w 0 0");
    assert!(g.view().regions.is_empty());
}

// "スコア＝最も大きいテリトリーのサイズ×2＋残りのテリトリーのサイズの合計"
#[test]
fn binary_score_twice_the_largest_plus_the_rest() {
    // Black: b3 (5), a8 (3), h1 with h2 (2, g1 is White's) = 2x5 + 3 + 2 = 15.
    // White: g1 with f1 and g2 = 2x3 = 6.
    let g = game("b7/8/8/8/8/1b6/8/6wb b 0 0");
    let o = g.outcome().unwrap();
    assert_eq!((o.winner.map(|s| s.index()), o.scores), (Some(0), Some([15.0, 6.0])));
    let black: Vec<usize> = g.view().regions.iter().filter(|r| r.side == 0).map(|r| r.size).collect();
    assert_eq!(black, vec![5, 3, 2]);
}

// "同点の場合、最大テリトリーのサイズを比較し、それでも同数の場合は2番目、3番目…"
#[test]
fn binary_tie_break_compares_sizes() {
    // Black [5, 3, 3] = 16, White [4, 4, 4] = 16: Black's largest 5 beats 4.
    let g = game("b2w4/8/8/8/7w/1b6/8/2w4b b 0 0");
    let o = g.outcome().unwrap();
    assert_eq!((o.winner.map(|s| s.index()), o.scores), (Some(0), Some([16.0, 16.0])));
}

// "最後まで同数であれば引き分けです。"
#[test]
fn binary_tie_break_equal_scores_and_sizes_draw() {
    // Black a8 (3) against White a1 (3).
    let g = game("b7/8/8/8/8/8/8/w7 b 0 0");
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.scores), (None, Some([6.0, 6.0])));
}

// The running score shown during play is the same count.
#[test]
fn binary_score_running_scores_follow_the_board() {
    let mut g = game("8/8/8/8/8/8/8/b7 w 15 16");
    assert_eq!(scores(&*g), [0.0, 0.0]);
    g.play("c1").unwrap(); // White on a dark square: c1 with b1, d1, c2.
    assert_eq!(scores(&*g), [0.0, 8.0]);
    g.play("b1").unwrap(); // Black on b1 (light) joins a1 and takes b2: a1 b1 b2.
    assert_eq!(scores(&*g), [6.0, 6.0]);
}
