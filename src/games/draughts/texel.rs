//! Training data for the evaluation's weights (tools/tune/): a position's features
//! (eval.rs `features`) when it is quiet, that is when neither side can capture, so
//! that its static evaluation is what the search's quiescence would stand on.

use crate::core::{GameError, Options, Side};

use super::eval::{evaluate, features, weight_vector, weights_of, SCALARS};
use super::movegen::can_capture;
use super::variants;

/// A quiet position's line of training data, `EVAL F0 F1 ...` (the evaluation and the
/// features, both for the side to move), and the side to move; `None` if either side
/// can capture. `text` is a position of game `id` in its FEN.
pub fn quiet_features(id: &str, text: &str) -> Result<Option<(String, Side)>, GameError> {
    let opts = Options::none().resolve(id, &variants::options(id))?;
    let pos = super::read(id, text, &opts)?;
    let me = pos.side_to_move();
    if can_capture(&pos, me) || can_capture(&pos, me.other()) {
        return Ok(None);
    }
    let mut line = evaluate(&pos).to_string();
    for f in features(&pos) {
        line.push(' ');
        line.push_str(&format!("{}", (f * 1e6).round() / 1e6));
    }
    Ok(Some((line, me)))
}

/// The weights game `id` evaluates with, in the order of the features, as the header
/// of its training data: `# weights NAME: SQUARES BANDS SCALARS... W0 W1 ...` (the
/// tuning tool starts from them and prints its result in the same order).
pub fn weight_header(id: &str) -> Result<String, GameError> {
    let opts = Options::none().resolve(id, &variants::options(id))?;
    let pos = super::start(id, &opts)?;
    let w = weights_of(pos.variant());
    let mut line = format!("# weights {}: {} {} {}", w.name, pos.board().playable.len(), pos.board().grid.cols / 2, SCALARS.join(","));
    for x in weight_vector(&pos, w) {
        line.push_str(&format!(" {x}"));
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_with_a_capture_is_not_quiet() {
        // International: White's 28 can take Black's 23 (to 19).
        assert_eq!(quiet_features("international", "W:W28:B23").unwrap(), None);
        // Nor when only the side not to move could capture.
        assert_eq!(quiet_features("international", "B:W28:B23").unwrap(), None);
    }

    #[test]
    fn a_quiet_position_gives_its_evaluation_and_features() {
        let (line, side) = quiet_features("international", "W:W46:B5").unwrap().unwrap();
        assert_eq!(side, Side::First);
        let words: Vec<&str> = line.split(' ').collect();
        // The evaluation, then 50 squares, 5 bands and 8 scalar terms.
        assert_eq!(words.len(), 1 + 50 + 5 + 8);
    }
}
