//! KIF records as Kifu for Windows/JS and 柿木 write them:
//!
//! ```text
//! 手合割：平手
//! 先手：
//! 後手：
//! 手数----指手---------消費時間--
//!    1 ７六歩(77)
//!    2 ３四歩(33)
//!    3 同　角(88)
//!    4 投了
//! まで3手で先手の勝ち
//! ```
//!
//! A move is the destination (`７六`, or `同　` for the previous destination), the
//! piece's name before moving, `成`/`不成`/`打`, and the origin `(77)`. Handicap
//! starts are written as their 手合割 name (with 下手/上手 for the players), any other
//! start as a BOD diagram. Reading takes our output and typical KIF files: header
//! lines, a 手合割 name or a BOD diagram, move lines with or without times, the end
//! word (投了, 詰み, 千日手, ...); comments (`*`, `#`, `&`) and variations (変化) are
//! skipped here (`kif_variations` reads and writes them). Moves become USI text; a move without an origin is passed on as Japanese
//! notation. The header helpers (`lines`, `Header`) are shared with the KI2 reader.

use crate::core::record_tags::{one_line, recorded_outcome};
use crate::core::{GameError, MoveInfo, Outcome, Reason, Record, RecordTags, Side};

use super::bod::{self, BodReader};
use super::handicap::{kif_name_of_sfen, sfen_of_kif_name, EVEN_SFEN};
use super::movegen::generate;
use super::moves::SMove;
use super::pieces::*;
use super::position::Position;
use super::sfen::square_name;
use super::{sfen, usi};

const FULL_DIGITS: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// The KIF text of one move (without the move number).
pub fn move_text(pos: &Position, m: &SMove, legal: &[SMove]) -> String {
    let to = m.to as usize;
    let mut text = if pos.last_destination() == Some(to) {
        "同\u{3000}".to_string()
    } else {
        format!("{}{}", FULL_DIGITS[8 - to % 9], RANK_KANJI[to / 9])
    };
    text.push_str(KANJI[m.kind as usize]);
    if m.is_drop() {
        text.push('打');
        return text;
    }
    if m.promote {
        text.push('成');
    } else if legal.iter().any(|l| l.from == m.from && l.to == m.to && l.promote) {
        text.push_str("不成");
    }
    let from = m.from as usize;
    text.push_str(&format!("({}{})", 9 - from % 9, from / 9 + 1));
    text
}

/// 下手/上手 instead of 先手/後手 in a handicap game.
fn player_names(handicap_name: Option<&str>) -> [&'static str; 2] {
    match handicap_name {
        Some(name) if name != "平手" => ["下手", "上手"],
        _ => ["先手", "後手"],
    }
}

/// The end word of the record and the summary line's result. `recorded` is the result
/// the game was loaded with (its `RecordTags::result`): a result taken from a record is
/// written with the record's own end word.
pub(super) fn ending(outcome: &Outcome, to_move: usize, names: [&str; 2], count: usize, recorded: Option<&str>) -> (&'static str, String) {
    let mover = Side::from_index(to_move);
    let word = match outcome.reason {
        Reason::Recorded => match recorded.and_then(end_word).filter(|w| recorded_outcome(w, mover).as_ref() == Some(outcome)) {
            Some(word) => word,
            None if outcome.winner == Some(mover) => "反則勝ち",
            None if outcome.winner.is_some() => "反則負け",
            None => "持将棋",
        },
        Reason::Resignation => "投了",
        Reason::Checkmate | Reason::NoMoves => "詰み",
        Reason::Sennichite => "千日手",
        Reason::Impasse => "入玉勝ち",
        Reason::Time => "切れ負け",
        Reason::PerpetualCheck if outcome.winner == Some(Side::from_index(to_move)) => "反則勝ち",
        Reason::PerpetualCheck => "反則負け",
        _ if outcome.winner.is_none() => "持将棋",
        _ => "中断",
    };
    let summary = match outcome.winner {
        Some(w) => format!("まで{count}手で{}の勝ち", names[w.index()]),
        None => format!("まで{count}手で{word}"),
    };
    (word, summary)
}

/// KIF's closing line (まで77手で先手の勝ち) of a game of `plies` moves from `start`,
/// `to_move` to move at its end.
pub fn closing_line(start: &Position, outcome: &Outcome, to_move: usize, plies: usize) -> String {
    let handicap = kif_name_of_sfen(&sfen::write(start)).filter(|_| start.move_number == 1);
    let first = start.move_number as usize;
    ending(outcome, to_move, player_names(handicap), (first + plies).saturating_sub(1), None).1
}

/// The header (開始日時, 棋戦 and 場所 where the tags have them, 手合割 or a BOD diagram,
/// the players, the other tags, the column heading) and the players' names (先手/後手,
/// or 下手/上手 in a handicap game).
pub(super) fn header(start: &Position, tags: &RecordTags) -> (String, [&'static str; 2]) {
    let mut out = String::new();
    let mut written = Vec::new();
    for (name, value) in [("開始日時", &tags.date), ("棋戦", &tags.event), ("場所", &tags.site)] {
        if let Some(v) = value {
            out.push_str(&format!("{name}：{}\n", one_line(v)));
            written.push((name.to_string(), String::new()));
        }
    }
    let start_sfen = sfen::write(start);
    let handicap = kif_name_of_sfen(&start_sfen).filter(|_| start.move_number == 1);
    let names = player_names(handicap);
    match handicap {
        Some(name) => out.push_str(&format!("手合割：{name}\n")),
        None => out.push_str(&bod::write(start)),
    }
    out.push_str(&format!("{}：{}\n{}：{}\n", names[0], tags.player(0), names[1], tags.player(1)));
    for name in ["先手", "後手", "下手", "上手"] {
        written.push((name.to_string(), String::new()));
    }
    for (name, value) in tags.other_pairs(&written) {
        out.push_str(&format!("{name}：{value}\n"));
    }
    out.push_str("手数----指手---------消費時間--\n");
    (out, names)
}

pub fn write(start: &Position, moves: &[MoveInfo], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
    let (mut out, names) = header(start, tags);
    let mut pos = start.clone();
    let mut legal = Vec::new();
    let mut written = 0;
    // After a BOD with 手数＝N the moves go on from N + 1, as Kifu for Windows numbers them.
    let first = start.move_number as usize;
    for info in moves {
        generate(&pos, &mut legal);
        let Some(u) = usi::parse(&info.notation) else { break };
        let Some(m) = legal.iter().copied().find(|m| usi::matches(m, &u)) else { break };
        written += 1;
        out.push_str(&format!("{:>4} {}\n", first + written - 1, move_text(&pos, &m, &legal)));
        pos.apply(&m);
    }
    if let Some(o) = outcome {
        let (word, summary) = ending(o, pos.side(), names, first + written - 1, tags.result.as_deref());
        out.push_str(&format!("{:>4} {word}\n{summary}\n", first + written));
    }
    out
}

/// Words that end the move list.
pub(super) const END_WORDS: [&str; 14] = [
    "投了",
    "中断",
    "千日手",
    "詰み",
    "不詰",
    "持将棋",
    "切れ負け",
    "反則勝ち",
    "反則負け",
    "入玉勝ち",
    "宣言勝ち",
    "不戦勝",
    "不戦敗",
    "封じ手",
];

fn digit(c: char) -> Option<usize> {
    if let Some(d) = c.to_digit(10) {
        return (1..=9).contains(&d).then_some(d as usize);
    }
    FULL_DIGITS.iter().position(|x| *x == c).or_else(|| RANK_KANJI.iter().position(|x| *x == c)).map(|i| i + 1)
}

/// One KIF move (`７六歩(77)`, `同　歩(76)`, `５五角打`, `８二角成(88)`) as USI, or the
/// Japanese text itself when it gives no origin. `prev` is the last destination.
pub(super) fn kif_move(text: &str, prev: Option<usize>) -> Result<(String, usize), GameError> {
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let (to, mut i) = if chars.first() == Some(&'同') {
        (prev.ok_or_else(|| GameError::new(format!("'{text}' says 同 but there is no previous move")))?, 1)
    } else {
        match (chars.first().copied().and_then(digit), chars.get(1).copied().and_then(digit)) {
            (Some(file), Some(rank)) => ((rank - 1) * 9 + (9 - file), 2),
            _ => crate::bail!("'{text}' is not a kif move"),
        }
    };
    // Optional 同 after the square ("３三同銀" in some files).
    if chars.get(i) == Some(&'同') {
        i += 1;
    }
    let (kind, len) = kanji_at(&chars, i).ok_or_else(|| GameError::new(format!("unknown piece in '{text}'")))?;
    i += len;
    let rest: String = chars[i..].iter().collect();
    let (suffix, origin) = match rest.find('(') {
        Some(p) => (&rest[..p], Some(&rest[p..])),
        None => (rest.as_str(), None),
    };
    if suffix.starts_with('打') {
        if kind as usize >= HAND_KINDS {
            crate::bail!("'{text}' drops a piece that cannot be in hand");
        }
        return Ok((format!("{}*{}", USI[kind as usize], square_name(to)), to));
    }
    let Some(origin) = origin else {
        return Ok((text.trim().to_string(), to));
    };
    let digits: Vec<usize> = origin.chars().filter_map(digit).collect();
    let [file, rank] = digits[..] else { crate::bail!("bad origin in '{text}'") };
    if !(1..=9).contains(&file) || !(1..=9).contains(&rank) {
        crate::bail!("bad origin in '{text}'");
    }
    let from = (rank - 1) * 9 + (9 - file);
    let promote = suffix.starts_with('成');
    Ok((format!("{}{}{}", square_name(from), square_name(to), if promote { "+" } else { "" }), to))
}

/// One KIF move as USI text (the text itself when it names no origin).
pub fn usi_of_kif_move(text: &str, prev: Option<usize>) -> Result<String, GameError> {
    kif_move(text, prev).map(|(mv, _)| mv)
}

/// The lines of a KIF or KI2 file that matter: trimmed, without the byte-order mark,
/// blank lines, comments (`#`, `*`, `&`), the summary (`まで…`) and the column heading,
/// up to the first variation (変化), which is not read.
pub fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines().map(|raw| raw.trim_start_matches('\u{feff}').trim()).take_while(|t| !t.starts_with("変化")).filter(|t| {
        !(t.is_empty()
            || t.starts_with('#')
            || t.starts_with('*')
            || t.starts_with('&')
            || t.starts_with("まで")
            || t.starts_with("手数----"))
    })
}

/// The end word a move token starts with (投了, 詰み, ...), which ends the move list.
pub fn end_word(token: &str) -> Option<&'static str> {
    END_WORDS.iter().copied().find(|w| token.starts_with(w))
}

/// What KIF and KI2 share besides the moves: `key：value` lines, the 手合割 name and
/// the BOD diagram of a start that is not a standard one.
#[derive(Default)]
pub struct Header {
    pub tags: Vec<(String, String)>,
    board: BodReader,
    handicap: Option<String>,
}

impl Header {
    /// Takes a line of the header (a tag or part of a diagram); false when it is not one.
    pub fn take(&mut self, t: &str) -> Result<bool, GameError> {
        if self.board.take(t)? {
            return Ok(true);
        }
        let Some((key, value)) = t.split_once('：').or_else(|| t.split_once(':')) else { return Ok(false) };
        let (key, value) = (key.trim(), value.trim());
        if key == "手合割" {
            self.handicap = Some(value.to_string());
        }
        self.tags.push((key.to_string(), value.to_string()));
        Ok(true)
    }

    /// The start as SFEN: the diagram's, or the 手合割's; `None` for the even start.
    pub fn start(&self) -> Result<Option<String>, GameError> {
        if self.board.present() {
            return self.board.sfen().map(Some);
        }
        match self.handicap.as_deref() {
            None | Some("") | Some("平手") => Ok(None),
            Some(name) => match sfen_of_kif_name(name) {
                Some(sfen) if sfen == EVEN_SFEN => Ok(None),
                Some(sfen) => Ok(Some(sfen.to_string())),
                None => crate::bail!("unknown 手合割 '{name}'"),
            },
        }
    }
}

/// Reads a KIF record: tags, the start as SFEN (`None` for the even start), and the
/// moves as USI (or, for a move without its origin, the Japanese text `play` accepts).
pub fn read(text: &str) -> Result<Record, GameError> {
    let mut header = Header::default();
    let mut moves = Vec::new();
    let mut prev: Option<usize> = None;
    let mut ended = None;
    for t in lines(text) {
        if ended.is_some() {
            continue;
        }
        if t.starts_with(|c: char| c.is_ascii_digit()) {
            let body = t.trim_start_matches(|c: char| c.is_ascii_digit()).trim_start();
            let body = body.strip_prefix('同').map(|r| format!("同{}", r.trim_start())).unwrap_or_else(|| body.to_string());
            let token = body.split_whitespace().next().unwrap_or("");
            if let Some(word) = end_word(token) {
                ended = Some(word.to_string());
                continue;
            }
            let (mv, to) = kif_move(token, prev)?;
            moves.push(mv);
            prev = Some(to);
            continue;
        }
        header.take(t)?;
    }
    let start = header.start()?;
    if header.tags.is_empty() && moves.is_empty() && start.is_none() {
        crate::bail!("no kif header or moves found");
    }
    Ok(Record { tags: header.tags, start, moves, result: ended })
}
