//! Attack tables over bitboards (square 0 = a1, 63 = h8). Leaper, between and line
//! tables are computed at compile time; slider attacks use fancy magic bitboards whose
//! table is filled once, on first use (about 860 KB, so it is not baked into the wasm).

use std::sync::LazyLock;

pub type Bitboard = u64;

pub const FILE_A: Bitboard = 0x0101_0101_0101_0101;
pub const FILE_H: Bitboard = FILE_A << 7;
pub const RANK_1: Bitboard = 0xFF;

/// The bit of a square.
#[inline(always)]
pub const fn bit(sq: usize) -> Bitboard {
    1u64 << sq
}

/// Iterates over the squares of a bitboard, lowest first.
#[derive(Copy, Clone)]
pub struct Squares(pub Bitboard);

impl Iterator for Squares {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let sq = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(sq)
    }
}

const KNIGHT_STEPS: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const KING_STEPS: [(i32, i32); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

const fn on_board(file: i32, rank: i32) -> bool {
    file >= 0 && file < 8 && rank >= 0 && rank < 8
}

const fn leaper_table(steps: &[(i32, i32); 8]) -> [Bitboard; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < 8 {
            let (f, r) = ((sq % 8) as i32 + steps[i].0, (sq / 8) as i32 + steps[i].1);
            if on_board(f, r) {
                table[sq] |= bit((r * 8 + f) as usize);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const fn pawn_table() -> [[Bitboard; 64]; 2] {
    let mut table = [[0u64; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let b = bit(sq);
        table[0][sq] = ((b & !FILE_A) << 7) | ((b & !FILE_H) << 9);
        table[1][sq] = ((b & !FILE_A) >> 9) | ((b & !FILE_H) >> 7);
        sq += 1;
    }
    table
}

pub static KNIGHT: [Bitboard; 64] = leaper_table(&KNIGHT_STEPS);
pub static KING: [Bitboard; 64] = leaper_table(&KING_STEPS);
/// `PAWN[colour][sq]`: the squares a pawn of that colour on `sq` attacks.
pub static PAWN: [[Bitboard; 64]; 2] = pawn_table();

/// The squares a rider reaches from `sq` along `dirs`, stopping at (and including) blockers.
const fn ride(sq: usize, occupied: Bitboard, dirs: &[(i32, i32); 4]) -> Bitboard {
    let mut attacks = 0u64;
    let mut d = 0;
    while d < 4 {
        let (mut f, mut r) = ((sq % 8) as i32 + dirs[d].0, (sq / 8) as i32 + dirs[d].1);
        while on_board(f, r) {
            let b = bit((r * 8 + f) as usize);
            attacks |= b;
            if occupied & b != 0 {
                break;
            }
            f += dirs[d].0;
            r += dirs[d].1;
        }
        d += 1;
    }
    attacks
}

/// `(between, line)`: the squares strictly between two aligned squares, and the whole
/// line through them edge to edge; both empty when the squares are not aligned.
const fn between_and_line() -> ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) {
    let mut between = [[0u64; 64]; 64];
    let mut line = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = if d < 4 { ROOK_DIRS[d] } else { BISHOP_DIRS[d - 4] };
            let full = {
                let mut l = bit(a);
                let (mut f, mut r) = ((a % 8) as i32 + df, (a / 8) as i32 + dr);
                while on_board(f, r) {
                    l |= bit((r * 8 + f) as usize);
                    f += df;
                    r += dr;
                }
                let (mut f, mut r) = ((a % 8) as i32 - df, (a / 8) as i32 - dr);
                while on_board(f, r) {
                    l |= bit((r * 8 + f) as usize);
                    f -= df;
                    r -= dr;
                }
                l
            };
            let mut gap = 0u64;
            let (mut f, mut r) = ((a % 8) as i32 + df, (a / 8) as i32 + dr);
            while on_board(f, r) {
                let b = (r * 8 + f) as usize;
                between[a][b] = gap;
                line[a][b] = full;
                gap |= bit(b);
                f += df;
                r += dr;
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
}

static BETWEEN_LINE: ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) = between_and_line();

/// The squares strictly between `a` and `b` when they share a line, else empty.
#[inline(always)]
pub fn between(a: usize, b: usize) -> Bitboard {
    BETWEEN_LINE.0[a][b]
}

/// The whole line through `a` and `b` when they share one, else empty.
#[inline(always)]
pub fn line(a: usize, b: usize) -> Bitboard {
    BETWEEN_LINE.1[a][b]
}

/// Multipliers found offline for this project by random search (sparse candidates,
/// shift = 64 - relevant bits); the tables are verified by the perft suite.
#[rustfmt::skip]
const ROOK_MAGICS: [u64; 64] = [
    0x0980008011400020, 0x8340004410002000, 0x0880200090008268, 0x0080080080100004,
    0x8100110004020800, 0x0300010004000822, 0x08801A0029000080, 0x8100050001204882,
    0x0844800081400320, 0x0804402010004000, 0x0108802003100480, 0x0004808008001000,
    0x0003001801001014, 0x0002000200041008, 0x0004008108042210, 0x0105000100009042,
    0x0400808000400021, 0xC100404010002000, 0x0060008010002088, 0x0400808008001000,
    0x4440808008000400, 0x1002008004000280, 0x40024400300D1248, 0x0010020000408104,
    0x0101008200204200, 0x8020002040005000, 0x4100100080802000, 0x4008006A80100280,
    0x1020080080040080, 0x0004010040020040, 0x0018A12400080290, 0x6140004200008104,
    0x4000400020800090, 0x2020002080804000, 0x0000408202002010, 0x0080100501000820,
    0x0000800400800800, 0x000A200408014010, 0x0100800200800100, 0xA00800570200008C,
    0x008000406000C010, 0x1040100028002000, 0x0048200100110040, 0x0068490210030020,
    0x1009080005010010, 0x2142000804010100, 0x1001080110840002, 0x1801004400820001,
    0x010440208D020200, 0x0000400020008080, 0x0200200080100280, 0x0000100020090100,
    0x0204008008020480, 0x8104010040020040, 0x78000201B0080400, 0x0040800051002880,
    0x0050108001002041, 0x208A801100614003, 0x0006002042089082, 0x0011090004201001,
    0x1002001004200802, 0x0005000208040001, 0x0002002701AC0822, 0x000010250184004A,
];

#[rustfmt::skip]
const BISHOP_MAGICS: [u64; 64] = [
    0xC0A0012206040EA0, 0x8010228200420001, 0x0110008220400400, 0x02445C0080106000,
    0x0044042004008100, 0x0880900420408C05, 0x0201080110080002, 0x0000108094202000,
    0x0000042002040108, 0x0000623024110042, 0x0086100094811002, 0x0000044502002080,
    0x0100460211400040, 0x0008109004200004, 0x0202320084844000, 0x8040042421041009,
    0x201010C05102008C, 0x1020888208024080, 0x0108000C80290200, 0x8048000420425203,
    0x0005000090402000, 0x2080400201104100, 0x8820420111101000, 0x4AC0302208821802,
    0x000440001002A840, 0x2002200010041080, 0x1012080201004400, 0x8440040002410120,
    0x1090820084010400, 0x2084852012021000, 0x12040062C1011003, 0x02008205E1090080,
    0x088C102808042080, 0x0802102200904280, 0x8020209002080020, 0x2200080800060A00,
    0x20C0004010010100, 0x0802004100821003, 0x0008024400008080, 0x0000840102008090,
    0x0030A40420244007, 0x0A19084210011282, 0x0004082090019806, 0x6108004208020080,
    0x0081200410110100, 0x1040810701010208, 0x0282047832012080, 0x0010020099000020,
    0x000E010422400840, 0x10204208B0089090, 0x081004440C048000, 0x88C0180084040001,
    0x3100020803040080, 0x890070A041210C00, 0x0020200101010A09, 0x0004100240410400,
    0x0006004402080200, 0x0801062484042000, 0x00010002D7441004, 0x0810080000208800,
    0x0000020808030411, 0x1450001020014440, 0x004060081081A288, 0x0044011404108A00,
];

#[derive(Copy, Clone, Default)]
struct Magic {
    mask: Bitboard,
    magic: u64,
    shift: u32,
    offset: usize,
}

struct Sliders {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    table: Vec<Bitboard>,
}

/// The blockers that matter for a rider on `sq`: its rays without the board edge.
fn relevant(sq: usize, dirs: &[(i32, i32); 4]) -> Bitboard {
    let mut mask = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
        while on_board(f + df, r + dr) {
            mask |= bit((r * 8 + f) as usize);
            f += df;
            r += dr;
        }
    }
    mask
}

fn fill(magics: &[u64; 64], dirs: &[(i32, i32); 4], table: &mut Vec<Bitboard>) -> [Magic; 64] {
    let mut out = [Magic::default(); 64];
    for sq in 0..64 {
        let mask = relevant(sq, dirs);
        let bits = mask.count_ones();
        let m = Magic { mask, magic: magics[sq], shift: 64 - bits, offset: table.len() };
        table.resize(table.len() + (1 << bits), 0);
        // Every subset of the mask (carry-rippler enumeration).
        let mut subset = 0u64;
        loop {
            let index = m.offset + (subset.wrapping_mul(m.magic) >> m.shift) as usize;
            table[index] = ride(sq, subset, dirs);
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        out[sq] = m;
    }
    out
}

static SLIDERS: LazyLock<Sliders> = LazyLock::new(|| {
    let mut table = Vec::with_capacity(107_648);
    let rook = fill(&ROOK_MAGICS, &ROOK_DIRS, &mut table);
    let bishop = fill(&BISHOP_MAGICS, &BISHOP_DIRS, &mut table);
    Sliders { rook, bishop, table }
});

#[inline(always)]
fn lookup(s: &Sliders, m: &Magic, occupied: Bitboard) -> Bitboard {
    s.table[m.offset + ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize]
}

/// Rook attacks from `sq` with `occupied` blocking.
#[inline(always)]
pub fn rook(sq: usize, occupied: Bitboard) -> Bitboard {
    let s = &*SLIDERS;
    lookup(s, &s.rook[sq], occupied)
}

/// Bishop attacks from `sq` with `occupied` blocking.
#[inline(always)]
pub fn bishop(sq: usize, occupied: Bitboard) -> Bitboard {
    let s = &*SLIDERS;
    lookup(s, &s.bishop[sq], occupied)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_lookups_match_ray_walking() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let occ = x & (x >> 3);
            let sq = (x % 64) as usize;
            assert_eq!(rook(sq, occ), ride(sq, occ, &ROOK_DIRS));
            assert_eq!(bishop(sq, occ), ride(sq, occ, &BISHOP_DIRS));
        }
    }

    #[test]
    fn between_and_line_tables() {
        // a1..h8 diagonal: between a1 and d4 are b2 and c3.
        assert_eq!(between(0, 27), bit(9) | bit(18));
        assert_eq!(line(0, 27).count_ones(), 8);
        assert_eq!(between(0, 17), 0);
        assert_eq!(line(0, 17), 0);
        assert_eq!(between(4, 7), bit(5) | bit(6));
    }
}
