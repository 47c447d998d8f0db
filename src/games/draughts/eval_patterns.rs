//! Pattern terms of the learned evaluation (src/learn): the board cut into overlapping
//! regions (4x4 by default, or another `Shape`; one starting every second row and
//! column), each region's dark squares read as a base-3 number (empty, a man of the
//! side whose view it is, a man of the other; kings are read apart, by the king terms
//! of eval_kings.rs where the shape asks for them), one weight per region and number.
//! Each side sees the board from its own home (the other side's
//! view is the board turned half a turn with the colours swapped), so one weight table
//! serves both sides and the sum is exactly antisymmetric.

use crate::core::Side;

use super::board::{Board, NONE};
use super::eval_kings::{KingTerms, NUMBERS as KING_NUMBERS};
use super::eval_tables::own_cell;
use super::position::Draughts;

/// The hand-set evaluation of `pos` for the side to move, without a learned one.
pub fn hand_evaluation(pos: &Draughts) -> i32 {
    super::eval::hand_evaluate(pos)
}

/// What a model's patterns are added to (times its fitted scale): the whole hand-set
/// evaluation, or (`+material`) its material part alone, whose structure terms the
/// patterns then learn in its place at a fraction of their cost (Armenian and Pool
/// gained by it, the other games lost: docs/learned-eval-variants.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Base {
    Hand,
    Material,
}

impl Base {
    #[inline]
    pub fn evaluate(self, pos: &Draughts) -> i32 {
        match self {
            Base::Hand => super::eval::hand_evaluate(pos),
            Base::Material => super::eval::material_evaluate(pos),
        }
    }
}

/// Whether neither side can capture: a position whose static evaluation is what the
/// search's quiescence stands on (the positions the evaluation is fitted to).
pub fn is_quiet(pos: &Draughts) -> bool {
    let me = pos.side_to_move();
    !super::movegen::can_capture(pos, me) && !super::movegen::can_capture(pos, me.other())
}

/// The most squares a region may hold: 3^8 = 6561 numbers.
pub const MAX_REGION_SQUARES: usize = 8;

/// A region's size in rows and columns: the default 4x4 (eight dark squares, 6561
/// numbers a region, 9 regions on 8x8), or smaller ones with far fewer weights (2x4:
/// four dark squares, 81 numbers, 12 regions; 3x3: four or five, 16 regions); and
/// whether the king terms (src/games/draughts/eval_kings.rs) are read beside them; and
/// the base the model adds them to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    pub rows: usize,
    pub cols: usize,
    pub kings: bool,
    pub base: Base,
    /// Whether a region starts on every line (`+dense`: overlapping regions, about four
    /// times as many), not every second one.
    pub dense: bool,
}

impl Shape {
    pub const DEFAULT: Shape = Shape { rows: 4, cols: 4, kings: false, base: Base::Hand, dense: false };

    /// Regions of `rows` x `cols` without king terms, on the hand-set evaluation.
    pub const fn regions(rows: usize, cols: usize) -> Shape {
        Shape { rows, cols, kings: false, base: Base::Hand, dense: false }
    }

    /// Reads `RxC` (e.g. `2x4`), `RxC+kings` with the king terms, either with
    /// `+material` after it for the material base, and any of them with `+dense` last.
    pub fn parse(text: &str) -> Result<Shape, String> {
        let bad = || format!("learned-shape: not a region size ROWSxCOLUMNS[+kings][+material][+dense]: {text}");
        let (text, dense) = match text.strip_suffix("+dense") {
            Some(rest) => (rest, true),
            None => (text, false),
        };
        let (text_kings, base) = match text.strip_suffix("+material") {
            Some(rest) => (rest, Base::Material),
            None => (text, Base::Hand),
        };
        let (size, kings) = match text_kings.strip_suffix("+kings") {
            Some(size) => (size, true),
            None => (text_kings, false),
        };
        let (r, c) = size.split_once('x').ok_or_else(bad)?;
        let (rows, cols) = (r.parse::<usize>().map_err(|_| bad())?, c.parse::<usize>().map_err(|_| bad())?);
        if rows == 0 || cols == 0 || rows > 8 || cols > 8 {
            return Err(bad());
        }
        Ok(Shape { rows, cols, kings, base, dense })
    }
}

impl std::fmt::Display for Shape {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let kings = if self.kings { "+kings" } else { "" };
        let base = if self.base == Base::Material { "+material" } else { "" };
        let dense = if self.dense { "+dense" } else { "" };
        write!(f, "{}x{}{kings}{base}{dense}", self.rows, self.cols)
    }
}

/// Where windows of `size` start along `n` lines: every `step`th line, and the last
/// window flush with the far edge (so every line is covered).
fn starts(n: usize, size: usize, step: usize) -> Vec<usize> {
    let mut at: Vec<usize> = (0..=n - size).step_by(step).collect();
    if at.last() != Some(&(n - size)) {
        at.push(n - size);
    }
    at
}

/// A board's regions: for each side's view, each region's squares as layout bits.
#[derive(Debug, Clone)]
pub struct Regions {
    pub shape: Shape,
    squares: [Vec<Vec<u8>>; 2],
    /// Where each region's weights start (the same region in both views).
    offsets: Vec<u32>,
    /// How many weights the regions have (3^squares a region); the king terms' follow.
    weights: usize,
    /// The king terms, where the shape reads them.
    kings: Option<KingTerms>,
    /// The fast read, where every region holds at most 5 squares (the built-in 3x3
    /// weights); larger regions (4x4, experiments only) are read square by square.
    packed: Option<Packed>,
}

/// Every region's number in both views at once, as a sum over the men: each man adds
/// its square's place value (its digit 1 in the view of its own side, 2 in the other
/// side's) to the number of each region that holds it. The numbers are 8-bit lanes of
/// a few words (a region of at most 5 squares reads at most 3^5 - 1 = 242), so the men
/// cost a few word additions, not a pass over the regions: the pattern read was most of
/// the learned evaluation's cost a node. The first side's view fills the first
/// `view_words` words (region `r` in lane `r`), the second side's the next `view_words`
/// (lanes a view leaves unused stay 0); no lane overflows, as each square holds one man.
#[derive(Debug, Clone)]
struct Packed {
    /// How many words one view's lanes take.
    view_words: usize,
    words: Words,
}

/// The lane increments in 4, 8 or 16 words (as many as the board's lanes need). A size
/// between, ten words for 8x8's 36 dense 3x3 regions, lowered Brazilian's cost ratio by
/// 0.008 and cost the knowledge module 966 bytes of gzip; no shipped file has those regions.
#[derive(Debug, Clone)]
enum Words {
    Four(Lanes<4>),
    Eight(Lanes<8>),
    Sixteen(Lanes<16>),
}

/// Rows of 256 weights a region of more than 5 squares takes in `LaneWeights` (3^8 =
/// 6561 numbers).
const ROWS_A_WIDE_LANE: usize = 6561usize.div_ceil(256);

/// A weight table laid out as the lanes: lane `l`'s number `n` has its weight in row
/// `l * rows_a_lane + n / 256`, column `n % 256` (one row a lane where the read is
/// packed, else `ROWS_A_WIDE_LANE` a region; unused lanes and numbers hold 0), so
/// that the read takes each weight with one load and no region offset or bounds
/// check. The second view's lanes hold each weight's complement `!w`, which is `-w - 1`
/// and fits an i16 for every weight (`-w` does not for -32768): one sum over all lanes
/// plus `negated` (one a complemented lane) is the first view's weights less the
/// second's. Built from the weights once (`Regions::lane_weights`): the same values,
/// read the faster way.
#[derive(Clone)]
pub struct LaneWeights {
    rows: Box<[[i16; 256]]>,
    /// How many lanes hold complemented weights (the regions).
    negated: i32,
    /// The king terms' weights as they are (empty where the shape has none).
    kings: Box<[i16]>,
}

impl std::fmt::Debug for LaneWeights {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "LaneWeights({} rows)", self.rows.len())
    }
}

/// Layout bits a chunk of a side's men takes (`Lanes`): 64 sets of men a chunk.
const CHUNK: u32 = 6;

/// Chunks a 64-bit half of the layout takes (the last one holds 4 bits).
const CHUNKS_A_HALF: usize = 64usize.div_ceil(CHUNK as usize);

/// The lane increments of a chunk's every set of men, in `S` words.
type Block<const S: usize> = [[u64; S]; 1 << CHUNK];

/// By the man's side: for each chunk of `CHUNK` layout bits (the low half's
/// `CHUNKS_A_HALF` chunks, then the high half's, where the layout has one) and each set
/// of men the chunk can hold, the increments of every lane summed over those men. A
/// read adds one row a chunk that holds men (six on 8x8), not one a man: the men's rows
/// were most of the read after the weight loads (docs/learned-eval.md).
#[derive(Debug, Clone)]
struct Lanes<const S: usize> {
    add: [Box<[Block<S>]>; 2],
}

impl<const S: usize> Lanes<S> {
    fn new(squares: &[Vec<Vec<u8>>; 2], view_words: usize) -> Lanes<S> {
        let add = chunk_sums(squares, view_words, S).map(|flat| {
            let block = |words: &[u64]| {
                let mut rows = [[0u64; S]; 1 << CHUNK];
                for (row, sums) in rows.iter_mut().zip(words.chunks_exact(S)) {
                    row.copy_from_slice(sums);
                }
                rows
            };
            flat.chunks_exact(S << CHUNK).map(block).collect()
        });
        Lanes { add }
    }

    /// The lanes of `pos`'s men (kings are not read).
    #[inline(always)]
    fn sum(&self, pos: &Draughts) -> [u64; S] {
        let mut acc = [0u64; S];
        let men = !pos.kings();
        for side in Side::BOTH {
            let (low, high) = self.add[side.index()].split_at(CHUNKS_A_HALF);
            let set = pos.pieces_of(side) & men;
            // In 64-bit halves: plain 64-bit operations where the layout fits (8x8, 10x10).
            for (mut bits, blocks) in [(set as u64, low), ((set >> 64) as u64, high)] {
                for block in blocks {
                    if bits == 0 {
                        break;
                    }
                    for (a, x) in acc.iter_mut().zip(&block[(bits & ((1 << CHUNK) - 1)) as usize]) {
                        *a += x;
                    }
                    bits >>= CHUNK;
                }
            }
        }
        acc
    }

    /// The first view's lane weights less the second's, 8-bit lanes (unrolled: the
    /// search's read).
    #[inline(always)]
    fn score(&self, pos: &Draughts, view_words: usize, weights: &LaneWeights) -> i32 {
        // Of the length the lanes need, so that the loads below need no bounds check.
        let rows = &weights.rows[..S * 8];
        let mut sum = weights.negated;
        for (w, word) in self.sum(pos).iter().enumerate().take(2 * view_words) {
            for (k, n) in word.to_le_bytes().into_iter().enumerate() {
                sum += rows[w * 8 + k][n as usize] as i32;
            }
        }
        sum
    }
}

/// `Lanes`'s tables, by the man's side, flattened (block, set of men, word): the work
/// apart from the word count `words`, so that the module holds one copy of it, not one
/// for each of `Lanes`'s three sizes.
fn chunk_sums(squares: &[Vec<Vec<u8>>; 2], view_words: usize, words: usize) -> [Vec<u64>; 2] {
    // First by layout bit, as one man adds to each region that holds it.
    let mut by_bit = [vec![0u64; 128 * words], vec![0u64; 128 * words]];
    for view in Side::BOTH {
        for (r, list) in squares[view.index()].iter().enumerate() {
            let at = view.index() * view_words * 64 + r * 8;
            for (i, &b) in list.iter().enumerate() {
                let place = 3u64.pow((list.len() - 1 - i) as u32);
                for man in Side::BOTH {
                    let digit = if man == view { 1 } else { 2 };
                    by_bit[man.index()][b as usize * words + at / 64] += (digit * place) << (at % 64);
                }
            }
        }
    }
    let highest = squares.iter().flatten().flatten().copied().max().unwrap_or(0) as usize;
    let high_chunks = if highest < 64 { 0 } else { (highest - 64) / CHUNK as usize + 1 };
    let chunks: Vec<(usize, usize)> = (0..CHUNKS_A_HALF).map(|c| (0, c)).chain((0..high_chunks).map(|c| (1, c))).collect();
    by_bit.map(|bits| {
        let mut flat = vec![0u64; chunks.len() * (words << CHUNK)];
        for (k, &(half, chunk)) in chunks.iter().enumerate() {
            for set in 0..1usize << CHUNK {
                let row = &mut flat[(k << CHUNK | set) * words..][..words];
                for i in 0..CHUNK as usize {
                    // The half's last chunk stops at its 64th bit.
                    let in_half = chunk * CHUNK as usize + i;
                    if in_half < 64 && set >> i & 1 == 1 {
                        let bit = half * 64 + in_half;
                        for (a, x) in row.iter_mut().zip(&bits[bit * words..][..words]) {
                            *a += x;
                        }
                    }
                }
            }
        }
        flat
    })
}

impl Packed {
    /// The packed read of these regions, if each holds at most 5 squares.
    fn new(squares: &[Vec<Vec<u8>>; 2]) -> Result<Option<Packed>, String> {
        if squares.iter().flatten().any(|list| list.len() > 5) {
            return Ok(None);
        }
        let view_words = squares[0].len().div_ceil(8);
        let words = match 2 * view_words {
            0..=4 => Words::Four(Lanes::new(squares, view_words)),
            5..=8 => Words::Eight(Lanes::new(squares, view_words)),
            9..=16 => Words::Sixteen(Lanes::new(squares, view_words)),
            _ => return Err("learned-board: too many regions".to_string()),
        };
        Ok(Some(Packed { view_words, words }))
    }

    /// How many words the sums take (those of both views and any left unused).
    fn word_count(&self) -> usize {
        match &self.words {
            Words::Four(_) => 4,
            Words::Eight(_) => 8,
            Words::Sixteen(_) => 16,
        }
    }

    /// The first view's weights less the second's.
    #[inline]
    fn score(&self, pos: &Draughts, weights: &LaneWeights) -> i32 {
        let v = self.view_words;
        match &self.words {
            Words::Four(w) => w.score(pos, v, weights),
            Words::Eight(w) => w.score(pos, v, weights),
            Words::Sixteen(w) => w.score(pos, v, weights),
        }
    }
}

impl Regions {
    /// The 4x4 regions of `board`.
    pub fn new(board: &Board) -> Result<Regions, String> {
        Regions::with_shape(board, Shape::DEFAULT)
    }

    /// The regions of `shape` on `board`; an error for a board smaller than a region
    /// or a region of more than eight playable squares (boards of every square).
    pub fn with_shape(board: &Board, shape: Shape) -> Result<Regions, String> {
        let g = board.grid;
        if g.rows < shape.rows || g.cols < shape.cols {
            return Err("learned-board: the board is smaller than a region".to_string());
        }
        let mut squares = [Vec::new(), Vec::new()];
        let step = if shape.dense { 1 } else { 2 };
        for side in Side::BOTH {
            for &r0 in &starts(g.rows, shape.rows, step) {
                for &c0 in &starts(g.cols, shape.cols, step) {
                    let mut list = Vec::new();
                    for r in r0..r0 + shape.rows {
                        for c in c0..c0 + shape.cols {
                            let cell = own_cell(board, side, g.cell(r, c));
                            if board.index[cell] != NONE {
                                list.push(board.bits.bit[cell]);
                            }
                        }
                    }
                    if list.len() > MAX_REGION_SQUARES {
                        return Err(format!("learned-board: a {shape} region holds {} playable squares (at most 8)", list.len()));
                    }
                    squares[side.index()].push(list);
                }
            }
        }
        if squares[0].iter().zip(&squares[1]).any(|(a, b)| a.len() != b.len()) {
            return Err("learned-board: a region holds more squares seen from one side".to_string());
        }
        let mut offsets = Vec::new();
        let mut weights = 0;
        for list in &squares[0] {
            offsets.push(weights as u32);
            weights += 3usize.pow(list.len() as u32);
        }
        let packed = Packed::new(&squares)?;
        if packed.is_none() && cfg!(target_arch = "wasm32") {
            return Err("learned-board: regions of more than 5 squares are read natively only".to_string());
        }
        let kings = shape.kings.then(|| KingTerms::new(board));
        Ok(Regions { shape, squares, offsets, weights, kings, packed })
    }

    /// How many regions the board has (9 on 8x8, 16 on 10x10 with 4x4 regions).
    pub fn count(&self) -> usize {
        self.squares[0].len()
    }

    /// How many weights the regions have (a number of each region's squares), and the
    /// king terms (a number of theirs).
    pub fn weight_count(&self) -> usize {
        self.weights + if self.kings.is_some() { KING_NUMBERS } else { 0 }
    }

    /// How many weight indexes `indexes` gives a view: one a region, one for the king terms.
    pub fn features(&self) -> usize {
        self.count() + self.kings.is_some() as usize
    }

    /// Region `r`'s number seen from `side`: its squares in order as base-3 digits
    /// (empty 0, a man of `side` 1, of the other side 2; kings are not read).
    fn number(&self, pos: &Draughts, side: Side, r: usize) -> usize {
        let men = !pos.kings();
        let (own, their) = (pos.pieces_of(side) & men, pos.pieces_of(side.other()) & men);
        let digit = |b: u8| ((own >> b) & 1) as usize + 2 * ((their >> b) & 1) as usize;
        self.squares[side.index()][r].iter().fold(0, |n, &b| n * 3 + digit(b))
    }

    /// The weight index (region's offset + number) of every region seen from `side`,
    /// then the king terms' (after every region's weights).
    pub fn indexes(&self, pos: &Draughts, side: Side, mut each: impl FnMut(usize)) {
        for (r, &offset) in self.offsets.iter().enumerate() {
            each(offset as usize + self.number(pos, side, r));
        }
        if let Some(kings) = &self.kings {
            each(self.weights + kings.number(pos, side));
        }
    }

    /// The lane of region `r` seen from `view`, and the rows of 256 weights a lane takes.
    fn lane_of(&self, view: Side, r: usize) -> (usize, usize) {
        match &self.packed {
            Some(p) => (view.index() * p.view_words * 8 + r, 1),
            None => (view.index() * self.count() + r, ROWS_A_WIDE_LANE),
        }
    }

    /// `weights` (one a region's number, as `indexes` counts them) laid out for `score`.
    pub fn lane_weights(&self, weights: &[i16]) -> Result<LaneWeights, String> {
        if weights.len() != self.weight_count() {
            return Err("learned-board: the weights do not fit the regions".to_string());
        }
        let lanes = self.packed.as_ref().map_or(2 * self.count() * ROWS_A_WIDE_LANE, |p| p.word_count() * 8);
        let mut rows = vec![[0i16; 256]; lanes];
        for view in Side::BOTH {
            for (r, list) in self.squares[view.index()].iter().enumerate() {
                let first = self.offsets[r] as usize;
                let (lane, rows_a_lane) = self.lane_of(view, r);
                // A region seen from either side holds as many squares (a half turn
                // keeps a board's playable squares), checked where the regions are made.
                for (n, &w) in weights[first..first + 3usize.pow(list.len() as u32)].iter().enumerate() {
                    rows[lane * rows_a_lane + n / 256][n % 256] = if view == Side::First { w } else { !w };
                }
            }
        }
        let kings = weights[self.weights..].into();
        Ok(LaneWeights { rows: rows.into_boxed_slice(), negated: self.count() as i32, kings })
    }

    /// The patterns' sum for the side to move: its regions' weights less the other's.
    #[inline]
    pub fn score(&self, pos: &Draughts, weights: &LaneWeights) -> i32 {
        let mut first = match &self.packed {
            Some(p) => p.score(pos, weights),
            #[cfg(not(target_arch = "wasm32"))]
            None => self.wide_score(pos, weights),
            // Never: `with_shape` refuses such regions there.
            #[cfg(target_arch = "wasm32")]
            None => 0,
        };
        if let Some(kings) = &self.kings {
            // `lane_weights` gave the table all KING_NUMBERS weights (a number is below it).
            let table = &weights.kings[..KING_NUMBERS];
            let [n0, n1] = kings.numbers(pos);
            first += table[n0] as i32 - table[n1] as i32;
        }
        if pos.side_to_move() == Side::First {
            first
        } else {
            -first
        }
    }

    /// `score`'s first view's sum for regions of more than 5 squares (none built in),
    /// region by region: natively only (the fitting tool's experiments), as the wasm
    /// modules carry only the built-in weights and count every byte.
    #[cfg(not(target_arch = "wasm32"))]
    fn wide_score(&self, pos: &Draughts, weights: &LaneWeights) -> i32 {
        let mut sum = weights.negated;
        for view in Side::BOTH {
            for r in 0..self.count() {
                let (lane, n) = (self.lane_of(view, r).0, self.number(pos, view, r));
                sum += weights.rows[lane * ROWS_A_WIDE_LANE + n / 256][n % 256] as i32;
            }
        }
        sum
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_position as position;
    use super::*;

    #[test]
    fn an_eight_by_eight_board_has_nine_regions_and_ten_by_ten_sixteen() {
        assert_eq!(Regions::new(position("american", "B:B1:W32").board()).unwrap().count(), 9);
        assert_eq!(Regions::new(position("international", "W:W46:B5").board()).unwrap().count(), 16);
        assert!(Regions::new(position("turkish", "W:Wa2:Ba7").board()).is_err());
    }

    #[test]
    fn smaller_shapes_cover_every_square_with_fewer_weights() {
        let board = position("american", "B:B1:W32").board().clone();
        for (text, regions, weights) in [("4x4", 9, 9 * 6561), ("2x4", 12, 12 * 81), ("3x3", 16, 10 * 81 + 6 * 243)] {
            let r = Regions::with_shape(&board, Shape::parse(text).unwrap()).unwrap();
            assert_eq!((r.count(), r.weight_count()), (regions, weights), "{text}");
            assert_eq!(r.shape.to_string(), text);
            let covered = r.squares[0].iter().flatten().fold(0u128, |m, &b| m | 1u128 << b);
            assert_eq!(covered.count_ones(), 32, "{text}: every playable square in some region");
        }
        assert!(Shape::parse("4").is_err() && Shape::parse("0x4").is_err() && Shape::parse("2xa").is_err());
        // Dense regions start on every line: 6 x 6 of 3x3 on 8x8 (half with five dark
        // squares, half with four), covering every square, each square in up to nine.
        for text in ["3x3+dense", "3x3+kings+dense", "3x3+kings+material+dense"] {
            let r = Regions::with_shape(&board, Shape::parse(text).unwrap()).unwrap();
            let kings = if r.shape.kings { KING_NUMBERS } else { 0 };
            assert_eq!((r.count(), r.weight_count()), (36, 18 * 81 + 18 * 243 + kings), "{text}");
            assert_eq!(r.shape.to_string(), text);
            let covered = r.squares[0].iter().flatten().fold(0u128, |m, &b| m | 1u128 << b);
            assert_eq!(covered.count_ones(), 32, "{text}");
        }
        assert!(Shape::parse("3x3+dense+kings").is_err(), "+dense comes last");
        // 3x3 regions hold five dark squares where their corner is dark, else four.
        // Turkish (every square playable): a 2x4 region holds 8 squares, a 3x3 one 9.
        let turkish = position("turkish", "W:Wa2:Ba7").board().clone();
        assert_eq!(Regions::with_shape(&turkish, Shape::parse("2x4").unwrap()).unwrap().weight_count(), 12 * 6561);
        assert!(Regions::with_shape(&turkish, Shape::parse("3x3").unwrap()).is_err());
    }

    /// Each region's number read the plain way: its squares in order as base-3 digits;
    /// then the king terms' number, after every region's weights.
    fn plain_read(regions: &Regions, pos: &Draughts, side: Side) -> Vec<usize> {
        let men = !pos.kings();
        let (own, their) = (pos.pieces_of(side) & men, pos.pieces_of(side.other()) & men);
        let digit = |b: u8| ((own >> b) & 1) as usize + 2 * ((their >> b) & 1) as usize;
        let lists = regions.squares[side.index()].iter().zip(&regions.offsets);
        let mut read: Vec<usize> = lists.map(|(list, &offset)| offset as usize + list.iter().fold(0, |n, &b| n * 3 + digit(b))).collect();
        if regions.shape.kings {
            read.push(regions.weights + KingTerms::new(pos.board()).number(pos, side));
        }
        read
    }

    #[test]
    fn the_packed_read_gives_each_regions_number_on_full_boards_of_both_sizes() {
        // Full boards fill the lanes most (a region of men of the other side reads
        // 3^squares - 1): 8-bit lanes (3x3, 2x4) and 16-bit ones (4x4), 4 or 8 words.
        let all = |id: &str| {
            let opts = crate::core::Options::none().resolve(id, &super::super::variants::options(id)).unwrap();
            super::super::start(id, &opts).unwrap()
        };
        let american_full =
            position("american", "B:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16:W17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,K32");
        let positions = [all("american"), all("international"), american_full, position("international", "W:W31,32,33,K45:B12,19,20,24")];
        for pos in &positions {
            for shape in ["4x4", "2x4", "3x3", "3x3+kings", "2x2+kings", "3x3+kings+dense"] {
                let regions = Regions::with_shape(pos.board(), Shape::parse(shape).unwrap()).unwrap();
                for side in Side::BOTH {
                    let mut read = Vec::new();
                    regions.indexes(pos, side, |i| read.push(i));
                    assert_eq!(read, plain_read(&regions, pos, side), "{} {shape}", pos.variant().id);
                }
                let weights: Vec<i16> = (0..regions.weight_count()).map(|i| (i % 23) as i16 - 11).collect();
                let me = pos.side_to_move();
                let plain: i32 = plain_read(&regions, pos, me).iter().map(|&i| weights[i] as i32).sum::<i32>()
                    - plain_read(&regions, pos, me.other()).iter().map(|&i| weights[i] as i32).sum::<i32>();
                let lanes = regions.lane_weights(&weights).unwrap();
                assert_eq!(regions.score(pos, &lanes), plain, "{} {shape}", pos.variant().id);
            }
        }
    }

    #[test]
    fn the_lane_read_gives_the_plain_sum_on_seeded_positions_of_every_game_with_built_in_weights() {
        // The learned evaluation as first written (docs/learned-eval.md): the hand-set
        // score times the scale, rounded, plus each region's weight read the plain way.
        use crate::core::Rules;
        let built_in = super::super::variants::VARIANTS.iter().filter(|v| super::super::eval_learned::shipped_bytes(v).is_some());
        for id in built_in.map(|v| v.id) {
            // A generator per game: a game given weights leaves the others' samples as they were.
            let mut rng = crate::ai::rng::Rng::new(33);
            let opts = crate::core::Options::none().resolve(id, &super::super::variants::options(id)).unwrap();
            let start = super::super::start(id, &opts).unwrap();
            let model = super::super::eval_learned::shipped(start.variant(), start.board()).expect(id);
            let (weights, mut moves, mut read, mut kings) = (model.weights(), Vec::new(), 0, 0);
            for _ in 0..30 {
                let mut pos = start.clone();
                for _ in 0..150 {
                    // The model's base, written out (the hand-set evaluation, or its material part).
                    let base = match model.regions.shape.base {
                        Base::Hand => super::super::eval::hand_evaluate(&pos),
                        Base::Material => super::super::eval::material_evaluate(&pos),
                    };
                    let me = pos.side_to_move();
                    let sum = |side| plain_read(&model.regions, &pos, side).iter().map(|&i| weights[i] as i32).sum::<i32>();
                    let plain = (base as f32 * model.scale).round() as i32 + sum(me) - sum(me.other());
                    assert_eq!(model.evaluate(&pos), plain, "{id} {}", super::super::fen::write(&pos));
                    read += 1;
                    kings += (pos.kings() != 0) as usize;
                    moves.clear();
                    pos.generate(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    pos.apply(&moves[rng.below(moves.len())]);
                }
            }
            assert!(read > 1000 && kings > 100, "{id}: {read} positions, {kings} with kings");
        }
    }

    #[test]
    fn a_position_and_its_mirror_with_colours_swapped_read_the_same_patterns() {
        // American: square s turned half a turn is 33 - s; with the colours and the side
        // to move swapped the two positions are one (and neither is its own mirror).
        let a = position("american", "B:B1,6,10:W27,32,K20");
        let b = position("american", "W:W32,27,23:B6,1,K13");
        for shape in ["4x4", "2x4", "3x3", "3x3+kings"] {
            let regions = Regions::with_shape(a.board(), Shape::parse(shape).unwrap()).unwrap();
            let (mut ia, mut ib) = (Vec::new(), Vec::new());
            regions.indexes(&a, a.side_to_move(), |i| ia.push(i));
            regions.indexes(&b, b.side_to_move(), |i| ib.push(i));
            assert_eq!(ia, ib, "{shape}");
            assert!(ia.iter().zip(&regions.offsets).any(|(&i, &offset)| i != offset as usize), "{shape}: some region holds a man");
            // Each number is the region's squares read in order as base-3 digits.
            let read = |pos: &Draughts, side: Side| plain_read(&regions, pos, side);
            assert_eq!(ia, read(&a, a.side_to_move()), "{shape}");
            assert_eq!(ib, read(&b, b.side_to_move()), "{shape}");
            // And the sum is antisymmetric: the same from the side to move of each.
            let weights: Vec<i16> = (0..regions.weight_count()).map(|i| (i % 17) as i16 - 8).collect();
            let lanes = regions.lane_weights(&weights).unwrap();
            assert_eq!(regions.score(&a, &lanes), regions.score(&b, &lanes), "{shape}");
            // Not trivially: the two sides' views of one position differ.
            let mut other = Vec::new();
            regions.indexes(&a, a.side_to_move().other(), |i| other.push(i));
            assert_ne!(ia, other, "{shape}");
        }
    }
}
