//! The two rule sets of docs/rules.md, "Alquerque", as data: Alfonso X's (the default) and R.C. Bell's
//! additions, with the reading of Bell's no-return rule as an option.

use crate::core::options::Resolved;
use crate::core::OptionInfo;

/// Bell's "a piece may not return to a point it occupied before", two readings.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum NoReturn {
    /// Bell's words: never again on any point the piece stood on, chain landings included.
    Ever,
    /// The seed commentator's milder reading: a piece may not end its turn where it began it.
    Turn,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct RuleSet {
    /// Bell's additions: no backward moves, no return, back-row pieces only capture,
    /// a blocked player loses, scoring at the end.
    pub bell: bool,
    pub no_return: NoReturn,
}

impl RuleSet {
    pub const ALFONSO: RuleSet = RuleSet { bell: false, no_return: NoReturn::Ever };

    pub fn from_options(opts: &Resolved) -> RuleSet {
        RuleSet {
            bell: opts.text("rules") == "bell",
            no_return: if opts.text("noReturn") == "turn" { NoReturn::Turn } else { NoReturn::Ever },
        }
    }

    /// Whether each piece's visited points are part of the position.
    pub fn tracks_visits(self) -> bool {
        self.bell && self.no_return == NoReturn::Ever
    }
}

pub fn options() -> Vec<OptionInfo> {
    vec![OptionInfo::choice("rules", &["alfonso", "bell"], "alfonso"), OptionInfo::choice("noReturn", &["ever", "turn"], "ever")]
}
