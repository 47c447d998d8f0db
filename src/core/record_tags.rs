//! A record's tags in one shape for every format: the players by side, the event, site,
//! date and round, the result as written, and every other tag verbatim. Readers keep the
//! format's own names (`Record::tags`); `RecordTags::from_record` maps them, and the
//! writers write a `RecordTags` back under the format's names (`pgn_pairs`, `other_pairs`),
//! so that a record read and written again keeps all it said.

use serde::Serialize;

use super::{Outcome, Reason, Record, Side};

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct RecordTags {
    /// Each side's player (by side number), or none.
    pub players: [Option<String>; 2],
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub site: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub round: Option<String>,
    /// The result as the record wrote it ("1-0", "2-0", "投了", "%TORYO"...).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// Every other tag, verbatim and in order.
    pub other: Vec<(String, String)>,
}

/// What a tag of a record says, by its name in any format.
#[derive(Clone, Copy)]
enum Field {
    Player(usize),
    Event,
    Site,
    Date,
    Round,
    Result,
    /// CSA's end statement (`%TORYO`), kept by the reader without its `%`.
    End,
    /// Derived by the writers from the game itself (its id, start and outcome): not kept
    /// in `other`, or they would be written twice.
    Derived,
}

/// The fields' names in PGN/PDN, KIF/KI2 and CSA (its `$` keys without `$`), matched
/// without regard to ASCII case. KIF names the players 先手/後手, or 下手/上手 in a
/// handicap game (上手 gives the handicap and moves first, but is side 1: the side of
/// 後手's pieces). PGN-like records name them by colour (`from_record`).
const FIELDS: [(&str, Field); 22] = [
    ("Event", Field::Event),
    ("棋戦", Field::Event),
    ("Site", Field::Site),
    ("場所", Field::Site),
    ("Date", Field::Date),
    ("開始日時", Field::Date),
    ("START_TIME", Field::Date),
    ("Round", Field::Round),
    ("Result", Field::Result),
    ("End", Field::End),
    ("先手", Field::Player(0)),
    ("下手", Field::Player(0)),
    ("後手", Field::Player(1)),
    ("上手", Field::Player(1)),
    ("Game", Field::Derived),
    ("GameType", Field::Derived),
    ("SetUp", Field::Derived),
    ("FEN", Field::Derived),
    ("Position", Field::Derived),
    ("Termination", Field::Derived),
    ("手合割", Field::Derived),
    ("Version", Field::Derived),
];

/// The field a tag named `name` gives; `colours` name the players in PGN-like records.
fn field_of(name: &str, colours: [&str; 2]) -> Option<Field> {
    if let Some(side) = (0..2).find(|&s| name.eq_ignore_ascii_case(colours[s])) {
        return Some(Field::Player(side));
    }
    FIELDS.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, f)| *f)
}

/// "White" for "white": a colour as a PGN tag name.
pub fn colour_tag(colour: &str) -> String {
    let mut chars = colour.chars();
    chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
}

impl RecordTags {
    /// The tags of `record`; `colours` are the colours of side 0 and 1 ("white", "black"),
    /// whose tag names ("White", "Black") name the players in PGN-like records.
    pub fn from_record(record: &Record, colours: [&str; 2]) -> Self {
        let mut tags = RecordTags::default();
        for (name, text) in &record.tags {
            let value = Some(text.clone());
            match field_of(name, colours) {
                Some(Field::Player(side)) => tags.players[side] = value,
                Some(Field::Event) => tags.event = value,
                Some(Field::Site) => tags.site = value,
                Some(Field::Date) => tags.date = value,
                Some(Field::Round) => tags.round = value,
                Some(Field::Result) => tags.result = value.filter(|v| !v.is_empty()),
                Some(Field::End) => tags.result = value.map(|v| format!("%{v}")),
                Some(Field::Derived) => {}
                None => tags.other.push((name.clone(), text.clone())),
            }
        }
        if let Some(end) = &record.result {
            tags.result = Some(end.clone());
        }
        tags
    }

    /// The tag pairs of PGN and PDN: Event, Site, Date and Round, then White and Black
    /// (the players of the sides whose pieces have those `colours`). A field without a
    /// value is written as `absent` gives it (the seven-tag roster's "?"), or left out.
    pub fn pgn_pairs(&self, colours: [&str; 2], absent: &dyn Fn(&str) -> Option<&'static str>) -> Vec<(String, String)> {
        let mut pairs = Vec::new();
        let mut push = |name: &str, value: Option<&String>| {
            if let Some(v) = value.map(|v| one_line(v)).or_else(|| absent(name).map(str::to_string)) {
                pairs.push((name.to_string(), v));
            }
        };
        push("Event", self.event.as_ref());
        push("Site", self.site.as_ref());
        push("Date", self.date.as_ref());
        push("Round", self.round.as_ref());
        for colour in ["white", "black"] {
            let side = colours.iter().position(|c| c.eq_ignore_ascii_case(colour));
            push(&colour_tag(colour), side.and_then(|s| self.players[s].as_ref()));
        }
        pairs
    }

    /// The other tags, on one line each, leaving out those named in `written`.
    pub fn other_pairs(&self, written: &[(String, String)]) -> Vec<(String, String)> {
        self.other
            .iter()
            .filter(|(n, _)| {
                !written.iter().any(|(w, _)| w.eq_ignore_ascii_case(n))
                    && !matches!(field_of(n, ["", ""]), Some(Field::Derived | Field::Result | Field::End))
            })
            .map(|(n, v)| (n.clone(), one_line(v)))
            .collect()
    }

    /// A player's name on one line, or "".
    pub fn player(&self, side: usize) -> String {
        self.players[side].as_deref().map(one_line).unwrap_or_default()
    }
}

/// A tag value on one line: every record format ends a tag at the line's end.
pub fn one_line(value: &str) -> String {
    value.replace(['\r', '\n'], " ")
}

/// The result a PGN-like record writes for `outcome`: the record's own token where it
/// says the same ("2-0" and "1-1" of a draughts PDN stay), else `record::result_text`'s.
pub fn result_token(outcome: Option<&Outcome>, tags: &RecordTags) -> String {
    let own = tags.result.as_deref().filter(|r| {
        let scored = r.chars().all(|c| c.is_ascii_digit() || "-/½".contains(c));
        match outcome {
            None => *r == "*",
            Some(o) => scored && recorded_outcome(r, Side::First).map(|r| r.winner) == Some(o.winner),
        }
    });
    own.map(str::to_string).unwrap_or_else(|| super::record::result_text(outcome).to_string())
}

/// The ending a record's result token says, for a game its moves do not end: `to_move`
/// is the side to move after the last move (KIF's 投了 and CSA's %TORYO are its acts).
/// None for "*", 中断 and tokens that say no result.
pub fn recorded_outcome(token: &str, to_move: Side) -> Option<Outcome> {
    let token = token.trim();
    let win = |side: Side, reason| Some(Outcome::win(side, reason));
    match token {
        "1-0" | "2-0" => win(Side::First, Reason::Recorded),
        "0-1" | "0-2" => win(Side::Second, Reason::Recorded),
        "1/2-1/2" | "½-½" | "1-1" => Some(Outcome::draw(Reason::Recorded)),
        "投了" | "%TORYO" => win(to_move.other(), Reason::Resignation),
        "切れ負け" | "%TIME_UP" => win(to_move.other(), Reason::Time),
        "詰み" | "%TSUMI" | "反則負け" | "不戦敗" => win(to_move.other(), Reason::Recorded),
        "反則勝ち" | "入玉勝ち" | "宣言勝ち" | "不戦勝" | "%KACHI" => win(to_move, Reason::Recorded),
        "%+ILLEGAL_ACTION" => win(Side::Second, Reason::Recorded),
        "%-ILLEGAL_ACTION" => win(Side::First, Reason::Recorded),
        "千日手" | "持将棋" | "%SENNICHITE" | "%JISHOGI" | "%HIKIWAKE" => Some(Outcome::draw(Reason::Recorded)),
        _ => None,
    }
}
