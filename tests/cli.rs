//! The command line's guards: `--help` runs nothing, and `learn-eval` writes only where it
//! is told (it once overwrote the shipped data/learned/ID.bin when `--out` was left off,
//! and `learn-eval --help` ran a whole default fit to get there).

use std::path::PathBuf;
use std::process::Command;

/// A fresh empty directory for the binary to run in, so any file it writes shows.
fn empty_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("boardgames-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn run_in(dir: &PathBuf, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_boardgames")).args(args).current_dir(dir).output().unwrap()
}

fn entries(dir: &PathBuf) -> usize {
    std::fs::read_dir(dir).unwrap().count()
}

#[test]
fn help_prints_the_usage_and_runs_nothing() {
    let dir = empty_dir("help");
    for args in [&["--help"][..], &["help"], &["learn-eval", "--help"], &["learn-eval", "--game", "russian", "--positions", "10", "--help"]]
    {
        let out = run_in(&dir, args);
        assert!(out.status.success(), "{args:?}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.starts_with("usage: boardgames"), "{args:?}: {text}");
        assert!(text.contains("learn-eval --game ID --out FILE"), "{args:?}");
    }
    assert_eq!(entries(&dir), 0, "help wrote files");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn learn_eval_without_out_is_refused_before_it_plays_and_writes_nothing() {
    let dir = empty_dir("learn-out");
    let out = run_in(&dir, &["learn-eval", "--game", "american", "--positions", "20", "--data", "set.txt"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--out FILE is required"));
    // Neither the data cache nor data/learned/american.bin.
    assert_eq!(entries(&dir), 0, "a refused run wrote files");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn learn_eval_writes_its_weights_where_out_says() {
    let dir = empty_dir("learn-write");
    let args =
        ["learn-eval", "--game", "american", "--positions", "30", "--nodes", "50", "--epochs", "2", "--region", "3x3", "--out", "w.bin"];
    let out = run_in(&dir, &args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(dir.join("w.bin").is_file());
    assert!(!dir.join("data").exists(), "wrote beside --out");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn learn_eval_refuses_a_teacher_for_positions_already_played_and_writes_nothing() {
    let dir = empty_dir("learn-teacher");
    let teacher = concat!(env!("CARGO_MANIFEST_DIR"), "/data/learned/american.bin");
    let played = ["learn-eval", "--game", "american", "--positions", "20", "--nodes", "50", "--epochs", "1", "--region", "3x3"];
    let out = run_in(&dir, &[&played[..], &["--data", "set.txt", "--out", "w.bin"]].concat());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    std::fs::remove_file(dir.join("w.bin")).unwrap();
    let out = run_in(&dir, &[&played[..], &["--data", "set.txt", "--teacher", teacher, "--out", "w.bin"]].concat());
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--teacher plays new games"));
    assert!(!dir.join("w.bin").exists(), "a refused run wrote its weights");
    // A new data file is played with the teacher.
    let out = run_in(&dir, &[&played[..], &["--data", "taught.txt", "--teacher", teacher, "--out", "w.bin"]].concat());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(dir.join("taught.txt").is_file() && dir.join("w.bin").is_file());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn learn_eval_labels_with_the_k_label_k_gives_and_refuses_one_not_positive() {
    let dir = empty_dir("learn-label-k");
    let played = [
        "learn-eval",
        "--game",
        "gothic",
        "--positions",
        "20",
        "--nodes",
        "50",
        "--label-nodes",
        "100",
        "--epochs",
        "1",
        "--region",
        "2x2",
    ];
    let out = run_in(&dir, &[&played[..], &["--data", "set.txt", "--out", "w.bin"]].concat());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(!String::from_utf8_lossy(&out.stdout).contains("K 0.004000,"), "the scores' own K is another");
    let out = run_in(&dir, &[&played[..], &["--data", "set.txt", "--label-k", "0.004", "--out", "k.bin"]].concat());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("labelled by a search: K 0.004000,"));
    for bad in ["0", "-1", "x"] {
        let out = run_in(&dir, &[&played[..], &["--data", "set.txt", "--label-k", bad, "--out", "bad.bin"]].concat());
        assert!(!out.status.success(), "--label-k {bad}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("--label-k"), "--label-k {bad}");
        assert!(!dir.join("bad.bin").exists(), "a refused run wrote its weights");
    }
    // Refused before the self-play, as a missing --out is: a new data file is not played.
    let out = run_in(&dir, &[&played[..], &["--data", "fresh.txt", "--label-k", "0", "--out", "bad.bin"]].concat());
    assert!(!out.status.success());
    assert!(!dir.join("fresh.txt").exists(), "a refused run played its games");
    std::fs::remove_dir_all(&dir).unwrap();
}
