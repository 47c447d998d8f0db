//! What bounds a search, as the API gives it: a time, a node budget, a depth, in any
//! combination (the first reached stops the search).
//!
//! Without a time the search never reads the clock to decide anything, so a node or
//! depth limit gives the same result on any machine and under any load: that is what
//! makes strength measurable and a level repeatable (issue 14).

/// The time a search gets when no limit at all is given.
pub const DEFAULT_TIME_MS: u32 = 1000;

/// The API's bounds on each limit (the wasm adapter and the command line check them).
pub const MAX_TIME_MS: u32 = 600_000;
pub const MAX_NODES: u64 = 1_000_000_000;
pub const MAX_DEPTH: u32 = 64;

/// Limits of one search; `None` means "not limited by this".
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchLimits {
    /// Milliseconds of wall-clock time.
    pub time_ms: Option<u32>,
    /// Positions visited (alpha-beta: nodes of the search and its quiescence; Monte
    /// Carlo: positions in the tree and in playouts).
    pub nodes: Option<u64>,
    /// Plies (alpha-beta: the iteration; Monte Carlo: the length of the principal line).
    pub depth: Option<u32>,
}

impl SearchLimits {
    pub fn time(ms: u32) -> SearchLimits {
        SearchLimits { time_ms: Some(ms), ..SearchLimits::default() }
    }

    pub fn nodes(n: u64) -> SearchLimits {
        SearchLimits { nodes: Some(n), ..SearchLimits::default() }
    }

    pub fn depth(d: u32) -> SearchLimits {
        SearchLimits { depth: Some(d), ..SearchLimits::default() }
    }

    /// No time limit: the result depends only on the position, the limits and the seed.
    pub fn is_clock_free(&self) -> bool {
        self.time_ms.is_none() && (self.nodes.is_some() || self.depth.is_some())
    }

    /// The limits the search runs under: `DEFAULT_TIME_MS` when none is given, every
    /// value brought into the API's range (so a search always ends).
    pub fn resolved(&self) -> SearchLimits {
        let given = self.time_ms.is_some() || self.nodes.is_some() || self.depth.is_some();
        SearchLimits {
            time_ms: if given { self.time_ms.map(|t| t.clamp(1, MAX_TIME_MS)) } else { Some(DEFAULT_TIME_MS) },
            nodes: self.nodes.map(|n| n.clamp(1, MAX_NODES)),
            depth: self.depth.map(|d| d.clamp(1, MAX_DEPTH)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_limit_means_the_default_time() {
        assert_eq!(SearchLimits::default().resolved(), SearchLimits::time(DEFAULT_TIME_MS));
        assert!(!SearchLimits::default().is_clock_free());
    }

    #[test]
    fn a_node_or_depth_limit_alone_is_clock_free() {
        assert!(SearchLimits::nodes(10).is_clock_free());
        assert!(SearchLimits::depth(3).is_clock_free());
        assert_eq!(SearchLimits::nodes(10).resolved().time_ms, None);
        assert!(!SearchLimits { time_ms: Some(5), nodes: Some(10), depth: None }.is_clock_free());
    }
}
