//! Rule options (`new Game(id, { option: value })`), validated against each game's list.

use super::{ErrorKind, GameError};

#[derive(Clone, Debug, PartialEq)]
pub enum OptionValue {
    Bool(bool),
    Int(i64),
    Text(String),
}

impl OptionValue {
    pub fn describe(&self) -> String {
        match self {
            OptionValue::Bool(b) => b.to_string(),
            OptionValue::Int(i) => i.to_string(),
            OptionValue::Text(s) => format!("\"{s}\""),
        }
    }
}

/// One option a game accepts: its name, the values allowed and the default.
#[derive(Clone, Debug)]
pub struct OptionInfo {
    pub name: &'static str,
    pub values: Vec<OptionValue>,
    pub default: OptionValue,
}

impl OptionInfo {
    pub fn flag(name: &'static str) -> Self {
        OptionInfo { name, values: vec![OptionValue::Bool(false), OptionValue::Bool(true)], default: OptionValue::Bool(false) }
    }

    pub fn choice(name: &'static str, values: &[&str], default: &str) -> Self {
        OptionInfo {
            name,
            values: values.iter().map(|v| OptionValue::Text(v.to_string())).collect(),
            default: OptionValue::Text(default.to_string()),
        }
    }

    pub fn numbers(name: &'static str, values: &[i64], default: i64) -> Self {
        OptionInfo { name, values: values.iter().map(|v| OptionValue::Int(*v)).collect(), default: OptionValue::Int(default) }
    }
}

/// Options as given by the caller: name/value pairs, checked by `resolve`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Options(pub Vec<(String, OptionValue)>);

impl Options {
    pub fn none() -> Self {
        Options(Vec::new())
    }

    pub fn with(mut self, name: &str, value: OptionValue) -> Self {
        self.0.push((name.to_string(), value));
        self
    }

    /// Checks every given option against `known` and returns the full set with defaults filled in.
    pub fn resolve(&self, game: &str, known: &[OptionInfo]) -> Result<Resolved, GameError> {
        let mut values: Vec<(&'static str, OptionValue)> = known.iter().map(|o| (o.name, o.default.clone())).collect();
        for (name, value) in &self.0 {
            let Some(info) = known.iter().find(|o| o.name == name) else {
                let names: Vec<&str> = known.iter().map(|o| o.name).collect();
                let list = if names.is_empty() { "none".to_string() } else { names.join(", ") };
                return Err(GameError::of(ErrorKind::UnknownOption, format!("unknown option '{name}' for {game}; known: {list}")));
            };
            if !info.values.contains(value) {
                let allowed: Vec<String> = info.values.iter().map(|v| v.describe()).collect();
                return Err(GameError::new(format!(
                    "option '{name}' of {game} cannot be {}; allowed: {}",
                    value.describe(),
                    allowed.join(", ")
                )));
            }
            if let Some(slot) = values.iter_mut().find(|(n, _)| *n == info.name) {
                slot.1 = value.clone();
            }
        }
        Ok(Resolved(values))
    }
}

/// Options after validation: every known option has a value.
#[derive(Clone, Debug, PartialEq)]
pub struct Resolved(pub Vec<(&'static str, OptionValue)>);

impl Resolved {
    pub fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), Some(OptionValue::Bool(true)))
    }

    pub fn text(&self, name: &str) -> &str {
        match self.get(name) {
            Some(OptionValue::Text(s)) => s,
            _ => "",
        }
    }

    pub fn int(&self, name: &str) -> i64 {
        match self.get(name) {
            Some(OptionValue::Int(i)) => *i,
            _ => 0,
        }
    }

    fn get(&self, name: &str) -> Option<&OptionValue> {
        self.0.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// The options that differ from their defaults, for records and URLs.
    pub fn non_default(&self, known: &[OptionInfo]) -> Vec<(&'static str, OptionValue)> {
        self.0.iter().filter(|(n, v)| known.iter().any(|o| o.name == *n && o.default != *v)).cloned().collect()
    }
}
