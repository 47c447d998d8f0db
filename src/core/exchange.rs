//! The swap list of a static exchange evaluation, shared by chess and shogi: the
//! games find the attackers (their boards differ); this adds up who takes what and
//! lets each side stop taking when going on would lose.

/// The balance of an exchange on one square for the side that starts it, in the
/// game's units. `first` is what the first capture wins (with a promotion's gain);
/// `on_square` the value of the piece then standing on the square; `next` removes
/// the cheapest attacker of the side to take next and returns its value (it takes
/// the piece on the square and stands there), or None when that side has none.
/// At most `N` captures are counted (the pieces on the board bound it).
pub fn exchange<const N: usize>(first: i32, mut on_square: i32, mut next: impl FnMut() -> Option<i32>) -> i32 {
    let mut gain = [0i32; N];
    gain[0] = first;
    let mut d = 0;
    loop {
        d += 1;
        // If the piece now on the square is taken (known only below).
        gain[d] = on_square - gain[d - 1];
        if d + 1 >= N {
            break;
        }
        match next() {
            Some(value) => on_square = value,
            None => break,
        }
    }
    // Back up: each side takes only when taking beats standing.
    while d > 1 {
        d -= 1;
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
    }
    gain[0]
}
