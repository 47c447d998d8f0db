//! The JavaScript API (docs/api.md): a thin adapter that checks every input from
//! JS, converts types and turns errors into `Error`s. No rules logic lives here.
//!
//! No JavaScript exception may pass through Rust code (see `args`): every argument is read
//! by the `args` functions, which only ask `typeof` or call JS through `catch` bindings.

mod args;
#[cfg(feature = "knowledge")]
mod egdb;
mod perft_limits;
mod rules_key;

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::core::{ErrorKind, GameError};
use crate::session::AnyGame;
// A JS `Error` with the engine's message and its stable `code`.
use args::coded_error as err;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    let ser = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true).serialize_maps_as_objects(true);
    value.serialize(&ser).map_err(|e| args::error(e.to_string()))
}

/// As `err`, for an error of the input `kind` names where the error has no kind of its own
/// (`GameError::or_kind`).
fn err_as(kind: ErrorKind) -> impl Fn(GameError) -> JsValue {
    move |e| err(e.or_kind(kind))
}

/// A game record's text, refused (code `record-too-long`) before it is copied into wasm
/// memory when it is longer than one game's record can be: the memory that copy and the
/// readers would take is never given back.
fn record_text(value: &JsValue) -> Result<String, JsValue> {
    if let Some(s) = value.dyn_ref::<js_sys::JsString>() {
        crate::core::record::check_size(s.length() as usize).map_err(err)?;
    }
    Ok(args::text(value, "record", crate::core::record::MAX_RECORD_CHARS as u32)?)
}

/// Every game: `[{ id, name: { en, ja }, family, rows, cols, options }]`.
#[wasm_bindgen]
pub fn catalog() -> Result<JsValue, JsValue> {
    to_js(&crate::catalog())
}

/// The game a record belongs to: `{ game, options }`, or null when the record names no
/// game and reads as no game's (see `games::detect`). Bad input (not a string, too long)
/// throws.
#[wasm_bindgen(js_name = detectRecord)]
pub fn detect_record(text: JsValue) -> Result<JsValue, JsValue> {
    let text = record_text(&text)?;
    match crate::detect_record(&text) {
        None => Ok(JsValue::NULL),
        Some(d) => {
            // Inserted one by one: `collect()` into a map sorts first, and that sort was a
            // separate copy of the library's stable sort in the module (about 5 KB).
            let mut options = std::collections::BTreeMap::new();
            for (name, value) in d.options {
                options.insert(name, value);
            }
            to_js(&DetectedView { game: d.game, options })
        }
    }
}

/// The records of a collection file (PGN or PDN of many games; a KIF/KI2/CSA file is one):
/// `[{ text, tags: [[name, value], ...], opening }]` in file order. Each `text` is a record
/// for `detectRecord` and `loadRecord` (told apart only when opened: reading every game of a
/// large file up front would hold the page). Bad input (not a string, too long, over 20,000
/// games) throws.
#[wasm_bindgen(js_name = readCollection)]
pub fn read_collection(text: JsValue) -> Result<JsValue, JsValue> {
    let text = args::text(&text, "collection", args::MAX_COLLECTION_CHARS)?;
    let entries = crate::core::collection::split(&text).map_err(|e| err(GameError::of(ErrorKind::BadRecord, e)))?;
    let views: Vec<CollectionEntryView> =
        entries.into_iter().map(|e| CollectionEntryView { text: e.text, tags: e.tags, opening: e.opening }).collect();
    to_js(&views)
}

#[derive(Serialize)]
struct CollectionEntryView<'a> {
    text: std::borrow::Cow<'a, str>,
    tags: Vec<(String, String)>,
    opening: String,
}

#[derive(Serialize)]
struct DetectedView {
    game: &'static str,
    options: std::collections::BTreeMap<String, crate::core::OptionValue>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SearchStats {
    nodes: f64,
    depth: u32,
    playouts: f64,
    score: i32,
    elapsed_ms: f64,
}

/// How the last `bestMove` of this instance searched: `{ nodes, depth, playouts,
/// score, elapsedMs }` (the benchmark's nodes per second in wasm).
#[wasm_bindgen(js_name = searchStats)]
pub fn search_stats() -> Result<JsValue, JsValue> {
    let s = crate::ai::last_stats();
    to_js(&SearchStats { nodes: s.nodes as f64, depth: s.depth, playouts: s.playouts as f64, score: s.score, elapsed_ms: s.elapsed_ms })
}

/// How many times the games of this instance have generated a position's legal moves:
/// once per position shown, however often the page asks about it (tests count it).
#[wasm_bindgen(js_name = generationCount)]
pub fn generation_count() -> f64 {
    crate::session::generations() as f64
}

/// A game in progress.
#[wasm_bindgen]
pub struct Game {
    inner: Box<dyn AnyGame>,
    /// The game id and its options with the defaults filled in (`rulesKey`).
    rules_key: String,
}

#[wasm_bindgen]
impl Game {
    #[wasm_bindgen(constructor)]
    pub fn new(id: JsValue, options: JsValue) -> Result<Game, JsValue> {
        let id = args::text(&id, "game id", args::MAX_ID_CHARS)?;
        let options = args::options(&options)?;
        let inner = crate::new_game(&id, &options).map_err(err_as(ErrorKind::BadArgument))?;
        Ok(Game { inner, rules_key: rules_key::of(&id, &options) })
    }

    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(id: JsValue, text: JsValue, options: JsValue) -> Result<Game, JsValue> {
        let id = args::text(&id, "game id", args::MAX_ID_CHARS)?;
        let text = args::text(&text, "position", args::MAX_POSITION_CHARS)?;
        let options = args::options(&options)?;
        let inner = crate::from_position(&id, &text, &options).map_err(err_as(ErrorKind::BadPosition))?;
        Ok(Game { inner, rules_key: rules_key::of(&id, &options) })
    }

    /// A game from the position editor's setup: `{ pieces: [{ cell, side, kind }], turn,
    /// hands, supply, castling, enPassant, halfmoveClock, moveNumber }` (kinds and cells as
    /// `view()` gives them; see docs/api.md). Throws what `fromPosition` would for the same
    /// position, or why the setup cannot be read.
    #[wasm_bindgen(js_name = fromSetup)]
    pub fn from_setup(id: JsValue, setup: JsValue, options: JsValue) -> Result<Game, JsValue> {
        let id = args::text(&id, "game id", args::MAX_ID_CHARS)?;
        let setup = args::setup(&setup)?;
        let options = args::options(&options)?;
        let inner = crate::from_setup(&id, &setup, &options).map_err(err_as(ErrorKind::BadPosition))?;
        Ok(Game { inner, rules_key: rules_key::of(&id, &options) })
    }

    #[wasm_bindgen(getter)]
    pub fn id(&self) -> String {
        self.inner.id().to_string()
    }

    pub fn turn(&self) -> u8 {
        self.inner.turn().index() as u8
    }

    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.legal_moves())
    }

    pub fn play(&mut self, notation: JsValue) -> Result<JsValue, JsValue> {
        let text = args::text(&notation, "a move", args::MAX_MOVE_CHARS)?;
        let info = self.inner.play(&text).map_err(err_as(ErrorKind::BadNotation))?;
        to_js(&info)
    }

    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    pub fn redo(&mut self) -> bool {
        self.inner.redo()
    }

    pub fn position(&self) -> String {
        self.inner.position()
    }

    #[wasm_bindgen(js_name = startPosition)]
    pub fn start_position(&self) -> String {
        self.inner.start_position()
    }

    pub fn history(&self) -> Vec<String> {
        self.inner.history()
    }

    /// The played moves with their full descriptions (paths, captures) for replay.
    #[wasm_bindgen(js_name = playedMoves)]
    pub fn played_moves(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.played())
    }

    /// How the game ended: `{ winner, reason, scores?, token, plies }` (`token`: the result
    /// as the game's move list ends, "2-0", "½-½", "まで77手で先手の勝ち"; `plies`: the moves
    /// played), or null while it goes on.
    pub fn outcome(&self) -> Result<JsValue, JsValue> {
        match self.inner.outcome_view() {
            None => Ok(JsValue::NULL),
            Some(o) => to_js(&o),
        }
    }

    /// Why the piece on `cell` cannot move: null when it can (a legal move starts there or
    /// places a piece there), else `{ code, movable: [cells that can move] }` with `code`
    /// "no-piece", "not-your-piece", "must-capture" (another piece must capture),
    /// "must-take-most" (this piece could capture, but the rules require another capture:
    /// the most pieces, the most kings...), "must-huff" (a huff comes first, also for a
    /// piece whose every move begins with one), "no-moves" (blocked) or
    /// "game-over". Throws for a cell off the board.
    #[wasm_bindgen(js_name = whyNoMove)]
    pub fn why_no_move(&self, cell: JsValue) -> Result<JsValue, JsValue> {
        let cell = args::whole_number(&cell, "cell", 0.0, args::MAX_CELL)? as usize;
        match self.inner.why_no_move(cell).map_err(err_as(ErrorKind::BadArgument))? {
            None => Ok(JsValue::NULL),
            Some(refusal) => to_js(&refusal),
        }
    }

    #[wasm_bindgen(js_name = claimDraw)]
    pub fn claim_draw(&mut self) -> bool {
        self.inner.claim_draw()
    }

    pub fn resign(&mut self) -> bool {
        self.inner.resign()
    }

    /// Ends the game by the result a record gives as written ("1-0", "投了", "%TORYO": its
    /// `recordTags().result`), as `loadRecord` does when the record's moves do not end it
    /// (the page plays a long record's moves itself, in slices, then this). False, nothing
    /// changed, when the game is over already or the result is no ending ("*").
    #[wasm_bindgen(js_name = endAsRecorded)]
    pub fn end_as_recorded(&mut self, result: JsValue) -> Result<bool, JsValue> {
        let text = args::text(&result, "a result", args::MAX_MOVE_CHARS)?;
        Ok(self.inner.end_as_recorded(&text))
    }

    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> bool {
        self.inner.agree_draw()
    }

    #[wasm_bindgen(js_name = declareWin)]
    pub fn declare_win(&mut self) -> bool {
        self.inner.declare_win()
    }

    /// Whether `claimDraw()` would end the game now (threefold or fifty-move rule).
    #[wasm_bindgen(js_name = canClaimDraw)]
    pub fn can_claim_draw(&self) -> bool {
        self.inner.can_claim_draw()
    }

    /// Whether `declareWin()` would end the game now (shogi impasse).
    #[wasm_bindgen(js_name = canDeclareWin)]
    pub fn can_declare_win(&self) -> bool {
        self.inner.can_declare_win()
    }

    /// The given side (the number 0 or 1) ran out of time.
    pub fn flag(&mut self, loser: JsValue) -> Result<bool, JsValue> {
        Ok(self.inner.flag(args::side(&loser)?))
    }

    pub fn view(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.view())
    }

    /// Leaves of the legal-move tree to `depth`, which has a maximum per game and position
    /// (the error says it) so that the count is exact and takes seconds, not minutes.
    pub fn perft(&self, depth: JsValue) -> Result<f64, JsValue> {
        let depth = perft_limits::depth(self.inner.as_ref(), &depth)?;
        Ok(perft_limits::exact(self.inner.perft(depth))?)
    }

    /// `perft` split by the first move: `[[notation, count], ...]`.
    pub fn divide(&self, depth: JsValue) -> Result<JsValue, JsValue> {
        let depth = perft_limits::depth(self.inner.as_ref(), &depth)?;
        to_js(&self.inner.divide(depth))
    }

    pub fn evaluate(&self) -> i32 {
        self.inner.evaluate()
    }

    /// The rules as implemented: `[{ en, ja }, ...]`, one sentence each. Only in modules built
    /// with the feature `rules-prose` (the combined module); a family module's bindings get
    /// `rules()` from www/engine.js, which reads the same sentences from the family's rules
    /// file by `rulesKey` (docs/design.md, "Rules text from the rules").
    #[cfg(feature = "rules-prose")]
    pub fn rules(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.rules_text())
    }

    /// What the rules' sentences depend on: the game id and every option's value (defaults
    /// filled in), e.g. `shogi handicap="none"`. The key of the family rules files.
    #[wasm_bindgen(getter, js_name = rulesKey)]
    pub fn rules_key(&self) -> String {
        self.rules_key.clone()
    }

    /// The landings the piece may hop to next after the partial chain `path` (an array
    /// of cells: the start, then the landings so far), or null when the game has no
    /// landing-by-landing chains (Incorrect Checkers has them).
    pub fn continuations(&self, path: JsValue) -> Result<JsValue, JsValue> {
        let cells = args::cells(&path)?;
        match self.inner.continuations(&cells) {
            Some(next) => to_js(&next),
            None => Ok(JsValue::NULL),
        }
    }

    /// The whole game in its record format (PDN, PGN, KIF or the text record), or in
    /// the format named (shogi: "kif", "csa"); throws for a format the game does not write.
    /// With a `line` (`[{ move, comment?, variations? }]`, its moves the game's history)
    /// the record has the line's variations and comments (CSA: comments only). With
    /// `tags` (`{ players: [name, name], event?, site?, date?, round?, other: [[name,
    /// value]] }`, as `recordTags()` gives them) the record has those tags in the format's
    /// names; without, the tags of the record the game was loaded from (none if it was not).
    /// The result is always the game's outcome.
    pub fn record(&self, format: JsValue, line: JsValue, tags: JsValue) -> Result<String, JsValue> {
        let unset = |v: &JsValue| v.is_undefined() || v.is_null();
        // null stands for the game's own format beside a line or tags (alone it is refused, as it always was).
        let own_format = format.is_undefined() || (format.is_null() && !(unset(&line) && unset(&tags)));
        let format = if own_format { None } else { Some(args::text(&format, "format", args::MAX_ID_CHARS)?) };
        let line = if unset(&line) { None } else { Some(args::line(&line)?) };
        let tags = if unset(&tags) { self.inner.record_tags() } else { args::record_tags(&tags)? };
        self.inner.record_tagged(format.as_deref(), line, &tags).map_err(err_as(ErrorKind::BadArgument))
    }

    /// The tags of the record the game was loaded from (`loadRecord`): `{ players: [side 0's
    /// name | null, side 1's], event?, site?, date?, round?, result? (as written: "1-0",
    /// "投了", "%TORYO"), other: [[name, value], ...] }`; `{ players: [null, null], other: [] }`
    /// for a game not loaded from a record.
    #[wasm_bindgen(js_name = recordTags)]
    pub fn record_tags(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.record_tags())
    }

    /// Replaces this game by the record's game and returns its mainline as a line
    /// `[{ move, comment?, variations? }]` with the record's variations and comments, every
    /// move of which was played to check it; throws and changes nothing on error.
    #[wasm_bindgen(js_name = loadRecord)]
    pub fn load_record(&mut self, text: JsValue) -> Result<JsValue, JsValue> {
        let text = record_text(&text)?;
        let line = self.inner.load_record_line(&text).map_err(err_as(ErrorKind::BadRecord))?;
        to_js(&line)
    }

    /// `{ level: 1..6, timeMs, nodes, depth, seed }` -> the chosen move, or null when the
    /// game is over. Limits combine (the first reached stops the search; none: 1000 ms).
    /// Without `timeMs`, the same position, limits, level and seed give the same move on
    /// any machine. Bad or unknown options throw.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(&self, options: JsValue) -> Result<JsValue, JsValue> {
        not_inside_on_depth("bestMove")?;
        let o = search_options(&options, "bestMove", &["level", "timeMs", "nodes", "depth", "seed"])?;
        // The levels never probe the endgame tables (docs/egdb.md: no gain measured).
        #[cfg(feature = "knowledge")]
        let _probing = egdb::Probing::start(false);
        match self.inner.best_move_with(o.level.unwrap_or(3), &o.limits, o.seed) {
            Some(m) => to_js(&m),
            None => Ok(JsValue::NULL),
        }
    }

    /// `{ timeMs, nodes, depth, multiPv: 1..5, onDepth }` -> `{ depth, nodes, kind, lines:
    /// [{ score, pv }] }`, the best lines first (none once the game is over). `score` is
    /// for the side to move in the game's unit (a man or pawn = 100) or `{ win: plies }` /
    /// `{ loss: plies }`; `kind` is "search" or "winrate" (Monte Carlo). `onDepth(analysis)`
    /// hears of each completed depth and stops the search by returning false; if it
    /// throws, `analyse` throws. Inside `onDepth` no search may start (`analyse` and
    /// `bestMove` throw, code `search-running`: each would take another transposition
    /// table) and the game cannot be freed: `free()` throws, the analysis stops and
    /// `analyse` throws (code `freed-during-analysis`); the game is freed as it returns.
    // The draughts knowledge module (Cargo.toml `knowledge`) takes `endgameTables` too: with
    // `endgameTables: true` the search probes the tables `installEndgameTable` installed, and
    // a line whose first move leads into them has `database: { result: "win" | "draw" |
    // "loss", plies }` (plies to the next capture or crowning; none for a draw): docs/api.md.
    // (Not in the doc comment above: wasm-bindgen copies it into every module's bindings.)
    pub fn analyse(&self, options: JsValue) -> Result<JsValue, JsValue> {
        not_inside_on_depth("analyse")?;
        let o = search_options(&options, "analyse", ANALYSE_OPTIONS)?;
        #[cfg(feature = "knowledge")]
        let _probing = egdb::Probing::start(o.endgame_tables);
        let Some(callback) = o.on_depth else {
            return to_js(&self.inner.analyse(&o.limits, o.multi_pv));
        };
        let mut failure: Option<JsValue> = None;
        IN_ON_DEPTH.with(|c| c.set(true));
        let analysis = self.inner.analyse_with(&o.limits, o.multi_pv, &mut |a| {
            let result = to_js(a).and_then(|value| callback.call1(&JsValue::UNDEFINED, &value).map_err(|e| on_depth_threw(&e)));
            match result {
                Ok(answer) => answer.as_bool() != Some(false),
                Err(e) => {
                    failure = Some(e);
                    false
                }
            }
        });
        IN_ON_DEPTH.with(|c| c.set(false));
        match failure {
            Some(e) => Err(e),
            None => to_js(&analysis),
        }
    }
}

thread_local! {
    /// An `analyse` is calling its `onDepth` (see `analyse`).
    static IN_ON_DEPTH: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Refuses a search started from inside an `onDepth` (code `search-running`).
fn not_inside_on_depth(method: &str) -> Result<(), JsValue> {
    if !IN_ON_DEPTH.with(|c| c.get()) {
        return Ok(());
    }
    let message = format!("{method} cannot run inside onDepth: an analysis is running (return false from onDepth to stop it first)");
    Err(err(GameError::of(ErrorKind::SearchRunning, message)))
}

/// The error `analyse` throws when its `onDepth` threw: `free()` of a game under analysis
/// (wasm-bindgen refuses it, and frees the game once `analyse` returns) named as such.
fn on_depth_threw(e: &JsValue) -> JsValue {
    let message = thrown_message(e);
    // What wasm-bindgen's `free()` throws for an object in use (its `__rt::OWNERSHIP_ERROR`).
    const FREED_IN_USE: &str = "attempted to take ownership of Rust value while it was borrowed";
    if message == FREED_IN_USE {
        let message = "free() was called inside onDepth: the analysis stopped, and the game is freed now that it has";
        return err(GameError::of(ErrorKind::FreedDuringAnalysis, message));
    }
    args::error(format!("onDepth threw: {message}"))
}

/// The options of `bestMove` and `analyse`, checked.
struct SearchOptions {
    level: Option<u32>,
    limits: crate::ai::SearchLimits,
    seed: Option<u64>,
    multi_pv: usize,
    on_depth: Option<js_sys::Function>,
    #[cfg(feature = "knowledge")]
    endgame_tables: bool,
}

/// The options `analyse` takes (the knowledge module's also `endgameTables`).
#[cfg(not(feature = "knowledge"))]
const ANALYSE_OPTIONS: &[&str] = &["timeMs", "nodes", "depth", "multiPv", "onDepth"];
#[cfg(feature = "knowledge")]
const ANALYSE_OPTIONS: &[&str] = &["timeMs", "nodes", "depth", "multiPv", "onDepth", "endgameTables"];

/// Reads `options` (undefined or null: the defaults), allowing only the names in
/// `allowed`. The options are read once through `args::object_entries`: a throwing getter
/// or proxy trap becomes an `Error`, nothing has changed and nothing leaks.
fn search_options(options: &JsValue, method: &str, allowed: &[&str]) -> Result<SearchOptions, JsValue> {
    let mut o = SearchOptions {
        level: None,
        limits: crate::ai::SearchLimits::default(),
        seed: None,
        multi_pv: 1,
        on_depth: None,
        #[cfg(feature = "knowledge")]
        endgame_tables: false,
    };
    if options.is_undefined() || options.is_null() {
        return Ok(o);
    }
    let names = allowed.join(", ");
    if !options.is_object() {
        return Err(args::error(format!("{method} options must be an object like {{ {names} }}")));
    }
    let entries = args::object_entries(options, &format!("{method} options"))?;
    for (key, _) in &entries {
        if !allowed.contains(&key.as_str()) {
            return Err(args::error(format!("{method} has no option '{key}' (it takes {names})")).into());
        }
    }
    for (key, v) in &entries {
        if v.is_undefined() {
            continue;
        }
        let name = key.as_str();
        match name {
            "level" => o.level = Some(whole_number(v, name, 1, 6)? as u32),
            "timeMs" => o.limits.time_ms = Some(whole_number(v, name, 1, crate::ai::MAX_TIME_MS as u64)? as u32),
            "nodes" => o.limits.nodes = Some(whole_number(v, name, 1, crate::ai::MAX_NODES)?),
            "depth" => o.limits.depth = Some(whole_number(v, name, 1, crate::ai::MAX_DEPTH as u64)? as u32),
            "multiPv" => o.multi_pv = whole_number(v, name, 1, crate::ai::MAX_MULTI_PV as u64)? as usize,
            "seed" => o.seed = Some(whole_number(v, name, 0, u32::MAX as u64)?),
            // `typeof`, not `instanceof`: a proxy's prototype trap cannot run (and throw) here.
            "onDepth" if v.is_function() => o.on_depth = Some(v.clone().unchecked_into()),
            "onDepth" => return Err(args::error("onDepth must be a function")),
            #[cfg(feature = "knowledge")]
            "endgameTables" => o.endgame_tables = v.as_bool().ok_or_else(|| args::error("endgameTables must be true or false"))?,
            _ => {}
        }
    }
    Ok(o)
}

/// `args::whole_number` with integer bounds.
fn whole_number(value: &JsValue, name: &str, min: u64, max: u64) -> Result<u64, JsValue> {
    args::whole_number(value, name, min as f64, max as f64).map(|n| n as u64)
}

/// The text of what a JS call threw (its `message` if it has one), read without risk of
/// a second throw.
fn thrown_message(e: &JsValue) -> String {
    if let Some(s) = e.as_string() {
        return s;
    }
    if e.is_object() {
        if let Some(m) = js_sys::Reflect::get(e, &JsValue::from_str("message")).ok().and_then(|m| m.as_string()) {
            return m;
        }
    }
    "a value that is not an Error".to_string()
}
