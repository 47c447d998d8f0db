//! SAN, UCI, FEN and PGN: disambiguation, lenient reading, round trips, clear errors.

use boardgames::core::Rules;
use boardgames::games::chess::Chess;

mod chess_util;
mod common;
use chess_util::{game, legal, moves_of, play_all, position, start, Rng};

fn san_of(fen: &str, from_to: &str) -> String {
    let pos = position(fen);
    let moves = moves_of(&pos);
    let mv = moves.iter().find(|m| pos.uci(m) == from_to).unwrap_or_else(|| panic!("{from_to} is not legal in {fen}"));
    pos.describe(mv, &moves).notation
}

#[test]
fn san_disambiguation_by_file() {
    let fen = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
    assert_eq!(san_of(fen, "b1d2"), "Nbd2");
    assert_eq!(san_of(fen, "f3d2"), "Nfd2");
    assert_eq!(san_of(fen, "b1c3"), "Nc3");
}

#[test]
fn san_disambiguation_by_rank() {
    let fen = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
    assert_eq!(san_of(fen, "a1a3"), "R1a3");
    assert_eq!(san_of(fen, "a5a3"), "R5a3");
    assert_eq!(san_of(fen, "a5h5"), "Rh5");
}

#[test]
fn san_disambiguation_by_file_and_rank() {
    let fen = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
    assert_eq!(san_of(fen, "a1b2"), "Qa1b2");
    assert_eq!(san_of(fen, "a3b2"), "Q3b2");
    assert_eq!(san_of(fen, "c1b2"), "Qcb2");
}

#[test]
fn san_ignores_pinned_rivals() {
    // The knight on e2 is pinned by the rook on e7, so Nb5-d4 needs no file.
    assert_eq!(san_of("4k3/4r3/8/1N6/8/8/4N3/4K3 w - - 0 1", "b5d4"), "Nd4");
}

#[test]
fn san_forms_of_captures_checks_and_promotions() {
    assert_eq!(san_of("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"), "exd5");
    assert_eq!(san_of("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"), "Ra8+");
    assert_eq!(san_of("3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8q"), "exd8=Q+");
    assert_eq!(san_of("r3k3/8/8/8/8/8/8/4K3 b q - 0 1", "e8c8"), "O-O-O");
    assert_eq!(san_of("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"), "Ra8#");
}

#[test]
fn san_reading_is_lenient() {
    let cases = [
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", ["O-O", "0-0", "e1g1", "e1h1", "O-O+"], "O-O"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ["Nf3", "Ng1f3", "Ng1-f3", "g1f3", "nf3"], "Nf3"),
        ("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", ["exd5", "ed5", "e4xd5", "e4d5", "exd5!"], "exd5"),
        ("3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", ["exd8=Q+", "exd8Q", "exd8=Q", "e7d8q", "exd8(Q)"], "exd8=Q+"),
    ];
    for (fen, texts, expected) in cases {
        for text in texts {
            let mut g = game(fen);
            match g.play(text) {
                Ok(info) => assert_eq!(info.notation, expected, "{text} in {fen}"),
                Err(e) => panic!("{text} refused in {fen}: {e}"),
            }
        }
    }
}

#[test]
fn san_reading_refuses_bad_and_ambiguous_moves() {
    let fen = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
    let mut g = game(fen);
    let err = |g: &mut Box<dyn boardgames::session::AnyGame>, t: &str| g.play(t).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(err(&mut g, "Nd2").contains("ambiguous"), "{}", err(&mut g, "Nd2"));
    assert!(err(&mut g, "Nd5").contains("illegal move 'Nd5'"));
    assert!(err(&mut g, "hello").contains("cannot read move"));
    assert!(err(&mut g, "").contains("cannot read move"));
    assert!(err(&mut g, "O-O").contains("castling is not possible"));
    assert!(err(&mut g, "e2e4").contains("illegal"));
    assert!(err(&mut g, "Ke1").contains("illegal"));
    assert_eq!(g.position(), fen, "a refused move changes nothing");
    // A pawn move written without its file is a push, not a capture.
    let mut g = game("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    assert!(g.play("d5").is_err());
}

/// A random playout from `fen` of up to `plies`, calling `check` on every position.
fn playout(rng: &mut Rng, fen: &str, plies: usize, mut check: impl FnMut(&Chess, &[<Chess as Rules>::Move])) {
    let mut pos = position(fen);
    for _ in 0..plies {
        let moves = moves_of(&pos);
        check(&pos, &moves);
        if moves.is_empty() {
            break;
        }
        pos.apply(&moves[rng.below(moves.len())]);
    }
}

const STARTS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
];

#[test]
fn san_and_uci_round_trip_over_random_playouts() {
    let mut rng = Rng(0x5eed_c4e5);
    let mut checked = 0;
    for game_no in 0..120 {
        playout(&mut rng, STARTS[game_no % STARTS.len()], 160, |pos, moves| {
            for mv in moves {
                let san = pos.describe(mv, moves).notation;
                assert_eq!(pos.parse_move(&san, moves).ok(), Some(*mv), "SAN {san} in {}", pos.fen());
                let bare = san.trim_end_matches(['+', '#']);
                assert_eq!(pos.parse_move(bare, moves).ok(), Some(*mv), "SAN {bare} in {}", pos.fen());
                let uci = pos.uci(mv);
                assert_eq!(pos.parse_move(&uci, moves).ok(), Some(*mv), "UCI {uci} in {}", pos.fen());
                checked += 1;
            }
            // Every SAN is distinct.
            let mut all: Vec<String> = moves.iter().map(|m| pos.describe(m, moves).notation).collect();
            all.sort();
            all.dedup();
            assert_eq!(all.len(), moves.len(), "duplicate SAN in {}", pos.fen());
        });
    }
    assert!(checked > 100_000, "only {checked} moves checked");
}

#[test]
fn fen_round_trips_over_random_playouts() {
    let mut rng = Rng(0x0fe4_0001);
    for game_no in 0..200 {
        playout(&mut rng, STARTS[game_no % STARTS.len()], 200, |pos, moves| {
            let text = pos.fen();
            let back = Chess::from_fen(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(back, *pos, "{text}");
            assert_eq!(back.fen(), text);
            assert_eq!(moves_of(&back), moves);
        });
    }
}

#[test]
fn fen_with_only_four_fields_defaults_the_counters() {
    assert_eq!(position("4k3/8/8/8/8/8/8/4K3 b - -").fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

#[test]
fn malformed_fen_errors() {
    let cases = [
        ("", "expected 6 fields"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "expected 6 fields"),
        ("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "8 ranks"),
        ("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7 has 9 squares"),
        ("rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 6 has 7 squares"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "'X' is not a piece letter"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move must be 'w' or 'b'"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", "castling field"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1", "repeats 'K'"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
            "castling right 'K' needs the white king on e1 and a white rook on h1",
        ),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "en passant field 'e9'"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "en passant square e6 is impossible"),
        ("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1", "en passant square e6 is impossible"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "halfmove clock 'x' is not a number"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3", "fullmove number '-3' is not a number"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove number starts at 1"),
        ("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "black has 0 kings"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w kq - 0 1", "white has 2 kings"),
        ("rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", "a pawn on h8"),
        ("4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "a pawn on a1"),
        ("4k3/8/8/8/8/8/8/4K2R w - - 0 1", ""),
        ("4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "black is in check but it is white's turn"),
        ("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", "black has 9 pawns"),
    ];
    for (fen, expected) in cases {
        let result = Chess::from_fen(fen);
        if expected.is_empty() {
            assert!(result.is_ok(), "{fen} should be accepted");
            continue;
        }
        match result {
            Ok(_) => panic!("{fen} accepted"),
            Err(e) => {
                let msg = e.to_string();
                assert!(msg.contains(expected), "{fen}: '{msg}' does not say '{expected}'");
                assert!(msg.starts_with("invalid "), "messages start in lower case: {msg}");
            }
        }
        assert!(boardgames::from_position("chess", fen, &boardgames::core::Options::none()).is_err());
    }
}

#[test]
fn pgn_export_then_import_gives_the_same_game() {
    let mut g = start();
    play_all(g.as_mut(), "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7");
    let pgn = g.record();
    assert!(pgn.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3"), "{pgn}");
    assert!(!pgn.contains("FEN"));
    assert!(pgn.trim_end().ends_with("10. d4 Nbd7 *"), "{pgn}");
    let mut h = start();
    h.load_record(&pgn).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(h.position(), g.position());
    assert_eq!(h.history(), g.history());
}

#[test]
fn pgn_from_a_set_up_position_with_black_to_move() {
    let fen = "4k3/8/8/8/8/8/4P3/R3K3 b Q - 3 40";
    let mut g = game(fen);
    play_all(g.as_mut(), "Kd7 O-O-O+ Kc7 Rd7+ Kxd7");
    let pgn = g.record();
    assert!(pgn.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/R3K3 b Q - 3 40\"]"), "{pgn}");
    assert!(pgn.contains("40... Kd7 41. O-O-O+ Kc7 42. Rd7+ Kxd7"), "{pgn}");
    let mut h = start();
    h.load_record(&pgn).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(h.start_position(), fen);
    assert_eq!(h.position(), g.position());
}

#[test]
fn pgn_records_the_result() {
    let mut g = start();
    play_all(g.as_mut(), "f3 e5 g4 Qh4#");
    let pgn = g.record();
    assert!(pgn.contains("[Result \"0-1\"]") && pgn.trim_end().ends_with("2. g4 Qh4# 0-1"), "{pgn}");
    assert!(pgn.contains("[Termination \"normal\"]"));
}

#[test]
fn pgn_import_skips_comments_nags_and_variations() {
    let pgn = r#"[Event "Test, \"quoted\""]
[Site "?"]
[Result "1-0"]

% an escaped line
1. e4 {best by test; (really)} e5 $1 2. Nf3!? (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6
; a line comment with {braces
3.Bb5 a6 4. Ba4 Nf6 5. O-O Be7 $14 6. Re1 b5 7. Bb3 d6?! 1-0
[Event "second game"]

1. d4 *
"#;
    let mut g = start();
    g.load_record(pgn).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.history(), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6"]);
}

#[test]
fn pgn_import_reports_a_bad_move_and_changes_nothing() {
    let mut g = start();
    play_all(g.as_mut(), "d4");
    let err = g.load_record("1. e4 e5 2. Ke3 *").err().map(|e| e.to_string()).unwrap_or_default();
    assert!(err.contains("move 3 'Ke3'"), "{err}");
    assert_eq!(g.history(), ["d4"]);
}

#[test]
fn legal_moves_of_the_start() {
    let g = start();
    assert_eq!(legal(g.as_ref()).len(), 20);
}
