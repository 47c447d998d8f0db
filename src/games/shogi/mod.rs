//! Shogi (docs/rules.md, "Shogi"): bitboard legal move generation with drops,
//! USI as the canonical notation, Japanese notation for display, SFEN positions, KIF
//! records (CSA written on request; CSA and KI2 read too), sennichite with perpetual check, the 27-point impasse declaration and
//! the handicap starts.

mod bitboard;
mod bod;
mod csa;
mod eval;
pub mod handicap;
mod illegal;
mod impasse;
mod japanese;
mod ki2;
mod kif;
mod kif_variations;
mod movegen;
mod moves;
mod pieces;
mod position;
mod referee;
mod rules_text;
mod see;
pub(super) mod setup;
mod sfen;
mod usi;
mod view;
mod western;

pub use moves::SMove;
pub use position::Position as Shogi;

use crate::core::options::Resolved;
use crate::core::variations::{flat, Line, Node};
use crate::core::view::{Capabilities, Names};
use crate::core::{
    GameError, GameInfo, MoveInfo, OptionInfo, Outcome, Record, RecordTags, Records, Repetition, Rules, SearchHints, Side, View,
};
use crate::session::{AnyGame, Session};

use handicap::Handicap;
use pieces::{EMPTY, USI};
use position::Position;

impl Rules for Position {
    type Move = SMove;

    fn id(&self) -> &'static str {
        "shogi"
    }

    fn side_to_move(&self) -> Side {
        Side::from_index(self.side())
    }

    fn generate(&self, out: &mut Vec<SMove>) {
        movegen::generate(self, out);
    }

    fn apply(&mut self, mv: &SMove) {
        Position::apply(self, mv);
    }

    fn hash(&self) -> u64 {
        Position::hash(self)
    }

    fn outcome(&self, moves: &[SMove], repetition: Repetition) -> Option<Outcome> {
        referee::outcome(self, moves, repetition)
    }

    fn describe(&self, mv: &SMove, legal: &[SMove]) -> MoveInfo {
        let to = mv.to as usize;
        let from = (!mv.is_drop()).then_some(mv.from as usize);
        MoveInfo {
            notation: usi::write(mv),
            from,
            to: Some(to),
            path: from.into_iter().chain([to]).collect(),
            captures: if self.at(to) != EMPTY { vec![to] } else { Vec::new() },
            drop: mv.is_drop().then(|| USI[mv.kind as usize].to_string()),
            promotion: mv.promote.then(|| "+".to_string()),
            ja: Some(japanese::write(self, mv, legal)),
            western: Some(western::write(self, mv, legal)),
            crowns: mv.promote,
            ..MoveInfo::default()
        }
    }

    /// USI (`7g7f`, `P*5e`, `8h2b+`), or the Japanese notation of a legal move
    /// (`▲7六歩`, `同　銀`, `７六歩(77)`).
    fn parse_move(&self, text: &str, legal: &[SMove]) -> Result<SMove, GameError> {
        let wanted = text.trim();
        if let Some(u) = usi::parse(wanted) {
            return match legal.iter().find(|m| usi::matches(m, &u)) {
                Some(m) => Ok(*m),
                None => {
                    let (why, kind) = illegal::explain_with_code(self, &u);
                    Err(GameError::illegal_move_of(kind, wanted, Some(&why)))
                }
            };
        }
        if let Some(m) = japanese::parse(self, wanted, legal) {
            return Ok(m);
        }
        if let Ok(u) = kif::usi_of_kif_move(wanted, self.last_destination()) {
            if let Some(m) = usi::parse(&u).and_then(|u| legal.iter().find(|m| usi::matches(m, &u))) {
                return Ok(*m);
            }
        }
        Err(GameError::new(format!("'{wanted}' is not a legal move here (write USI like 7g7f, P*5e, 8h2b+, or Japanese like ▲7六歩)")))
    }

    fn position_text(&self) -> String {
        sfen::write(self)
    }

    fn read_position(&self, text: &str) -> Result<Self, GameError> {
        sfen::read(self.handicap, text)
    }

    fn standard_start_text(&self) -> String {
        self.handicap.info().sfen.to_string()
    }

    fn rules_text(&self) -> Vec<crate::core::view::Text> {
        rules_text::rules_text(self.handicap)
    }

    fn view(&self) -> View {
        view::view(self)
    }

    fn declarable_win(&self) -> Option<Outcome> {
        impasse::declarable_win(self)
    }
}

impl Records for Position {
    fn write_record(&self, start: &Self, moves: &[MoveInfo], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
        kif::write(start, moves, outcome, tags)
    }

    /// `"kif"` (the default) or `"csa"`.
    fn write_record_as(
        &self,
        format: &str,
        start: &Self,
        moves: &[MoveInfo],
        outcome: Option<&Outcome>,
        tags: &RecordTags,
    ) -> Option<String> {
        match format {
            "kif" => Some(kif::write(start, moves, outcome, tags)),
            "csa" => Some(csa::write(start, moves, outcome, tags)),
            _ => None,
        }
    }

    /// The format is told by the text: a USI `position` command, CSA, KI2 (▲/△ moves
    /// without numbers), else KIF.
    fn read_record(&self, text: &str) -> Result<Record, GameError> {
        if let Some(record) = usi::read_position_command(text) {
            return record;
        }
        if csa::looks_like(text) {
            csa::read(text)
        } else if ki2::looks_like(text) {
            ki2::read(text)
        } else {
            kif::read(text)
        }
    }

    /// KIF (the default) with 変化 and `*` comments, or CSA with `'` comments and no
    /// variations (CSA has none: the mainline only).
    fn write_record_line(
        &self,
        format: Option<&str>,
        start: &Self,
        line: &[Node],
        outcome: Option<&Outcome>,
        tags: &RecordTags,
    ) -> Option<String> {
        match format {
            None | Some("kif") => Some(kif_variations::write_line(start, line, outcome, tags)),
            Some("csa") => Some(csa::write_line(start, line, outcome, tags)),
            _ => None,
        }
    }

    /// As `read_record`; KIF with its variations and comments, CSA with its comments,
    /// KI2 and USI as the mainline alone.
    fn read_record_line(&self, text: &str) -> Result<(Record, Line), GameError> {
        if let Some(record) = usi::read_position_command(text) {
            return record.map(|r| {
                let line = flat(&r.moves);
                (r, line)
            });
        }
        if csa::looks_like(text) {
            csa::read_line(text)
        } else if ki2::looks_like(text) {
            ki2::read(text).map(|r| {
                let line = flat(&r.moves);
                (r, line)
            })
        } else {
            kif_variations::read_line(text)
        }
    }

    /// Every ply, from the start's move number (KIF's 手数).
    fn move_number(&self, _start: &Self, _ply: usize) -> u32 {
        self.move_number
    }

    /// KIF's closing line: "まで77手で先手の勝ち", "まで80手で千日手".
    fn result_token(&self, start: &Self, outcome: &Outcome, plies: usize) -> String {
        kif::closing_line(start, outcome, self.side(), plies)
    }
}

impl SearchHints for Position {
    fn move_key(&self, mv: &SMove) -> u32 {
        mv.from as u32 | (mv.to as u32) << 8 | (mv.kind as u32) << 16 | (mv.promote as u32) << 24
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    fn in_check(&self) -> bool {
        Position::in_check(self)
    }

    /// Measured: +58 [+4, +116] over 60 games at 30000 nodes (the self-play table of docs/journal/2026-11-25-strength-tuning.md).
    fn selective_search(&self) -> bool {
        true
    }

    /// Zugzwang is rare in shogi (a drop is nearly always available).
    fn null_move(&self) -> Option<Position> {
        (!self.in_check()).then(|| self.passed())
    }

    fn is_noisy(&self, mv: &SMove) -> bool {
        mv.promote || (!mv.is_drop() && self.at(mv.to as usize) != EMPTY)
    }

    /// Captures and promotions by their static exchange: winning and even ones by
    /// the victim first, then the cheaper mover; losing ones negative (the search
    /// tries them after the killer moves and its quiescence skips them).
    fn order_hint(&self, mv: &SMove) -> i32 {
        if !self.is_noisy(mv) {
            return 0;
        }
        let exchange = see::see(self, mv);
        if exchange < 0 {
            return exchange;
        }
        let victim = self.at(mv.to as usize);
        let victim = if victim == EMPTY { 0 } else { pieces::kind_of(victim) as i32 + 1 };
        10_000 + exchange + victim * 16 - mv.kind as i32
    }
}

fn handicap_of(opts: &Resolved) -> Result<Handicap, GameError> {
    let value = opts.text("handicap");
    Handicap::from_option(if value.is_empty() { "none" } else { value })
        .ok_or_else(|| GameError::new(format!("unknown handicap '{value}'")))
}

/// The start position for the options (for tests and the command line).
pub fn start(opts: &Resolved) -> Result<Position, GameError> {
    let handicap = handicap_of(opts)?;
    sfen::read(handicap, handicap.info().sfen)
}

/// A position read from SFEN (for tests and the command line).
pub fn read(text: &str, opts: &Resolved) -> Result<Position, GameError> {
    sfen::read(handicap_of(opts)?, text)
}

/// A position read from SFEN with the default options (for tests and tools).
pub fn from_sfen(text: &str) -> Result<Position, GameError> {
    sfen::read(Handicap::None, text)
}

fn info() -> GameInfo {
    GameInfo {
        id: "shogi",
        name: Names { en: "Shogi", ja: "将棋" },
        family: "shogi",
        rows: 9,
        cols: 9,
        options: vec![OptionInfo::choice("handicap", &handicap::option_values(), "none")],
        setup_kinds: &["K", "R", "B", "G", "S", "N", "L", "P", "+R", "+B", "+S", "+N", "+L", "+P"],
        hand_kinds: &["R", "B", "G", "S", "N", "L", "P"],
        capabilities: Capabilities { declare_win: true, ..Capabilities::AGREEMENT },
    }
}

/// The registry entry of shogi.
pub fn entries() -> Vec<super::GameEntry> {
    vec![super::GameEntry {
        id: "shogi",
        info: |_| info(),
        start: |_, opts| Ok(Box::new(Session::new(start(opts)?)) as Box<dyn AnyGame>),
        from_position: |_, text, opts| Ok(Box::new(Session::new(read(text, opts)?)) as Box<dyn AnyGame>),
    }]
}
