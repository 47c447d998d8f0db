//! Western shogi notation in the Hodges style English books and lishogi's "Western"
//! option use: piece letter, origin only when needed, `-` for a move, `x` for a capture,
//! `*` for a drop, the destination as file digit and rank letter, then `+` for a
//! promotion or `=` for a promotion declined: `P-7f`, `Bx2b+`, `S*5e`, `+R-2c`,
//! `G6h-5h`, `S-4c=`.

use super::moves::SMove;
use super::pieces::{EMPTY, USI};
use super::position::Position;
use super::sfen::square_name;

/// The Western notation of the legal move `m` in `pos` (`legal`: all legal moves there).
pub fn write(pos: &Position, m: &SMove, legal: &[SMove]) -> String {
    let letter = USI[m.kind as usize];
    let to = square_name(m.to as usize);
    if m.is_drop() {
        return format!("{letter}*{to}");
    }
    // The origin is written only when another piece of the same kind can also go there.
    let ambiguous = legal.iter().any(|l| !l.is_drop() && l.to == m.to && l.kind == m.kind && l.from != m.from);
    let origin = if ambiguous { square_name(m.from as usize) } else { String::new() };
    let sep = if pos.at(m.to as usize) != EMPTY { 'x' } else { '-' };
    let suffix = if m.promote {
        "+"
    } else if legal.iter().any(|l| l.from == m.from && l.to == m.to && l.promote) {
        "="
    } else {
        ""
    };
    format!("{letter}{origin}{sep}{to}{suffix}")
}
