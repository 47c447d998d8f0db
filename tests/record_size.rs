//! A record longer than one game's can be is refused before any of it is read (issue 34):
//! the readers' memory grows with the text, and wasm memory is never given back.

use boardgames::core::record::MAX_RECORD_CHARS;
use boardgames::core::Options;

#[test]
fn a_record_over_the_limit_is_refused_with_its_code_and_changes_nothing() {
    let mut g = boardgames::new_game("american", &Options::none()).unwrap();
    g.play("11-15").unwrap();
    let too_long = "9".repeat(MAX_RECORD_CHARS + 1);
    for result in [g.load_record(&too_long).map(|_| ()), g.load_record_line(&too_long).map(|_| ())] {
        let e = result.unwrap_err();
        assert_eq!(e.code(), Some("record-too-long"));
        assert!(e.0.contains(&format!("{} characters (at most {MAX_RECORD_CHARS}", MAX_RECORD_CHARS + 1)), "{}", e.0);
    }
    assert_eq!(g.history(), ["11-15"], "nothing changed");
}

#[test]
fn characters_are_counted_not_bytes() {
    // 600,000 two-byte characters in a comment: 1.2 MB, but within the limit.
    let mut g = boardgames::new_game("chess", &Options::none()).unwrap();
    let text = format!("1. e4 {{{}}} *", "é".repeat(600_000));
    g.load_record(&text).unwrap();
    assert_eq!(g.history(), ["e4"]);
}
