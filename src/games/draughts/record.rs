//! PDN records: `[GameType]` (where the game has a code) and `[FEN]` tags, moves in
//! the game's notation. Results are written from the first player's side ("1-0": the
//! side that moves first in the standard start won).

use crate::core::record::{read_tagged, read_tagged_line, result_text, write_tagged, write_tagged_line};
use crate::core::variations::{mainline, Line, Node, RavSyntax, PDN_RESULTS};
use crate::core::{GameError, MoveInfo, Outcome, Record};

use super::position::Draughts;
use super::fen;

/// The tag pairs of a game from `start`.
fn tags(current: &Draughts, start: &Draughts, result: &str) -> Vec<(String, String)> {
    let v = current.variant();
    let mut tags = vec![("Event".to_string(), "?".to_string()), ("Game".to_string(), v.id.to_string())];
    if !v.game_type.is_empty() {
        tags.push(("GameType".to_string(), v.game_type.to_string()));
    }
    let start_text = fen::write(start);
    if start_text != fen::write(&Draughts::start(v.clone())) {
        tags.push(("SetUp".to_string(), "1".to_string()));
        tags.push(("FEN".to_string(), start_text));
    }
    tags.push(("Result".to_string(), result.to_string()));
    tags
}

pub fn write(current: &Draughts, start: &Draughts, moves: &[MoveInfo], outcome: Option<&Outcome>) -> String {
    let result = result_text(outcome);
    let tags = tags(current, start, result);
    let notations: Vec<String> = moves.iter().map(|m| m.notation.clone()).collect();
    write_tagged(&tags, &notations, result, true)
}

/// `write` with the variations `( ... )` and `{comments}` of `line`, whose moves are the game's.
pub fn write_line(current: &Draughts, start: &Draughts, line: &[Node], outcome: Option<&Outcome>) -> String {
    let result = result_text(outcome);
    write_tagged_line(&tags(current, start, result), line, result)
}

/// `read` with the variations and comments: the record and its mainline as a line.
pub fn read_line(current: &Draughts, text: &str) -> Result<(Record, Line), GameError> {
    let huffing = current.variant().huffing;
    let joins_next = |t: &str| huffing && t.starts_with(['h', 'H']) && !t.contains(' ');
    let (tags, line) = read_tagged_line(text, &RavSyntax { joins_next: &joins_next, glyphs: true, results: PDN_RESULTS })?;
    let start = checked_start(current, &tags)?;
    Ok((Record { tags, start, moves: mainline(&line) }, line))
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
    Ok(Record { tags, start, moves })
}
