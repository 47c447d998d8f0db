//! Chess under the FIDE Laws (docs/rules.md, "Chess"): bitboards with magic slider
//! attacks, legal generation with pins and evasions, copy-make, FEN, SAN/UCI, PGN.

mod attacks;
mod board;
mod eval;
mod fen;
mod movegen;
mod moves;
mod pgn;
mod position;
mod referee;
mod rules_text;
mod san;
mod see;
pub(super) mod setup;
mod uci;

pub use moves::{Move, Special};
pub use position::Chess;

use crate::core::variations::{Line, Node};
use crate::core::view::{Capabilities, Names, PieceView};
use crate::core::{
    CellStyle, GameError, GameInfo, MoveInfo, Outcome, Record, RecordTags, Records, Repetition, Rules, SearchHints, Side, View,
};
use crate::session::{AnyGame, Session};

use board::{cell, square_name, LETTERS};

impl Chess {
    /// The standard start position.
    pub fn start() -> Chess {
        fen::read(fen::START).unwrap_or_else(|_| Chess::empty())
    }

    /// A position from FEN, validated.
    pub fn from_fen(text: &str) -> Result<Chess, GameError> {
        fen::read(text)
    }

    pub fn fen(&self) -> String {
        fen::write(self)
    }

    /// The move in UCI form (`e2e4`, `e7e8q`).
    pub fn uci(&self, mv: &Move) -> String {
        uci::write(mv)
    }

    /// Whether no sequence of moves can mate, judged by material (FIDE 5.2.2).
    pub fn insufficient_material(&self) -> bool {
        referee::insufficient_material(self)
    }
}

impl Rules for Chess {
    type Move = Move;

    fn id(&self) -> &'static str {
        "chess"
    }

    fn side_to_move(&self) -> Side {
        self.side()
    }

    fn generate(&self, out: &mut Vec<Move>) {
        movegen::generate(self, out);
    }

    fn apply(&mut self, mv: &Move) {
        self.play(mv);
    }

    fn hash(&self) -> u64 {
        Chess::hash(self)
    }

    fn outcome(&self, moves: &[Move], repetition: Repetition) -> Option<Outcome> {
        referee::outcome(self, moves, repetition)
    }

    fn describe(&self, mv: &Move, legal: &[Move]) -> MoveInfo {
        describe(self, mv, legal)
    }

    fn parse_move(&self, text: &str, legal: &[Move]) -> Result<Move, GameError> {
        san::parse(self, text, legal)
    }

    fn position_text(&self) -> String {
        fen::write(self)
    }

    fn read_position(&self, text: &str) -> Result<Self, GameError> {
        fen::read(text)
    }

    fn standard_start_text(&self) -> String {
        fen::START.to_string()
    }

    fn rules_text(&self) -> Vec<crate::core::view::Text> {
        rules_text::rules_text()
    }

    fn view(&self) -> View {
        view(self)
    }

    fn claimable_draw(&self, repetition: Repetition) -> Option<Outcome> {
        referee::claimable(self, repetition)
    }
}

impl Records for Chess {
    fn write_record(&self, start: &Self, moves: &[MoveInfo], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
        pgn::write(start, moves, outcome, tags)
    }

    fn read_record(&self, text: &str) -> Result<Record, GameError> {
        pgn::read(text)
    }

    fn write_record_line(
        &self,
        format: Option<&str>,
        start: &Self,
        line: &[Node],
        outcome: Option<&Outcome>,
        tags: &RecordTags,
    ) -> Option<String> {
        format.is_none().then(|| pgn::write_line(start, line, outcome, tags))
    }

    fn read_record_line(&self, text: &str) -> Result<(Record, Line), GameError> {
        pgn::read_line(text)
    }

    /// The FEN's fullmove number: PGN's numbering.
    fn move_number(&self, _start: &Self, _ply: usize) -> u32 {
        self.fullmoves()
    }

    /// "1-0", "½-½" or "0-1", as the move list shows it (the PGN writer writes "1/2-1/2").
    fn result_token(&self, _start: &Self, outcome: &Outcome, _plies: usize) -> String {
        match outcome.winner {
            None => "½-½",
            Some(Side::First) => "1-0",
            Some(Side::Second) => "0-1",
        }
        .to_string()
    }
}

impl SearchHints for Chess {
    fn move_key(&self, mv: &Move) -> u32 {
        mv.from as u32 | (mv.to as u32) << 8 | (mv.promotion as u32) << 16 | (mv.special as u32) << 24
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    fn in_check(&self) -> bool {
        Chess::in_check(self)
    }

    fn selective_search(&self) -> bool {
        true
    }

    /// No pass with only king and pawns: there zugzwang is common.
    fn null_move(&self) -> Option<Chess> {
        let b = &self.board;
        let us = self.us();
        if self.in_check()
            || b.pieces(us, board::KNIGHT) | b.pieces(us, board::BISHOP) | b.pieces(us, board::ROOK) | b.pieces(us, board::QUEEN) == 0
        {
            return None;
        }
        let mut next = *self;
        next.turn ^= 1;
        next.ep = position::NO_SQUARE;
        next.halfmoves = next.halfmoves.saturating_add(1);
        Some(next)
    }

    fn is_noisy(&self, mv: &Move) -> bool {
        mv.promotion().is_some() || san::is_capture(self, mv)
    }

    /// Captures and promotions by their static exchange: winning and even ones by
    /// the victim first, then the cheaper attacker; losing ones negative (the search
    /// tries them after the killer moves and its quiescence skips them).
    fn order_hint(&self, mv: &Move) -> i32 {
        if !self.is_noisy(mv) {
            return 0;
        }
        let exchange = see::see(self, mv);
        if exchange < 0 {
            return exchange;
        }
        let victim = self.board.kind_at(mv.to()).map_or(board::PAWN as i32, |k| k as i32);
        let promotion = mv.promotion().map_or(0, |k| k as i32 * 10);
        1000 + exchange + victim * 8 - mv.piece() as i32 + promotion
    }
}

fn describe(pos: &Chess, mv: &Move, legal: &[Move]) -> MoveInfo {
    let notation = san::write(pos, mv, legal);
    let (from, to) = (cell(mv.from()), cell(mv.to()));
    let captures = if mv.special == Special::EnPassant {
        vec![cell(mv.to() ^ 8)]
    } else if san::is_capture(pos, mv) {
        vec![to]
    } else {
        Vec::new()
    };
    let pushes = mv.rook_squares().map(|(rf, rt)| vec![[cell(rf), cell(rt)]]).unwrap_or_default();
    let promotion = mv.promotion().map(|k| LETTERS[k].to_ascii_lowercase().to_string());
    MoveInfo {
        san: Some(notation.clone()),
        notation,
        from: Some(from),
        to: Some(to),
        path: vec![from, to],
        captures,
        crowns: promotion.is_some(),
        promotion,
        pushes,
        ..MoveInfo::default()
    }
}

fn view(pos: &Chess) -> View {
    let board = pos.board();
    // Cells run from a8 (0) to h1 (63); a1 is dark (FIDE 2.1).
    let cells = (0..64).map(|c| if (c / 8 + c % 8) % 2 == 1 { CellStyle::Dark } else { CellStyle::Light }).collect();
    let labels = (0..64).map(|c| square_name(cell(c))).collect();
    let pieces = (0..64)
        .map(|c| {
            board.piece_at(cell(c)).map(|(colour, kind)| PieceView {
                side: colour as u8,
                kind: LETTERS[kind].to_string(),
                label: None,
                promoted: false,
            })
        })
        .collect();
    let check = pos.in_check().then(|| cell(board.king(pos.us())));
    View {
        game: "chess".to_string(),
        rows: 8,
        cols: 8,
        style: "chess",
        cells,
        labels,
        pieces,
        colors: ["white", "black"],
        bottom: 0,
        removal: "immediate",
        check,
        counters: vec![("halfmoveClock".to_string(), pos.halfmoves() as i64), ("fullmoveNumber".to_string(), pos.fullmoves() as i64)],
        ..View::default()
    }
}

fn info() -> GameInfo {
    GameInfo {
        id: "chess",
        name: Names { en: "Chess", ja: "チェス" },
        family: "chess",
        rows: 8,
        cols: 8,
        options: Vec::new(),
        setup_kinds: &["K", "Q", "R", "B", "N", "P"],
        hand_kinds: &[],
        capabilities: Capabilities { claim_draw: true, ..Capabilities::AGREEMENT },
    }
}

/// The registry entry of chess.
pub fn entries() -> Vec<super::GameEntry> {
    vec![super::GameEntry {
        id: "chess",
        info: |_| info(),
        start: |_, _| Ok(Box::new(Session::new(Chess::start())) as Box<dyn AnyGame>),
        from_position: |_, text, _| Ok(Box::new(Session::new(fen::read(text)?)) as Box<dyn AnyGame>),
    }]
}
