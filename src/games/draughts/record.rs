//! PDN records: `[GameType]` (where the game has a code) and `[FEN]` tags, moves in
//! the game's notation. Results are written from the first player's side ("1-0": the
//! side that moves first in the standard start won).

use crate::core::record::{read_tagged, read_tagged_line, write_tagged, write_tagged_line};
use crate::core::record_tags::result_token;
use crate::core::variations::{mainline, Line, Node, RavSyntax, PDN_RESULTS};
use crate::core::{GameError, MoveInfo, Outcome, Record, RecordTags};

use super::fen;
use super::position::Draughts;

/// The tag pairs of a game from `start`: the record's Event ("?" when it has none), Site,
/// Date, Round and players, the game, its start, the result and the record's other tags.
fn tags(current: &Draughts, start: &Draughts, result: &str, record: &RecordTags) -> Vec<(String, String)> {
    let v = current.variant();
    // The side that moves first is White, or Black where it moves first (American checkers).
    let colours = if v.white == crate::core::Side::Second { ["black", "white"] } else { ["white", "black"] };
    let mut tags = record.pgn_pairs(colours, &|name| (name == "Event").then_some("?"));
    tags.push(("Game".to_string(), v.id.to_string()));
    if !v.game_type.is_empty() {
        tags.push(("GameType".to_string(), v.game_type.to_string()));
    }
    let start_text = fen::write(start);
    if start_text != fen::write(&Draughts::start(v.clone())) {
        tags.push(("SetUp".to_string(), "1".to_string()));
        tags.push(("FEN".to_string(), start_text));
    }
    tags.push(("Result".to_string(), result.to_string()));
    let other = record.other_pairs(&tags);
    tags.extend(other);
    tags
}

pub fn write(current: &Draughts, start: &Draughts, moves: &[MoveInfo], outcome: Option<&Outcome>, record: &RecordTags) -> String {
    let result = result_token(outcome, record);
    let tags = tags(current, start, &result, record);
    let notations: Vec<String> = moves.iter().map(|m| m.notation.clone()).collect();
    write_tagged(&tags, &notations, &result, true)
}

/// `write` with the variations `( ... )` and `{comments}` of `line`, whose moves are the game's.
pub fn write_line(current: &Draughts, start: &Draughts, line: &[Node], outcome: Option<&Outcome>, record: &RecordTags) -> String {
    let result = result_token(outcome, record);
    write_tagged_line(&tags(current, start, &result, record), line, &result)
}

/// `read` with the variations and comments: the record and its mainline as a line.
pub fn read_line(current: &Draughts, text: &str) -> Result<(Record, Line), GameError> {
    let huffing = current.variant().huffing;
    let joins_next = |t: &str| huffing && t.starts_with(['h', 'H']) && !t.contains(' ');
    let (tags, line) = read_tagged_line(text, &RavSyntax { joins_next: &joins_next, glyphs: true, results: PDN_RESULTS })?;
    let start = checked_start(current, &tags)?;
    Ok((Record { tags, start, moves: mainline(&line), result: None }, line))
}

/// The start FEN of a record of this game (an error for another game's record).
fn checked_start(current: &Draughts, tags: &[(String, String)]) -> Result<Option<String>, GameError> {
    if let Some(game) = tags.iter().find(|(k, _)| k == "Game").map(|(_, v)| v) {
        if game != current.variant().id {
            return Err(GameError::new(format!("this record is a game of {game}, not {}", current.variant().id)));
        }
    }
    Ok(tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("FEN")).map(|(_, v)| v.clone()))
}

pub fn read(current: &Draughts, text: &str) -> Result<Record, GameError> {
    // A Malaysian huff is written `h23 18-22`: the huff token joins the move after it.
    let huffing = current.variant().huffing;
    let (tags, moves) = read_tagged(text, |t| huffing && t.starts_with(['h', 'H']) && !t.contains(' '))?;
    if let Some(game) = tags.iter().find(|(k, _)| k == "Game").map(|(_, v)| v) {
        if game != current.variant().id {
            return Err(GameError::new(format!("this record is a game of {game}, not {}", current.variant().id)));
        }
    }
    let start = tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("FEN")).map(|(_, v)| v.clone());
    Ok(Record { tags, start, moves, result: None })
}
