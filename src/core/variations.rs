//! Variations and comments of a record: the tree (`Line` of `Node`s), its limits, the
//! RAV movetext that PGN, PDN and the small games' text record share (moves, `{comments}`,
//! `(variations)`), and the replay that checks every move of every variation.
//!
//! A line is the moves played one after another; `node.variations` are other lines
//! played from the position before `node.mv` (alternatives to it). Moves are in the
//! game's canonical notation once a record is loaded.

use serde::Serialize;

use super::record::strip_number;
use super::GameError;

/// How deep variations may nest (a variation inside a variation is depth 2).
pub const MAX_DEPTH: usize = 100;
/// The most moves a tree may hold, all lines together.
pub const MAX_NODES: usize = 200_000;

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Node {
    #[serde(rename = "move")]
    pub mv: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<Line>,
}

pub type Line = Vec<Node>;

impl Node {
    pub fn new(mv: impl Into<String>) -> Self {
        Node { mv: mv.into(), comment: None, variations: Vec::new() }
    }
}

/// A line without variations or comments.
pub fn flat(moves: &[String]) -> Line {
    moves.iter().map(Node::new).collect()
}

/// The moves of the line itself (its variations left out).
pub fn mainline(line: &[Node]) -> Vec<String> {
    line.iter().map(|n| n.mv.clone()).collect()
}

/// Whether the tree has a variation or a comment anywhere.
pub fn is_flat(line: &[Node]) -> bool {
    line.iter().all(|n| n.comment.is_none() && n.variations.is_empty())
}

/// Refuses a tree nested deeper than `MAX_DEPTH` or with more than `MAX_NODES` moves.
pub fn check_limits(line: &[Node]) -> Result<(), GameError> {
    fn walk(line: &[Node], depth: usize, count: &mut usize) -> Result<(), GameError> {
        if depth > MAX_DEPTH {
            crate::bail!("variations are nested too deep (at most {MAX_DEPTH})");
        }
        for node in line {
            *count += 1;
            if *count > MAX_NODES {
                crate::bail!("too many moves in the variations (at most {MAX_NODES})");
            }
            for v in &node.variations {
                walk(v, depth + 1, count)?;
            }
        }
        Ok(())
    }
    walk(line, 0, &mut 0)
}

/// Refuses a line whose moves are not `history` (the game's moves), naming the first
/// difference.
pub fn same_moves(line: &[Node], history: &[String]) -> Result<(), GameError> {
    for (i, (node, played)) in line.iter().zip(history).enumerate() {
        if node.mv != *played {
            crate::bail!(
                "the line's move {} is '{}' but the game's is '{played}': a line's moves must be the game's history()",
                i + 1,
                node.mv
            );
        }
    }
    if line.len() != history.len() {
        crate::bail!("the line has {} moves but the game has {}: a line's moves must be the game's history()", line.len(), history.len());
    }
    Ok(())
}

// ---------------------------------------------------------------------------------
// RAV movetext: `1. e4 {comment} (1. d4 d5) 1... e5`

#[derive(Debug, PartialEq)]
enum Token<'a> {
    Word(&'a str),
    Comment(&'a str),
    Open,
    Close,
}

/// Splits movetext into words, `{comments}`, `(` and `)`; `;` comments to the end of
/// the line are comments too. A `{` that is never closed runs to the end. One token at
/// a time, each a slice of the text: reading a record takes memory for the moves and
/// comments it keeps, not a copy of every word of the text.
struct Tokens<'a> {
    rest: &'a str,
}

fn tokens(text: &str) -> Tokens<'_> {
    Tokens { rest: text }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        let s = self.rest.trim_start();
        let c = s.chars().next()?;
        // A comment runs to its closing character (dropped) or to the end of the text.
        let mut comment = |close: char| {
            let body = &s[1..];
            let (text, rest) = body.split_once(close).unwrap_or((body, ""));
            self.rest = rest;
            Some(Token::Comment(text.trim()))
        };
        match c {
            '{' => comment('}'),
            ';' => comment('\n'),
            '(' | ')' => {
                self.rest = &s[1..];
                Some(if c == '(' { Token::Open } else { Token::Close })
            }
            _ => {
                let end = s.find(|c: char| c.is_whitespace() || matches!(c, '{' | ';' | '(' | ')')).unwrap_or(s.len());
                self.rest = &s[end..];
                Some(Token::Word(&s[..end]))
            }
        }
    }
}

pub use super::result_tokens::{PDN_RESULTS, RESULTS};

/// How `read_rav` reads the words of a movetext.
pub struct RavSyntax<'a> {
    /// Whether a word joins the next one into one move (the Malaysian huff `h23 18-22`).
    pub joins_next: &'a dyn Fn(&str) -> bool,
    /// Whether `!` and `?` after a move are annotation glyphs to drop (PGN, PDN).
    pub glyphs: bool,
    /// The words that are results, not moves.
    pub results: &'a [&'a str],
}

/// Reads RAV movetext into a line: move numbers, results, NAGs (`$1`) and, when the
/// syntax says so, `!`/`?` glyphs are dropped; a comment belongs to the move before it
/// (several are joined by a space); a comment before a line's first move is dropped.
/// Nesting deeper than `MAX_DEPTH` or more than `MAX_NODES` moves is refused.
pub fn read_rav(text: &str, syntax: &RavSyntax) -> Result<Line, GameError> {
    // The lines being read, the innermost last; each variation is added to the last
    // node of the line around it when its ')' comes.
    let mut stack: Vec<Line> = vec![Vec::new()];
    let mut pending: Option<String> = None;
    let mut count = 0usize;
    let mut push_move = |stack: &mut Vec<Line>, mv: String| -> Result<(), GameError> {
        count += 1;
        if count > MAX_NODES {
            crate::bail!("too many moves in the record (at most {MAX_NODES})");
        }
        stack.last_mut().expect("a line is open").push(Node::new(mv));
        Ok(())
    };
    for token in tokens(text) {
        if !matches!(token, Token::Word(_)) {
            if let Some(p) = pending.take() {
                push_move(&mut stack, p)?;
            }
        }
        match token {
            Token::Word(w) => {
                let mut w = strip_number(w);
                if syntax.glyphs {
                    w = w.trim_end_matches(['!', '?']);
                }
                if w.is_empty() || w.starts_with('$') || syntax.results.contains(&w) {
                    continue;
                }
                let full = match pending.take() {
                    Some(p) => format!("{p} {w}"),
                    None => w.to_string(),
                };
                if (syntax.joins_next)(&full) {
                    pending = Some(full);
                } else {
                    push_move(&mut stack, full)?;
                }
            }
            Token::Comment(c) => {
                let line = stack.last_mut().expect("a line is open");
                if let (Some(node), false) = (line.last_mut(), c.is_empty()) {
                    node.comment = Some(match node.comment.take() {
                        Some(old) => format!("{old} {c}"),
                        None => c.to_string(),
                    });
                }
            }
            Token::Open => {
                if stack.last().is_some_and(|l| l.is_empty()) {
                    crate::bail!("a variation '(' comes before any move it could replace");
                }
                if stack.len() > MAX_DEPTH {
                    crate::bail!("variations are nested too deep (at most {MAX_DEPTH})");
                }
                stack.push(Vec::new());
            }
            Token::Close => {
                if stack.len() < 2 {
                    crate::bail!("a ')' closes no variation");
                }
                let mut variation = stack.pop().expect("checked above");
                // Kept as long as the record is: no room left over from the line's growth.
                variation.shrink_to_fit();
                let around = stack.last_mut().expect("checked above");
                if !variation.is_empty() {
                    around.last_mut().expect("checked at '('").variations.push(variation);
                }
            }
        }
    }
    if let Some(p) = pending.take() {
        push_move(&mut stack, p)?;
    }
    if stack.len() > 1 {
        crate::bail!("a variation '(' is never closed");
    }
    let mut line = stack.pop().unwrap_or_default();
    line.shrink_to_fit();
    Ok(line)
}

/// How moves are numbered: `number` is the move number of the line's first ply and
/// `first_moves_first` whether that ply is the first player's (`12.` rather than `12...`).
#[derive(Clone, Copy)]
pub struct Numbering {
    pub number: u32,
    pub first_moves_first: bool,
}

/// A comment as it may stand in braces: a `}` would end it early, so it is dropped.
fn braced(comment: &str) -> String {
    format!("{{{}}}", comment.replace('}', ""))
}

/// The movetext tokens of `line` with its comments and variations (without a result):
/// `1. e4 {comment} (1. d4 d5) 1... e5`.
pub fn write_rav(line: &[Node], numbering: Numbering) -> Vec<String> {
    let mut out = Vec::new();
    write_line(line, numbering.number, numbering.first_moves_first, &mut out);
    out
}

fn write_line(line: &[Node], mut number: u32, mut first: bool, out: &mut Vec<String>) {
    // After a comment or a variation a second player's move needs its number again.
    let mut needs_number = true;
    for node in line {
        if first {
            out.push(format!("{number}."));
        } else if needs_number {
            out.push(format!("{number}..."));
        }
        out.push(node.mv.clone());
        needs_number = false;
        if let Some(c) = &node.comment {
            out.push(braced(c));
            needs_number = true;
        }
        for v in &node.variations {
            out.push("(".to_string());
            write_line(v, number, first, out);
            out.push(")".to_string());
            needs_number = true;
        }
        if !first {
            number = number.saturating_add(1);
        }
        first = !first;
    }
}

/// Joins tokens with spaces into lines of at most `width` characters (a longer token
/// stands alone); no space after `(` or before `)`.
pub fn wrap(tokens: &[String], width: usize) -> String {
    // A `(` is kept with the token after it, so that no line ends with one.
    let mut joined: Vec<String> = Vec::with_capacity(tokens.len());
    let mut open = String::new();
    for token in tokens {
        if token == "(" {
            open.push('(');
        } else {
            joined.push(std::mem::take(&mut open) + token);
        }
    }
    if !open.is_empty() {
        joined.push(open);
    }
    let mut out = String::new();
    let mut line = String::new();
    for token in &joined {
        let glue = !line.is_empty() && token != ")";
        let added = token.chars().count() + usize::from(glue);
        if !line.is_empty() && line.chars().count() + added > width {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        } else if glue {
            line.push(' ');
        }
        line.push_str(token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn syntax() -> RavSyntax<'static> {
        RavSyntax { joins_next: &|_| false, glyphs: true, results: RESULTS }
    }

    #[test]
    fn rav_reads_nested_variations_and_comments() {
        let line = read_rav("1. e4 {best} (1. d4 d5 (1... Nf6 {indian}) 2. c4) 1... e5 2. Nf3 *", &syntax()).unwrap();
        assert_eq!(mainline(&line), ["e4", "e5", "Nf3"]);
        assert_eq!(line[0].comment.as_deref(), Some("best"));
        let d4 = &line[0].variations[0];
        assert_eq!(mainline(d4), ["d4", "d5", "c4"]);
        assert_eq!(mainline(&d4[1].variations[0]), ["Nf6"]);
        assert_eq!(d4[1].variations[0][0].comment.as_deref(), Some("indian"));
    }

    #[test]
    fn rav_writes_what_it_reads() {
        let text = "1. e4 {best} (1. d4 d5 (1... Nf6 {indian}) 2. c4) 1... e5 2. Nf3";
        let line = read_rav(text, &syntax()).unwrap();
        let tokens = write_rav(&line, Numbering { number: 1, first_moves_first: true });
        assert_eq!(wrap(&tokens, 200).trim(), text);
    }

    #[test]
    fn rav_refuses_unbalanced_parentheses() {
        assert!(read_rav("1. e4 (1. d4", &syntax()).is_err());
        assert!(read_rav("1. e4 ) e5", &syntax()).is_err());
        assert!(read_rav("( 1. e4 )", &syntax()).is_err());
    }

    #[test]
    fn rav_refuses_nesting_beyond_the_limit() {
        let deep = "1. e4 ".to_string() + &"(1. d4 ".repeat(MAX_DEPTH + 1) + &")".repeat(MAX_DEPTH + 1);
        assert!(read_rav(&deep, &syntax()).unwrap_err().0.contains("nested too deep"));
        let ok = "1. e4 ".to_string() + &"(1. d4 ".repeat(MAX_DEPTH) + &")".repeat(MAX_DEPTH);
        assert!(read_rav(&ok, &syntax()).is_ok());
    }

    #[test]
    fn braces_in_comments_are_dropped_when_written() {
        let mut line = flat(&["e4".to_string()]);
        line[0].comment = Some("a } b".into());
        let tokens = write_rav(&line, Numbering { number: 1, first_moves_first: true });
        assert_eq!(tokens, ["1.", "e4", "{a  b}"]);
    }
}
