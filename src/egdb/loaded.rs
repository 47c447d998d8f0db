//! The tables the search probes: installed per thread (the search runs on one thread,
//! the worker's in the browser), one set per game and rules options, and a switch
//! so a match can play the same build with and without them. In wasm the switch starts
//! off: only an analysis that asks for the tables turns it on, for its own run
//! (`probing`), so the computer player's searches never probe them.

use std::cell::{Cell, RefCell};
use std::path::Path;

use crate::core::Side;
use crate::games::draughts::Draughts;

use super::{file, reach, Tables, Wdl};

thread_local! {
    static INSTALLED: RefCell<Vec<Tables>> = const { RefCell::new(Vec::new()) };
    /// The most pieces of any installed table (0: none installed, or switched off):
    /// a position with more costs the search one count and no lookup.
    static MAX_PIECES: Cell<u32> = const { Cell::new(0) };
    static ENABLED: Cell<bool> = const { Cell::new(!cfg!(target_arch = "wasm32")) };
}

/// Installs `tables` (replacing a set of the same rules) for this thread's searches.
pub fn install(tables: Tables) {
    INSTALLED.with(|all| {
        let mut all = all.borrow_mut();
        all.retain(|t| t.variant() != tables.variant());
        all.push(tables);
    });
    refresh();
}

/// Reads one table file (its game named in it, with that game's default options) and
/// adds it to the installed set of its game; the signature's name. A bad file (wrong
/// magic, version, game, size, checksum: docs/egdb.md) is refused with its stable code
/// first in the message, and nothing changes.
pub fn install_file(bytes: &[u8]) -> Result<String, String> {
    let game = file::game_of(bytes)?;
    let rules = reach::default_rules(game).ok_or_else(|| format!("egdb-game: {game} has no endgame tables"))?;
    let mut fresh = Tables::new(&rules)?;
    let table = file::read(bytes, &fresh)?;
    let name = table.sig.name();
    INSTALLED.with(|all| {
        let mut all = all.borrow_mut();
        match all.iter_mut().find(|t| t.variant() == rules.variant()) {
            Some(tables) => tables.insert(table),
            None => {
                fresh.insert(table);
                all.push(fresh);
            }
        }
    });
    refresh();
    Ok(name)
}

/// Turns probing on or off without dropping the tables (the match's A/B sides).
pub fn set_enabled(on: bool) {
    ENABLED.with(|e| e.set(on));
    refresh();
}

/// Probing on (`on`) or off while it lives, then the switch as it was: the page's analysis
/// asks for the tables, `bestMove` never probes (src/wasm/egdb.rs). A guard, not a closure,
/// so that the wasm calls' code is the plain modules' own with one line added.
pub struct Probing {
    before: bool,
}

impl Probing {
    pub fn start(on: bool) -> Probing {
        let before = ENABLED.with(Cell::get);
        set_enabled(on);
        Probing { before }
    }
}

impl Drop for Probing {
    fn drop(&mut self) {
        set_enabled(self.before);
    }
}

fn refresh() {
    let max = INSTALLED.with(|all| all.borrow().iter().map(|t| t.largest() as u32).max().unwrap_or(0));
    MAX_PIECES.with(|m| m.set(if ENABLED.with(Cell::get) { max } else { 0 }));
}

/// Reads every table file of `dir` for the game of `rules` and installs them; the
/// number of pieces they cover completely.
pub fn load_dir(rules: &Draughts, dir: &Path) -> Result<u8, String> {
    let tables = read_dir(rules, dir)?;
    let pieces = tables.pieces();
    install(tables);
    Ok(pieces)
}

/// Reads every table file of `dir` for the game of `rules` (without installing them).
pub fn read_dir(rules: &Draughts, dir: &Path) -> Result<Tables, String> {
    let mut tables = Tables::new(rules)?;
    let entries = std::fs::read_dir(dir).map_err(|e| format!("egdb-dir: {}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.extension().is_some_and(|x| x == "egdb") {
            let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            tables.insert(file::read(&bytes, &tables).map_err(|e| format!("{}: {e}", path.display()))?);
        }
    }
    Ok(tables)
}

/// The search's probe for the side to move: plies to conversion if won, minus them
/// if lost (-0 is not told apart: a lost position with no move scores as the game's
/// end before any probe), 0 if drawn; None where no installed table holds `pos` (a set
/// may hold only some signatures: the page installs those a position can reach).
pub fn probe(pos: &Draughts) -> Option<i16> {
    let pieces = (pos.pieces_of(Side::First) | pos.pieces_of(Side::Second)).count_ones();
    if pieces > MAX_PIECES.with(Cell::get) {
        return None;
    }
    let wdl = INSTALLED.with(|all| {
        let all = all.borrow();
        let t = all.iter().find(|t| pieces <= t.largest() as u32 && t.variant() == pos.variant())?;
        t.probe_with_distance(pos)
    })?;
    Some(match wdl {
        (Wdl::Win, d) => d.max(1) as i16,
        (Wdl::Draw, _) => 0,
        (Wdl::Loss, d) => -(d.max(1) as i16),
    })
}
