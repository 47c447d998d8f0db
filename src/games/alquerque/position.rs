//! An alquerque position: the pieces, the side to move and the state the rules keep
//! (a pending huff, the plies since the last capture or huff, and under Bell's
//! rules the points each piece has stood on); its `Rules` (moves played and hashed here).

use crate::core::zobrist;
use crate::core::{GameError, MoveInfo, Outcome, Repetition, Rules, Side, View};

use super::board::{bit, cells_of, CELLS, NONE};
use super::moves::AMove;
use super::rules::RuleSet;
use super::{movegen, notation, referee, rules_text, text, view};

#[derive(Clone, Debug, PartialEq)]
pub struct Alquerque {
    pub(super) rules: RuleSet,
    /// Each side's pieces as a bitset over the points.
    pub(super) men: [u32; 2],
    pub(super) side: Side,
    /// Pieces of the side that just moved that could have captured: the side to move huffs one.
    pub(super) huff: u32,
    /// Plies since the last capture or huff (the 40-ply rule).
    pub(super) plies: u16,
    /// Bell's no-return rule: by the point a piece stands on, every point it has stood
    /// on (its own point included). All zero when the rules do not track visits.
    pub(super) visited: [u32; CELLS],
}

static PIECE_KEYS: zobrist::Table<0xA1C0_0001, { CELLS * 2 }> = zobrist::Table::new();
static HUFF_KEYS: zobrist::Table<0xA1C0_0002, { CELLS }> = zobrist::Table::new();
static VISIT_KEYS: zobrist::Table<0xA1C0_0003, { CELLS * CELLS }> = zobrist::Table::new();
const SIDE_KEY: u64 = zobrist::key(0xA1C0_0004, 0);

/// The 40-ply rule of docs/rules.md, "Alquerque".
pub const PLY_LIMIT: u16 = 40;

impl Alquerque {
    /// The standard start: each side's two nearest rows and the two points of the
    /// middle row to its right (White d3, e3; Black a3, b3); the centre is empty.
    pub fn start(rules: RuleSet) -> Alquerque {
        let white = 0b11111 << 20 | 0b11111 << 15 | bit(13) | bit(14);
        let black = 0b11111 | 0b11111 << 5 | bit(10) | bit(11);
        let mut pos = Alquerque::empty(rules);
        pos.men = [white, black];
        pos.reset_visits();
        pos
    }

    pub fn empty(rules: RuleSet) -> Alquerque {
        Alquerque { rules, men: [0, 0], side: Side::First, huff: 0, plies: 0, visited: [0; CELLS] }
    }

    /// Every piece has stood only on its own point.
    pub(super) fn reset_visits(&mut self) {
        self.visited = [0; CELLS];
        if self.rules.tracks_visits() {
            for c in cells_of(self.men[0] | self.men[1]) {
                self.visited[c as usize] = bit(c);
            }
        }
    }

    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    pub fn men(&self, side: Side) -> u32 {
        self.men[side.index()]
    }

    pub fn pending_huff(&self) -> u32 {
        self.huff
    }

    pub fn plies(&self) -> u16 {
        self.plies
    }

    /// The points the piece on `cell` has stood on (Bell, `noReturn: "ever"`).
    pub fn visited(&self, cell: u8) -> u32 {
        self.visited[cell as usize]
    }

    pub fn count(&self, side: Side) -> u32 {
        self.men[side.index()].count_ones()
    }
}

impl Rules for Alquerque {
    type Move = AMove;

    fn id(&self) -> &'static str {
        "alquerque"
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn generate(&self, out: &mut Vec<AMove>) {
        movegen::generate(self, out);
    }

    fn apply(&mut self, mv: &AMove) {
        let me = self.side.index();
        let them = 1 - me;
        let mut resets = false;
        if mv.huff != NONE {
            self.men[them] &= !bit(mv.huff);
            self.visited[mv.huff as usize] = 0;
            resets = true;
        }
        if mv.from != NONE {
            self.men[me] = (self.men[me] & !bit(mv.from)) | bit(mv.to);
            self.men[them] &= !mv.captured;
            for &c in mv.captured_cells() {
                self.visited[c as usize] = 0;
            }
            if self.rules.tracks_visits() {
                let seen = self.visited[mv.from as usize] | mv.landed;
                self.visited[mv.from as usize] = 0;
                self.visited[mv.to as usize] = seen;
            }
            resets |= mv.is_capture();
        }
        self.huff = mv.huffable;
        self.plies = if resets { 0 } else { self.plies.saturating_add(1) };
        self.side = self.side.other();
    }

    /// Everything that decides the legal moves, the ply counter excepted (repetitions
    /// are of positions, whatever the counter says).
    fn hash(&self) -> u64 {
        let piece_keys = PIECE_KEYS.get();
        let huff_keys = HUFF_KEYS.get();
        let visit_keys = VISIT_KEYS.get();
        let mut h = if self.side == Side::Second { SIDE_KEY } else { 0 };
        for s in 0..2 {
            for c in cells_of(self.men[s]) {
                h ^= piece_keys[c as usize * 2 + s];
            }
        }
        for c in cells_of(self.huff) {
            h ^= huff_keys[c as usize];
        }
        if self.rules.tracks_visits() {
            for c in cells_of(self.men[0] | self.men[1]) {
                for p in cells_of(self.visited[c as usize] & !bit(c)) {
                    h ^= visit_keys[c as usize * CELLS + p as usize];
                }
            }
        }
        h
    }

    fn outcome(&self, moves: &[AMove], repetition: Repetition) -> Option<Outcome> {
        referee::outcome(self, moves, repetition)
    }

    fn describe(&self, mv: &AMove, _legal: &[AMove]) -> MoveInfo {
        notation::describe(self, mv)
    }

    fn parse_move(&self, text: &str, legal: &[AMove]) -> Result<AMove, GameError> {
        notation::parse(self, text, legal)
    }

    fn position_text(&self) -> String {
        text::write(self)
    }

    fn read_position(&self, text: &str) -> Result<Self, GameError> {
        text::read(self.rules, text)
    }

    fn standard_start_text(&self) -> String {
        text::write(&Alquerque::start(self.rules))
    }

    fn rules_text(&self) -> Vec<crate::core::view::Text> {
        rules_text::rules_text(self.rules())
    }

    fn view(&self) -> View {
        view(self)
    }
}
