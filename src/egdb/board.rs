//! Between the engine's positions and the databases' placements: layout bits to
//! playable indexes and back, for one draughts game.

use crate::core::Side;
use crate::games::draughts::{DMove, Draughts};

use super::index::{Placement, Signature};

/// One game's board as the databases see it.
pub struct BoardMap {
    /// An empty position of the game: every position built shares its rules.
    template: Draughts,
    /// Playable index -> layout bit.
    bit_of: Vec<u8>,
    /// Layout bit -> playable index.
    index_of: [u8; 128],
    /// Board cell -> playable index (the cells a move names).
    cell_index: Vec<u8>,
    /// Each side's crowning row as playable indexes.
    pub crown: [u128; 2],
}

impl BoardMap {
    pub fn new(template: &Draughts) -> BoardMap {
        let board = template.board();
        let bits = &board.bits;
        let bit_of: Vec<u8> = board.playable.iter().map(|&c| bits.bit[c as usize]).collect();
        let mut map =
            BoardMap { template: template.clone(), bit_of, index_of: bits.index, cell_index: board.index.to_vec(), crown: [0; 2] };
        map.crown = [0, 1].map(|s| map.indexes(bits.crown[s]));
        map
    }

    pub fn variant(&self) -> &crate::games::draughts::variants::Variant {
        self.template.variant()
    }

    pub fn squares(&self) -> usize {
        self.bit_of.len()
    }

    /// A layout bitset as a bitset of playable indexes.
    fn indexes(&self, set: u128) -> u128 {
        remap(set, |b| self.index_of[b])
    }

    /// A bitset of playable indexes as layout bits.
    fn layout(&self, set: u128) -> u128 {
        remap(set, |i| self.bit_of[i])
    }

    pub fn placement(&self, pos: &Draughts) -> Placement {
        let kings = pos.kings();
        let of = |side: Side| pos.pieces_of(side);
        Placement {
            men: [self.indexes(of(Side::First) & !kings), self.indexes(of(Side::Second) & !kings)],
            kings: [self.indexes(of(Side::First) & kings), self.indexes(of(Side::Second) & kings)],
            side: pos.side_to_move().index(),
        }
    }

    pub fn position(&self, p: &Placement) -> Draughts {
        let kings = self.layout(p.kings[0] | p.kings[1]);
        let pieces = [self.layout(p.men[0] | p.kings[0]), self.layout(p.men[1] | p.kings[1])];
        self.template.with_pieces(pieces, kings, Side::from_index(p.side))
    }
}

impl BoardMap {
    /// The placement after move `m` of `p`'s side to move: what `Draughts::apply` makes
    /// of the position (the mover leaves its square, the pieces it took go, it lands,
    /// a king or crowned), without building the position. Only for games without a huff
    /// (`supported`): a huff is the one change `apply` makes that a move's squares do not name.
    pub fn successor(&self, p: &Placement, m: &DMove) -> Placement {
        let (me, them) = (p.side, 1 - p.side);
        let at = |cell: u8| 1u128 << self.cell_index[cell as usize];
        let (from, to) = (at(m.from), at(m.to));
        let taken = m.captured().iter().fold(0, |set, &c| set | at(c));
        let mut q = *p;
        let was_king = q.kings[me] & from != 0;
        q.men[me] &= !from;
        q.kings[me] &= !from;
        // Taken before landing, as `apply` does: a king may end where it took a piece.
        for s in [me, them] {
            q.men[s] &= !taken;
            q.kings[s] &= !taken;
        }
        if was_king || m.crowns {
            q.kings[me] |= to;
        } else {
            q.men[me] |= to;
        }
        q.side = them;
        q
    }
}

impl BoardMap {
    /// Each playable index turned half round (the board rotated 180 degrees), if that
    /// maps the playable squares onto themselves and side 0's crowning row onto side 1's.
    /// With the sides swapped too, a position turned so is the same position seen from
    /// the other side: every game's directions are its players' own (forward, sideways,
    /// diagonal both ways), so its moves are the turned moves and its value the same
    /// (tested below).
    pub fn half_turn(&self) -> Option<Vec<u8>> {
        let board = self.template.board();
        let cells = board.grid.cells();
        let n = self.squares();
        let turn: Vec<u8> = board.playable.iter().map(|&c| board.index[cells - 1 - c as usize]).collect();
        if turn.iter().any(|&i| i as usize >= n) {
            return None;
        }
        let turned = |set: u128| remap(set, |i| turn[i]);
        (turned(self.crown[0]) == self.crown[1] && turned(self.crown[1]) == self.crown[0]).then_some(turn)
    }
}

/// `p` turned half round (`turn`, from `BoardMap::half_turn`) with the sides swapped.
pub fn turned(p: &Placement, turn: &[u8]) -> Placement {
    let t = |set: u128| remap(set, |i| turn[i]);
    Placement { men: [t(p.men[1]), t(p.men[0])], kings: [t(p.kings[1]), t(p.kings[0])], side: 1 - p.side }
}

/// Each member `i` of `set` moved to `to(i)`.
fn remap(mut set: u128, to: impl Fn(usize) -> u8) -> u128 {
    let mut out = 0;
    while set != 0 {
        out |= 1u128 << to(set.trailing_zeros() as usize);
        set &= set - 1;
    }
    out
}

pub fn signature_of(p: &Placement) -> Signature {
    let n = |s: u128| s.count_ones() as u8;
    Signature { men: [n(p.men[0]), n(p.men[1])], kings: [n(p.kings[0]), n(p.kings[1])] }
}

/// Whether the game's rules keep state beyond the board that decides its moves (a
/// pending huff, Frisian's count of one king's moves): its positions are then not
/// placements alone, and no database is built for it.
pub fn supported(pos: &Draughts) -> bool {
    !pos.variant().huffing && pos.variant().king_move_limit == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Options, Rules};
    use crate::egdb::index::Indexer;
    use crate::games::draughts::{self, variants};

    /// Every game with tables (Frisian and Malaysian have none).
    const GAMES: [&str; 12] = [
        "american",
        "russian",
        "german",
        "pool",
        "brazilian",
        "spanish",
        "italian",
        "czech",
        "international",
        "turkish",
        "armenian",
        "gothic",
    ];

    /// The board map of game `id` with its default options.
    fn map_of(id: &str) -> BoardMap {
        BoardMap::new(&draughts::start(id, &Options::none().resolve(id, &variants::options(id)).unwrap()).unwrap())
    }

    /// 30 seeded placements of each signature of `totals` pieces (indexes that name no
    /// position passed over), drawn from `state`.
    fn seeded_placements(map: &BoardMap, totals: std::ops::RangeInclusive<u8>, state: &mut u64) -> Vec<Placement> {
        let mut out = Vec::new();
        for sig in totals.flat_map(Signature::all_of) {
            let ix = Indexer::new(sig, map.squares(), map.crown);
            for _ in 0..30 {
                *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                out.extend(ix.placement((*state >> 11) % ix.size()));
            }
        }
        out
    }

    /// `successor` places every move as `Draughts::apply` does, in every game with
    /// tables: steps, flying moves, captures of one and several pieces (taken before
    /// landing), crownings, on seeded positions of 3 to 5 pieces.
    #[test]
    fn a_successor_is_the_placement_the_engine_makes() {
        let mut moves: Vec<DMove> = Vec::new();
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for id in GAMES {
            let map = map_of(id);
            let (mut multiple, mut crowned) = (0, 0);
            for p in seeded_placements(&map, 3..=5, &mut state) {
                let pos = map.position(&p);
                pos.generate(&mut moves);
                for m in &moves {
                    let mut next = pos.clone();
                    next.apply(m);
                    assert_eq!(map.successor(&p, m), map.placement(&next), "{id}: {} then {m:?}", pos.position_text());
                    multiple += (m.captured().len() > 1) as u32;
                    crowned += m.crowns as u32;
                }
            }
            // The sample holds the moves that change most: several pieces taken, a crowning.
            assert!(multiple > 0 && crowned > 0, "{id}: {multiple} multiple captures, {crowned} crownings");
        }
    }

    /// What lets a table be read from its swapped signature's (solve::turned_round): in
    /// every game with tables, a position turned half round with the sides swapped has
    /// exactly the turned moves (the same placements after them, turned), captures and
    /// crownings included, on seeded positions of 2 to 5 pieces.
    #[test]
    fn a_position_turned_round_with_the_sides_swapped_has_the_turned_moves() {
        let mut moves: Vec<DMove> = Vec::new();
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for id in GAMES {
            let map = map_of(id);
            let turn = map.half_turn().unwrap_or_else(|| panic!("{id}: no half turn"));
            let after = |p: &Placement, moves: &mut Vec<DMove>| {
                map.position(p).generate(moves);
                let mut list: Vec<Placement> = moves.iter().map(|m| map.successor(p, m)).collect();
                list.sort_by_key(|q| (q.men, q.kings));
                list
            };
            let (mut captures, mut crowned) = (0, 0);
            for p in seeded_placements(&map, 2..=5, &mut state) {
                let mut want: Vec<Placement> = after(&p, &mut moves).iter().map(|q| turned(q, &turn)).collect();
                want.sort_by_key(|q| (q.men, q.kings));
                captures += moves.iter().filter(|m| m.is_capture()).count();
                crowned += moves.iter().filter(|m| m.crowns).count();
                let q = turned(&p, &turn);
                assert_eq!(turned(&q, &turn), p);
                assert_eq!(after(&q, &mut moves), want, "{id}: {}", map.position(&p).position_text());
            }
            assert!(captures > 0 && crowned > 0, "{id}: {captures} captures, {crowned} crownings");
        }
    }
}
