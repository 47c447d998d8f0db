//! Japanese move notation as the JSA writes it (棋譜の表記方法): `▲7六歩`, `△同　銀`,
//! with 打/成/不成 and, where several pieces of the same kind can reach the square,
//! the motion (上 up, 引 back, 寄 sideways) or the relative position (右, 左, 直
//! straight up) or both, position first (`金左上`). Files are written with Arabic
//! digits, ranks with kanji numerals (as in the brief's `▲7六歩`).

use super::moves::SMove;
use super::pieces::*;
use super::position::Position;

/// `7六` for a square.
pub fn square_ja(sq: usize) -> String {
    format!("{}{}", 9 - sq % 9, RANK_KANJI[sq / 9])
}

/// Coordinates in the mover's frame: x grows to the mover's right, y forwards.
fn frame(side: usize, sq: usize) -> (i32, i32) {
    let (row, col) = ((sq / 9) as i32, (sq % 9) as i32);
    if side == 0 {
        (col, 8 - row)
    } else {
        (8 - col, row)
    }
}

pub(super) fn motion(side: usize, from: usize, to: usize) -> &'static str {
    let dy = frame(side, to).1 - frame(side, from).1;
    match dy.signum() {
        1 => "上",
        -1 => "引",
        _ => "寄",
    }
}

/// 右/左/直 of one candidate. Gold-movers, silvers and knights are placed relative to
/// the destination (直 = straight up); rook, bishop, dragon and horse (two at most)
/// relative to the other candidate, and never with 直.
pub(super) fn relative(side: usize, kind: u8, from: usize, to: usize, others: &[usize]) -> &'static str {
    let x = frame(side, from).0;
    let two_at_most = matches!(kind, ROOK | BISHOP | DRAGON | HORSE);
    let reference = match others {
        [other] if two_at_most => frame(side, *other).0,
        _ => frame(side, to).0,
    };
    match (x - reference).signum() {
        1 => "右",
        -1 => "左",
        _ if !two_at_most && frame(side, to).1 > frame(side, from).1 => "直",
        _ => "",
    }
}

/// The disambiguating suffix of a board move (empty when only one piece can go there).
fn disambiguation(pos: &Position, m: &SMove, legal: &[SMove]) -> String {
    let side = pos.side();
    let (from, to) = (m.from as usize, m.to as usize);
    let mut sources: Vec<usize> = Vec::new();
    for l in legal {
        if !l.is_drop() && l.to == m.to && l.kind == m.kind && !sources.contains(&(l.from as usize)) {
            sources.push(l.from as usize);
        }
    }
    if sources.len() < 2 {
        return String::new();
    }
    let others_of = |f: usize| -> Vec<usize> { sources.iter().copied().filter(|s| *s != f).collect() };
    let my_motion = motion(side, from, to);
    if sources.iter().filter(|s| motion(side, **s, to) == my_motion).count() == 1 {
        return my_motion.to_string();
    }
    let my_place = relative(side, m.kind, from, to, &others_of(from));
    let same_place = sources.iter().filter(|s| relative(side, m.kind, **s, to, &others_of(**s)) == my_place).count();
    if !my_place.is_empty() && same_place == 1 {
        return my_place.to_string();
    }
    format!("{my_place}{my_motion}")
}

/// The move without the ▲/△ mark; `dou` writes 同 for a move to the last destination.
pub fn body(pos: &Position, m: &SMove, legal: &[SMove], dou: bool) -> String {
    let to = m.to as usize;
    let name = KANJI[m.kind as usize];
    let mut text = if dou && pos.last_destination() == Some(to) {
        // A one-character name is padded to the width of a square (`同　歩`).
        if name.chars().count() == 1 {
            "同\u{3000}".to_string()
        } else {
            "同".to_string()
        }
    } else {
        square_ja(to)
    };
    text.push_str(name);
    if m.is_drop() {
        // 打 only when a piece on the board could also reach the square.
        if legal.iter().any(|l| !l.is_drop() && l.to == m.to && l.kind == m.kind) {
            text.push('打');
        }
        return text;
    }
    text.push_str(&disambiguation(pos, m, legal));
    if m.promote {
        text.push('成');
    } else if legal.iter().any(|l| l.from == m.from && l.to == m.to && l.promote) {
        text.push_str("不成");
    }
    text
}

/// `▲7六歩` / `△同　銀`.
pub fn write(pos: &Position, m: &SMove, legal: &[SMove]) -> String {
    let mark = if pos.side() == 0 { '▲' } else { '△' };
    format!("{mark}{}", body(pos, m, legal, true))
}

/// Folds the spellings people use into one form: no marks or spaces, ASCII file
/// digits, 龍/玉 for 竜/王, two-character promoted names, 不成 for 生.
pub fn normalize(text: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '▲' | '△' | '☗' | '☖' | '▽' | '▼' => {}
            c if c.is_whitespace() => {}
            '１'..='９' => out.push((b'1' + (c as u32 - '１' as u32) as u8) as char),
            '竜' => out.push('龍'),
            '王' => out.push('玉'),
            '杏' => out.push_str("成香"),
            '圭' => out.push_str("成桂"),
            '全' => out.push_str("成銀"),
            '生' => out.push_str("不成"),
            // A kanji file numeral (七六歩) before the kanji rank.
            c if i + 1 < chars.len() && RANK_KANJI.contains(&c) && RANK_KANJI.contains(&chars[i + 1]) && out.is_empty() => {
                let d = RANK_KANJI.iter().position(|k| *k == c).unwrap_or(0) + 1;
                out.push((b'0' + d as u8) as char);
            }
            c => out.push(c),
        }
    }
    out
}

/// The legal move whose Japanese notation is `text` (lenient about spelling; 同 or
/// the square, or both, are accepted for a move to the last destination).
pub fn parse(pos: &Position, text: &str, legal: &[SMove]) -> Option<SMove> {
    let wanted = normalize(text);
    if wanted.is_empty() {
        return None;
    }
    legal.iter().copied().find(|m| {
        let plain = normalize(&body(pos, m, legal, false));
        if plain == wanted {
            return true;
        }
        if pos.last_destination() == Some(m.to as usize) {
            let dou = normalize(&body(pos, m, legal, true));
            let square = square_ja(m.to as usize);
            return dou == wanted || format!("{square}{dou}") == wanted;
        }
        false
    })
}
