//! The rules of docs/rules.md that every draughts game states in its own way (how men move
//! and capture, how kings move, the capture choice, crowning inside a capture), checked on
//! the board's geometry so that one helper serves all fifteen games: pieces are set up by
//! cell (`from_setup`), and the legal moves are compared with what the rule allows.
//! Each test is named after the rule id it checks (docs/rules.md, "Ids").

mod common;

use std::collections::BTreeSet;

use boardgames::core::{Options, Setup, SetupPiece, Side};
use boardgames::session::AnyGame;
use common::*;

/// A draughts board: its size, which cells are played, and each side's forward direction.
struct Board {
    id: &'static str,
    options: Options,
    rows: i32,
    cols: i32,
    /// The colours (row + column parity) the start position uses: one, or both on boards
    /// of every square (Turkish, Armenian, Gothic).
    parities: BTreeSet<i32>,
    /// Row step towards the far side, per side.
    forward: [i32; 2],
}

impl Board {
    fn of(id: &'static str) -> Board {
        Board::with(id, Options::none())
    }

    fn with(id: &'static str, options: Options) -> Board {
        let view = boardgames::new_game(id, &options).unwrap().view();
        let (rows, cols) = (view.rows as i32, view.cols as i32);
        let mut parities = BTreeSet::new();
        let mut row_sum = [0i32; 2];
        let mut count = [0i32; 2];
        for (cell, piece) in view.pieces.iter().enumerate() {
            if let Some(p) = piece {
                let (r, c) = (cell as i32 / cols, cell as i32 % cols);
                parities.insert((r + c) % 2);
                row_sum[p.side as usize] += r;
                count[p.side as usize] += 1;
            }
        }
        // A side whose men start in the top half moves down the board.
        let forward = [0, 1].map(|s| if row_sum[s] * 2 < (rows - 1) * count[s] { 1 } else { -1 });
        Board { id, options, rows, cols, parities, forward }
    }

    fn playable(&self, r: i32, c: i32) -> bool {
        (0..self.rows).contains(&r) && (0..self.cols).contains(&c) && self.parities.contains(&((r + c) % 2))
    }

    fn cell(&self, r: i32, c: i32) -> usize {
        assert!(self.playable(r, c), "{}: ({r}, {c}) is not a played square", self.id);
        (r * self.cols + c) as usize
    }

    /// A played square near the middle of the board, for the side-0 pieces under test.
    fn centre(&self) -> (i32, i32) {
        let r = self.rows / 2;
        let c = self.cols / 2 - 1;
        if self.playable(r, c) {
            (r, c)
        } else {
            (r, c + 1)
        }
    }

    /// The game with `pieces` ((row, col, side, kind)) and side 0 to move.
    fn setup(&self, pieces: &[(i32, i32, Side, &str)]) -> Box<dyn AnyGame> {
        let pieces = pieces.iter().map(|&(r, c, side, kind)| SetupPiece { cell: self.cell(r, c), side, kind: kind.to_string() }).collect();
        boardgames::from_setup(self.id, &Setup::new(pieces, Side::First), &self.options).unwrap_or_else(|e| panic!("{}: {e}", self.id))
    }

    /// `n` enemy pieces on played corner squares none of `taken` uses, to keep the game going
    /// and change nothing else: a piece in a corner can never be jumped (there is no square
    /// beyond it in any direction). One on side 1's crowning row is a king.
    fn bystanders(&self, taken: &[(i32, i32)], n: usize) -> Vec<(i32, i32, Side, &'static str)> {
        let crowning_row = if self.forward[1] < 0 { 0 } else { self.rows - 1 };
        let found: Vec<_> = [(0, 0), (0, self.cols - 1), (self.rows - 1, 0), (self.rows - 1, self.cols - 1)]
            .into_iter()
            .filter(|&(r, c)| self.playable(r, c) && !taken.contains(&(r, c)))
            .take(n)
            .map(|(r, c)| (r, c, Side::Second, if r == crowning_row { "king" } else { "man" }))
            .collect();
        assert_eq!(found.len(), n, "{}: not enough free corners", self.id);
        found
    }
}

/// The (row, col) steps of side 0's men and kings: forward is `f`.
fn diagonal(f: i32) -> [(i32, i32); 2] {
    [(f, -1), (f, 1)]
}
const DIAGONALS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const ORTHOGONALS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// Where a lone man of side 0 in the middle of the board may step.
fn man_steps(b: &Board) -> BTreeSet<(i32, i32)> {
    let (r, c) = b.centre();
    let mut pieces = vec![(r, c, Side::First, "man")];
    pieces.extend(b.bystanders(&[(r, c)], 1));
    let g = b.setup(&pieces);
    g.legal_moves()
        .iter()
        .filter(|m| m.from == Some(b.cell(r, c)))
        .map(|m| {
            assert!(m.captures.is_empty(), "{}: {}", b.id, m.notation);
            let to = m.to.unwrap() as i32;
            (to / b.cols - r, to % b.cols - c)
        })
        .collect()
}

fn assert_man_steps(id: &'static str, expected: &[(i32, i32)]) {
    let b = Board::of(id);
    assert_eq!(man_steps(&b), expected.iter().copied().collect::<BTreeSet<_>>(), "{id}: a man's steps (row, col) from the middle");
}

/// The directions (row, col step of the jump) in which a man of side 0 captures a lone enemy
/// man next to it, each direction tried on its own.
fn man_capture_directions(b: &Board, candidates: &[(i32, i32)]) -> BTreeSet<(i32, i32)> {
    let (r, c) = b.centre();
    let mut found = BTreeSet::new();
    for &(dr, dc) in candidates {
        if !b.playable(r + dr, c + dc) || !b.playable(r + 2 * dr, c + 2 * dc) {
            continue;
        }
        let mut pieces = vec![(r, c, Side::First, "man"), (r + dr, c + dc, Side::Second, "man")];
        pieces.extend(b.bystanders(&[(r, c), (r + dr, c + dc), (r + 2 * dr, c + 2 * dc)], 1));
        let g = b.setup(&pieces);
        if g.legal_moves().iter().any(|m| m.captures == vec![b.cell(r + dr, c + dc)]) {
            found.insert((dr, dc));
        }
    }
    found
}

fn assert_man_captures(id: &'static str, expected: &[(i32, i32)]) {
    let b = Board::of(id);
    let all: Vec<(i32, i32)> = DIAGONALS.iter().chain(ORTHOGONALS.iter()).copied().collect();
    let found = man_capture_directions(&b, &all);
    let expected: BTreeSet<(i32, i32)> = expected
        .iter()
        .copied()
        .filter(|&(dr, dc)| {
            let (r, c) = b.centre();
            b.playable(r + dr, c + dc) && b.playable(r + 2 * dr, c + 2 * dc)
        })
        .collect();
    assert_eq!(found, expected, "{id}: the directions a man captures in (row, col; forward is {})", b.forward[0]);
}

/// Where a lone king of side 0 in the middle of the board may go, against what `dirs` and
/// `flying` allow on the empty board.
fn assert_king_moves(id: &'static str, dirs: &[(i32, i32)], flying: bool) {
    let b = Board::of(id);
    let (r, c) = b.centre();
    // Two bystanders: in Turkish draughts one piece against one is already a draw.
    let others = b.bystanders(&[(r, c)], 2);
    let mut pieces = vec![(r, c, Side::First, "king")];
    pieces.extend(others.iter().copied());
    let g = b.setup(&pieces);
    let found: BTreeSet<usize> = g.legal_moves().iter().filter(|m| m.from == Some(b.cell(r, c))).map(|m| m.to.unwrap()).collect();
    let mut expected = BTreeSet::new();
    for &(dr, dc) in dirs {
        let (mut rr, mut cc) = (r + dr, c + dc);
        while b.playable(rr, cc) && !others.iter().any(|p| (p.0, p.1) == (rr, cc)) {
            expected.insert(b.cell(rr, cc));
            if !flying {
                break;
            }
            rr += dr;
            cc += dc;
        }
    }
    assert_eq!(found, expected, "{id}: a king's moves from the middle of the board");
}

/// The number of pieces each legal move of side 0 takes with `pieces` on the board (and an
/// enemy piece in a free corner), sorted.
fn capture_counts(b: &Board, pieces: &[(i32, i32, Side, &'static str)]) -> Vec<usize> {
    let taken: Vec<(i32, i32)> = pieces.iter().map(|p| (p.0, p.1)).collect();
    let mut all = pieces.to_vec();
    all.extend(b.bystanders(&taken, 1));
    let g = b.setup(&all);
    let mut counts: Vec<usize> = g.legal_moves().iter().map(|m| m.captures.len()).collect();
    counts.sort();
    counts
}

/// Free choice: both the single and the double capture may be played; maximum: only the double.
fn assert_capture_choice(id: &'static str, maximum: bool) {
    let b = Board::of(id);
    let f = b.forward[0];
    let r = if f < 0 { b.rows - 2 } else { 1 };
    let counts = if matches!(id, "turkish" | "armenian") {
        // Men capture forward and sideways: one piece to the left, two straight ahead.
        let c = 3;
        capture_counts(
            &b,
            &[
                (r, c, Side::First, "man"),
                (r, c - 1, Side::Second, "man"),
                (r + f, c, Side::Second, "man"),
                (r + 3 * f, c, Side::Second, "man"),
            ],
        )
    } else {
        // One piece to the front left, two in a row to the front right.
        let c = if b.playable(r, 2) { 2 } else { 3 };
        capture_counts(
            &b,
            &[
                (r, c, Side::First, "man"),
                (r + f, c - 1, Side::Second, "man"),
                (r + f, c + 1, Side::Second, "man"),
                (r + 3 * f, c + 3, Side::Second, "man"),
            ],
        )
    };
    let expected = if maximum { vec![2] } else { vec![1, 2] };
    assert_eq!(counts, expected, "{id}: pieces taken by each legal capture (maximum rule: {maximum})");
}

/// A man of side 0 jumps onto the crowning row, where a king could capture on backwards.
/// `crowned_stops`: it is crowned and the move ends there; otherwise (a man that may capture
/// backwards) it goes on capturing as a man and is not crowned.
fn assert_crowning_in_a_capture(id: &'static str, crowned_stops: bool) {
    let b = Board::of(id);
    let f = b.forward[0];
    let last = if f < 0 { 0 } else { b.rows - 1 };
    let (r, c) = (last - 2 * f, 2);
    let (r, c) = if b.playable(r, c) { (r, c) } else { (r, c + 1) };
    // Jump (r, c) over (r + f, c + 1) to (last, c + 2); then backwards over (last - f, c + 3).
    let mut pieces = vec![(r, c, Side::First, "man"), (r + f, c + 1, Side::Second, "man"), (last - f, c + 3, Side::Second, "man")];
    pieces.extend(b.bystanders(&[(r, c), (r + f, c + 1), (last, c + 2), (last - f, c + 3), (last - 2 * f, c + 4)], 1));
    let g = b.setup(&pieces);
    // Malaysian draughts lets a player not capture (and be huffed): only the captures count.
    let moves: Vec<_> = g.legal_moves().into_iter().filter(|m| !m.captures.is_empty()).collect();
    assert!(!moves.is_empty(), "{id}");
    for m in &moves {
        if crowned_stops {
            assert_eq!(m.to, Some(b.cell(last, c + 2)), "{id}: {} should stop on the crowning row", m.notation);
            assert!(m.crowns, "{id}: {} crowns", m.notation);
        } else {
            assert_eq!(m.captures.len(), 2, "{id}: {} goes on capturing as a man", m.notation);
            assert!(!m.crowns, "{id}: {} ends off the crowning row, so no crown", m.notation);
        }
    }
}

/// The start position: rows, men per side and the side that moves first.
fn assert_setup(id: &str, rows: usize, men: usize, first: &str) {
    let g = game(id);
    let v = g.view();
    assert_eq!(v.rows, rows, "{id}");
    for side in 0..2 {
        assert_eq!(v.pieces.iter().flatten().filter(|p| p.side == side).count(), men, "{id} side {side}");
        assert!(v.pieces.iter().flatten().all(|p| p.kind == "man"), "{id}: only men at the start");
    }
    assert!(g.position().starts_with(first), "{id}: {}", g.position());
}

// --- the start --------------------------------------------------------------------------

#[test]
fn american_setup_twelve_men_each_black_first() {
    assert_setup("american", 8, 12, "B");
}
#[test]
fn international_setup_twenty_men_each_white_first() {
    assert_setup("international", 10, 20, "W");
}
#[test]
fn german_setup_twelve_men_each_black_first() {
    assert_setup("german", 8, 12, "B");
}
#[test]
fn pool_setup_twelve_men_each_black_first() {
    assert_setup("pool", 8, 12, "B");
}
#[test]
fn russian_setup_twelve_men_each_white_first() {
    assert_setup("russian", 8, 12, "W");
}
#[test]
fn brazilian_setup_twelve_men_each_white_first() {
    assert_setup("brazilian", 8, 12, "W");
}
#[test]
fn spanish_setup_twelve_men_each_white_first() {
    assert_setup("spanish", 8, 12, "W");
}
#[test]
fn italian_setup_twelve_men_each_white_first() {
    assert_setup("italian", 8, 12, "W");
}
#[test]
fn czech_setup_twelve_men_each_white_first() {
    assert_setup("czech", 8, 12, "W");
}
#[test]
fn turkish_setup_sixteen_men_each_on_rows_two_and_three_white_first() {
    assert_setup("turkish", 8, 16, "W");
    let v = game("turkish").view();
    // Rows 2 and 3 of each side: view rows 1, 2 (the top side) and 5, 6.
    for (cell, piece) in v.pieces.iter().enumerate() {
        assert_eq!(piece.is_some(), matches!(cell / 8, 1 | 2 | 5 | 6), "turkish cell {cell}");
    }
}
#[test]
fn armenian_setup_sixteen_men_each_on_rows_two_and_three_white_first() {
    assert_setup("armenian", 8, 16, "W");
    let v = game("armenian").view();
    for (cell, piece) in v.pieces.iter().enumerate() {
        assert_eq!(piece.is_some(), matches!(cell / 8, 1 | 2 | 5 | 6), "armenian cell {cell}");
    }
}
#[test]
fn gothic_setup_sixteen_men_each_on_rows_one_and_two_white_first() {
    assert_setup("gothic", 8, 16, "W");
    let v = game("gothic").view();
    for (cell, piece) in v.pieces.iter().enumerate() {
        assert_eq!(piece.is_some(), matches!(cell / 8, 0 | 1 | 6 | 7), "gothic cell {cell}");
    }
}
#[test]
fn frisian_setup_twenty_men_each_white_first() {
    assert_setup("frisian", 10, 20, "W");
}
#[test]
fn canadian_setup_thirty_men_each_white_first() {
    assert_setup("canadian", 12, 30, "W");
}
#[test]
fn malaysian_setup_thirty_men_each_white_first() {
    assert_setup("malaysian", 12, 30, "W");
}

// --- how men move -----------------------------------------------------------------------

fn diagonal_forward(id: &'static str) {
    let f = Board::of(id).forward[0];
    assert_man_steps(id, &diagonal(f));
}

#[test]
fn international_men_move_diagonally_forward() {
    diagonal_forward("international");
}
#[test]
fn german_men_move_diagonally_forward() {
    diagonal_forward("german");
}
#[test]
fn pool_men_move_diagonally_forward() {
    diagonal_forward("pool");
}
#[test]
fn russian_men_move_diagonally_forward() {
    diagonal_forward("russian");
}
#[test]
fn brazilian_men_move_diagonally_forward() {
    diagonal_forward("brazilian");
}
#[test]
fn spanish_men_move_diagonally_forward() {
    diagonal_forward("spanish");
}
#[test]
fn italian_men_move_diagonally_forward() {
    diagonal_forward("italian");
}
#[test]
fn czech_men_move_diagonally_forward() {
    diagonal_forward("czech");
}
#[test]
fn gothic_men_move_diagonally_forward() {
    diagonal_forward("gothic");
}
#[test]
fn frisian_men_move_diagonally_forward() {
    diagonal_forward("frisian");
}
#[test]
fn canadian_men_move_diagonally_forward() {
    diagonal_forward("canadian");
}
#[test]
fn malaysian_men_move_diagonally_forward() {
    diagonal_forward("malaysian");
}

// --- how men capture --------------------------------------------------------------------

fn captures_forward_and_backward(id: &'static str) {
    assert_man_captures(id, &DIAGONALS);
}

#[test]
fn pool_men_capture_forward_and_backward() {
    captures_forward_and_backward("pool");
}
#[test]
fn brazilian_men_capture_forward_and_backward() {
    captures_forward_and_backward("brazilian");
}
#[test]
fn canadian_men_capture_forward_and_backward() {
    captures_forward_and_backward("canadian");
}
#[test]
fn malaysian_men_capture_forward_and_backward() {
    captures_forward_and_backward("malaysian");
}
#[test]
fn czech_men_capture_forward_only() {
    let f = Board::of("czech").forward[0];
    assert_man_captures("czech", &diagonal(f));
}
#[test]
fn italian_men_capture_forward_only() {
    let f = Board::of("italian").forward[0];
    assert_man_captures("italian", &diagonal(f));
}
#[test]
fn armenian_men_capture_forward_and_sideways() {
    let f = Board::of("armenian").forward[0];
    assert_man_captures("armenian", &[(f, 0), (0, 1), (0, -1)]);
}
#[test]
fn armenian_option_men_capture_backward() {
    let b = Board::with("armenian", Options::none().with("menCaptureBackward", boardgames::core::OptionValue::Bool(true)));
    let found = man_capture_directions(&b, &ORTHOGONALS);
    assert_eq!(found, ORTHOGONALS.iter().copied().collect(), "armenian with menCaptureBackward");
}

// --- how kings move ---------------------------------------------------------------------

#[test]
fn italian_kings_step_one_square_diagonally() {
    assert_king_moves("italian", &DIAGONALS, false);
}
#[test]
fn pool_kings_fly_diagonally() {
    assert_king_moves("pool", &DIAGONALS, true);
}
#[test]
fn russian_kings_fly_diagonally() {
    assert_king_moves("russian", &DIAGONALS, true);
}
#[test]
fn brazilian_kings_fly_diagonally() {
    assert_king_moves("brazilian", &DIAGONALS, true);
}
#[test]
fn spanish_kings_fly_diagonally() {
    assert_king_moves("spanish", &DIAGONALS, true);
}
#[test]
fn czech_kings_fly_diagonally() {
    assert_king_moves("czech", &DIAGONALS, true);
}
#[test]
fn frisian_kings_fly_diagonally() {
    assert_king_moves("frisian", &DIAGONALS, true);
}
#[test]
fn canadian_kings_fly_diagonally() {
    assert_king_moves("canadian", &DIAGONALS, true);
}
#[test]
fn malaysian_kings_fly_diagonally() {
    assert_king_moves("malaysian", &DIAGONALS, true);
}
#[test]
fn turkish_kings_fly_orthogonally() {
    assert_king_moves("turkish", &ORTHOGONALS, true);
}

// --- the capture choice -----------------------------------------------------------------

#[test]
fn german_capture_choice_free() {
    assert_capture_choice("german", false);
}
#[test]
fn pool_capture_choice_free() {
    assert_capture_choice("pool", false);
}
#[test]
fn gothic_capture_choice_free() {
    assert_capture_choice("gothic", false);
}
#[test]
fn turkish_capture_choice_maximum() {
    assert_capture_choice("turkish", true);
}
#[test]
fn armenian_capture_choice_maximum() {
    assert_capture_choice("armenian", true);
}
#[test]
fn canadian_capture_choice_maximum() {
    assert_capture_choice("canadian", true);
}

// --- a man reaching the crowning row inside a capture -----------------------------------

#[test]
fn german_crowning_in_a_capture_ends_the_move() {
    assert_crowning_in_a_capture("german", true);
}
#[test]
fn spanish_crowning_in_a_capture_ends_the_move() {
    assert_crowning_in_a_capture("spanish", true);
}
#[test]
fn italian_crowning_in_a_capture_ends_the_move() {
    assert_crowning_in_a_capture("italian", true);
}
#[test]
fn czech_crowning_in_a_capture_ends_the_move() {
    assert_crowning_in_a_capture("czech", true);
}
#[test]
fn gothic_crowning_in_a_capture_ends_the_move() {
    assert_crowning_in_a_capture("gothic", true);
}
#[test]
fn frisian_crowning_only_where_the_capture_ends() {
    assert_crowning_in_a_capture("frisian", false);
}
#[test]
fn canadian_crowning_only_where_the_capture_ends() {
    assert_crowning_in_a_capture("canadian", false);
}
#[test]
fn malaysian_crowning_only_where_the_capture_ends() {
    assert_crowning_in_a_capture("malaysian", false);
}

// --- rules every draughts game shares ---------------------------------------------------

#[test]
fn draughts_same_move_one_ring_two_ways_round() {
    // A Russian man on c5 takes the four men round e5 clockwise or anticlockwise: the same
    // start, end and captured set, so one move.
    let g = at("russian", "W:Wc5:Bd4,f4,f6,d6,h8");
    let moves = g.legal_moves();
    assert_eq!(moves.len(), 1, "{:?}", notations(g.as_ref()));
    assert_eq!(moves[0].captures.len(), 4);
    assert_eq!(moves[0].to, moves[0].from);
}

#[test]
fn draughts_removal_at_end_except_turkish_and_armenian() {
    for id in DRAUGHTS.into_iter().filter(|id| !["turkish", "armenian"].contains(id)) {
        assert_eq!(game(id).view().removal, "end", "{id}");
    }
    for id in ["turkish", "armenian"] {
        assert_eq!(game(id).view().removal, "immediate", "{id}");
    }
    // A captured piece stays until the move ends and is never jumped twice: the ring round
    // e5 ends back on c5 after four pieces, where d4 (taken first, still on the board) stands
    // next to it with e3 empty beyond.
    let g = at("russian", "W:Wc5:Bd4,f4,f6,d6,h8");
    assert!(g.legal_moves().iter().all(|m| m.captures.len() == 4), "{:?}", notations(g.as_ref()));
}

// --- Armenian takes Turkish's capture rules -----------------------------------------------

#[test]
fn armenian_removal_immediate_captured_pieces_leave_at_once() {
    // As in Turkish: the king crosses c3, emptied by its first jump, to take c6 last.
    assert_moves("armenian", "W:WKc1:Bc3,e4,f2,Kd1,c6,a8", &["c1:c4:f4:f1:c1:c7", "c1:c4:f4:f1:c1:c8"]);
}

#[test]
fn armenian_no_turning_back_between_two_jumps() {
    assert_moves("armenian", "W:WKd5:Bd3,d7,h8", &["d5:d8", "d5:d2", "d5:d1"]);
}
