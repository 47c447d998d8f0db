//! The in-app rules of a draughts game, written from its row of the rules table so
//! the text always says exactly what the generator does.

use crate::core::view::Text;
use crate::core::Side;

use super::variants::{Criterion, Dirs, DrawRule, Landing, Material, MidCapturePromotion, Squares, Variant};

fn line(en: impl Into<String>, ja: impl Into<String>) -> Text {
    Text { en: en.into(), ja: ja.into() }
}

fn colour(v: &Variant, side: Side) -> (&'static str, &'static str) {
    if side == v.white {
        ("White", "白")
    } else {
        ("Black", "黒")
    }
}

fn directions(d: Dirs) -> (String, String) {
    if d == Dirs::ALL {
        return ("in any of the eight directions".to_string(), "縦横斜めの8方向".to_string());
    }
    let names = [
        (Dirs::FORWARD, "forward", "前"),
        (Dirs::FORWARD_LEFT | Dirs::FORWARD_RIGHT, "diagonally forward", "斜め前"),
        (Dirs::LEFT | Dirs::RIGHT, "sideways", "横"),
        (Dirs::BACK_LEFT | Dirs::BACK_RIGHT, "diagonally backward", "斜め後ろ"),
        (Dirs::BACK, "backward", "後ろ"),
    ];
    let mut en = Vec::new();
    let mut ja = Vec::new();
    for (bits, e, j) in names {
        if d.0 & bits == bits {
            en.push(e);
            ja.push(j);
        }
    }
    let en = match en.len() {
        0 => String::new(),
        1 => en[0].to_string(),
        n => format!("{} or {}", en[..n - 1].join(", "), en[n - 1]),
    };
    (en, ja.join("・"))
}

pub fn rules_text(v: &Variant) -> Vec<Text> {
    let mut out = Vec::new();
    let n = v.size;
    out.push(match v.squares {
        Squares::DarkNearLeft => line(
            format!("{n}×{n} board; pieces stand on the dark squares, with a dark square in each player's near-left corner."),
            format!("{n}×{n}の盤の黒いマスだけを使います（各自の左手前の隅が黒マス）。"),
        ),
        Squares::DarkNearRight => line(
            format!(
                "{n}×{n} board turned so that each player has a dark square in the near-right corner; pieces stand on the dark squares."
            ),
            format!("{n}×{n}の盤を各自の右手前の隅が黒マスになる向きに置き、黒いマスを使います。"),
        ),
        Squares::LightNearRight => line(
            format!("{n}×{n} board; pieces stand on the light squares, with a light square in each player's near-right corner."),
            format!("{n}×{n}の盤の白いマスを使います（各自の右手前の隅が白マス）。"),
        ),
        Squares::All => line(format!("{n}×{n} board; every square is used."), format!("{n}×{n}の盤のすべてのマスを使います。")),
    });
    let (lo, hi) = v.men_rows;
    let per_row = if v.squares == Squares::All { n } else { n / 2 };
    let men = per_row * (hi - lo + 1);
    let (first_en, first_ja) = colour(v, v.starts);
    out.push(line(
        format!("Each player has {men} men on the rows {lo} to {hi} counted from their own side. {first_en} moves first."),
        format!("各自{men}個の駒を自陣から数えて{lo}〜{hi}段目に並べます。{first_ja}が先手です。"),
    ));
    let (steps_en, steps_ja) = directions(v.man_steps);
    out.push(line(
        format!("A man moves one square {steps_en} to an empty square."),
        format!("駒（マン）は{steps_ja}へ1マス、空いたマスに進みます。"),
    ));
    let (caps_en, caps_ja) = directions(v.man_captures);
    let orth_skip = v.squares != Squares::All && v.man_captures.0 & (Dirs::FORWARD | Dirs::LEFT | Dirs::RIGHT) != 0;
    out.push(line(
        format!(
            "A man captures by jumping over an adjacent enemy piece {caps_en} to the empty square just beyond it{}.",
            if orth_skip { "; straight jumps pass over the next square of the same colour" } else { "" }
        ),
        format!(
            "駒は{caps_ja}の隣の相手の駒を飛び越えて、そのすぐ先の空いたマスに着地して取ります{}。",
            if orth_skip { "（縦横の取りは同じ色の次のマスを飛び越えます）" } else { "" }
        ),
    ));
    if !v.men_capture_kings {
        out.push(line("Men may not capture kings.", "駒（マン）はキングを取れません。"));
    }
    let all_dirs = |d: Dirs| {
        if d == Dirs::ALL {
            ("in all eight directions", "縦横斜めの8方向")
        } else if d == Dirs::DIAGONAL {
            ("diagonally in all four directions", "斜め4方向")
        } else {
            ("orthogonally in all four directions", "縦横4方向")
        }
    };
    let (km_en, km_ja) = all_dirs(v.king_steps);
    out.push(line(
        format!(
            "A man reaching the far row becomes a king. A king moves {km_en}, {}.",
            if v.king_moves_fly { "any number of empty squares" } else { "one square" }
        ),
        format!(
            "相手側の最奥の段に着いた駒はキングになります。キングは{km_ja}に{}動けます。",
            if v.king_moves_fly { "空いたマスなら何マスでも" } else { "1マス" }
        ),
    ));
    let (kc_en, kc_ja) = all_dirs(v.king_captures);
    out.push(match (v.king_captures_fly, v.king_landing) {
        (false, _) => line(
            format!("A king captures {kc_en} by jumping an adjacent piece, like a man."),
            format!("キングは{kc_ja}の隣の駒を飛び越えて取ります。"),
        ),
        (true, Landing::Anywhere) => line(
            format!("A king captures {kc_en} from any distance and may land on any empty square beyond the captured piece; if it can go on capturing from some of those squares, it must land on one of them."),
            format!("キングは{kc_ja}に離れた駒も取れ、取った駒の先の空いたマスならどこにでも着地できます。ただし続けて取れるマスがあればそこに着地しなければなりません。"),
        ),
        (true, Landing::DirectlyBehind) => line(
            format!("A king captures {kc_en} from any distance but must land on the square directly behind the captured piece."),
            format!("キングは{kc_ja}に離れた駒も取れますが、取った駒のすぐ後ろのマスに着地します。"),
        ),
    });
    out.push(if v.huffing {
        line(
            "Capturing is optional, but a capture must take as many pieces as possible. If you could capture and do not, your opponent begins their next move by removing (huffing) one of the pieces that could have captured.",
            "取りは任意ですが、取るときは最も多く取れる手順で取ります。取れるのに取らなかった場合、相手は次の手番の初めに、取れた駒のうち1つを取り除きます（ハフ）。",
        )
    } else {
        line(
            "Capturing is compulsory. A capture continues while the piece can capture again, and the whole sequence must be completed.",
            "取れる駒があれば必ず取らなければなりません。続けて取れる限り連続して取り、最後まで取り切ります。",
        )
    });
    out.push(if v.immediate_removal {
        line(
            "Captured pieces are removed at once, so squares may be crossed again; a piece may not turn back 180 degrees between two jumps.",
            "取った駒はその場ですぐに取り除きます（同じマスを再び通れます）。連続取りの途中で180度向きを変えることはできません。",
        )
    } else {
        line(
            "Captured pieces are removed when the sequence ends: until then they block, and no piece may be jumped twice.",
            "取った駒は連続取りが終わってから取り除きます。それまでは盤上に残って道をふさぎ、同じ駒を2度飛び越えることはできません。",
        )
    });
    let choice: Vec<Text> = v
        .capture_choice
        .iter()
        .map(|c| match c {
            Criterion::Count => line("the most pieces", "最も多くの駒を取る手順"),
            Criterion::Value { man, king } if *man == 2 => {
                let _ = king;
                line("the highest value (a man counts 1, a king 1.5)", "価値の合計が最大の手順（駒1、キング1.5）")
            }
            Criterion::Value { man, king } => line(
                format!("the highest value (a man counts {man}, a king {king})"),
                format!("価値の合計が最大の手順（駒{man}、キング{king}）"),
            ),
            Criterion::ByKing => line("a capture by a king", "キングによる取り"),
            Criterion::Kings => line("the most kings", "より多くのキングを取る手順"),
            Criterion::EarliestKing => line("the sequence that meets a king earliest", "より早くキングを取る手順"),
        })
        .collect();
    if choice.is_empty() {
        out.push(line("When several captures are possible, the player chooses freely.", "複数の取り方があるときは自由に選べます。"));
    } else {
        let en: Vec<&str> = choice.iter().map(|t| t.en.as_str()).collect();
        let ja: Vec<&str> = choice.iter().map(|t| t.ja.as_str()).collect();
        out.push(line(
            format!("When several captures are possible, the player must choose {}; any remaining choice is free.", en.join(", then ")),
            format!("複数の取り方があるときは、{}を選ばなければなりません。それでも複数あれば自由に選べます。", ja.join("、次に")),
        ));
    }
    out.push(match v.mid_capture_promotion {
        MidCapturePromotion::CrownedMoveEnds => line(
            "A man that reaches the far row during a capture is crowned and its move ends there.",
            "取りの途中で最奥の段に着いた駒はキングになり、その手番はそこで終わります。",
        ),
        MidCapturePromotion::CrownedContinues => line(
            "A man that reaches the far row during a capture is crowned at once and goes on capturing as a king.",
            "取りの途中で最奥の段に着いた駒はすぐにキングになり、キングとして取り続けます。",
        ),
        MidCapturePromotion::OnlyIfItEndsThere => line(
            "A man that passes the far row during a capture stays a man; it is crowned only if its move ends there.",
            "取りの途中で最奥の段を通過した駒は駒のままで、そこで手番を終えたときだけキングになります。",
        ),
    });
    if v.king_move_limit > 0 {
        out.push(line(
            format!(
                "While a player still has men, the same king may not make more than {} non-capturing moves in a row.",
                v.king_move_limit
            ),
            format!("駒（マン）が残っている間は、同じキングで取りのない手を{}回より多く続けて指せません。", v.king_move_limit),
        ));
    }
    out.push(line(
        "A player who cannot move, having no pieces left or all of them blocked, loses.",
        "動かせる駒がない（駒がすべて取られた、またはすべて動けない）プレイヤーの負けです。",
    ));
    out.push(line(
        "The game is drawn when the same position occurs for the third time with the same player to move, or by agreement.",
        "同じ局面（手番も同じ）が3回現れたとき、または合意したときは引き分けです。",
    ));
    for rule in v.draw_rules {
        out.push(match *rule {
            DrawRule::Quiet(m) => line(
                format!("Draw after {m} moves by each player without a capture and without a man being moved."),
                format!("双方{m}手ずつ、取りも駒（マン）の移動もなければ引き分けです。"),
            ),
            DrawRule::Ending(Material::AgainstLoneKing { min, max, kings }, m) => {
                let (en, ja) = if min == max && kings == min {
                    (format!("{min} king{}", if min > 1 { "s" } else { "" }), format!("キング{min}個"))
                } else if max >= 12 {
                    (format!("{min} or more kings"), format!("キング{min}個以上"))
                } else if min == max {
                    (format!("{min} pieces including a king"), format!("キングを含む{min}個の駒"))
                } else {
                    (format!("{min} or {max} pieces including a king"), format!("キングを含む{min}〜{max}個の駒"))
                };
                line(
                    format!("With {en} against a lone king: draw after {m} moves each."),
                    format!("{ja}対キング1個になったら、双方{m}手で引き分けです。"),
                )
            }
            DrawRule::Ending(Material::BothHaveKings { min, max }, m) => line(
                format!("When both players have kings and {min} to {max} pieces are on the board, draw after {m} moves each without a change of material."),
                format!("双方にキングがあり盤上の駒が{min}〜{max}個のとき、駒の増減なく双方{m}手で引き分けです。"),
            ),
            DrawRule::Ending(Material::OnePieceEach, _) => line("One piece against one piece is a draw.", "1個対1個になったら引き分けです。"),
        });
    }
    out
}
