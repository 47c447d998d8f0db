//! Reading arguments from JavaScript without letting a JavaScript exception pass through
//! Rust code, and without leaking anything when one is caught.
//!
//! Why: an exception thrown by JS that Rust called (a getter, a Proxy trap, a revoked
//! Proxy) unwinds straight through the wasm frames. No Rust code runs on the way: the
//! shadow stack pointer is not restored (each such call leaked its frames, 176 bytes for
//! `new Game`, and after ~6,000 calls the stack ran out: "memory access out of bounds"),
//! destructors do not run and a `&self` method leaves its `Game` borrowed for good. So
//! every call into JS that can throw is a `catch` binding, which turns the exception into
//! an `Err` that returns normally.
//!
//! And none of those bindings returns a JS value: with wasm-bindgen 0.2.130, a `catch`
//! import that returns one (`js_sys::Reflect::get`, `Object::entries`) keeps a slot of
//! its JS-value table for good each time it throws. They return nothing, a boolean, or
//! write a number through memory. Getters and traps run once, in
//! `Object.assign`, which copies the own enumerable properties of a hostile object into a
//! plain object made here; that copy is then read by calls that cannot throw. What only
//! asks `typeof` (`as_string`, `as_f64`, `as_bool`, `is_object`) cannot throw either.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::core::{ErrorKind, GameError, OptionValue, Options, Side};

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray`: throws for a revoked Proxy.
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(value: &JsValue) -> Result<bool, JsValue>;

    /// `Object.assign(target, source)`: runs the getters and traps of `source`.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = assign)]
    fn assign(target: &JsValue, source: &JsValue) -> Result<(), JsValue>;

    /// `Reflect.get(target, key)` as a number (`+value`; undefined is None).
    /// `Object.getOwnPropertySymbols`: used on a copy only, which has no traps.
    #[wasm_bindgen(js_namespace = Object, js_name = getOwnPropertySymbols)]
    fn own_symbols(value: &js_sys::Object) -> js_sys::Array;

    #[wasm_bindgen(catch, js_namespace = Reflect, js_name = get)]
    fn get_number(target: &JsValue, key: &str) -> Result<Option<f64>, JsValue>;
}

/// A copy of the own enumerable properties of the object `value` in a new object without
/// a prototype, so that reading the copy runs no JS.
fn copy(value: &JsValue) -> Result<js_sys::Object, JsValue> {
    let copy = js_sys::Object::create(JsValue::NULL.unchecked_ref());
    assign(&copy, value)?;
    Ok(copy)
}

/// The own enumerable `[name, value]` pairs of the plain object `copy` made by `copy`.
fn entries(copy: &js_sys::Object) -> Vec<(String, JsValue)> {
    js_sys::Object::entries(copy)
        .iter()
        .map(|entry| {
            let pair: js_sys::Array = entry.unchecked_into();
            (pair.get(0).as_string().unwrap_or_default(), pair.get(1))
        })
        .collect()
}

/// Why a value could not be read. The exception itself is dropped unread: its message
/// could be another getter, or a string of any length.
const THREW: &str = "a getter or Proxy trap threw";

/// The most characters a text argument may have, by what it is: checked before the text
/// is copied into wasm memory, which grows to hold it and never shrinks.
pub const MAX_ID_CHARS: u32 = 100;
pub const MAX_MOVE_CHARS: u32 = 1_000;
pub const MAX_POSITION_CHARS: u32 = 100_000;
/// A file of many games (`readCollection`); one game's record is `core::record::MAX_RECORD_CHARS`.
pub const MAX_COLLECTION_CHARS: u32 = 16_000_000;
const MAX_OPTION_TEXT_CHARS: u32 = 1_000;
/// More options than any game has, by far.
const MAX_OPTIONS: usize = 64;
/// More cells than any board has; a longer path is refused before it is read.
const MAX_PATH_CELLS: u32 = 1_000;
pub const MAX_CELL: f64 = 4096.0;

/// An `Error` whose message is cut like every engine message (see `core::error`), of
/// code "bad-argument".
pub fn error(msg: impl Into<String>) -> JsValue {
    coded_error(GameError::of(ErrorKind::BadArgument, msg))
}

/// A JS `Error` with the engine's message and, where it has one, its stable `code`.
pub fn coded_error(e: GameError) -> JsValue {
    let error = js_sys::Error::new(&e.0);
    if let Some(code) = e.code() {
        // Setting a property of a fresh Error object cannot throw.
        let _ = js_sys::Reflect::set(&error, &JsValue::from_str("code"), &JsValue::from_str(code));
    }
    error.into()
}

/// A string argument of at most `max_chars` UTF-16 units; `what` names it in the error.
pub fn text(value: &JsValue, what: &str, max_chars: u32) -> Result<String, JsValue> {
    let Some(s) = value.dyn_ref::<js_sys::JsString>() else {
        return Err(error(format!("{what} must be a string")));
    };
    if s.length() > max_chars {
        return Err(error(format!("{what} is too long: {} characters (at most {max_chars})", s.length())));
    }
    value.as_string().ok_or_else(|| error(format!("{what} must be a string")))
}

/// A number that is whole and from `min` to `max`: a JS number only, so that `null`,
/// `true`, `"1"`, `NaN`, `1.5` and BigInts are refused rather than coerced. Every
/// numeric argument of the API goes through here.
pub fn whole_number(value: &JsValue, name: &str, min: f64, max: f64) -> Result<f64, JsValue> {
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && n >= min && n <= max => Ok(n),
        // The bounds are whole: shown as integers (formatting a float would add 30 KB of wasm).
        _ => Err(error(format!("{name} must be a whole number from {} to {}", min as i64, max as i64))),
    }
}

/// A side: the number 0 or 1 exactly.
pub fn side(value: &JsValue) -> Result<Side, JsValue> {
    match value.as_f64() {
        Some(n) if n == 0.0 || n == 1.0 => Ok(Side::from_index(n as usize)),
        _ => Err(error("side must be 0 or 1 (a number)")),
    }
}

/// Game options: undefined, null or an object of booleans, whole numbers and strings (its
/// own enumerable properties, as `Object.entries` gives them).
pub fn options(value: &JsValue) -> Result<Options, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(Options::none());
    }
    let unreadable = |_| error(format!("the options could not be read: {THREW}"));
    if !value.is_object() || is_array(value).map_err(unreadable)? {
        return Err(error("options must be an object like { name: value }"));
    }
    let entries = entries(&copy(value).map_err(unreadable)?);
    if entries.len() > MAX_OPTIONS {
        return Err(error(format!("too many options: {} (at most {MAX_OPTIONS})", entries.len())));
    }
    let mut opts = Options::none();
    for (name, v) in entries {
        let parsed = if let Some(b) = v.as_bool() {
            OptionValue::Bool(b)
        } else if let Some(n) = v.as_f64() {
            // Whole and exact in a double: `as i64` would saturate beyond.
            if n.fract() != 0.0 || n.abs() > 2f64.powi(53) {
                return Err(error(format!("option '{name}' must be a whole number")));
            }
            OptionValue::Int(n as i64)
        } else if v.is_string() {
            OptionValue::Text(text(&v, &format!("option '{name}'"), MAX_OPTION_TEXT_CHARS)?)
        } else {
            return Err(error(format!("option '{name}' must be a boolean, number or string")));
        };
        opts = opts.with(&name, parsed);
    }
    Ok(opts)
}

/// A path of cells: a JS array of whole numbers from 0 to 4096, without holes.
pub fn cells(value: &JsValue) -> Result<Vec<usize>, JsValue> {
    let bad = || error("path must be an array of cells");
    array_items(value, "path", MAX_PATH_CELLS)
        .map_err(|_| bad())?
        .iter()
        .map(|v| match v.as_f64() {
            Some(c) if c.fract() == 0.0 && (0.0..=MAX_CELL).contains(&c) => Ok(c as usize),
            _ => Err(bad()),
        })
        .collect()
}

/// The items of the JS array `value` (at most `max`, no holes), read through a copy; the
/// length is read first, so that a sparse array of length 2^32-1 is refused unread.
/// `what` names it in the errors.
fn array_items(value: &JsValue, what: &str, max: u32) -> Result<Vec<JsValue>, JsValue> {
    let bad = || error(format!("{what} must be an array (at most {max} items, no holes)"));
    let unreadable = |_| error(format!("{what} could not be read: {THREW}"));
    if !is_array(value).map_err(unreadable)? {
        return Err(bad());
    }
    let length = match get_number(value, "length").map_err(unreadable)? {
        Some(n) if n.fract() == 0.0 && (0.0..=max as f64).contains(&n) => n as usize,
        _ => return Err(bad()),
    };
    let entries = entries(&copy(value).map_err(unreadable)?);
    if entries.len() != length || entries.iter().enumerate().any(|(i, (name, _))| *name != i.to_string()) {
        return Err(bad());
    }
    Ok(entries.into_iter().map(|(_, v)| v).collect())
}

/// The own enumerable string-named properties of the plain object `value` (not an array),
/// read once through a copy; `what` names it in the errors.
pub fn object_entries(value: &JsValue, what: &str) -> Result<Vec<(String, JsValue)>, JsValue> {
    let unreadable = |_| error(format!("{what} could not be read: {THREW}"));
    if !value.is_object() {
        return Err(error(format!("{what} must be an object")));
    }
    if is_array(value).map_err(unreadable)? {
        return Err(error(format!("{what} must be an object, not an array")));
    }
    let copy = copy(value).map_err(unreadable)?;
    if own_symbols(&copy).length() > 0 {
        return Err(error(format!("{what} must be named by strings")));
    }
    let entries = entries(&copy);
    if entries.len() > MAX_OPTIONS {
        return Err(error(format!("{what} has too many properties: {} (at most {MAX_OPTIONS})", entries.len())));
    }
    Ok(entries)
}

/// The most pieces in hand of one kind (a set has 18 pawns) and in a supply (Binary and
/// Zong-Heng on their largest boards hold less).
const MAX_HAND: f64 = 18.0;
const MAX_SUPPLY: f64 = 255.0;
const MAX_COUNTER: f64 = 1_000_000.0;
const SETUP_FIELDS: &str = "pieces, turn, hands, supply, castling, enPassant, halfmoveClock, moveNumber";

/// A position setup: `{ pieces: [{ cell, side, kind }], turn, hands: [{ R: 1, ... }, {...}],
/// supply: [b, w], castling: "KQkq", enPassant: cell, halfmoveClock, moveNumber }`; only
/// `pieces` and `turn` are required, undefined and null mean unset. Kinds and cells are
/// checked by the game (`games::setup`).
pub fn setup(value: &JsValue) -> Result<crate::core::Setup, JsValue> {
    use crate::core::{Setup, SetupPiece};
    let fields = object_entries(value, "the setup")?;
    if let Some((name, _)) = fields.iter().find(|(name, _)| !SETUP_FIELDS.split(", ").any(|f| f == name)) {
        return Err(error(format!("the setup has no field '{name}' (it takes {SETUP_FIELDS})")));
    }
    let field = |name: &str| fields.iter().find(|(n, _)| n == name).map(|(_, v)| v).filter(|v| !v.is_undefined() && !v.is_null());
    let pieces_value = field("pieces").ok_or_else(|| error("the setup needs pieces: [{ cell, side, kind }, ...]"))?;
    let mut pieces = Vec::new();
    for item in array_items(pieces_value, "pieces", MAX_PATH_CELLS)? {
        let entries = object_entries(&item, "a piece")?;
        let get = |name: &str| entries.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone()).unwrap_or(JsValue::UNDEFINED);
        if let Some((name, _)) = entries.iter().find(|(n, _)| !["cell", "side", "kind"].contains(&n.as_str())) {
            return Err(error(format!("a piece has no field '{name}' (it takes cell, side, kind)")));
        }
        let cell = whole_number(&get("cell"), "a piece's cell", 0.0, MAX_CELL)? as usize;
        let side = side(&get("side")).map_err(|_| error("a piece's side must be 0 or 1 (a number)"))?;
        let kind = text(&get("kind"), "a piece's kind", 8)?;
        pieces.push(SetupPiece { cell, side, kind });
    }
    let turn = side(field("turn").unwrap_or(&JsValue::UNDEFINED)).map_err(|_| error("the setup's turn must be 0 or 1 (a number)"))?;
    let mut setup = Setup::new(pieces, turn);
    if let Some(v) = field("hands") {
        let items = array_items(v, "hands", 2)?;
        if items.len() != 2 {
            return Err(error("hands must be an array of two objects like { P: 2, R: 1 }"));
        }
        let mut hands: [Vec<(String, u32)>; 2] = Default::default();
        for (hand, item) in hands.iter_mut().zip(&items) {
            for (kind, n) in object_entries(item, "a hand")? {
                let count = whole_number(&n, &format!("the count of '{kind}' in hand"), 0.0, MAX_HAND)?;
                hand.push((kind, count as u32));
            }
        }
        setup.hands = Some(hands);
    }
    if let Some(v) = field("supply") {
        let items = array_items(v, "supply", 2)?;
        if items.len() != 2 {
            return Err(error("supply must be an array of two numbers"));
        }
        let n = |i: usize| whole_number(&items[i], "a supply", 0.0, MAX_SUPPLY).map(|n| n as u32);
        setup.supply = Some([n(0)?, n(1)?]);
    }
    if let Some(v) = field("castling") {
        setup.castling = Some(text(v, "castling", 4)?);
    }
    if let Some(v) = field("enPassant") {
        setup.en_passant = Some(whole_number(v, "enPassant", 0.0, MAX_CELL)? as usize);
    }
    if let Some(v) = field("halfmoveClock") {
        setup.halfmove_clock = Some(whole_number(v, "halfmoveClock", 0.0, MAX_COUNTER)? as u32);
    }
    if let Some(v) = field("moveNumber") {
        setup.move_number = Some(whole_number(v, "moveNumber", 1.0, MAX_COUNTER)? as u32);
    }
    Ok(setup)
}

/// The most characters of one comment in a line, and of all its comments together.
const MAX_COMMENT_CHARS: u32 = 100_000;
const MAX_LINE_COMMENT_CHARS: usize = 16_000_000;

/// What a line read so far has used of its limits.
#[derive(Default)]
struct LineBudget {
    nodes: usize,
    comment_chars: usize,
}

/// A line of the record API: `[{ move, comment?, variations?: [line, ...] }, ...]`, read
/// through `array_items` and `object_entries` (so getters and traps run once, in a copy).
/// Nesting is bounded by `variations::MAX_DEPTH` and the moves of all lines by
/// `variations::MAX_NODES`; an empty comment or variation counts as none.
pub fn line(value: &JsValue) -> Result<crate::core::variations::Line, JsValue> {
    read_line(value, 0, &mut LineBudget::default())
}

fn read_line(value: &JsValue, depth: usize, budget: &mut LineBudget) -> Result<crate::core::variations::Line, JsValue> {
    use crate::core::variations::{Node, MAX_DEPTH, MAX_NODES};
    if depth > MAX_DEPTH {
        return Err(error(format!("the line's variations are nested too deep (at most {MAX_DEPTH})")));
    }
    let what = if depth == 0 { "the line" } else { "a variation" };
    let items = array_items(value, what, MAX_NODES as u32)?;
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        budget.nodes += 1;
        if budget.nodes > MAX_NODES {
            return Err(error(format!("the line has too many moves, variations included (at most {MAX_NODES})")));
        }
        let mut node = Node::default();
        let mut has_move = false;
        for (name, v) in object_entries(&item, "a node of the line")? {
            let unset = v.is_undefined() || v.is_null();
            match name.as_str() {
                "move" => {
                    node.mv = text(&v, "a node's move", MAX_MOVE_CHARS)?;
                    has_move = true;
                }
                "comment" if !unset => {
                    let c = text(&v, "a node's comment", MAX_COMMENT_CHARS)?;
                    budget.comment_chars += c.len();
                    if budget.comment_chars > MAX_LINE_COMMENT_CHARS {
                        return Err(error(format!("the line's comments are too long (at most {MAX_LINE_COMMENT_CHARS} bytes together)")));
                    }
                    node.comment = Some(c).filter(|c| !c.is_empty());
                }
                "variations" if !unset => {
                    for v in array_items(&v, "a node's variations", MAX_NODES as u32)? {
                        let variation = read_line(&v, depth + 1, budget)?;
                        if !variation.is_empty() {
                            node.variations.push(variation);
                        }
                    }
                }
                "comment" | "variations" => {}
                _ => return Err(error(format!("a node of the line has no field '{name}' (it takes move, comment, variations)"))),
            }
        }
        if !has_move {
            return Err(error("a node of the line needs a move: { move: \"...\" }"));
        }
        out.push(node);
    }
    Ok(out)
}

/// The most characters of a tag's name and value, and the most other tags.
const MAX_TAG_NAME_CHARS: u32 = 100;
const MAX_TAG_CHARS: u32 = 10_000;
const MAX_OTHER_TAGS: u32 = 200;
const TAG_FIELDS: &str = "players, event, site, date, round, result, other";

/// A tag value: a string on one line (every record format ends a tag at the line's end).
fn tag_value(value: &JsValue, what: &str) -> Result<String, JsValue> {
    let v = text(value, what, MAX_TAG_CHARS)?;
    if v.contains(['\n', '\r']) {
        return Err(error(format!("{what} must be on one line")));
    }
    Ok(v)
}

/// Record tags: `{ players: [name | null, name | null], event?, site?, date?, round?,
/// result?, other: [[name, value], ...] }` (undefined or null fields: none). A name of
/// `other` is a word of the formats' tag names: no spaces, quotes, brackets or colons.
pub fn record_tags(value: &JsValue) -> Result<crate::core::RecordTags, JsValue> {
    let mut tags = crate::core::RecordTags::default();
    for (name, v) in object_entries(value, "the tags")? {
        if v.is_undefined() || v.is_null() {
            continue;
        }
        match name.as_str() {
            "players" => {
                let items = array_items(&v, "players", 2)?;
                if items.len() != 2 {
                    return Err(error("players must be an array of two names (or null)"));
                }
                for (side, item) in items.iter().enumerate() {
                    if !(item.is_undefined() || item.is_null()) {
                        tags.players[side] = Some(tag_value(item, "a player's name")?);
                    }
                }
            }
            "event" => tags.event = Some(tag_value(&v, "event")?),
            "site" => tags.site = Some(tag_value(&v, "site")?),
            "date" => tags.date = Some(tag_value(&v, "date")?),
            "round" => tags.round = Some(tag_value(&v, "round")?),
            "result" => tags.result = Some(tag_value(&v, "result")?),
            "other" => {
                for item in array_items(&v, "other", MAX_OTHER_TAGS)? {
                    let pair = array_items(&item, "an other tag", 2).ok().filter(|p| p.len() == 2);
                    let Some(pair) = pair else {
                        return Err(error("other must be an array of [name, value] pairs"));
                    };
                    let name = text(&pair[0], "a tag's name", MAX_TAG_NAME_CHARS)?;
                    if name.is_empty() || name.contains(|c: char| c.is_whitespace() || c.is_control() || "\"[]:：%$".contains(c)) {
                        return Err(error(format!("'{name}' is not a tag name (a word without spaces, quotes, brackets or colons)")));
                    }
                    tags.other.push((name, tag_value(&pair[1], "a tag's value")?));
                }
            }
            _ => return Err(error(format!("the tags have no field '{name}' (they take {TAG_FIELDS})"))),
        }
    }
    Ok(tags)
}
