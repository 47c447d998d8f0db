//! The learned evaluation the search uses on this thread (native builds), with a
//! switch so that a match can play the same build with and without it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::games::draughts::Draughts;

use super::model::Model;

thread_local! {
    static INSTALLED: RefCell<Option<Rc<Model>>> = const { RefCell::new(None) };
    static ENABLED: Cell<bool> = const { Cell::new(false) };
}

/// Installs `model` for this thread's searches (replacing any) and turns it on.
pub fn install(model: Model) {
    INSTALLED.with(|m| *m.borrow_mut() = Some(Rc::new(model)));
    ENABLED.with(|e| e.set(true));
}

/// Turns the installed model on or off (the match's A/B sides).
pub fn set_enabled(on: bool) {
    ENABLED.with(|e| e.set(on));
}

/// The evaluation of `pos` given its hand-set one `hand`: the installed model's if it
/// is on and made for this game, else `hand`.
#[inline]
pub fn adjust(pos: &Draughts, hand: i32) -> i32 {
    if !ENABLED.with(Cell::get) {
        return hand;
    }
    INSTALLED.with(|m| match m.borrow().as_ref() {
        Some(model) if model.game == pos.variant().id => model.evaluate(pos, hand),
        _ => hand,
    })
}
