//! Which tables a position can need: the signatures its material can turn into by
//! captures (a side loses pieces) and crownings (a man becomes a king), the page's
//! worker fetches only these (docs/egdb.md, "On the page").

use crate::core::{Options, Side};
use crate::games::draughts::variants::{options, Variant};
use crate::games::draughts::Draughts;

use super::index::Signature;
use super::supported;

/// The rules tables are built for: game `id` with its default options (the page's
/// tables are built so); None for a game that is not a draughts game or gets no tables.
pub fn default_rules(id: &str) -> Option<Draughts> {
    let opts = Options::none().resolve(id, &options(id)).ok()?;
    let pos = Draughts::start(Variant::with_options(id, &opts)?);
    supported(&pos).then_some(pos)
}

/// The names of the signatures of at most `max_pieces` pieces that can arise from
/// `pos`'s material (its own included), smallest first; none when `pos` has more
/// pieces than that, or its rules are not the defaults' of its game (the page's tables
/// are built for those only).
pub fn needed(pos: &Draughts, max_pieces: u32) -> Vec<String> {
    let kings = pos.kings();
    let count = |side: Side, of_kings: bool| {
        let set = pos.pieces_of(side) & if of_kings { kings } else { !kings };
        set.count_ones() as u8
    };
    let now = Signature {
        men: [count(Side::First, false), count(Side::Second, false)],
        kings: [count(Side::First, true), count(Side::Second, true)],
    };
    if now.total() as u32 > max_pieces || now.pieces(0) == 0 || now.pieces(1) == 0 {
        return Vec::new();
    }
    if default_rules(pos.variant().id).is_none_or(|d| d.variant() != pos.variant()) {
        return Vec::new();
    }
    // `all_of` gives each total's signatures fewer men first: the order wanted.
    (2..=now.total()).flat_map(Signature::all_of).filter(|s| reachable(now, *s)).map(|s| s.name()).collect()
}

/// Whether material `to` can follow `from`: each side keeps at most its men, and at
/// most its pieces (a man may have become a king, no king becomes a man).
fn reachable(from: Signature, to: Signature) -> bool {
    (0..2).all(|s| to.men[s] <= from.men[s] && to.pieces(s) <= from.pieces(s) && to.pieces(s) > 0)
}
