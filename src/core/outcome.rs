//! How a game ended: the winner (or none for a draw) and a stable reason code.

use super::Side;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Reason {
    NoMoves,
    AllCaptured,
    Goal,
    Score,
    Checkmate,
    Stalemate,
    Threefold,
    Fivefold,
    /// A move-count rule: a draw claimed under it (chess: fifty moves), or the game's only one.
    MoveRule,
    /// Chess's automatic seventy-five-move rule, apart from the fifty-move claim.
    MoveRule75,
    InsufficientMaterial,
    Sennichite,
    PerpetualCheck,
    Impasse,
    Resignation,
    Agreement,
    Time,
    /// The result a loaded record gave a game its moves do not end (a resignation
    /// written as "1-0", an adjudication...).
    Recorded,
}

impl Reason {
    /// The code the page translates; part of the public API.
    pub fn code(self) -> &'static str {
        match self {
            Reason::NoMoves => "no-moves",
            Reason::AllCaptured => "all-captured",
            Reason::Goal => "goal",
            Reason::Score => "score",
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::Threefold => "threefold",
            Reason::Fivefold => "fivefold",
            Reason::MoveRule => "move-rule",
            Reason::MoveRule75 => "move-rule-75",
            Reason::InsufficientMaterial => "insufficient-material",
            Reason::Sennichite => "sennichite",
            Reason::PerpetualCheck => "perpetual-check",
            Reason::Impasse => "impasse",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::Time => "time",
            Reason::Recorded => "recorded",
        }
    }
}

#[derive(Clone, PartialEq, Debug)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: Reason,
    /// Final scores per side where the game is decided by points.
    pub scores: Option<[f64; 2]>,
}

impl Outcome {
    pub fn win(winner: Side, reason: Reason) -> Self {
        Outcome { winner: Some(winner), reason, scores: None }
    }

    pub fn draw(reason: Reason) -> Self {
        Outcome { winner: None, reason, scores: None }
    }
}
