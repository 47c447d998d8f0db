//! Analysis (`AnyGame::analyse`): forced wins found and scored in plies in every
//! family, their lines playable to the end, losses seen from the losing side, MultiPV
//! lines distinct and best first, the depth callback, and exact repetition under a
//! node limit. Every forced win below is also checked against the rules alone, by a
//! brute-force walk over the legal moves (`wins_within`), not only by the search.

use boardgames::ai::{AnalysisKind, Score, SearchLimits};
use boardgames::core::{Options, Side};
use boardgames::session::AnyGame;

fn game(id: &str, position: &str) -> Box<dyn AnyGame> {
    boardgames::from_position(id, position, &Options::none()).unwrap()
}

/// Whether `winner` (the side to move) can force a win within `plies` plies, by the
/// legal moves alone.
fn wins_within(g: &mut dyn AnyGame, winner: Side, plies: u32) -> bool {
    if plies == 0 {
        return false;
    }
    let mine = g.turn() == winner;
    let moves: Vec<String> = g.legal_moves().into_iter().map(|m| m.notation).collect();
    let mut results = moves.iter().map(|mv| {
        g.play(mv).unwrap();
        let won = match g.outcome() {
            Some(o) => o.winner == Some(winner),
            None => wins_within(g, winner, plies - 1),
        };
        g.undo();
        won
    });
    if mine {
        results.any(|w| w)
    } else {
        !moves.is_empty() && results.all(|w| w)
    }
}

/// The first line is a win in `plies`; it is the shortest (checked by the rules), and
/// playing it on a copy ends the game with the side to move winning.
fn assert_forced_win(id: &str, position: &str, plies: u32, limits: SearchLimits) -> Vec<String> {
    let g = game(id, position);
    let me = g.turn();
    let analysis = g.analyse(&limits, 2);
    let line = &analysis.lines[0];
    assert_eq!(line.score, Score::Win { win: plies }, "{id} {position}: {:?}", analysis.lines);
    assert_eq!(line.pv.len() as u32, plies, "{id}: the line runs to the end: {:?}", line.pv);
    let mut copy = game(id, position);
    assert!(wins_within(copy.as_mut(), me, plies), "{id}: the rules confirm a win in {plies}");
    assert!(!wins_within(copy.as_mut(), me, plies - 1), "{id}: and none sooner");
    for mv in &line.pv {
        copy.play(mv).unwrap_or_else(|e| panic!("{id}: {mv} of {:?}: {e}", line.pv));
    }
    assert_eq!(copy.outcome().and_then(|o| o.winner), Some(me), "{id}: {:?} ends the game", line.pv);
    line.pv.clone()
}

// American checkers, White to move: 26-23 gives a man, 19x26 is Black's only move, and
// 31x22x13 takes both black men.
const AMERICAN_SHOT: &str = "W:W25,26,31:B17,19";
// International draughts: 41-37 gives a man, 42x31 is forced (men capture backwards),
// and 36x27x16x7 takes all three black men.
const INTERNATIONAL_SHOT: &str = "W:W29,36,41:B11,21,42";
// Chess, mate in 2 with two rooks: 1.Ra7 (or Rb7) Kg8 2.Rb8# (Ra8#); no mate in 1.
const CHESS_MATE_IN_TWO: &str = "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1";
// Shogi, a three-move tsume: G*2a (the knight on 3c guards 2a) K1b, R*1a (the gold on
// 2a guards 1a and 2b; 1c is on the rook's file): mate.
const SHOGI_TSUME: &str = "8k/9/6Ng1/9/9/9/9/9/4K4 b RG 1";
// Alquerque, White to move wins in three plies whatever Black replies.
const ALQUERQUE_WIN: &str = "W:We5,c3,d1:Bc5,d5";
// Zong-Heng, last placements: Black wins in two plies whatever White replies.
const ZONGHEN_WIN: &str = "bwwwwwww/wwbwb1bb/bwbbbwww/bbbwbbbw/bwwbbwbw/bbbwwbww/bw1wbwww/bwbbbbwb b 1 1";

#[test]
fn two_move_shot_is_found_in_american_checkers() {
    let pv = assert_forced_win("american", AMERICAN_SHOT, 3, SearchLimits::depth(5));
    assert_eq!(pv, ["26-23", "19x26", "31x13"]);
}

#[test]
fn shot_is_found_in_international_draughts() {
    let pv = assert_forced_win("international", INTERNATIONAL_SHOT, 3, SearchLimits::depth(5));
    assert_eq!(pv, ["41-37", "42x31", "36x7"]);
}

#[test]
fn mate_in_two_is_found_in_chess() {
    let g = game("chess", CHESS_MATE_IN_TWO);
    assert_forced_win("chess", CHESS_MATE_IN_TWO, 3, SearchLimits::depth(5));
    // Both rook lifts mate in two: the second line is the other one.
    let analysis = g.analyse(&SearchLimits::depth(5), 2);
    let firsts: Vec<&str> = analysis.lines.iter().map(|l| l.pv[0].as_str()).collect();
    assert!(firsts.contains(&"Ra7") && firsts.contains(&"Rb7"), "{:?}", analysis.lines);
    assert_eq!(analysis.lines[1].score, Score::Win { win: 3 });
}

#[test]
fn tsume_mate_is_found_in_shogi() {
    let pv = assert_forced_win("shogi", SHOGI_TSUME, 3, SearchLimits::depth(5));
    assert_eq!(pv, ["G*2a", "1a1b", "R*1a"]);
}

#[test]
fn forced_win_is_found_in_alquerque() {
    assert_forced_win("alquerque", ALQUERQUE_WIN, 3, SearchLimits::depth(5));
}

#[test]
fn monte_carlo_proves_a_forced_win_in_zonghen() {
    let g = game("zonghen", ZONGHEN_WIN);
    assert_eq!(g.analyse(&SearchLimits::nodes(1000), 1).kind, AnalysisKind::WinRate);
    assert_forced_win("zonghen", ZONGHEN_WIN, 2, SearchLimits::nodes(50_000));
}

#[test]
fn the_losing_side_sees_its_loss_in_plies() {
    let mut g = game("american", AMERICAN_SHOT);
    g.play("26-23").unwrap();
    let analysis = g.analyse(&SearchLimits::depth(4), 1);
    assert_eq!(analysis.lines[0].score, Score::Loss { loss: 2 });
    assert_eq!(analysis.lines[0].pv, ["19x26", "31x13"]);
}

/// A comparable rank of a score: wins above values above losses, sooner wins higher.
fn rank(s: Score) -> i64 {
    match s {
        Score::Win { win } => 1_000_000 - win as i64,
        Score::Value(v) => v as i64,
        Score::Loss { loss } => -1_000_000 + loss as i64,
    }
}

#[test]
fn multi_pv_lines_are_distinct_best_first_and_legal() {
    for info in boardgames::catalog() {
        let mut g = boardgames::new_game(info.id, &Options::none()).unwrap();
        for _ in 0..3 {
            let moves = g.legal_moves();
            let mv = moves[moves.len() / 2].notation.clone();
            g.play(&mv).unwrap();
        }
        let legal = g.legal_moves().len();
        let analysis = g.analyse(&SearchLimits::nodes(20_000), 4);
        assert_eq!(analysis.lines.len(), legal.min(4), "{}: {:?}", info.id, analysis.lines);
        assert!(analysis.depth >= 1 && analysis.nodes > 0, "{}", info.id);
        let mut firsts: Vec<&String> = analysis.lines.iter().map(|l| &l.pv[0]).collect();
        firsts.dedup();
        firsts.sort();
        firsts.dedup();
        assert_eq!(firsts.len(), analysis.lines.len(), "{}: distinct first moves", info.id);
        for pair in analysis.lines.windows(2) {
            assert!(rank(pair[0].score) >= rank(pair[1].score), "{}: {:?}", info.id, analysis.lines);
        }
        for line in &analysis.lines {
            let mut copy = boardgames::from_position(info.id, &g.position(), &Options::none()).unwrap();
            for mv in &line.pv {
                copy.play(mv).unwrap_or_else(|e| panic!("{}: {mv} of {:?}: {e}", info.id, line.pv));
            }
        }
    }
}

#[test]
fn each_completed_depth_is_reported_and_the_callback_can_stop() {
    let g = boardgames::new_game("russian", &Options::none()).unwrap();
    let mut depths = Vec::new();
    let mut last = None;
    let result = g.analyse_with(&SearchLimits::depth(5), 2, &mut |a| {
        depths.push(a.depth);
        last = Some(a.clone());
        true
    });
    assert_eq!(depths, [1, 2, 3, 4, 5]);
    assert_eq!(last.map(|a| a.lines), Some(result.lines));
    let mut calls = 0;
    let stopped = g.analyse_with(&SearchLimits::depth(8), 1, &mut |_| {
        calls += 1;
        false
    });
    assert_eq!((calls, stopped.depth), (1, 1));
}

#[test]
fn a_finished_game_has_no_lines() {
    let mut g = game("american", AMERICAN_SHOT);
    for mv in ["26-23", "19x26", "31x13"] {
        g.play(mv).unwrap();
    }
    assert!(g.outcome().is_some());
    assert!(g.analyse(&SearchLimits::depth(3), 3).lines.is_empty());
}

#[test]
fn a_node_limited_analysis_repeats_exactly() {
    for id in ["international", "chess", "shogi", "binary"] {
        let g = boardgames::new_game(id, &Options::none()).unwrap();
        let first = g.analyse(&SearchLimits::nodes(30_000), 3);
        // A timed search in between leaves its table behind; the next analysis ignores it.
        boardgames::new_game("chess", &Options::none()).unwrap().best_move(6, 30);
        assert_eq!(first, g.analyse(&SearchLimits::nodes(30_000), 3), "{id}");
    }
}
