//! The endgame tables in the wasm API (docs/api.md, docs/egdb.md "On the page"): the
//! worker asks a game which tables its position can need, installs the files it fetched,
//! and asks an analysis to probe them. The computer player's searches never do. Only in
//! the draughts knowledge module (Cargo.toml `knowledge`), which the page's worker loads
//! for analysis, the review and levels 5-6: the plain modules have no table code.

pub(super) use crate::egdb::loaded::Probing;

mod api {
    use wasm_bindgen::prelude::*;

    use super::super::{args, to_js, Game};

    /// Reads one table file (a `Uint8Array`, as fetched from `egdb/<game>/<signature>.egdb`)
    /// and installs it in this module for the analyses that ask for tables; returns the
    /// signature's name ("1k-2k"). A bad file throws an `Error` whose `code` names the fault
    /// (`egdb-magic`, `egdb-version`, `egdb-game`, `egdb-signature`, `egdb-size`,
    /// `egdb-truncated`, `egdb-checksum`) and installs nothing.
    #[wasm_bindgen(js_name = installEndgameTable)]
    pub fn install_endgame_table(bytes: JsValue) -> Result<String, JsValue> {
        let Some(array) = bytes.dyn_ref::<js_sys::Uint8Array>() else {
            return Err(args::error("installEndgameTable takes the table file's bytes as a Uint8Array"));
        };
        crate::egdb::loaded::install_file(&array.to_vec()).map_err(|message| {
            let code = message.split(':').next().unwrap_or("egdb-file");
            let error = js_sys::Error::new(&message);
            // Setting a property of a fresh Error object cannot throw.
            let _ = js_sys::Reflect::set(&error, &JsValue::from_str("code"), &JsValue::from_str(code));
            error.into()
        })
    }

    #[wasm_bindgen]
    impl Game {
        /// The endgame tables of at most `maxPieces` (2..8) pieces this position can reach by
        /// captures and crownings, as signature names ("2m-1k"), smallest first: empty when
        /// the position has more pieces, or for a game without tables (not draughts, Frisian,
        /// Malaysian, or options other than the game's defaults). Only in modules with draughts.
        #[wasm_bindgen(js_name = endgameTablesNeeded)]
        pub fn endgame_tables_needed(&self, max_pieces: JsValue) -> Result<JsValue, JsValue> {
            let max = args::whole_number(&max_pieces, "maxPieces", 2.0, 8.0)? as u32;
            to_js(&self.inner.endgame_tables_needed(max))
        }
    }
}
