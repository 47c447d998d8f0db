//! One puzzle a line, fields separated by `|`:
//!
//! `game|options|position|solution|rating|themes`
//!
//! - `options`: the rule options as `name=value,...` (empty: the defaults);
//! - `position`: the game's position text (spaces allowed);
//! - `solution`: the moves in the game's notation, solver's first, separated by one space
//!   (a space inside a move, as in alquerque's huff, is written `_`);
//! - `rating`: the first estimate (`themes::rating`);
//! - `themes`: comma-separated (`themes`), possibly none.
//!
//! No field holds `|`: position texts and notations never do.

use crate::core::{OptionValue, Options};

#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    pub game: String,
    pub options: String,
    pub position: String,
    pub solution: Vec<String>,
    pub rating: u32,
    pub themes: Vec<String>,
}

impl Puzzle {
    pub fn to_line(&self) -> String {
        let moves: Vec<String> = self.solution.iter().map(|m| m.replace(' ', "_")).collect();
        format!("{}|{}|{}|{}|{}|{}", self.game, self.options, self.position, moves.join(" "), self.rating, self.themes.join(","))
    }

    pub fn from_line(line: &str) -> Result<Puzzle, String> {
        let fields: Vec<&str> = line.trim_end().split('|').collect();
        let [game, options, position, solution, rating, themes] = fields.as_slice() else {
            return Err(format!("a puzzle line has 6 fields separated by '|': '{line}'"));
        };
        let solution: Vec<String> = solution.split(' ').filter(|m| !m.is_empty()).map(|m| m.replace('_', " ")).collect();
        if solution.is_empty() {
            return Err(format!("a puzzle without a solution: '{line}'"));
        }
        Ok(Puzzle {
            game: game.to_string(),
            options: options.to_string(),
            position: position.to_string(),
            solution,
            rating: rating.parse().map_err(|_| format!("rating '{rating}' is not a number"))?,
            themes: themes.split(',').filter(|t| !t.is_empty()).map(str::to_string).collect(),
        })
    }
}

/// Rule options from `name=value,name=value` (true/false, integers, or text).
pub fn parse_options(text: &str) -> Result<Options, String> {
    let mut opts = Options::none();
    for pair in text.split(',').filter(|p| !p.is_empty()) {
        let (k, v) = pair.split_once('=').ok_or(format!("option '{pair}' must be name=value"))?;
        let value = match v {
            "true" => OptionValue::Bool(true),
            "false" => OptionValue::Bool(false),
            _ => v.parse().map(OptionValue::Int).unwrap_or(OptionValue::Text(v.to_string())),
        };
        opts = opts.with(k, value);
    }
    Ok(opts)
}
