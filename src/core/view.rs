//! What crosses to the page: move descriptions, the board view and catalog entries.
//! Built only on request, never on the search's hot path.

use serde::ser::{Serialize, Serializer};
use serde::Serialize as DeriveSerialize;

use super::{OptionInfo, OptionValue};

/// One legal or played move as the page sees it.
#[derive(Clone, Debug, Default, PartialEq, DeriveSerialize)]
pub struct MoveInfo {
    /// The canonical text `history()` records and `play` accepts.
    pub notation: String,
    pub from: Option<usize>,
    pub to: Option<usize>,
    /// Every cell the piece stands on, start and end included.
    pub path: Vec<usize>,
    /// Cells of the pieces removed, in capture order.
    pub captures: Vec<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub huff: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drop: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub promotion: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub places: Vec<usize>,
    /// Pieces shifted by the move, as (from, to) cells.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub pushes: Vec<[usize; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub san: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ja: Option<String>,
    /// Western display text (shogi: Hodges style `P-7f`, `Bx2b+`, `S*5e`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub western: Option<String>,
    /// A discarded supply piece (Binary) or similar bookkeeping the page may show.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discard: Option<bool>,
    /// True when the moving piece is crowned/promoted by this move.
    pub crowns: bool,
    /// The side that makes (or made) the move, 0 or 1: filled in by the session.
    pub side: u8,
    /// The move's number as the game's move list writes it (`Records::move_number`): filled
    /// in by the session.
    pub number: u32,
}

/// How a cell is drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, DeriveSerialize)]
#[serde(rename_all = "lowercase")]
pub enum CellStyle {
    /// A dark square.
    Dark,
    /// A light square.
    Light,
    /// A point where lines cross (alquerque).
    Point,
    /// A plain square of an uncoloured board (shogi).
    Plain,
}

#[derive(Clone, Debug, PartialEq, DeriveSerialize)]
pub struct PieceView {
    pub side: u8,
    /// Game-specific kind: "man", "king", chess "P".."K", shogi "P","+P",...
    pub kind: String,
    /// Text drawn on the piece (shogi kanji), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    pub promoted: bool,
}

/// A set of cells outlined on the board (Zong-Heng groups, Binary territories).
#[derive(Clone, Debug, PartialEq, DeriveSerialize)]
pub struct Region {
    pub side: u8,
    pub cells: Vec<usize>,
    pub size: usize,
}

/// A piece kind held in hand (shogi) with its count.
#[derive(Clone, Debug, PartialEq, DeriveSerialize)]
pub struct HandPiece {
    pub kind: String,
    pub label: String,
    pub count: u32,
}

/// Everything the renderer needs.
#[derive(Clone, Debug, Default, PartialEq, DeriveSerialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    pub game: String,
    pub rows: usize,
    pub cols: usize,
    /// "checker", "points" (alquerque), "shogi", "chess".
    pub style: &'static str,
    pub cells: Vec<CellStyle>,
    /// Each cell's name in the game's notation ("" where a cell has none).
    pub labels: Vec<String>,
    pub pieces: Vec<Option<PieceView>>,
    /// The colour each side's pieces are drawn in, e.g. ["black", "white"].
    pub colors: [&'static str; 2],
    /// Which side sits at the bottom of the diagram.
    pub bottom: u8,
    pub turn: u8,
    /// "end" or "immediate": when captured pieces leave the board (animation timing).
    pub removal: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hands: Option<[Vec<HandPiece>; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub supply: Option<[u32; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scores: Option<[f64; 2]>,
    /// Lines joining points (alquerque), as cell pairs.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<[usize; 2]>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub regions: Vec<Region>,
    /// Cells shaded as goals (Incorrect Checkers) or promotion zones.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub zones: Vec<usize>,
    /// The cell of a king in check.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub check: Option<usize>,
    /// Named counters the rules keep (draw-rule counts), for display.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub counters: Vec<(String, i64)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_move: Option<MoveInfo>,
    pub outcome: Option<OutcomeView>,
}

#[derive(Clone, Debug, PartialEq, DeriveSerialize)]
pub struct OutcomeView {
    pub winner: Option<u8>,
    pub reason: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scores: Option<[f64; 2]>,
    /// The result as the game's move list ends (`Records::result_token`): "2-0", "½-½",
    /// "まで77手で先手の勝ち"...
    pub token: String,
    /// The moves played (the page writes shogi's result in other languages with it).
    pub plies: usize,
}

impl OutcomeView {
    pub fn new(o: &super::Outcome, token: String, plies: usize) -> Self {
        OutcomeView { winner: o.winner.map(|s| s.index() as u8), reason: o.reason.code(), scores: o.scores, token, plies }
    }
}

/// Why a piece cannot move (`AnyGame::why_no_move`): a stable code and the cells of the
/// pieces that can.
#[derive(Clone, Debug, PartialEq, DeriveSerialize)]
pub struct Refusal {
    /// "no-piece", "not-your-piece", "must-capture", "must-take-most", "must-huff",
    /// "no-moves" or "game-over".
    pub code: &'static str,
    pub movable: Vec<usize>,
}

/// The endings a player may choose besides resigning, by game (the page shows their buttons).
#[derive(Clone, Copy, Debug, PartialEq, DeriveSerialize)]
#[serde(rename_all = "camelCase")]
pub struct Capabilities {
    /// A draw claimed under the rules (`claimDraw`): chess.
    pub claim_draw: bool,
    /// A win declared under the rules (`declareWin`): shogi's impasse.
    pub declare_win: bool,
    /// A draw offered to the opponent (`agreeDraw` once accepted).
    pub draw_offer: bool,
}

impl Capabilities {
    /// Only a draw by agreement, as every game has.
    pub const AGREEMENT: Capabilities = Capabilities { claim_draw: false, declare_win: false, draw_offer: true };
}

/// A text in both languages, built at run time.
#[derive(Clone, Debug, PartialEq, DeriveSerialize)]
pub struct Text {
    pub en: String,
    pub ja: String,
}

#[derive(Clone, Debug, PartialEq, DeriveSerialize)]
pub struct Names {
    pub en: &'static str,
    pub ja: &'static str,
}

/// A catalog entry.
#[derive(Clone, Debug, DeriveSerialize)]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    pub id: &'static str,
    pub name: Names,
    pub family: &'static str,
    pub rows: usize,
    pub cols: usize,
    pub options: Vec<OptionInfo>,
    /// The piece kinds a setup (`Game.fromSetup`, the position editor) may place, as the
    /// view names them.
    pub setup_kinds: &'static [&'static str],
    /// The kinds a setup may put in hand (shogi), in SFEN order.
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    pub hand_kinds: &'static [&'static str],
    pub capabilities: Capabilities,
}

/// The setup kinds of the games whose pieces are men and kings (draughts), or men only.
pub const MEN_AND_KINGS: &[&str] = &["man", "king"];
pub const MEN: &[&str] = &["man"];

impl Serialize for OptionValue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            OptionValue::Bool(b) => s.serialize_bool(*b),
            OptionValue::Int(i) => s.serialize_i64(*i),
            OptionValue::Text(t) => s.serialize_str(t),
        }
    }
}

impl Serialize for OptionInfo {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("OptionInfo", 3)?;
        st.serialize_field("name", self.name)?;
        st.serialize_field("values", &self.values)?;
        st.serialize_field("default", &self.default)?;
        st.end()
    }
}
