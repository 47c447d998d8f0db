//! KI2 records (read only): the KIF header (手合割, 先手, 後手, a BOD diagram, read by
//! `kif::Header`) and the moves in Japanese notation without numbers or times,
//! several to a line:
//!
//! ```text
//! 手合割：平手
//! ▲７六歩　　△３四歩　　▲２二角成　△同　銀
//! ▲５八金右　△８八角打
//! まで4手で中断
//! ```
//!
//! A KI2 move names no origin, so it is read against the position: the legal moves of
//! the named piece to the named square, narrowed by 打 (a drop), 成/不成 (生), the
//! motion 上 (also 行, 入), 引, 寄 and the relative position 右, 左, 直. Each move must
//! name exactly one legal move; the first that does not stops the reading with its
//! number. Writers differ in how much they say (`金右` or `金右上`): anything that
//! names one move is accepted.

use crate::core::{GameError, Record};

use super::handicap::{Handicap, EVEN_SFEN};
use super::japanese::{motion, normalize, relative};
use super::kif::{end_word, lines, Header};
use super::movegen::generate;
use super::moves::SMove;
use super::pieces::*;
use super::position::Position;
use super::{sfen, usi};

const MARKS: [char; 6] = ['▲', '△', '☗', '☖', '▽', '▼'];

/// Whether the text is KI2: moves after ▲/△ marks and no numbered KIF move line.
pub fn looks_like(text: &str) -> bool {
    let mut marked = false;
    for t in lines(text) {
        if t.starts_with(|c: char| c.is_ascii_digit()) {
            return false;
        }
        marked |= t.starts_with(MARKS);
    }
    marked
}

/// What a KI2 move says besides the piece and the square.
#[derive(Default)]
struct Said {
    drop: bool,
    promote: Option<bool>,
    motion: Option<&'static str>,
    place: Option<&'static str>,
}

/// Splits `７六歩`, `同　銀`, `５八金左上`, `２二角成` into the destination, the piece
/// and what else it says. `prev` is the last destination (for 同).
fn split(text: &str, prev: Option<usize>) -> Result<(usize, u8, Said), String> {
    let chars: Vec<char> = normalize(text).chars().collect();
    let rank_of = |c: char| RANK_KANJI.iter().position(|k| *k == c);
    let (to, mut i) = match (chars.first(), chars.get(1)) {
        (Some('同'), _) => (prev.ok_or("同 but there is no previous move")?, 1),
        (Some(f), Some(r)) if f.is_ascii_digit() && *f != '0' && rank_of(*r).is_some() => {
            let file = *f as usize - '0' as usize;
            (rank_of(*r).unwrap_or(0) * 9 + (9 - file), 2)
        }
        _ => return Err("no square (like ７六) or 同".to_string()),
    };
    // `３三同銀`: a square and 同 both.
    if i == 2 && chars.get(2) == Some(&'同') {
        i = 3;
    }
    let (kind, len) = kanji_at(&chars, i).ok_or("no piece name")?;
    i += len;
    let mut said = Said::default();
    let rest = &chars[i..];
    let mut j = 0;
    while j < rest.len() {
        match rest[j] {
            '打' => said.drop = true,
            '成' => said.promote = Some(true),
            '不' if rest.get(j + 1) == Some(&'成') => {
                said.promote = Some(false);
                j += 1;
            }
            '上' | '行' | '入' => said.motion = Some("上"),
            '引' => said.motion = Some("引"),
            '寄' => said.motion = Some("寄"),
            '右' => said.place = Some("右"),
            '左' => said.place = Some("左"),
            '直' => said.place = Some("直"),
            c => return Err(format!("unexpected '{c}'")),
        }
        j += 1;
    }
    Ok((to, kind, said))
}

/// The legal move a KI2 move names, or why there is not exactly one.
pub fn find(pos: &Position, text: &str, legal: &[SMove]) -> Result<SMove, String> {
    let (to, kind, said) = split(text, pos.last_destination())?;
    let side = pos.side();
    let reach: Vec<SMove> = legal.iter().copied().filter(|m| m.to as usize == to && m.kind == kind).collect();
    if reach.is_empty() {
        return Err(format!("no {} can go to {}", KANJI[kind as usize], super::japanese::square_ja(to)));
    }
    let sources: Vec<usize> = reach.iter().filter(|m| !m.is_drop()).map(|m| m.from as usize).collect();
    // Without 打 a move is a board move, unless only a drop can go there.
    let drop = said.drop || sources.is_empty();
    let fits = |m: &SMove| -> bool {
        if m.is_drop() != drop {
            return false;
        }
        if m.is_drop() {
            return said.motion.is_none() && said.place.is_none() && said.promote.is_none();
        }
        let from = m.from as usize;
        let others: Vec<usize> = sources.iter().copied().filter(|s| *s != from).collect();
        m.promote == said.promote.unwrap_or(false)
            && said.motion.is_none_or(|w| motion(side, from, to) == w)
            && said.place.is_none_or(|w| relative(side, kind, from, to, &others) == w)
    };
    let mut found = reach.iter().copied().filter(fits);
    let first = found.next().ok_or("no legal move fits it")?;
    // The same piece moving with and without promotion is told apart by 成/不成 alone.
    if found.any(|m| m.from != first.from || m.promote != first.promote) {
        return Err("more than one piece can make it: add 右/左/直/上/引/寄".to_string());
    }
    Ok(first)
}

/// Reads a KI2 record: the header as KIF has it, the moves converted to USI after
/// playing each one (checked for legality) from the start.
pub fn read(text: &str) -> Result<Record, GameError> {
    let mut header = Header::default();
    let mut said: Vec<String> = Vec::new();
    let mut ended: Option<String> = None;
    for t in lines(text) {
        if t.starts_with(MARKS) {
            for part in t.split(MARKS).map(str::trim).filter(|p| !p.is_empty()) {
                if ended.is_some() {
                    break;
                }
                if let Some(word) = end_word(part) {
                    ended = Some(word.to_string());
                    break;
                }
                said.push(part.to_string());
            }
        } else if ended.is_none() && said.is_empty() {
            header.take(t)?;
        }
    }
    let start = header.start()?;
    let mut pos = sfen::read(Handicap::None, start.as_deref().unwrap_or(EVEN_SFEN))?;
    let mut legal = Vec::new();
    let mut moves = Vec::with_capacity(said.len());
    for (i, text) in said.iter().enumerate() {
        generate(&pos, &mut legal);
        let m = find(&pos, text, &legal).map_err(|why| GameError::new(format!("move {} '{text}' of the record: {why}", i + 1)))?;
        moves.push(usi::write(&m));
        pos.apply(&m);
    }
    if header.tags.is_empty() && moves.is_empty() && start.is_none() {
        crate::bail!("no ki2 header or moves found");
    }
    Ok(Record { tags: header.tags, start, moves, result: ended })
}
