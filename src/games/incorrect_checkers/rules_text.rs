//! The in-app rules of Incorrect Checkers as implemented (docs/rules.md, "Incorrect Checkers").

use crate::core::view::Text;

fn line(en: &str, ja: &str) -> Text {
    Text { en: en.to_string(), ja: ja.to_string() }
}

pub fn rules_text() -> Vec<Text> {
    vec![
        line("8×8 board, 12 pieces each, in the \"wrong setup\": Black on the dark squares of its three nearest rows, White on the light squares of its three nearest rows. Each piece stays on its own colour. Black moves first.", "8×8の盤に各12個。「間違った配置」で、黒は手前3段の暗いマス、白は手前3段の明るいマスに並べます。駒はずっと自分の色のマスにいます。黒が先手です。"),
        line("A turn moves one piece: a step one square diagonally forward to an empty square, or a chain of jumps.", "手番では駒を1つ動かします。斜め前の空いたマスへ1マス進むか、連続ジャンプをします。"),
        line("A piece may jump diagonally over an adjacent piece of its own to the empty square beyond; jumps may be chained, may turn and go backwards, may not jump the same piece twice, and may stop at any landing, but the piece must end strictly further forward than it started. Jumping is never compulsory.", "隣の自分の駒を斜めに飛び越えて、その先の空いたマスへ跳べます。続けて跳ぶことも、向きを変えて後ろへ跳ぶこともできますが、同じ駒を2度飛び越えることはできません。どこで止めても構いませんが、最後は出発点より前に進んでいなければなりません。ジャンプは強制ではありません。"),
        line("At most one enemy piece per turn may be jumped, orthogonally (it stands on the other colour), alone or inside a chain; a lone sideways jump does not advance and is not allowed. Nothing is ever captured.", "相手の駒は1手番に1個まで、縦横に飛び越せます（相手の駒は別の色のマスにいるため）。単独でも連続ジャンプの途中でも構いませんが、横に1回跳ぶだけでは前進しないので認められません。駒が取られることはありません。"),
        line("Retreat: a piece all of whose reachable goal squares (the goal squares of its colour ahead of it within its forward diagonal cone) are occupied by its own pieces may step diagonally backwards.", "後退：前方の斜めの範囲内にある自分の色のゴールのマスがすべて自分の駒で埋まっている駒は、斜め後ろに1マス下がれます。"),
        line("The first player with all twelve pieces on the far three rows wins. A player with no legal move passes; when neither can move, or the same position occurs for the third time, the game is drawn.", "先に12個すべてを相手側の奥3段に入れた方の勝ちです。動かせないプレイヤーはパスし、双方とも動けないとき、または同じ局面が3回現れたときは引き分けです。"),
    ]
}
