//! 81-square bitboards and attack tables, computed at compile time (no init call).
//!
//! A square is the view's cell: row-major, row 0 = rank "a" (Gote's back rank),
//! column 0 = file 9. Sliding attacks use the classical ray method: the ray from a
//! square in one direction, cut at the first blocker found by a bit scan.

pub type Bb = u128;

pub const FULL: Bb = (1u128 << 81) - 1;
/// "No square" (a missing king, the from-square of a drop).
pub const NO_SQ: u8 = 255;

pub const fn bit(sq: usize) -> Bb {
    1u128 << sq
}

#[inline]
pub fn lsb(b: Bb) -> usize {
    b.trailing_zeros() as usize
}

#[inline]
pub fn msb(b: Bb) -> usize {
    127 - b.leading_zeros() as usize
}

/// Removes and returns the lowest square of a non-empty set.
#[inline]
pub fn pop(b: &mut Bb) -> usize {
    let s = lsb(*b);
    *b &= *b - 1;
    s
}

#[inline]
pub fn more_than_one(b: Bb) -> bool {
    b & b.wrapping_sub(1) != 0
}

/// Directions (row delta, column delta): N, NE, E, SE, S, SW, W, NW. "N" is towards
/// rank a (Sente's forward), "E" towards file 1.
const DELTAS: [(i32, i32); 8] = [(-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1)];
pub const N: usize = 0;
pub const NE: usize = 1;
pub const E: usize = 2;
pub const SE: usize = 3;
pub const S: usize = 4;
pub const SW: usize = 5;
pub const W: usize = 6;
pub const NW: usize = 7;
/// Not aligned (in `DIRECTION`).
pub const NO_DIR: u8 = 8;

const fn build_rays() -> [[Bb; 81]; 8] {
    let mut t = [[0; 81]; 8];
    let mut d = 0;
    while d < 8 {
        let (dr, dc) = DELTAS[d];
        let mut sq = 0;
        while sq < 81 {
            let mut r = (sq / 9) as i32 + dr;
            let mut c = (sq % 9) as i32 + dc;
            let mut b = 0;
            while r >= 0 && r < 9 && c >= 0 && c < 9 {
                b |= 1u128 << (r * 9 + c);
                r += dr;
                c += dc;
            }
            t[d][sq] = b;
            sq += 1;
        }
        d += 1;
    }
    t
}

/// Every square from `sq` to the edge in a direction, `sq` excluded.
pub static RAYS: [[Bb; 81]; 8] = build_rays();

const fn build_direction() -> [[u8; 81]; 81] {
    let rays = build_rays();
    let mut t = [[NO_DIR; 81]; 81];
    let mut a = 0;
    while a < 81 {
        let mut d = 0;
        while d < 8 {
            let mut b = 0;
            while b < 81 {
                if rays[d][a] & (1u128 << b) != 0 {
                    t[a][b] = d as u8;
                }
                b += 1;
            }
            d += 1;
        }
        a += 1;
    }
    t
}

/// The direction from one square to another when they share a line.
pub static DIRECTION: [[u8; 81]; 81] = build_direction();

/// Squares strictly between two aligned squares (empty when not aligned or adjacent).
#[inline]
pub fn between(a: usize, b: usize) -> Bb {
    let d = DIRECTION[a][b];
    if d == NO_DIR {
        return 0;
    }
    (RAYS[d as usize][a] ^ RAYS[d as usize][b]) & !bit(b)
}

/// The whole ray from `from` through `through` (the line a pinned piece may keep to).
#[inline]
pub fn ray_through(from: usize, through: usize) -> Bb {
    let d = DIRECTION[from][through];
    if d == NO_DIR {
        0
    } else {
        RAYS[d as usize][from]
    }
}

#[inline]
fn ray<const D: usize>(sq: usize, occ: Bb) -> Bb {
    let r = RAYS[D][sq];
    let blockers = r & occ;
    if blockers == 0 {
        return r;
    }
    // E, SE, S, SW run towards higher squares: their first blocker is the lowest bit.
    let first = if D == E || D == SE || D == S || D == SW { lsb(blockers) } else { msb(blockers) };
    r ^ RAYS[D][first]
}

#[inline]
pub fn rook_attacks(sq: usize, occ: Bb) -> Bb {
    ray::<N>(sq, occ) | ray::<E>(sq, occ) | ray::<S>(sq, occ) | ray::<W>(sq, occ)
}

#[inline]
pub fn bishop_attacks(sq: usize, occ: Bb) -> Bb {
    ray::<NE>(sq, occ) | ray::<SE>(sq, occ) | ray::<SW>(sq, occ) | ray::<NW>(sq, occ)
}

/// A lance of `side` (0 = Sente, moving towards rank a).
#[inline]
pub fn lance_attacks(side: usize, sq: usize, occ: Bb) -> Bb {
    if side == 0 {
        ray::<N>(sq, occ)
    } else {
        ray::<S>(sq, occ)
    }
}

/// Step offsets for Sente; Gote's are mirrored (row delta negated).
const PAWN_STEPS: &[(i32, i32)] = &[(-1, 0)];
const KNIGHT_STEPS: &[(i32, i32)] = &[(-2, -1), (-2, 1)];
const SILVER_STEPS: &[(i32, i32)] = &[(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 1)];
const GOLD_STEPS: &[(i32, i32)] = &[(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, 0)];
const KING_STEPS: &[(i32, i32)] = &[(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)];

const fn build_steps(steps: &[(i32, i32)]) -> [[Bb; 81]; 2] {
    let mut t = [[0; 81]; 2];
    let mut side = 0;
    while side < 2 {
        let sign = if side == 0 { 1 } else { -1 };
        let mut sq = 0;
        while sq < 81 {
            let mut b = 0;
            let mut i = 0;
            while i < steps.len() {
                let r = (sq / 9) as i32 + steps[i].0 * sign;
                let c = (sq % 9) as i32 + steps[i].1;
                if r >= 0 && r < 9 && c >= 0 && c < 9 {
                    b |= 1u128 << (r * 9 + c);
                }
                i += 1;
            }
            t[side][sq] = b;
            sq += 1;
        }
        side += 1;
    }
    t
}

pub static PAWN_ATTACKS: [[Bb; 81]; 2] = build_steps(PAWN_STEPS);
pub static KNIGHT_ATTACKS: [[Bb; 81]; 2] = build_steps(KNIGHT_STEPS);
pub static SILVER_ATTACKS: [[Bb; 81]; 2] = build_steps(SILVER_STEPS);
pub static GOLD_ATTACKS: [[Bb; 81]; 2] = build_steps(GOLD_STEPS);
pub static KING_ATTACKS: [Bb; 81] = build_steps(KING_STEPS)[0];

const fn rows(from: usize, to: usize) -> Bb {
    let mut b = 0;
    let mut r = from;
    while r <= to {
        b |= 0x1FFu128 << (r * 9);
        r += 1;
    }
    b
}

/// The promotion zone of each side: the far three ranks.
pub const ZONE: [Bb; 2] = [rows(0, 2), rows(6, 8)];
/// The last rank of each side (pawns and lances could never move from it).
pub const LAST_RANK: [Bb; 2] = [rows(0, 0), rows(8, 8)];
/// The last two ranks of each side (knights could never move from them).
pub const LAST_TWO_RANKS: [Bb; 2] = [rows(0, 1), rows(7, 8)];

/// The nine squares of a column (one file).
pub const fn column(col: usize) -> Bb {
    let mut b = 0;
    let mut r = 0;
    while r < 9 {
        b |= 1u128 << (r * 9 + col);
        r += 1;
    }
    b
}

pub static COLUMNS: [Bb; 9] = {
    let mut t = [0; 9];
    let mut c = 0;
    while c < 9 {
        t[c] = column(c);
        c += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rook_in_the_corner_sees_two_edges() {
        assert_eq!(rook_attacks(0, 0).count_ones(), 16);
        assert_eq!(bishop_attacks(40, 0).count_ones(), 16);
        assert_eq!(rook_attacks(40, bit(41) | bit(31)), RAYS[S][40] | RAYS[W][40] | bit(41) | bit(31));
    }

    #[test]
    fn between_is_exclusive() {
        assert_eq!(between(0, 8), RAYS[E][0] & !bit(8));
        assert_eq!(between(0, 1), 0);
        assert_eq!(between(0, 11), 0);
    }
}
