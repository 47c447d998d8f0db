//! Which learned evaluation the search uses on this thread: by default the one built
//! into the module for the game (src/games/draughts/eval_learned.rs: American's and
//! international's), a file installed by the command line instead (`--learned`,
//! `BOARDGAMES_LEARNED`), none at levels 1-4 (`ai::full_evaluation`), and a
//! switch so that a match can play the same build with and without it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::games::draughts::Draughts;

use super::model::Model;

thread_local! {
    static INSTALLED: RefCell<Option<Rc<Model>>> = const { RefCell::new(None) };
    // `INSTALLED` is Some: read at every evaluation, a Cell costs less than the RefCell's borrow.
    static HAS_INSTALLED: Cell<bool> = const { Cell::new(false) };
    static ENABLED: Cell<bool> = const { Cell::new(true) };
}

/// Installs `model` for this thread's searches of its game (replacing any, and
/// instead of the built-in one) and turns learned evaluations on.
pub fn install(model: Model) {
    INSTALLED.with(|m| *m.borrow_mut() = Some(Rc::new(model)));
    HAS_INSTALLED.with(|h| h.set(true));
    ENABLED.with(|e| e.set(true));
}

/// Turns learned evaluations (installed or built in) on or off: the match's A/B
/// sides, and self-play for new data with the hand-set evaluation.
pub fn set_enabled(on: bool) {
    ENABLED.with(|e| e.set(on));
}

/// Whether learned evaluations are switched on (`set_enabled`).
pub fn enabled() -> bool {
    ENABLED.with(Cell::get)
}

/// Whether the search evaluates with a learned evaluation now: switched on, and not
/// a level that keeps the hand-set one.
#[inline]
pub fn active() -> bool {
    ENABLED.with(Cell::get) && crate::ai::full_evaluation()
}

/// The installed model's evaluation of `pos`, if a model for `pos`'s game is installed.
#[inline]
pub fn evaluate_installed(pos: &Draughts) -> Option<i32> {
    if !HAS_INSTALLED.with(Cell::get) {
        return None;
    }
    INSTALLED.with(|m| match m.borrow().as_ref() {
        Some(model) if model.game == pos.variant().id => Some(model.evaluate(pos)),
        _ => None,
    })
}
