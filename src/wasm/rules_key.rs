//! The key of a game's rules text (`Game.rulesKey`): what `rules_text` depends on, the game id
//! and its options resolved (every option of the game, defaults filled in, in the catalog's
//! order). Two games with the same key have the same rules; the family modules, built without
//! the sentences (feature `rules-prose` off), look them up by this key in the rules file
//! written from the combined module at build time (tools/families.mjs).

use crate::core::Options;

/// `id` then ` name=value` for each resolved option (values as `OptionValue::describe`
/// writes them). Called after the game was made from the same id and options, so both are
/// known to be valid; were they not, the id alone.
pub fn of(id: &str, options: &Options) -> String {
    let Ok((_, info)) = crate::games::find(id) else { return id.to_string() };
    let Ok(resolved) = options.resolve(id, &info.options) else { return id.to_string() };
    let mut key = id.to_string();
    for (name, value) in &resolved.0 {
        key.push(' ');
        key.push_str(name);
        key.push('=');
        key.push_str(&value.describe());
    }
    key
}
