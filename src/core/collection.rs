//! Collections: one file holding many game records, as clubs and databases keep them (a
//! PGN or PDN file of many games). `split` cuts the text into the records it holds, each
//! with its tag pairs and its first moves for a list; a record is then read by the game's
//! own reader (`load_record`), so a collection accepts exactly what a single record does.
//!
//! A record starts with its tag section: a tag line after move text begins the next one.
//! Records without tags are cut after their result (`1-0`, `0-1`, `1/2-1/2`, `*`, and the
//! draughts results `2-0`, `0-2`, `1-1`). Braces `{...}` and `;` line comments are skipped
//! when looking for either, so a `[` or a result inside a comment cuts nothing. A KIF, KI2
//! or CSA file is one game (their collections are folders of files).

use super::result_tokens::ends_record;
use std::borrow::Cow;

/// One record of a collection.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry<'a> {
    /// The record's own text, as in the file: borrowed from it (a copy only where its
    /// lines end in CR LF), so that a large file costs its own text and no more.
    pub text: Cow<'a, str>,
    /// Its tag pairs in order (`Event`, `White`, `Black`, `Date`, `Result`, ...).
    pub tags: Vec<(String, String)>,
    /// Its first moves as written (move numbers kept), for a list.
    pub opening: String,
}

/// At most this many records are read from one file.
pub const MAX_ENTRIES: usize = 20_000;
/// Moves shown in an entry's opening.
const OPENING_PLIES: usize = 8;

/// The records of `text` in order (empty when it holds no move and no tag). More than
/// `MAX_ENTRIES` records is an error naming the limit.
pub fn split(text: &str) -> Result<Vec<Entry<'_>>, String> {
    let text = text.trim_start_matches('\u{feff}');
    if is_shogi_file(text) {
        return Ok(vec![Entry { text: Cow::Borrowed(text.trim_end()), tags: shogi_headers(text), opening: String::new() }]);
    }
    let mut out = Vec::new();
    let mut current = Record::default();
    let mut in_comment = 0usize;
    for line in text.lines() {
        let trimmed = line.trim();
        if in_comment == 0 && is_tag(trimmed) {
            if current.has_moves {
                push(&mut out, text, std::mem::take(&mut current))?;
            }
            current.add_tag(trimmed);
            current.add_line(text, line);
            continue;
        }
        if in_comment == 0 && current.ended && !trimmed.is_empty() && !trimmed.starts_with(';') {
            push(&mut out, text, std::mem::take(&mut current))?;
        }
        current.add_line(text, line);
        current.read_moves(line, &mut in_comment);
    }
    if current.has_moves || !current.tags.is_empty() {
        push(&mut out, text, current)?;
    }
    Ok(out)
}

/// A record being gathered from its lines.
#[derive(Default)]
struct Record<'a> {
    /// Where its lines begin and end in the file's text (byte offsets): one line
    /// after another, a slice of the text.
    span: Option<(usize, usize)>,
    tags: Vec<(String, String)>,
    has_moves: bool,
    /// Its move text has reached a result: a move line after this starts another record.
    ended: bool,
    opening: Vec<&'a str>,
    plies: usize,
}

impl<'a> Record<'a> {
    /// Adds `line`, the line of `text` after the record's last one.
    fn add_line(&mut self, text: &str, line: &str) {
        let start = line.as_ptr() as usize - text.as_ptr() as usize;
        let end = start + line.len();
        self.span = Some((self.span.map_or(start, |(s, _)| s), end));
    }

    fn add_tag(&mut self, line: &str) {
        let inner = &line[1..line.len() - 1];
        let (name, value) = inner.trim().split_once(char::is_whitespace).unwrap_or((inner, ""));
        let value = value.trim().trim_matches('"').replace("\\\"", "\"").replace("\\\\", "\\");
        self.tags.push((name.to_string(), value));
    }

    /// Reads the move tokens of `line` outside comments and variations.
    fn read_moves(&mut self, line: &'a str, in_comment: &mut usize) {
        let mut start = None;
        let mut nesting = 0usize; // variations ( ... ) are not the opening
        for (i, ch) in line.char_indices() {
            let special = matches!(ch, '{' | '}' | '(' | ')' | ';') || ch.is_whitespace();
            if special {
                if let Some(s) = start.take() {
                    if *in_comment == 0 && nesting == 0 {
                        self.token(&line[s..i]);
                    }
                }
            }
            match ch {
                '{' => *in_comment += 1,
                '}' => *in_comment = in_comment.saturating_sub(1),
                _ if *in_comment > 0 => {}
                '(' => nesting += 1,
                ')' => nesting = nesting.saturating_sub(1),
                ';' => return, // a line comment runs to the end of the line
                _ if !special && start.is_none() => start = Some(i),
                _ => {}
            }
        }
        if let Some(s) = start {
            if *in_comment == 0 && nesting == 0 {
                self.token(&line[s..]);
            }
        }
    }

    fn token(&mut self, token: &'a str) {
        self.has_moves = true;
        if ends_record(token) {
            self.ended = true;
            return;
        }
        if self.plies < OPENING_PLIES {
            self.opening.push(token);
            // A bare move number ("12." or "12...") is kept for reading but is no ply.
            if !token.trim_end_matches('.').chars().all(|c| c.is_ascii_digit()) {
                self.plies += 1;
            }
        }
    }
}

fn push<'t>(out: &mut Vec<Entry<'t>>, text: &'t str, record: Record<'_>) -> Result<(), String> {
    if out.len() == MAX_ENTRIES {
        return Err(format!("more than {MAX_ENTRIES} games in one file"));
    }
    let (start, end) = record.span.unwrap_or((0, 0));
    // The lines as `str::lines` gives them, joined by LF.
    let own = text[start..end].trim();
    let own = if own.contains("\r\n") { Cow::Owned(own.replace("\r\n", "\n")) } else { Cow::Borrowed(own) };
    out.push(Entry { text: own, tags: record.tags, opening: record.opening.join(" ") });
    Ok(())
}

fn is_tag(line: &str) -> bool {
    line.len() >= 2 && line.starts_with('[') && line.ends_with(']')
}

/// A KIF, KI2 or CSA file: lines only those formats start with.
fn is_shogi_file(text: &str) -> bool {
    const MARKERS: [&str; 8] = ["手合割", "先手：", "後手：", "開始日時", "手数----", "V2", "N+", "PI"];
    text.lines().take(60).any(|l| {
        let l = l.trim_start();
        MARKERS.iter().any(|m| l.starts_with(m)) && !is_tag(l.trim_end())
    })
}

/// The header lines of a KIF/KI2 file (`先手：name`, `棋戦：...`) as tags under their own
/// names, and a CSA file's players (`N+`, `N-` as 先手, 後手) and `$EVENT`, `$START_TIME`.
fn shogi_headers(text: &str) -> Vec<(String, String)> {
    let mut tags = Vec::new();
    for line in text.lines().take(60) {
        let line = line.trim();
        let pair = if let Some(name) = line.strip_prefix("N+") {
            Some(("先手", name))
        } else if let Some(name) = line.strip_prefix("N-") {
            Some(("後手", name))
        } else if let Some(rest) = line.strip_prefix('$') {
            rest.split_once(':').map(|(k, v)| {
                (
                    if k == "EVENT" {
                        "棋戦"
                    } else if k == "START_TIME" {
                        "開始日時"
                    } else {
                        k
                    },
                    v,
                )
            })
        } else {
            line.split_once('：').filter(|(k, _)| {
                !k.is_empty() && k.chars().count() <= 8 && !k.starts_with(|c: char| c.is_ascii_digit() || c.is_whitespace())
            })
        };
        if let Some((k, v)) = pair {
            tags.push((k.to_string(), v.trim().to_string()));
        }
    }
    tags
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tagged_records_are_cut_at_the_next_tag_section() {
        let text = "[Event \"a\"]\n[White \"W1\"]\n\n1. e4 e5 2. Nf3 1-0\n\n[Event \"b\"]\n\n1. d4 d5 *\n";
        let games = split(text).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].tags, vec![("Event".into(), "a".into()), ("White".into(), "W1".into())]);
        assert_eq!(games[0].opening, "1. e4 e5 2. Nf3");
        assert_eq!(games[1].text, "[Event \"b\"]\n\n1. d4 d5 *");
    }

    #[test]
    fn untagged_records_are_cut_after_their_result() {
        let games = split("1. 11-15 23-19 2-0\n1. 9-13 22-18 1-1\n").unwrap();
        assert_eq!(games.iter().map(|g| g.opening.as_str()).collect::<Vec<_>>(), ["1. 11-15 23-19", "1. 9-13 22-18"]);
    }

    #[test]
    fn brackets_and_results_inside_comments_cut_nothing() {
        let text = "[Event \"a\"]\n1. e4 {a [note]\n[Black \"x\"] and 1-0} e5 (1... c5 *) 2. Nf3 *\n";
        let games = split(text).unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].opening, "1. e4 e5 2. Nf3");
    }

    #[test]
    fn a_kif_file_is_one_game_with_its_headers() {
        let text = "手合割：平手\n先手：A\n後手：B\n棋戦：名人戦\n手数----指手---------消費時間--\n   1 ７六歩(77)\n";
        let games = split(text).unwrap();
        assert_eq!(games.len(), 1);
        let tags: Vec<(&str, &str)> = games[0].tags.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        assert_eq!(tags, [("手合割", "平手"), ("先手", "A"), ("後手", "B"), ("棋戦", "名人戦")]);
    }

    #[test]
    fn a_csa_file_names_its_players() {
        let games = split("V2.2\nN+Sente San\nN-Gote San\n$EVENT:Club\nPI\n+\n+7776FU\n").unwrap();
        assert_eq!(games.len(), 1);
        assert!(games[0].tags.contains(&("先手".into(), "Sente San".into())));
        assert!(games[0].tags.contains(&("棋戦".into(), "Club".into())));
    }

    #[test]
    fn the_number_of_games_is_bounded() {
        let text = "1. e4 *\n".repeat(MAX_ENTRIES + 1);
        assert!(split(&text).unwrap_err().contains("more than"));
        assert_eq!(split(&"1. e4 *\n".repeat(MAX_ENTRIES)).unwrap().len(), MAX_ENTRIES);
    }

    #[test]
    fn records_keep_their_text_with_lines_ending_in_lf() {
        let games = split("[Event \"a\"]\r\n\r\n1. e4 e5 1-0\r\n[Event \"b\"]\r\n1. d4 *\r").unwrap();
        assert_eq!(games.iter().map(|g| g.text.as_ref()).collect::<Vec<_>>(), ["[Event \"a\"]\n\n1. e4 e5 1-0", "[Event \"b\"]\n1. d4 *"]);
        assert!(matches!(split("1. e4 *\n1. d4 *\n").unwrap()[1].text, Cow::Borrowed("1. d4 *")), "no copy of the file's text");
    }

    #[test]
    fn empty_text_holds_no_game() {
        assert!(split("").unwrap().is_empty());
        assert!(split("\n  \n").unwrap().is_empty());
    }
}
