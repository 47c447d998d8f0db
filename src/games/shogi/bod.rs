//! BOD board diagrams, the way KIF files give a start position that is not a
//! standard or handicap start:
//!
//! ```text
//! 後手の持駒：飛　角　歩二
//!   ９ ８ ７ ６ ５ ４ ３ ２ １
//! +---------------------------+
//! |v香v桂 ・ ・v玉 ・ ・v桂v香|一
//! ...
//! +---------------------------+
//! 先手の持駒：なし
//! 手数＝30
//! 後手番
//! ```
//!
//! A cell is ` 歩` (Sente), `v歩` (Gote) or ` ・`; promoted pieces use one character
//! (と 杏 圭 全 馬 龍). Reading also accepts 上手/下手 for Gote/Sente.

use crate::core::GameError;

use super::pieces::*;
use super::position::Position;

fn hand_line(pos: &Position, side: usize) -> String {
    let mut items = String::new();
    for kind in HAND_ORDER {
        let n = pos.hand(side, kind) as u32;
        if n > 0 {
            items.push_str(KANJI[kind as usize]);
            if n > 1 {
                items.push_str(&count_kanji(n));
            }
            items.push('\u{3000}');
        }
    }
    let owner = if side == 0 { "先手" } else { "後手" };
    format!("{owner}の持駒：{}", if items.is_empty() { "なし".to_string() } else { items })
}

pub fn write(pos: &Position) -> String {
    let mut out = String::new();
    out.push_str(&hand_line(pos, 1));
    out.push('\n');
    out.push_str("  ９ ８ ７ ６ ５ ４ ３ ２ １\n");
    out.push_str("+---------------------------+\n");
    for (row, rank) in RANK_KANJI.iter().enumerate() {
        out.push('|');
        for col in 0..9 {
            let p = pos.at(row * 9 + col);
            if p == EMPTY {
                out.push_str(" ・");
            } else {
                out.push(if side_of(p) == 0 { ' ' } else { 'v' });
                out.push_str(BOD_KANJI[kind_of(p) as usize]);
            }
        }
        out.push('|');
        out.push(*rank);
        out.push('\n');
    }
    out.push_str("+---------------------------+\n");
    out.push_str(&hand_line(pos, 0));
    out.push('\n');
    if pos.move_number > 1 {
        out.push_str(&format!("手数＝{}\n", pos.move_number - 1));
    }
    out.push_str(if pos.side() == 0 { "先手番\n" } else { "後手番\n" });
    out
}

/// A BOD diagram being read line by line.
#[derive(Default)]
pub struct BodReader {
    rows: Vec<String>,
    hands: [String; 2],
    side: usize,
    moves_before: u32,
    seen: bool,
}

impl BodReader {
    /// Takes a line if it belongs to a diagram; false if it does not.
    pub fn take(&mut self, line: &str) -> Result<bool, GameError> {
        let t = line.trim();
        if t.starts_with('|') {
            self.rows.push(t.to_string());
            self.seen = true;
            return Ok(true);
        }
        if t.starts_with("+---") || t.starts_with("９ ８") || t.starts_with("  ９") || t.starts_with('９') {
            return Ok(true);
        }
        for (prefix, side) in [("先手の持駒", 0), ("下手の持駒", 0), ("後手の持駒", 1), ("上手の持駒", 1)] {
            if let Some(rest) = t.strip_prefix(prefix) {
                self.hands[side] = rest.trim_start_matches(['：', ':']).trim().to_string();
                self.seen = true;
                return Ok(true);
            }
        }
        match t {
            "後手番" | "上手番" => self.side = 1,
            "先手番" | "下手番" => self.side = 0,
            _ => {
                if let Some(n) = t.strip_prefix("手数＝").or_else(|| t.strip_prefix("手数=")) {
                    let digits: String = n.chars().take_while(|c| c.is_ascii_digit()).collect();
                    self.moves_before = digits.parse().map_err(|_| GameError::new(format!("bad move count in '{t}'")))?;
                    return Ok(true);
                }
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Whether a diagram was seen.
    pub fn present(&self) -> bool {
        self.seen
    }

    /// The diagram as an SFEN (validated later, when the position is read).
    pub fn sfen(&self) -> Result<String, GameError> {
        if self.rows.len() != 9 {
            crate::bail!("the board diagram has {} ranks, not 9", self.rows.len());
        }
        let mut board = String::new();
        for (r, row) in self.rows.iter().enumerate() {
            let cells: Vec<char> = row.trim_start_matches('|').chars().take_while(|c| *c != '|').collect();
            if cells.len() != 18 {
                crate::bail!("rank {} of the board diagram does not have 9 cells", r + 1);
            }
            let mut gap = 0;
            for pair in cells.chunks(2) {
                let (mark, name) = (pair[0], pair[1]);
                if name == '・' {
                    gap += 1;
                    continue;
                }
                let Some(kind) = from_kanji(&name.to_string()) else {
                    crate::bail!("unknown piece '{name}' on rank {} of the board diagram", r + 1);
                };
                if gap > 0 {
                    board.push_str(&gap.to_string());
                    gap = 0;
                }
                let letters = USI[kind as usize];
                board.push_str(&if mark == 'v' { letters.to_ascii_lowercase() } else { letters.to_string() });
            }
            if gap > 0 {
                board.push_str(&gap.to_string());
            }
            if r < 8 {
                board.push('/');
            }
        }
        let mut hands = String::new();
        for side in 0..2 {
            hands.push_str(&read_hand(&self.hands[side], side)?);
        }
        let side = if self.side == 0 { "b" } else { "w" };
        let hands = if hands.is_empty() { "-".to_string() } else { hands };
        Ok(format!("{board} {side} {hands} {}", self.moves_before + 1))
    }
}

/// `飛　角　歩二` as SFEN hand letters.
fn read_hand(text: &str, side: usize) -> Result<String, GameError> {
    let mut out = String::new();
    if text.is_empty() || text == "なし" {
        return Ok(out);
    }
    for item in text.split(|c: char| c.is_whitespace()).filter(|s| !s.is_empty()) {
        let mut chars = item.chars();
        let name = chars.next().map(|c| c.to_string()).unwrap_or_default();
        let kind = match from_kanji(&name) {
            Some(k) if (k as usize) < HAND_KINDS => k,
            _ => crate::bail!("unknown piece in hand '{item}'"),
        };
        let rest = chars.as_str();
        let n = if rest.is_empty() {
            1
        } else {
            parse_count_kanji(rest).ok_or_else(|| GameError::new(format!("bad count in hand '{item}'")))?
        };
        if n > 1 {
            out.push_str(&n.to_string());
        }
        let letter = USI[kind as usize];
        out.push_str(&if side == 0 { letter.to_string() } else { letter.to_ascii_lowercase() });
    }
    Ok(out)
}
