//! The in-app rules of Zong-Heng as implemented (docs/rules.md, "Zong-Heng").

use crate::core::view::Text;

fn line(en: String, ja: String) -> Text {
    Text { en, ja }
}

pub fn rules_text(size: usize) -> Vec<Text> {
    let per_side = size * size / 4;
    let supply = size * size / 2;
    vec![
        line(
            format!("{size}×{size} checkerboard. At the start every dark square holds a piece: the dark squares of the top row are White, the next row Black, and so on alternately, {per_side} pieces each. Each player has {supply} pieces in all; the rest wait in supply."),
            format!("{size}×{size}の市松模様の盤。最初はすべての暗いマスにコマがあり、最上段の暗いマスは白、次の段は黒と交互に並びます（各{per_side}個）。各自のコマは全部で{supply}個で、残りは手持ちです。"),
        ),
        line("Black moves first.".into(), "黒が先手です。".into()),
        line(
            "On your turn take a piece standing on a dark square and push it one square up, down, left or right into an empty square, together with the line of pieces directly in front of it; the line must end at an empty square on the board.".into(),
            "手番では、暗いマスに乗っているコマを1つ選び、その前に連なるコマの列ごと縦か横に1マスずらします。列の先は盤上の空きマスでなければなりません。".into(),
        ),
        line(
            "The pushed pieces must include more of your pieces than of your opponent's; a piece pushed alone must be yours.".into(),
            "ずらすコマの中に自分のコマが相手のコマより多い場合にだけずらせます。1個だけずらすときは自分のコマでなければなりません。".into(),
        ),
        line(
            "Then place a new piece of yours from supply on the dark square that was emptied.".into(),
            "そのあと、空いた暗いマスに手持ちから自分のコマを1個置きます。".into(),
        ),
        line(
            "A player who cannot push, or has no piece left in supply, passes. When neither player can move, the game ends.".into(),
            "ずらせない、または手持ちがないプレイヤーはパスします。双方とも動けなくなったらゲーム終了です。".into(),
        ),
        line(
            "Groups are pieces of one colour connected up, down, left or right. Each player's group sizes are compared from the largest down; the first difference decides the winner. If all are equal, the game is a draw.".into(),
            "縦横につながった同じ色のコマを1つのグループとします。双方のグループの大きさを大きい順に比べ、最初に差がついたところで大きい方の勝ちです。すべて同じなら引き分けです。".into(),
        ),
    ]
}
