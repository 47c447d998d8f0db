//! What a game knows of its records and move list: its record formats (the documented
//! text record of `core::record` by default; PDN, PGN, KIF, CSA where the family has one),
//! its move numbers and its result tokens.

use super::record::{read_tagged, read_tagged_line, write_tagged, write_tagged_line};
use super::record_tags::result_token;
use super::variations::{mainline, Line, Node, RavSyntax, PDN_RESULTS};
use super::{GameError, MoveInfo, Outcome, Record, RecordTags, Rules};

/// A game's records: every game has the defaults, a family with a community format
/// overrides them.
pub trait Records: Rules {
    /// Writes a whole game in the game's record format, with the tags `tags` (the result
    /// is the outcome's). The default is the documented text record of `core::record`;
    /// families with a community format (PDN, PGN, KIF) override it.
    fn write_record(&self, start: &Self, moves: &[MoveInfo], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
        write_text_record(self.text_record_start(start), moves, outcome, tags)
    }

    /// What the text record's tags say of the game: its id, the colours of its sides
    /// (their player tags' names) and its start when not the standard one.
    fn text_record_start(&self, start: &Self) -> TextRecordStart {
        let start_text = start.position_text();
        let standard = start_text == self.standard_start_text();
        TextRecordStart { id: self.id(), colours: self.view().colors, start: (!standard).then_some(start_text) }
    }

    /// Writes a whole game in a named record format other than the default (shogi's
    /// "csa"); `None` when the game does not write that format.
    fn write_record_as(
        &self,
        _format: &str,
        _start: &Self,
        _moves: &[MoveInfo],
        _outcome: Option<&Outcome>,
        _tags: &RecordTags,
    ) -> Option<String> {
        None
    }

    /// Reads a record written by `write_record` (or the community format it writes).
    fn read_record(&self, text: &str) -> Result<Record, GameError> {
        read_text_record(text)
    }

    /// Writes a whole game with the variations and comments of `line` (whose moves are
    /// the game's, in canonical notation) in the game's record format, or in `format`;
    /// `None` when the game does not write that format. The default is the text record
    /// of `core::record` with RAV variations `( ... )` and `{comments}`, as PDN has them.
    fn write_record_line(
        &self,
        format: Option<&str>,
        start: &Self,
        line: &[Node],
        outcome: Option<&Outcome>,
        tags: &RecordTags,
    ) -> Option<String> {
        if format.is_some() {
            return None;
        }
        Some(write_text_record_line(self.text_record_start(start), line, outcome, tags))
    }

    /// `read_record` with the record's variations and comments: the record (its moves
    /// the mainline) and the mainline as a line. The default reads the text record.
    fn read_record_line(&self, text: &str) -> Result<(Record, Line), GameError> {
        read_text_record_line(text)
    }

    /// The number of the move about to be played here, as the game's move list writes it,
    /// `ply` moves after `start`. The default counts full moves: side 0's move opens a number
    /// and side 1's reply has the same one (a game from a start with side 1 to move opens
    /// with "1…"). Chess counts from the FEN's fullmove number, shogi every ply.
    fn move_number(&self, start: &Self, ply: usize) -> u32 {
        ((ply + start.side_to_move().index()) / 2 + 1) as u32
    }

    /// The result as the game's move list ends: "1-0", "0-1" or "1/2-1/2" by default (the
    /// text record's), the family's convention elsewhere. `plies` moves were played from `start`.
    fn result_token(&self, _start: &Self, outcome: &Outcome, _plies: usize) -> String {
        super::record::result_text(Some(outcome)).to_string()
    }
}

// The text record of the default `Rules` methods, written and read by functions that are not
// generic: the defaults are compiled once per game type, these once.

/// What the text record's tags say of the game (see `Records::text_record_start`).
pub struct TextRecordStart {
    id: &'static str,
    colours: [&'static str; 2],
    /// The start position's text when it is not the standard start.
    start: Option<String>,
}

/// The tags of the text record: the game, the record's Event, Site, Date, Round and players
/// where it has them, its start when not the standard one, the result, the other tags.
fn text_record_tags(game: TextRecordStart, outcome: Option<&Outcome>, tags: &RecordTags) -> (Vec<(String, String)>, String) {
    let mut pairs = vec![("Game".to_string(), game.id.to_string())];
    pairs.extend(tags.pgn_pairs(game.colours, &|_| None));
    if let Some(start) = game.start {
        pairs.push(("Position".to_string(), start));
    }
    let result = result_token(outcome, tags);
    pairs.push(("Result".to_string(), result.clone()));
    let other = tags.other_pairs(&pairs);
    pairs.extend(other);
    (pairs, result)
}

fn write_text_record(game: TextRecordStart, moves: &[MoveInfo], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
    let (pairs, result) = text_record_tags(game, outcome, tags);
    let notations: Vec<String> = moves.iter().map(|m| m.notation.clone()).collect();
    write_tagged(&pairs, &notations, &result, true)
}

fn write_text_record_line(game: TextRecordStart, line: &[Node], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
    let (pairs, result) = text_record_tags(game, outcome, tags);
    write_tagged_line(&pairs, line, &result)
}

/// The start position a text record names (its Position or FEN tag).
fn record_start(tags: &[(String, String)]) -> Option<String> {
    tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("Position") || k.eq_ignore_ascii_case("FEN")).map(|(_, v)| v.clone())
}

fn read_text_record(text: &str) -> Result<Record, GameError> {
    let (tags, moves) = read_tagged(text, |_| false)?;
    let start = record_start(&tags);
    Ok(Record { tags, start, moves, result: None })
}

fn read_text_record_line(text: &str) -> Result<(Record, Line), GameError> {
    let (tags, line) = read_tagged_line(text, &RavSyntax { joins_next: &|_| false, glyphs: false, results: PDN_RESULTS })?;
    let start = record_start(&tags);
    Ok((Record { tags, start, moves: mainline(&line), result: None }, line))
}
