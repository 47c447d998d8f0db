//! The perfect index of one material signature: every placement of its pieces, with
//! either side to move, as one number. Men are ranked among the squares a man can
//! stand on (not its own crowning row), each side's men on their own; kings are ranked
//! among the squares the men left empty, the second side's kings among those the first
//! side's kings left. The only numbers that name no position are those where the two
//! sides' men overlap (`Placement` returns None for them).

/// Men and kings of each side (by side index).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Signature {
    pub men: [u8; 2],
    pub kings: [u8; 2],
}

impl Signature {
    pub fn pieces(&self, side: usize) -> u8 {
        self.men[side] + self.kings[side]
    }

    /// The signature with the sides' material swapped ("1m-2k" for "2k-1m").
    pub fn swapped(&self) -> Signature {
        Signature { men: [self.men[1], self.men[0]], kings: [self.kings[1], self.kings[0]] }
    }

    pub fn total(&self) -> u8 {
        self.pieces(0) + self.pieces(1)
    }

    /// "2m1k-1k": side 0's men and kings, then side 1's (the file name's part).
    pub fn name(&self) -> String {
        let side = |s: usize| {
            let mut t = String::new();
            if self.men[s] > 0 {
                t += &format!("{}m", self.men[s]);
            }
            if self.kings[s] > 0 {
                t += &format!("{}k", self.kings[s]);
            }
            t
        };
        format!("{}-{}", side(0), side(1))
    }

    /// Every signature of `total` pieces with at least one piece a side, fewer men first
    /// (a man's move that crowns leads to a signature with one man fewer: solved before).
    pub fn all_of(total: u8) -> Vec<Signature> {
        // Made in order, not sorted: a sort is kilobytes of the page's wasm.
        let mut out = Vec::new();
        for men in 0..=total {
            for a in 1..total {
                let b = total - a;
                for m0 in 0..=a.min(men) {
                    let m1 = men - m0;
                    if m1 <= b {
                        out.push(Signature { men: [m0, m1], kings: [a - m0, b - m1] });
                    }
                }
            }
        }
        out
    }
}

/// Binomial coefficients C(n, k) for n, k up to 128.
pub struct Binomials(Vec<[u64; 9]>);

impl Default for Binomials {
    fn default() -> Binomials {
        Binomials::new()
    }
}

impl Binomials {
    pub fn new() -> Binomials {
        let mut t = vec![[0u64; 9]; 129];
        for n in 0..129 {
            t[n][0] = 1;
            for k in 1..9 {
                t[n][k] = if n == 0 { 0 } else { t[n - 1][k - 1] + t[n - 1][k] };
            }
        }
        Binomials(t)
    }

    pub fn c(&self, n: usize, k: usize) -> u64 {
        self.0[n][k]
    }

    /// The `k` ascending squares, each below `n`, of colex rank `r`.
    fn unrank(&self, mut r: u64, k: usize, n: usize, out: &mut [u8]) {
        let mut top = n;
        for i in (0..k).rev() {
            // The largest s below `top` with C(s, i + 1) <= r (C grows with s), by bisection.
            let (mut lo, mut hi) = (i, top - 1);
            while lo < hi {
                let mid = (lo + hi).div_ceil(2);
                if self.c(mid, i + 1) <= r {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            let s = lo;
            out[i] = s as u8;
            r -= self.c(s, i + 1);
            top = s;
        }
    }
}

/// A placement: each group's squares as playable indexes, as a bitset.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub men: [u128; 2],
    pub kings: [u128; 2],
    pub side: usize,
}

/// The index of one signature on one board.
pub struct Indexer {
    pub sig: Signature,
    /// Playable squares on the board.
    n: usize,
    /// The squares each side's men may stand on (playable indexes, ascending).
    man_squares: [Vec<u8>; 2],
    /// Playable index -> its position in `man_squares[side]` (u8::MAX if none).
    man_slot: [Vec<u8>; 2],
    /// Sizes of the four groups' rank ranges: men 0, men 1, kings 0, kings 1.
    ranges: [u64; 4],
    /// Positions per side to move.
    per_side: u64,
    bin: Binomials,
}

impl Indexer {
    /// `crown[side]`: the playable indexes of the row where `side`'s men are crowned.
    pub fn new(sig: Signature, n: usize, crown: [u128; 2]) -> Indexer {
        let bin = Binomials::new();
        let man_squares: [Vec<u8>; 2] = [0, 1].map(|s| (0..n as u8).filter(|&i| crown[s] >> i & 1 == 0).collect());
        let man_slot = [0, 1].map(|s| {
            let mut slot = vec![u8::MAX; n];
            for (j, &i) in man_squares[s].iter().enumerate() {
                slot[i as usize] = j as u8;
            }
            slot
        });
        let free = n - sig.men[0] as usize - sig.men[1] as usize;
        let ranges = [
            bin.c(man_squares[0].len(), sig.men[0] as usize),
            bin.c(man_squares[1].len(), sig.men[1] as usize),
            bin.c(free, sig.kings[0] as usize),
            bin.c(free - sig.kings[0] as usize, sig.kings[1] as usize),
        ];
        let per_side = ranges.iter().product();
        Indexer { sig, n, man_squares, man_slot, ranges, per_side, bin }
    }

    /// Every index is below this.
    pub fn size(&self) -> u64 {
        self.per_side * 2
    }

    pub fn index(&self, p: &Placement) -> u64 {
        let men = p.men[0] | p.men[1];
        let ranks = [
            self.rank_of(p.men[0], |i| self.man_slot[0][i as usize]),
            self.rank_of(p.men[1], |i| self.man_slot[1][i as usize]),
            self.rank_of(p.kings[0], |i| compress(i, men)),
            self.rank_of(p.kings[1], |i| compress(i, men | p.kings[0])),
        ];
        self.ranges.iter().zip(ranks).fold(p.side as u64, |idx, (range, rank)| idx * range + rank)
    }

    /// The colex rank of the squares of `set`, each numbered by `f` (which keeps their order).
    #[inline(always)]
    fn rank_of(&self, mut set: u128, f: impl Fn(u8) -> u8) -> u64 {
        let (mut rank, mut k) = (0, 1);
        while set != 0 {
            rank += self.bin.c(f(set.trailing_zeros() as u8) as usize, k);
            set &= set - 1;
            k += 1;
        }
        rank
    }

    /// The placement of index `idx`, None where the two sides' men would share a square.
    pub fn placement(&self, idx: u64) -> Option<Placement> {
        self.placement_after(idx, &mut Unranked::default())
    }

    /// `placement(idx)`, unranking only the groups whose rank (or a group before them)
    /// changed since the last call with `last`: walking the indexes in order, most steps
    /// unrank the second side's kings alone.
    pub fn placement_after(&self, mut idx: u64, last: &mut Unranked) -> Option<Placement> {
        let mut ranks = [0u64; 4];
        for g in (0..4).rev() {
            ranks[g] = idx % self.ranges[g];
            idx /= self.ranges[g];
        }
        let side = idx as usize;
        let first = (0..4).find(|&g| g >= last.known || ranks[g] != last.ranks[g]).unwrap_or(4);
        let men = self.sig.men[0] as usize + self.sig.men[1] as usize;
        let mut buf = [0u8; 8];
        for (g, &rank) in ranks.iter().enumerate().skip(first) {
            let set = if g < 2 {
                let k = self.sig.men[g] as usize;
                self.bin.unrank(rank, k, self.man_squares[g].len(), &mut buf);
                buf[..k].iter().fold(0, |set, &j| set | 1u128 << self.man_squares[g][j as usize])
            } else {
                if last.sets[0] & last.sets[1] != 0 {
                    return None;
                }
                let s = g - 2;
                let k = self.sig.kings[s] as usize;
                let taken = last.sets[0] | last.sets[1] | if s == 1 { last.sets[2] } else { 0 };
                let free = self.n - men - if s == 1 { self.sig.kings[0] as usize } else { 0 };
                self.bin.unrank(rank, k, free, &mut buf);
                buf[..k].iter().fold(0, |set, &j| set | 1u128 << expand(j, taken))
            };
            (last.ranks[g], last.sets[g], last.known) = (rank, set, g + 1);
        }
        if last.sets[0] & last.sets[1] != 0 {
            return None;
        }
        Some(Placement { men: [last.sets[0], last.sets[1]], kings: [last.sets[2], last.sets[3]], side })
    }
}

/// What `Indexer::placement_after` keeps between calls: the ranks of the four groups
/// (men 0, men 1, kings 0, kings 1) last unranked and their squares; `known` groups of
/// them are up to date.
#[derive(Default)]
pub struct Unranked {
    ranks: [u64; 4],
    sets: [u128; 4],
    known: usize,
}

/// Square `i`'s number among the squares not in `taken` (a few squares: counted one by
/// one, cheaper than a popcount of 128 bits where the target has no popcount instruction).
fn compress(i: u8, mut taken: u128) -> u8 {
    let mut below = 0;
    while taken != 0 && (taken.trailing_zeros() as u8) < i {
        below += 1;
        taken &= taken - 1;
    }
    i - below
}

/// The `j`-th square (from 0) not in `taken`: `j` moved past each taken square at or
/// below it, in ascending order.
fn expand(j: u8, mut taken: u128) -> u8 {
    let mut at = j;
    while taken != 0 {
        let t = taken.trailing_zeros() as u8;
        if t > at {
            break;
        }
        at += 1;
        taken &= taken - 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_index_of_a_signature_round_trips_through_its_placement() {
        let crown = [0b1111u128 << 28, 0b1111];
        for sig in Signature::all_of(3) {
            let ix = Indexer::new(sig, 32, crown);
            let mut valid = 0;
            let mut last = Unranked::default();
            for i in 0..ix.size() {
                let walked = ix.placement_after(i, &mut last);
                assert_eq!(walked, ix.placement(i), "{}", sig.name());
                if let Some(p) = walked {
                    assert_eq!(ix.index(&p), i, "{}", sig.name());
                    valid += 1;
                }
            }
            assert!(valid > 0);
        }
    }
}
