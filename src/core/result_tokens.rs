//! The result tokens of the PGN-like records (PGN, PDN, the small games' text records),
//! side 0's score first: the one table every reader and writer of them uses.

/// Every result token: chess's four, then the ones draughts' PDN writes too (`2-0`, `0-2`,
/// `1-1`; `0-0` for a double loss).
pub const PDN_RESULTS: &[&str] = &["1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1", "0-0"];
/// The results of chess and the small games' records.
pub const RESULTS: &[&str] = PDN_RESULTS.split_at(4).0;

/// Whether `token` ends a record in a file of several: any result but `0-0`, which in a
/// chess movetext is more likely castling written with zeros than a double loss.
pub fn ends_record(token: &str) -> bool {
    token != "0-0" && PDN_RESULTS.contains(&token)
}

/// Whether `token` is the result of a chess record.
pub fn is_chess_result(token: &str) -> bool {
    RESULTS.contains(&token)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess_results_are_the_first_four() {
        assert_eq!(RESULTS, ["1-0", "0-1", "1/2-1/2", "*"]);
        assert!(ends_record("1-1") && !ends_record("0-0") && !ends_record("O-O"));
    }
}
