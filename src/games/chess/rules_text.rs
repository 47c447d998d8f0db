//! The in-app rules of chess as implemented (FIDE Laws; docs/rules.md, "Chess").

use crate::core::view::Text;

fn line(en: &str, ja: &str) -> Text {
    Text { en: en.to_string(), ja: ja.to_string() }
}

pub fn rules_text() -> Vec<Text> {
    vec![
        line("8×8 board, White moves first. Each side has a king, a queen, two rooks, two bishops, two knights and eight pawns.", "8×8の盤で白が先手です。各自キング1、クイーン1、ルーク2、ビショップ2、ナイト2、ポーン8を持ちます。"),
        line("The king moves one square in any direction; the queen any distance along ranks, files and diagonals; the rook along ranks and files; the bishop along diagonals; the knight jumps in an L shape.", "キングは全方向に1マス、クイーンは縦横斜めに何マスでも、ルークは縦横、ビショップは斜めに何マスでも動きます。ナイトはL字形に跳びます。"),
        line("A pawn moves one square forward (two from its starting square) and captures one square diagonally forward. En passant: a pawn that has just made a two-square move may be taken, on the next move only, as if it had moved one square.", "ポーンは前に1マス（初期位置からは2マスも可）進み、斜め前の駒を取ります。アンパッサン：2マス進んだ直後のポーンは、1マス進んだものとみなして次の手に限り取れます。"),
        line("A pawn reaching the last rank is promoted to a queen, rook, bishop or knight of the player's choice.", "最終段に着いたポーンは、クイーン・ルーク・ビショップ・ナイトのどれかに昇格します（プレイヤーが選びます）。"),
        line("Castling: the king moves two squares towards a rook that has not moved and the rook jumps over it, if neither has moved, the squares between are empty, and the king is not in check and does not pass through or land on an attacked square.", "キャスリング：キングとルークが一度も動いておらず間が空いていて、キングがチェックされておらず、通過するマスと着くマスが攻撃されていなければ、キングをルークの方へ2マス動かし、ルークがキングを飛び越えます。"),
        line("No move may leave one's own king in check. A player in check with no legal move is checkmated and loses; a player not in check with no legal move is stalemated, and the game is drawn.", "自分のキングがチェックされたままになる手は指せません。チェックされていて指せる手がなければチェックメイトで負け、チェックされていないのに指せる手がなければステイルメイトで引き分けです。"),
        line("Automatic draws: a dead position (king against king, king and bishop or knight against king, kings and bishops on squares of one colour only), the same position for the fifth time, or 75 moves by each side without a capture or pawn move.", "自動的な引き分け：駒不足（キング対キング、キングとビショップまたはナイト対キング、同じ色のマスのビショップだけ）、同一局面の5回目、双方75手の間に駒取りもポーンの移動もない場合。"),
        line("Draws a player may claim (the Claim draw button): the same position for the third time, or 50 moves by each side without a capture or pawn move. A draw may also be agreed.", "申請できる引き分け（「引き分けを申請」ボタン）：同一局面の3回目、または双方50手の間に駒取りもポーンの移動もない場合。合意による引き分けもできます。"),
    ]
}
