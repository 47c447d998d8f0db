//! KIF records with variations (変化) and comments (`*`), as Kifu for Windows and
//! ShogiGUI write them:
//!
//! ```text
//! 手数----指手---------消費時間--
//!    1 ７六歩(77)
//! *a comment on the move above
//!    2 ３四歩(33)+          (`+`: this move has alternatives below)
//!    3 ２六歩(27)
//!
//! 変化：2手                (an alternative to move 2, played from the position before it)
//!    2 ８四歩(83)
//!    3 ２六歩(27)
//! ```
//!
//! Each line's variations follow it, the last branch point first and, within a branch
//! point, in order; a variation's own variations follow it. So a reader takes
//! `変化：N手` to branch from the most recent line that has a move N, going back to
//! the line around it while the most recent one starts after move N; a line that starts
//! at move N itself is another alternative beside it. KIF cannot tell an alternative to
//! a variation's first move from another variation beside it: both are read as the
//! latter. Comments before the first move are dropped, and so is a variation that
//! replaces the end word (投了 ...) rather than a move.

use crate::core::variations::{mainline, Line, Node, MAX_DEPTH, MAX_NODES};
use crate::core::{GameError, Outcome, Record, RecordTags};

use super::kif::{self, end_word, kif_move, Header};
use super::movegen::generate;
use super::position::Position;
use super::usi;

/// The game of `line` (moves in USI, legal from `start`) with its variations and comments.
pub fn write_line(start: &Position, line: &[Node], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
    let (mut out, names) = kif::header(start, tags);
    let first = start.move_number as usize;
    let mut branches = Vec::new();
    let (end, written) = write_moves(start.clone(), line, first, &mut out, &mut branches);
    if let Some(o) = outcome {
        let (word, summary) = kif::ending(o, end.side(), names, first + written - 1, tags.result.as_deref());
        out.push_str(&format!("{:>4} {word}\n{summary}\n", first + written));
    }
    write_branches(branches, &mut out);
    out
}

/// A branch point: the number of the move replaced, the position before it, and the
/// alternatives.
type Branch<'a> = (usize, Position, &'a [Line]);

/// Writes the moves of `line` numbered from `first`, each followed by its comment lines;
/// collects its branch points. Returns the position after the line and the moves written.
fn write_moves<'a>(
    mut pos: Position,
    line: &'a [Node],
    first: usize,
    out: &mut String,
    branches: &mut Vec<Branch<'a>>,
) -> (Position, usize) {
    let mut legal = Vec::new();
    let mut written = 0;
    for node in line {
        generate(&pos, &mut legal);
        // The session checked every move; a move that is not legal ends the line all the same.
        let Some(u) = usi::parse(&node.mv) else { break };
        let Some(m) = legal.iter().copied().find(|m| usi::matches(m, &u)) else { break };
        let number = first + written;
        let mark = if node.variations.is_empty() { "" } else { "+" };
        out.push_str(&format!("{number:>4} {}{mark}\n", kif::move_text(&pos, &m, &legal)));
        if let Some(comment) = &node.comment {
            for text in comment.lines() {
                out.push_str(&format!("*{text}\n"));
            }
        }
        if !node.variations.is_empty() {
            branches.push((number, pos.clone(), &node.variations));
        }
        pos.apply(&m);
        written += 1;
    }
    (pos, written)
}

/// The `変化：N手` blocks of the branch points, the last first (see the module comment).
fn write_branches(branches: Vec<Branch>, out: &mut String) {
    for (number, pos, variations) in branches.into_iter().rev() {
        for v in variations {
            out.push_str(&format!("\n変化：{number}手\n"));
            let mut inner = Vec::new();
            write_moves(pos.clone(), v, number, out, &mut inner);
            write_branches(inner, out);
        }
    }
}

/// A line while reading: where it starts and branches from, and its moves.
struct Reading {
    /// The number of its first move.
    start: usize,
    /// The destination of the move before its first (for `同`).
    prev_to: Option<usize>,
    nodes: Vec<ReadNode>,
    /// The line and the index of the move it replaces; `None` for the mainline.
    parent: Option<(usize, usize)>,
    depth: usize,
    /// An end word (投了, ...) came: later moves of this line are not read.
    ended: bool,
}

struct ReadNode {
    mv: String,
    to: usize,
    comment: Option<String>,
    variations: Vec<usize>,
}

/// Reads a KIF record with its variations and comments: the record (its moves the
/// mainline, as `kif::read` gives them) and the mainline as a line.
pub fn read_line(text: &str) -> Result<(Record, Line), GameError> {
    let mut header = Header::default();
    let mut lines = vec![Reading { start: 1, prev_to: None, nodes: Vec::new(), parent: None, depth: 0, ended: false }];
    let mut stack = vec![0usize];
    let mut count = 0usize;
    let mut end: Option<String> = None;
    for raw in text.lines() {
        let t = raw.trim_start_matches('\u{feff}').trim();
        if t.is_empty() || t.starts_with('#') || t.starts_with('&') || t.starts_with("まで") || t.starts_with("手数----") {
            continue;
        }
        let cur = *stack.last().expect("the mainline stays");
        if let Some(c) = t.strip_prefix('*') {
            if let Some(node) = lines[cur].nodes.last_mut() {
                node.comment = Some(match node.comment.take() {
                    Some(old) => format!("{old}\n{c}"),
                    None => c.to_string(),
                });
            }
            continue;
        }
        if let Some(rest) = t.strip_prefix("変化") {
            let number = rest.trim_start_matches([':', '：']).trim().trim_end_matches('手').trim();
            let n: usize = number.parse().map_err(|_| GameError::new(format!("'{t}' is not a variation heading like 変化：12手")))?;
            branch(&mut lines, &mut stack, n)?;
            continue;
        }
        if t.starts_with(|c: char| c.is_ascii_digit()) {
            let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            let number: usize = t[..digits].parse().unwrap_or(0);
            let body = t[digits..].trim_start();
            let body = body.strip_prefix('同').map(|r| format!("同{}", r.trim_start())).unwrap_or_else(|| body.to_string());
            let token = body.split_whitespace().next().unwrap_or("");
            let line = &mut lines[cur];
            if line.ended {
                continue;
            }
            if let Some(word) = end_word(token) {
                line.ended = true;
                if cur == 0 {
                    end = Some(word.to_string());
                }
                continue;
            }
            if cur == 0 && line.nodes.is_empty() {
                line.start = number;
            }
            let token = token.trim_end_matches('+');
            let prev = line.nodes.last().map(|n| n.to).or(line.prev_to);
            let (mv, to) = kif_move(token, prev).map_err(|e| match line.parent {
                None => e,
                Some(_) => GameError::new(format!("move {number} '{token}' in 変化：{}手: {}", line.start, e.0)),
            })?;
            count += 1;
            if count > MAX_NODES {
                crate::bail!("too many moves in the record (at most {MAX_NODES})");
            }
            line.nodes.push(ReadNode { mv, to, comment: None, variations: Vec::new() });
            continue;
        }
        header.take(t)?;
    }
    let line = build(&mut lines, 0);
    let start = header.start()?;
    if header.tags.is_empty() && line.is_empty() && start.is_none() {
        crate::bail!("no kif header or moves found");
    }
    Ok((Record { tags: header.tags, start, moves: mainline(&line), result: end }, line))
}

/// Opens the line of `変化：N手` (see the module comment for where it branches).
fn branch(lines: &mut Vec<Reading>, stack: &mut Vec<usize>, n: usize) -> Result<(), GameError> {
    let mut beside = false;
    loop {
        let top = *stack.last().expect("the mainline stays");
        if top != 0 && lines[top].parent.is_none() {
            stack.pop(); // a dropped block (see below) has no place to branch from
            continue;
        }
        if top == 0 || lines[top].start < n {
            break;
        }
        if lines[top].start == n {
            beside = true;
            break;
        }
        stack.pop();
    }
    let (parent, index, prev_to) = if beside {
        let top = stack.pop().expect("not the mainline");
        let (parent, index) = lines[top].parent.expect("a variation has a parent");
        (parent, index, lines[top].prev_to)
    } else {
        let top = *stack.last().expect("the mainline stays");
        let line = &lines[top];
        if line.ended && n >= line.start && n - line.start == line.nodes.len() {
            // An alternative to the end word (投了 and the like): no move of ours
            // replaces it, so the block is read and dropped.
            let id = lines.len();
            lines.push(Reading {
                start: n,
                prev_to: line.nodes.last().map(|x| x.to),
                nodes: Vec::new(),
                parent: None,
                depth: 0,
                ended: false,
            });
            stack.push(id);
            return Ok(());
        }
        if n < line.start || n - line.start >= line.nodes.len() {
            crate::bail!("変化：{n}手 replaces no move: the line it branches from has no move {n}");
        }
        let index = n - line.start;
        let prev_to = if index > 0 { Some(line.nodes[index - 1].to) } else { line.prev_to };
        (top, index, prev_to)
    };
    let depth = lines[parent].depth + 1;
    if depth > MAX_DEPTH {
        crate::bail!("variations are nested too deep (at most {MAX_DEPTH})");
    }
    let id = lines.len();
    lines.push(Reading { start: n, prev_to, nodes: Vec::new(), parent: Some((parent, index)), depth, ended: false });
    lines[parent].nodes[index].variations.push(id);
    stack.push(id);
    Ok(())
}

/// The line `id` of the lines read, with its variations: their moves and comments moved
/// into it, each line's reading dropped as it is built (not a copy of every move beside
/// the lines read).
fn build(lines: &mut [Reading], id: usize) -> Line {
    std::mem::take(&mut lines[id].nodes)
        .into_iter()
        .map(|n| Node {
            mv: n.mv,
            comment: n.comment,
            variations: n.variations.iter().map(|&v| build(lines, v)).filter(|l| !l.is_empty()).collect(),
        })
        .collect()
}
