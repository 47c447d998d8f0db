// The game review's pure parts (issue 12.3, 12.4): the marks by the drop in evaluation
// with each family's thresholds (www/page/review-marks.js), and the review kept in records
// as comments (www/page/review-record.js), written by the engine's PDN, PGN and KIF
// writers and read back from the records it loads.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "./engine.mjs";
import { THRESHOLDS, chances, classify, forSide, markMoves, negate, playedScore, thresholdsFor, winRate } from "../../www/page/review-marks.js";
import { evalTag, markSentence, readNote, scoreOf, writeNotes } from "../../www/page/review-record.js";

const { draughts, chess, shogi, small, winrate } = THRESHOLDS;

test("each family has its row; Monte Carlo games are judged by win rate", () => {
  assert.equal(thresholdsFor("draughts", "search"), draughts);
  assert.equal(thresholdsFor("chess", "search"), chess);
  assert.equal(thresholdsFor("shogi", "search"), shogi);
  assert.equal(thresholdsFor("alquerque", "search"), small);
  assert.equal(thresholdsFor("kato", "search"), small);
  assert.equal(thresholdsFor("kato", "winrate"), winrate);
  for (const row of Object.values(THRESHOLDS)) {
    assert.ok(row.inaccuracy < row.mistake && row.mistake < row.blunder && row.blunder <= row.cap, JSON.stringify(row));
  }
});

test("a drop in evaluation is marked by the family's thresholds", () => {
  // Draughts: a man (100) lost is a blunder; chess: a pawn is a mistake, a piece a blunder.
  assert.equal(classify(draughts, 0, -20), null);
  assert.equal(classify(draughts, 0, -35), "inaccuracy");
  assert.equal(classify(draughts, 10, -60), "mistake");
  assert.equal(classify(draughts, 0, -100), "blunder");
  assert.equal(classify(chess, 20, -10), null);
  assert.equal(classify(chess, 30, -30), "inaccuracy");
  assert.equal(classify(chess, 0, -100), "mistake");
  assert.equal(classify(chess, 0, -320), "blunder");
  assert.equal(classify(shogi, 0, -190), "inaccuracy");
  assert.equal(classify(shogi, 0, -400), "mistake");
  assert.equal(classify(shogi, 0, -900), "blunder");
  assert.equal(classify(small, 0, -250), "blunder");
  // A gain is no mark.
  assert.equal(classify(chess, -300, 200), null);
});

test("a game decided either way stays unmarked while it stays decided", () => {
  assert.equal(classify(chess, 1500, 800), null, "won, still won");
  assert.equal(classify(chess, -800, -1500), null, "lost, still lost");
  assert.equal(classify(draughts, 900, 300), null);
  // From decided to level is the whole cap.
  assert.equal(classify(chess, 1500, 0), "blunder");
  // Losses count on a winning-chance scale: the further a side leads, the more a mark takes.
  assert.equal(classify(shogi, 0, -150), "inaccuracy");
  assert.equal(classify(shogi, -1000, -1150), null);
  assert.equal(classify(shogi, 1000, 850), null);
  assert.equal(classify(draughts, 200, 120), "inaccuracy");
  assert.equal(classify(draughts, 40, -40), "mistake");
  assert.ok(chances(chess, 700) > 0.89 && chances(chess, 700) < 0.91, "the cap is 0.9");
  assert.equal(chances(chess, { win: 3 }), 1);
  assert.equal(chances(chess, 0), 0);
});

test("forced results: a missed forced win or a walk into a forced loss is a blunder", () => {
  assert.equal(classify(draughts, { win: 3 }, 0), "blunder", "forced win missed");
  assert.equal(classify(chess, { win: 5 }, 100), "blunder");
  assert.equal(classify(chess, 0, { loss: 4 }), "blunder", "forced loss walked into");
  assert.equal(classify(shogi, 200, { loss: 9 }), "blunder");
  assert.equal(classify(chess, { win: 3 }, { loss: 2 }), "blunder");
  // No mark: a longer win, a quicker loss, a win still beyond the cap that the search cannot prove.
  assert.equal(classify(chess, { win: 3 }, { win: 7 }), null);
  assert.equal(classify(chess, { loss: 8 }, { loss: 2 }), null);
  assert.equal(classify(chess, { win: 9 }, 900), null);
  assert.equal(classify(chess, -900, { loss: 6 }), null);
  // A win kept but far smaller than decided: judged by what was lost.
  assert.equal(classify(draughts, { win: 5 }, 250), "inaccuracy");
});

test("win-rate games: marked by the drop in win rate", () => {
  assert.equal(winRate(0), 0.5);
  assert.equal(winRate({ win: 2 }), 1);
  assert.equal(winRate({ loss: 2 }), 0);
  // 200 ln(p / (1 - p)): p = 0.6 is 81, 0.45 is -40, 0.35 is -124, 0.25 is -220.
  assert.equal(classify(winrate, 81, 40), null);
  assert.equal(classify(winrate, 81, -40), "inaccuracy");
  assert.equal(classify(winrate, 81, -124), "mistake");
  assert.equal(classify(winrate, 81, -220), "blunder");
  assert.equal(classify(winrate, { win: 3 }, 0), "blunder");
});

test("scores change view: a win for one side is a loss for the other", () => {
  assert.equal(negate(35), -35);
  assert.deepEqual(negate({ win: 3 }), { loss: 3 });
  assert.deepEqual(negate({ loss: 4 }), { win: 4 });
  assert.deepEqual(forSide({ win: 3 }, 1), { loss: 3 });
  assert.equal(forSide(35, 0), 35);
});

test("the played move is judged by its own line when the search listed it", () => {
  const lines = [{ move: "a", score: 40 }, { move: "b", score: 10 }, { move: "c", score: -30 }];
  assert.equal(playedScore(lines, "b", -200, 3), 10, "its own line, not the next position's search");
  assert.equal(playedScore(lines, "d", 0, 3), -30, "not listed: at most the last line");
  assert.equal(playedScore(lines, "d", -150, 3), -150, "not listed: the next position says how bad");
  assert.equal(playedScore(lines, "d", 0, 3, "winrate"), -30, "win rates of another tree are not compared");
  assert.deepEqual(playedScore(lines, "d", { loss: 3 }, 3, "winrate"), { loss: 3 });
  assert.equal(playedScore(lines.slice(0, 2), "d", 0, 3), 0, "fewer lines than asked: the next position");
});

test("markMoves marks each move for its mover and never the engine's own choice", () => {
  // Side 0 moves first; evals are for side 0. Move 0 keeps the balance, move 1 (side 1)
  // lets side 0 gain a man (a blunder for side 1), move 2 is the engine's choice.
  const evals = [0, 5, 110, 100];
  const turns = [0, 1, 0, 1];
  const lines = [
    [{ move: "x", score: 5 }, { move: "m0", score: 0 }],
    [{ move: "y", score: -5 }],
    [{ move: "m2", score: 100 }],
    null,
  ];
  const marks = markMoves({ evals, turns, lines, moves: ["m0", "m1", "m2"], row: draughts, wanted: 2 });
  assert.deepEqual(marks, [null, "blunder", null]);
  // Without lines (a record's evaluations): the evaluations alone.
  assert.deepEqual(markMoves({ evals: [0, -40, -40], turns: [0, 1, 0], moves: ["a", "b"], row: draughts }), ["inaccuracy", null]);
  // Unknown evaluations give no mark.
  assert.deepEqual(markMoves({ evals: [0, null, 0], turns: [0, 1, 0], moves: ["a", "b"], row: draughts }), [null, null]);
});

test("[%eval] as lichess writes it: pawns with two decimals from the chosen side, #n in moves", () => {
  assert.equal(evalTag(35, 0), "[%eval 0.35]");
  assert.equal(evalTag(-120, 0), "[%eval -1.20]");
  assert.equal(evalTag(35, 1), "[%eval -0.35]", "from side 1's view (White in American checkers)");
  assert.equal(evalTag(0, 1), "[%eval 0.00]");
  assert.equal(evalTag({ win: 5 }, 0), "[%eval #3]");
  assert.equal(evalTag({ win: 4 }, 0), "[%eval #2]");
  assert.equal(evalTag({ loss: 2 }, 0), "[%eval #-1]");
  assert.equal(evalTag({ loss: 2 }, 1), "[%eval #1]");
  assert.equal(evalTag({ win: 0 }, 0), "", "the game is over: no evaluation");
  assert.equal(evalTag(null, 0), "");
});

test("[%eval] read back gives the same score, plies included", () => {
  for (const evalSide of [0, 1]) {
    for (const turn of [0, 1]) {
      for (const score of [0, 35, -120, 1234]) {
        assert.equal(scoreOf(readNote(evalTag(score, evalSide)).evaluation, evalSide, turn), score);
      }
      // A forced result: p plies from a position where `turn` is to move; the winner makes the last ply.
      for (const plies of [1, 2, 3, 4, 5, 8]) {
        const winner = plies % 2 === 1 ? turn : 1 - turn;
        const score = winner === 0 ? { win: plies } : { loss: plies };
        assert.deepEqual(scoreOf(readNote(evalTag(score, evalSide)).evaluation, evalSide, turn), score, `${JSON.stringify(score)} side ${evalSide} turn ${turn}`);
      }
    }
  }
  assert.equal(scoreOf(null, 0, 0), null);
  assert.equal(scoreOf({ mate: 0 }, 0, 0), null);
});

test("mark sentences: ours and lichess's are read, the rest of the comment is kept", () => {
  assert.equal(markSentence("mistake", "11-15"), "Mistake. Best was 11-15.");
  assert.equal(markSentence("blunder", "▲7六歩", "ja"), "大悪手。最善手は▲7六歩。");
  assert.equal(markSentence(null, "x"), "");
  assert.deepEqual(readNote("[%eval -1.20] Mistake. Best was 11-15. a fine game"), { evaluation: { pawns: -1.2 }, mark: "mistake", bestText: "11-15", rest: "a fine game" });
  assert.deepEqual(readNote("(0.25 → -0.30) Inaccuracy. Nf3 was best. [%eval -0.3]"), { evaluation: { pawns: -0.3 }, mark: "inaccuracy", bestText: "Nf3", rest: "" });
  assert.deepEqual(readNote("[%eval #-2] 大悪手。最善手は▲7六歩。"), { evaluation: { mate: -2 }, mark: "blunder", bestText: "▲7六歩", rest: "" });
  assert.deepEqual(readNote("悪手。"), { evaluation: null, mark: "mistake", bestText: null, rest: "" });
  assert.deepEqual(readNote("just a comment"), { evaluation: null, mark: null, bestText: null, rest: "just a comment" });
  assert.deepEqual(readNote(undefined), { evaluation: null, mark: null, bestText: null, rest: "" });
});

/** A game of `id` after `plies` moves chosen by a fixed rule. */
function played(id, plies) {
  const g = new Game(id);
  const moves = [];
  for (let i = 0; i < plies; i++) {
    const legal = g.legalMoves();
    const m = legal[(i * 3 + 1) % legal.length].notation;
    g.play(m);
    moves.push(m);
  }
  return { g, moves };
}

for (const [id, format, evalSide, lang] of [
  ["american", "PDN", 1, "en"],
  ["international", "PDN", 0, "en"],
  ["chess", "PGN", 0, "en"],
  ["shogi", "KIF", 0, "ja"],
]) {
  test(`the review survives a ${format} round trip (${id})`, () => {
    const { g, moves } = played(id, 6);
    // Notes on every move, the better move of the marked ones in the record's notation.
    const scratch = new Game(id);
    const notes = moves.map((move, k) => {
      const legal = scratch.legalMoves();
      const better = legal.find((m) => m.notation !== move) ?? legal[0];
      const bestText = lang === "ja" ? better.ja : better.notation;
      scratch.play(move);
      // Forced results as a search finds them: the winner makes the last ply.
      const turn = scratch.turn();
      const score0 = [35, -120, 0, { win: turn === 0 ? 5 : 4 }, { loss: turn === 1 ? 1 : 2 }, 7][k];
      return { score0, mark: [null, "mistake", null, "inaccuracy", "blunder", null][k], bestText: [null, "mistake", null, "inaccuracy", "blunder", null][k] ? bestText : null };
    });
    const line = writeNotes(moves.map((move, k) => (k === 2 ? { move, comment: "the player's own words" } : { move })), notes, moves, { evalSide, lang });
    const text = g.record(undefined, line);
    if (format === "KIF") assert.match(text, /\n\*\[%eval -1\.20\] 悪手。最善手は[▲△]/);
    else assert.match(text, new RegExp(`\\{\\[%eval ${evalSide ? "-" : ""}0\\.35\\]\\}`));
    const back = new Game(id);
    const read = back.loadRecord(text);
    assert.deepEqual(read.map((n) => n.move), moves);
    const turns = [];
    const replay = new Game(id);
    for (const m of moves) {
      replay.play(m);
      turns.push(replay.turn());
    }
    read.forEach((node, k) => {
      const note = readNote(node.comment);
      assert.deepEqual(scoreOf(note.evaluation, evalSide, turns[k]), notes[k].score0, `move ${k}: ${node.comment}`);
      assert.equal(note.mark, notes[k].mark, `move ${k}`);
      assert.equal(note.bestText, notes[k].bestText, `move ${k}`);
      assert.equal(note.rest, k === 2 ? "the player's own words" : "", `move ${k}`);
    });
    for (const x of [g, scratch, back, replay]) x.free();
  });
}

test("only the reviewed moves of a line are annotated", () => {
  const line = [{ move: "a" }, { move: "b", comment: "hm" }, { move: "x" }, { move: "d" }];
  const notes = [{ score0: 10 }, { score0: -10, mark: "mistake", bestText: "c" }, { score0: 0 }, { score0: 5 }];
  const out = writeNotes(line, notes, ["a", "b", "c", "d"], { evalSide: 0, lang: "en" });
  assert.deepEqual(out, [
    { move: "a", comment: "[%eval 0.10]" },
    { move: "b", comment: "[%eval -0.10] Mistake. Best was c. hm" },
    { move: "x" },
    { move: "d" },
  ]);
  assert.deepEqual(line[1], { move: "b", comment: "hm" }, "the line given is unchanged");
});
