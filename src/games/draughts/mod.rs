//! The draughts family: fifteen games, one generator, one table of rules.

mod board;
mod capture;
mod capture_jumps;
mod eval;
mod eval_kings;
#[cfg(knowledge_code)]
pub mod eval_learned;
pub mod eval_patterns;
mod eval_runaway;
mod eval_structure;
mod eval_tables;
mod eval_tuned;
pub mod eval_weights;
mod fen;
mod movegen;
mod moves;
mod notation;
mod pieces;
mod position;
mod record;
mod referee;
mod rules_text;
#[doc(hidden)]
pub mod samples;
pub mod texel;
pub mod variants;

pub use moves::DMove;
pub use position::Draughts;

use crate::core::options::Resolved;
use crate::core::variations::{Line, Node};
use crate::core::view::{Capabilities, Names, PieceView, MEN_AND_KINGS};
use crate::core::{CellStyle, GameError, GameInfo, MoveInfo, Outcome, RecordTags, Records, SearchHints, Side, View};
use crate::session::{AnyGame, Session};

use pieces::{is_king, side_of, EMPTY};
use variants::{Squares, Variant, VARIANTS};

impl Records for Draughts {
    fn write_record(&self, start: &Self, moves: &[MoveInfo], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
        record::write(self, start, moves, outcome, tags)
    }

    fn read_record(&self, text: &str) -> Result<crate::core::Record, GameError> {
        record::read(self, text)
    }

    fn write_record_line(
        &self,
        format: Option<&str>,
        start: &Self,
        line: &[Node],
        outcome: Option<&Outcome>,
        tags: &RecordTags,
    ) -> Option<String> {
        format.is_none().then(|| record::write_line(self, start, line, outcome, tags))
    }

    fn read_record_line(&self, text: &str) -> Result<(crate::core::Record, Line), GameError> {
        record::read_line(self, text)
    }

    /// "2-0", "1-1" or "0-2": two points a game, side 0's score first (as lidraughts
    /// writes it). The PDN writer keeps "1-0", "1/2-1/2", "0-1" unless the record had these.
    fn result_token(&self, _start: &Self, outcome: &Outcome, _plies: usize) -> String {
        match outcome.winner {
            None => "1-1",
            Some(Side::First) => "2-0",
            Some(Side::Second) => "0-2",
        }
        .to_string()
    }
}

impl SearchHints for Draughts {
    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    /// The evaluation reads the men, the kings and the side to move, all in the hash.
    const CACHE_EVALUATION: bool = true;

    /// The tables of src/egdb installed on this thread (in wasm: only in the knowledge
    /// module, and only while an analysis that asked for them runs, src/egdb/loaded.rs).
    #[cfg(knowledge_code)]
    fn endgame_table(&self) -> Option<i16> {
        crate::egdb::loaded::probe(self)
    }

    #[cfg(knowledge_code)]
    const HAS_ENDGAME_TABLES: bool = true;

    #[cfg(knowledge_code)]
    fn endgame_tables_needed(&self, max_pieces: u32) -> Vec<String> {
        crate::egdb::reach::needed(self, max_pieces)
    }

    fn is_noisy(&self, mv: &DMove) -> bool {
        mv.is_capture() || mv.crowns
    }

    /// Not on boards of every square: where men also step sideways (Turkish, Armenian)
    /// a capture is threatened in nearly every position, and on Gothic's board it
    /// measured -23 [-63, +16] over 60 games with the selective search (docs/journal/2026-11-25-strength-tuning.md).
    fn capture_threat(&self) -> bool {
        self.variant().squares != Squares::All && movegen::can_capture(self, self.side_to_move().other())
    }

    /// The selective search (reverse futility, futility and late-move pruning, internal
    /// iterative reduction, the history malus; draughts has no losing captures, and late-move
    /// reductions only where its row asks for them) on 8x8 boards where men step only
    /// diagonally, whatever their kings and captures: in self-play against the build without it
    /// (30000 nodes, docs/journal/2026-11-25-strength-tuning.md) American +60 [+14, +108], German +89, Russian +76, Czech +41,
    /// Gothic +45 [+6, +86] (100 games). Not where men also step sideways (Turkish -101 [-193,
    /// -21], Armenian +0 =5 -15: a quiet move there often sets up a capture, so the static
    /// evaluation is no bound), nor on 10x10 (International -14 [-69, +41]).
    fn selective_search(&self) -> bool {
        let v = self.variant();
        v.size == 8 && !men_step_sideways(v)
    }

    fn move_key(&self, mv: &DMove) -> u32 {
        // From and to tell quiet moves apart; the captured set (folded) and the huff
        // separate captures that share both ends.
        let set = mv.captured_set ^ (mv.captured_set >> 64);
        let fold = (set ^ (set >> 32) ^ (set >> 16)) as u32 & 0xFFFF;
        (mv.from as u32 | (mv.to as u32) << 8) ^ (fold << 16) ^ ((mv.huff as u32) << 24)
    }

    fn order_hint(&self, mv: &DMove) -> i32 {
        let kings = mv.captured().iter().filter(|&&c| is_king(self.piece_at(c as usize))).count() as i32;
        mv.n as i32 * 100 + kings * 200 + if mv.crowns { 150 } else { 0 }
    }
}

/// Whether men step sideways as well as forward (Turkish, Armenian): every quiet move
/// there may set up a capture, and a capture is threatened nearly everywhere.
fn men_step_sideways(v: &Variant) -> bool {
    v.man_steps.0 & (variants::Dirs::LEFT | variants::Dirs::RIGHT) != 0
}

fn view(pos: &Draughts) -> View {
    let v = pos.variant();
    let board = pos.board();
    let n = board.grid.cells();
    let (playable_style, other_style) =
        if v.squares == Squares::LightNearRight { (CellStyle::Light, CellStyle::Dark) } else { (CellStyle::Dark, CellStyle::Light) };
    let cells = (0..n)
        .map(|c| match v.squares {
            Squares::All => {
                let rank = board.grid.rows - 1 - board.grid.row(c);
                if (rank + board.grid.col(c)).is_multiple_of(2) {
                    CellStyle::Dark
                } else {
                    CellStyle::Light
                }
            }
            _ if board.index[c] != board::NONE => playable_style,
            _ => other_style,
        })
        .collect();
    let pieces = (0..n)
        .map(|c| {
            let p = pos.piece_at(c);
            (p != EMPTY).then(|| PieceView {
                side: side_of(p).index() as u8,
                kind: if is_king(p) { "king" } else { "man" }.to_string(),
                label: None,
                promoted: is_king(p),
            })
        })
        .collect();
    let mut colors = ["white", "black"];
    if v.white == Side::Second {
        colors.swap(0, 1);
    }
    let mut counters = vec![("quietPlies".to_string(), pos.quiet_plies as i64), ("materialPlies".to_string(), pos.material_plies as i64)];
    for side in Side::BOTH {
        let (king, count) = pos.king_run[side.index()];
        if king != board::NONE {
            counters.push((format!("kingRun{}", side.index()), count as i64));
        }
    }
    View {
        game: v.id.to_string(),
        rows: board.grid.rows,
        cols: board.grid.cols,
        style: "checker",
        cells,
        labels: board.names.clone(),
        pieces,
        colors,
        bottom: v.white.index() as u8,
        removal: if v.immediate_removal { "immediate" } else { "end" },
        counters,
        ..View::default()
    }
}

fn resolve(id: &str, opts: &Resolved) -> Result<Variant, GameError> {
    Variant::with_options(id, opts).ok_or_else(|| GameError::new(format!("unknown draughts game '{id}'")))
}

fn info(v: &Variant) -> GameInfo {
    GameInfo {
        id: v.id,
        name: Names { en: v.name_en, ja: v.name_ja },
        family: "draughts",
        rows: v.size,
        cols: v.size,
        options: variants::options(v.id),
        setup_kinds: MEN_AND_KINGS,
        hand_kinds: &[],
        capabilities: Capabilities::AGREEMENT,
    }
}

/// The draughts game `id` from its start (`text` None) or from a position text. One
/// function for the fifteen entries.
fn new_session(id: &str, text: Option<&str>, opts: &Resolved) -> Result<Box<dyn AnyGame>, GameError> {
    let variant = resolve(id, opts)?;
    let start = match text {
        None => Draughts::start(variant),
        Some(text) => fen::read(variant, text)?,
    };
    Ok(Box::new(Session::new(start)))
}

/// One registry entry per draughts game.
pub fn entries() -> Vec<super::GameEntry> {
    VARIANTS
        .iter()
        .map(|v| super::GameEntry {
            id: v.id,
            // Every entry's id is a variant's: the fallback is never taken.
            info: |id| info(VARIANTS.iter().find(|v| v.id == id).unwrap_or(&VARIANTS[0])),
            start: |id, opts| new_session(id, None, opts),
            from_position: |id, text, opts| new_session(id, Some(text), opts),
        })
        .collect()
}

/// A start position for `id` with options (for tests and the command line).
pub fn start(id: &str, opts: &Resolved) -> Result<Draughts, GameError> {
    Ok(Draughts::start(resolve(id, opts)?))
}

/// The legal moves found by expanding every capture path, the reference the generator
/// is tested against (exponential with many flying kings): the landings expanded, or
/// None past `budget` landings.
#[doc(hidden)]
pub fn generate_by_paths(pos: &Draughts, out: &mut Vec<DMove>, budget: u64) -> Option<u64> {
    movegen::generate_by_paths(pos, out, budget)
}

/// A position read from PDN FEN (for tests and the command line).
/// A position of game `id` read from its FEN with the game's default options (the
/// evaluation terms' unit tests).
#[cfg(test)]
fn test_position(id: &str, fen: &str) -> Draughts {
    let opts = crate::core::Options::none().resolve(id, &variants::options(id)).unwrap();
    read(id, fen, &opts).unwrap()
}

pub fn read(id: &str, text: &str, opts: &Resolved) -> Result<Draughts, GameError> {
    fen::read(resolve(id, opts)?, text)
}
