//! The board as the renderer needs it. Labels are USI square names (`7g`); pieces
//! carry their USI kind (`P`, `+P`, ...) and kanji. Sente's king is 玉 and Gote's 王,
//! as in a real set (the notation writes 玉 for both).

use crate::core::view::{HandPiece, PieceView};
use crate::core::{CellStyle, View};

use super::pieces::*;
use super::position::Position;
use super::sfen::square_name;

fn label(side: usize, kind: u8) -> &'static str {
    if kind == KING && side == 1 {
        "王"
    } else {
        KANJI[kind as usize]
    }
}

pub fn view(pos: &Position) -> View {
    let pieces = (0..81)
        .map(|sq| {
            let p = pos.at(sq);
            (p != EMPTY).then(|| {
                let (side, kind) = (side_of(p), kind_of(p));
                PieceView {
                    side: side as u8,
                    kind: USI[kind as usize].to_string(),
                    label: Some(label(side, kind).to_string()),
                    promoted: is_promoted(kind),
                }
            })
        })
        .collect();
    let hands = [0, 1].map(|side| {
        HAND_ORDER
            .iter()
            .filter(|k| pos.hand(side, **k) > 0)
            .map(|&k| HandPiece {
                kind: USI[k as usize].to_string(),
                label: KANJI[k as usize].to_string(),
                count: pos.hand(side, k) as u32,
            })
            .collect()
    });
    let check = if pos.in_check() { pos.king_square(pos.side()) } else { None };
    View {
        game: "shogi".to_string(),
        rows: 9,
        cols: 9,
        style: "shogi",
        cells: vec![CellStyle::Plain; 81],
        labels: (0..81).map(square_name).collect(),
        pieces,
        colors: ["black", "white"],
        bottom: 0,
        removal: "immediate",
        hands: Some(hands),
        check,
        ..View::default()
    }
}
