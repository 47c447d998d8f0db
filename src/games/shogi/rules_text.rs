//! The in-app rules of shogi as implemented (docs/rules.md, "Shogi").

use crate::core::view::Text;

use super::handicap::Handicap;

fn line(en: &str, ja: &str) -> Text {
    Text { en: en.to_string(), ja: ja.to_string() }
}

pub fn rules_text(handicap: Handicap) -> Vec<Text> {
    let mut out = vec![
        line("9×9 board. Sente (Black, ▲) moves first; each side has a king, a rook, a bishop, two golds, two silvers, two knights, two lances and nine pawns.", "9×9の盤で先手（▲）から指します。各自、玉1・飛1・角1・金2・銀2・桂2・香2・歩9を持ちます。"),
        line("Captured pieces change sides and go to the captor's hand; instead of moving, a player may drop a piece from hand on any empty square.", "取った駒は自分の持ち駒になり、盤上の駒を動かす代わりに、持ち駒を空いているマスに打てます。"),
        line("A piece that enters, moves inside or leaves the far three ranks may promote (rook to dragon, bishop to horse, silver, knight, lance and pawn to gold-like pieces); promotion is forced where the piece could never move again (a pawn or lance on the last rank, a knight on the last two).", "敵陣（相手側の3段）に入る、敵陣内で動く、敵陣から出る手では成ることができます（飛→龍、角→馬、銀・桂・香・歩→金と同じ動き）。その先に動けなくなる場合（歩・香が最奥段、桂が奥の2段）は必ず成ります。"),
        line("A piece may not be dropped where it could never move. Nifu: a pawn may not be dropped on a file that already holds an unpromoted pawn of the same side. Uchifuzume: a pawn drop that gives checkmate is illegal (a pawn move that mates is legal).", "動けなくなる場所には打てません。二歩：自分の成っていない歩がある筋には歩を打てません。打ち歩詰め：歩を打って詰ませることは反則です（盤上の歩を動かして詰ませるのは可）。"),
        line("No move may leave one's own king in check. A player who is checkmated, or has no legal move, loses.", "自分の玉が取られる状態になる手は指せません。詰まされた側、または指せる手がない側の負けです。"),
        line("Sennichite: when the same position (board, pieces in hand and side to move) occurs for the fourth time, the game is a draw, unless one side gave check with every move of the cycle: that side loses.", "千日手：同じ局面（盤面・持ち駒・手番）が4回現れたら引き分けです。ただし一方が連続王手で千日手にした場合はその側の負けです。"),
        line("Impasse declaration (27-point rule): a player whose king is in the enemy camp, not in check, with at least ten other pieces there, and with at least 28 points for Sente or 27 for Gote (rook and bishop 5, other pieces 1, counting pieces in the enemy camp and in hand) may declare a win.", "入玉宣言法（27点法）：自玉が敵陣にあって王手されておらず、玉以外の自分の駒が敵陣に10枚以上あり、敵陣の駒と持ち駒の点数（飛角5点、その他1点）が先手28点・後手27点以上なら、宣言して勝ちになります。"),
    ];
    if handicap != Handicap::None {
        out.push(line(
            "Handicap game: the stronger player (Gote, above) plays without the removed pieces and moves first.",
            "駒落ち：上手（後手）が駒を落として先に指します。",
        ));
    }
    out
}
