//! The in-app rules of Alquerque as implemented (docs/rules.md, "Alquerque").

use crate::core::view::Text;

use super::rules::{NoReturn, RuleSet};

fn line(en: &str, ja: &str) -> Text {
    Text { en: en.to_string(), ja: ja.to_string() }
}

pub fn rules_text(rules: RuleSet) -> Vec<Text> {
    let mut out = vec![
        line("A board of 5×5 points joined by lines: every point to its neighbours up, down, left and right; the diagonal lines pass only through the corners, the centre and the points in between.", "5×5の点を線で結んだ盤です。縦横の隣どうしは線で結ばれ、斜めの線は隅・中央などの一つおきの点だけを通ります。"),
        line("12 pieces each: the two nearest rows and the two points of the middle row on the player's right; the centre is empty. White moves first.", "各自12個の駒を、手前の2列と中央の列の右側の2点に置きます。中央は空けます。白が先手です。"),
        line("A piece moves one step along a line to an empty point.", "駒は線に沿って隣の空いた点へ1歩動きます。"),
        line("A piece captures by jumping along a line over an adjacent enemy piece to the empty point beyond, and must keep jumping while it can, changing direction as it likes; any complete chain may be chosen.", "線に沿って隣の相手の駒を飛び越え、その先の空いた点に着地して取ります。取れる限り向きを変えながら続けて取り、どの連続取りを選んでも構いません。"),
        line("Capturing is enforced by huffing: a player who could capture but makes another move lets the opponent begin their next move by removing one of the pieces that could have captured.", "取りはハフで強制されます。取れるのに別の手を指した場合、相手は次の手番の初めに、取れたはずの駒を1つ取り除きます。"),
    ];
    if rules.bell {
        out.push(line("Bell's rules: no piece moves or jumps backwards.", "ベルのルール：駒は後ろ向きに動くことも跳ぶこともできません。"));
        out.push(match rules.no_return {
            NoReturn::Ever => line(
                "A piece may never land on a point it has occupied before, including the landing points of its chains.",
                "駒は一度いた点（連続取りの途中の着地点を含む）に再び着地できません。",
            ),
            NoReturn::Turn => line(
                "A piece may not end its turn on the point where it began it.",
                "駒は手番の初めにいた点で手番を終えることはできません。",
            ),
        });
        out.push(line(
            "A piece that starts its turn on the enemy's back row may move only to capture.",
            "相手の最奥の列にいる駒は、取るときしか動けません。",
        ));
        out.push(line("A player who cannot move loses. The loser scores 2 points plus 1 per enemy piece left (a blocked loser: 2 plus the difference in pieces), shown at the end.", "動けなくなったプレイヤーの負けです。負けた側の失点は2点と相手の残り駒1個につき1点（動けなくなって負けた場合は2点と駒数の差）で、終局時に表示します。"));
    } else {
        out.push(line("A player who has pieces but no legal move passes.", "駒があっても動けないプレイヤーはパスします。"));
    }
    out.push(line("A player wins by capturing all the enemy pieces.", "相手の駒をすべて取れば勝ちです。"));
    out.push(line("The same position for the third time is a draw. After 40 plies in a row without a capture or huff, the side with more pieces wins; with equal pieces it is a draw.", "同じ局面が3回現れたら引き分けです。取りもハフもない手が40手続いたら、駒の多い側の勝ち、同数なら引き分けです。"));
    out
}
