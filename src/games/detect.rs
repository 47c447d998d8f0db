//! `detect_record`: which game a record belongs to, from what the record itself says. In
//! order: our own `[Game "id"]` tag (also `Variant`/`GameId`); the PDN `[GameType "n,..."]`
//! code of a draughts variant (0 is chess in the PDN standard); a KIF/KI2/USI record that
//! the shogi reader accepts; a PGN that the chess reader accepts (or whose first move it
//! accepts: a later wrong move is the chess reader's to name). A record that names no
//! game and reads as neither is not guessed at (None).
//!
//! The readers are tried on the record's head only (`head`, its first few KB): telling the
//! game needs a few moves, and the caller reads the whole record right after in the game
//! found (a 20,000-move KIF took 5.5 s to detect when it was replayed whole). A record
//! whose head reads in a game and whose later move is wrong is that game's, and its reader
//! names the move.

use crate::core::{OptionValue, Options};

#[cfg(feature = "draughts")]
use super::draughts::variants::VARIANTS;

/// The game a record belongs to, and the options it states (records of this collection
/// state none: the caller keeps its own).
#[derive(Clone, Debug, PartialEq)]
pub struct Detected {
    pub game: &'static str,
    pub options: Vec<(String, OptionValue)>,
}

/// The `[Name "value"]` tag pairs at the start of lines.
fn tags(text: &str) -> impl Iterator<Item = (&str, &str)> {
    text.lines().filter_map(|line| {
        let inner = line.trim().trim_start_matches('\u{feff}').strip_prefix('[')?.strip_suffix(']')?;
        let (name, rest) = inner.trim().split_once(char::is_whitespace)?;
        let value = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
        Some((name, value))
    })
}

/// Lines that only a KIF or KI2 record starts with (its headers and move table).
const KIF_MARKERS: [&str; 8] = ["手合割", "先手：", "後手：", "下手：", "上手：", "開始日時", "手数----", "開始局面"];

/// The game of the record `text`, or None when it names none and reads as no game's.
pub fn detect_record(text: &str) -> Option<Detected> {
    let found = |game: &'static str| Some(Detected { game, options: Vec::new() });
    let ids: Vec<&'static str> = super::catalog().iter().map(|g| g.id).collect();
    let mut game_type = None;
    for (name, value) in tags(text) {
        if ["game", "variant", "gameid"].contains(&name.to_ascii_lowercase().as_str()) {
            let value = value.trim().to_ascii_lowercase();
            if let Some(id) = ids.iter().find(|id| **id == value) {
                return found(id);
            }
        }
        if name.eq_ignore_ascii_case("GameType") {
            game_type = Some(value.split(',').next().unwrap_or("").trim());
        }
    }
    if let Some(code) = game_type {
        if code == "0" {
            return found("chess");
        }
        // The draughts variants' codes (a build without the draughts family knows none).
        #[cfg(feature = "draughts")]
        return VARIANTS.iter().find(|v| !v.game_type.is_empty() && v.game_type.split(',').next() == Some(code)).and_then(|v| found(v.id));
        #[cfg(not(feature = "draughts"))]
        return None;
    }
    let marked = text.lines().any(|l| {
        let l = l.trim_start_matches('\u{feff}').trim_start();
        KIF_MARKERS.iter().any(|m| l.starts_with(m)) || l.starts_with("sfen ") || l.starts_with("position ")
    });
    let head = head(text);
    if reads_as("shogi", head, marked) {
        return found("shogi");
    }
    let has_fen = tags(text).any(|(name, _)| name.eq_ignore_ascii_case("FEN"));
    if reads_as("chess", head, has_fen) || reads_as("chess", &first_move_only(head), false) {
        return found("chess");
    }
    None
}

/// The bytes of a record the readers are tried on: enough for a KIF's or a PGN's headers
/// and its first moves.
const HEAD_BYTES: usize = 4096;

/// `text` whole when short, else cut at the last line end before `HEAD_BYTES` (or, in a
/// first line longer than that, such as a USI `position ... moves` line, at the last space;
/// a text with neither is taken whole). An ASCII byte is never inside a character's UTF-8
/// bytes, so the cut is a character boundary.
fn head(text: &str) -> &str {
    let Some(bytes) = text.as_bytes().get(..HEAD_BYTES) else { return text };
    let end = bytes.iter().rposition(|&b| b == b'\n').or_else(|| bytes.iter().rposition(|&b| b == b' ' || b == b'\t'));
    end.map_or(text, |end| &text[..end])
}

/// The record `text` cut after its first move (its tag lines, then that move): a record
/// whose later move is wrong still belongs to the game its first move is played in, and
/// that game's reader then names the wrong move.
fn first_move_only(text: &str) -> String {
    let (tags, moves): (Vec<&str>, Vec<&str>) = text.lines().partition(|l| l.trim_start().starts_with('['));
    let first = moves
        .iter()
        .flat_map(|l| l.split_whitespace())
        .take_while(|t| !t.starts_with(['{', ';', '(']))
        .map(|t| t.trim_start_matches(|c: char| c.is_ascii_digit()).trim_start_matches('.'))
        .find(|t| !t.is_empty());
    match first {
        Some(mv) => format!("{}\n\n1. {mv} *\n", tags.join("\n")),
        None => String::new(),
    }
}

/// Whether `id`'s record reader accepts `text` with at least one move (or, when `marked`,
/// without any: a record of a start position alone).
fn reads_as(id: &str, text: &str, marked: bool) -> bool {
    let Ok(mut game) = super::new_game(id, &Options::none()) else { return false };
    game.load_record(text).is_ok() && (marked || !game.history().is_empty())
}
