//! Collections (issue 15 point 3): a file of many records is cut into the records it
//! holds (core::collection::split), and each one reads back as the game that was written.

mod common;

use boardgames::ai::rng::Rng;
use boardgames::core::collection::split;
use boardgames::core::Options;

/// `count` random games of each of `ids`, written as records and joined as a file is.
fn collection(ids: &[&str], count: usize, seed: u64) -> (String, Vec<(String, Vec<String>)>) {
    let mut rng = Rng::new(seed);
    let mut file = String::new();
    let mut games = Vec::new();
    for i in 0..count {
        let id = ids[i % ids.len()];
        let plies = 4 + rng.below(60);
        let g = common::random_game(id, plies, &mut rng);
        file.push_str(&g.record());
        file.push('\n');
        games.push((id.to_string(), g.history()));
    }
    (file, games)
}

fn read_back(file: &str, games: &[(String, Vec<String>)]) {
    let entries = split(file).unwrap();
    assert_eq!(entries.len(), games.len(), "one entry per record");
    for (i, (entry, (id, moves))) in entries.iter().zip(games).enumerate() {
        let detected = boardgames::detect_record(&entry.text).map(|d| d.game);
        assert_eq!(detected, Some(id.as_str()), "record {i} names its game");
        let mut g = boardgames::new_game(id, &Options::none()).unwrap();
        g.load_record(&entry.text).unwrap_or_else(|e| panic!("record {i} ({id}): {e}\n{}", entry.text));
        assert_eq!(&g.history(), moves, "record {i} ({id}) reads back its moves");
        // A move may be two tokens (a huff and its move), so the texts are compared.
        let written: Vec<&str> = entry.opening.split_whitespace().filter(|t| !t.ends_with('.')).collect();
        assert!(!written.is_empty() || moves.is_empty(), "record {i}: an opening is shown");
        assert!(
            moves.join(" ").starts_with(&written.join(" ")),
            "record {i} ({id}): the opening {:?} is how its moves begin",
            entry.opening
        );
    }
}

#[test]
fn a_pdn_file_of_fifty_draughts_games_reads_back_game_by_game() {
    let (file, games) = collection(&["american", "international", "russian", "brazilian", "frisian"], 50, 15);
    read_back(&file, &games);
}

#[test]
fn a_pgn_file_of_fifty_chess_games_reads_back_game_by_game() {
    let (file, games) = collection(&["chess"], 50, 3);
    read_back(&file, &games);
}

#[test]
fn a_file_of_the_small_games_records_reads_back_game_by_game() {
    let (file, games) = collection(&["alquerque", "zonghen", "binary", "incorrect-checkers"], 12, 5);
    read_back(&file, &games);
}

#[test]
fn each_entry_keeps_its_tags_for_the_list() {
    let file = "[Event \"Club night\"]\n[White \"Ann\"]\n[Black \"Ben\"]\n[Date \"2026.11.20\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n\
                [Event \"Club night\"]\n[White \"Cid\"]\n[Black \"Dee\"]\n[Result \"1/2-1/2\"]\n\n1. d4 d5 1/2-1/2\n";
    let entries = split(file).unwrap();
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[0].tags.iter().find(|(k, _)| k == "White").map(|(_, v)| v.as_str()), Some("Ann"));
    assert_eq!(entries[0].opening, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#");
    assert_eq!(entries[1].tags.iter().find(|(k, _)| k == "Result").map(|(_, v)| v.as_str()), Some("1/2-1/2"));
    let mut g = boardgames::new_game("chess", &Options::none()).unwrap();
    g.load_record(&entries[0].text).unwrap();
    assert_eq!(g.outcome().map(|o| o.reason), Some(boardgames::core::Reason::Checkmate));
}
