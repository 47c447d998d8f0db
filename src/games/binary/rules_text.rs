//! The in-app rules of Binary as implemented (docs/rules.md, "Binary").

use crate::core::view::Text;

fn line(en: String, ja: String) -> Text {
    Text { en, ja }
}

pub fn rules_text(size: usize) -> Vec<Text> {
    let supply = size * size / 4;
    vec![
        line(
            format!("{size}×{size} checkerboard, empty at the start; each player has {supply} pieces in supply. Black plays on the dark squares as their own colour, White on the light squares. The centre space is the middle 2×2 squares."),
            format!("{size}×{size}の市松模様の盤で、最初は空です。各自{supply}個のコマを持ちます。黒は暗いマス、白は明るいマスが自分の色です。中央の2×2マスがセンタースペースです。"),
        ),
        line(
            "Black moves first and places one piece on any dark square outside the centre space.".into(),
            "先手の黒は最初に、センタースペース以外の暗いマスに1個置きます。".into(),
        ),
        line(
            "Then, in turn, either place two of your pieces (or only one) on empty squares of your colour, or place one piece on an empty square of the other colour.".into(),
            "その後は交互に、自分の色の空きマスに2個（または1個）置くか、相手の色の空きマスに1個置きます。".into(),
        ),
        line(
            "In the centre space: a piece on a square of your colour is the only piece you place that turn; a piece on a square of the other colour also costs you one piece from supply, discarded (not allowed when you have none left to discard).".into(),
            "センタースペースでは、自分の色のマスに置いたらその手番はその1個だけです。相手の色のマスに置くときは、手持ちからさらに1個を捨てます（捨てるコマがなければ置けません）。".into(),
        ),
        line("There is no passing.".into(), "パスはできません。".into()),
        line(
            "When one player's supply is empty, the other places all their remaining pieces, turn after turn under the same rules, and the game ends.".into(),
            "一方の手持ちがなくなったら、もう一方は残りのコマを同じルールで置き続け、置き終えたらゲーム終了です。".into(),
        ),
        line(
            "A territory is a group of one player's pieces connected up, down, left or right, together with the empty squares of that player's colour next to them (an empty square next to two groups joins them). Its size counts pieces and empty squares; a lone piece with no such empty square is not a territory.".into(),
            "テリトリーは、縦横につながった自分のコマと、それに縦横で接する自分の色の空きマスを合わせたものです（2つのグループに接する空きマスは両者をつなぎます）。大きさはコマと空きマスの数で、空きマスに接しない単独のコマはテリトリーではありません。".into(),
        ),
        line(
            "Score = 2 × the largest territory + the sizes of all the others. The higher score wins; on a tie, territory sizes are compared from the largest down (a missing territory counts 0).".into(),
            "得点は「最大のテリトリー×2＋その他のテリトリーの合計」です。得点の高い方の勝ち。同点ならテリトリーの大きさを大きい順に比べます（ないものは0）。".into(),
        ),
    ]
}
