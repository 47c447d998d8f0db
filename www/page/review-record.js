// The game review kept in records (issue 12.4): each reviewed move's evaluation and mark
// as a comment, `{[%eval 0.35] Mistake. Best was 11-15.}` in PGN and PDN as lichess writes
// it, `*[%eval 0.35] 悪手。最善手は▲7六歩。` in KIF; and read back from such comments
// (ours, and lichess's "Mistake. Nf3 was best.") so that a loaded record shows its review
// without running it again. Pure functions over the records' lines ({ move, comment? }).
//
// `[%eval]` is from one side's view, `evalSide`: White's in chess and draughts (as
// lichess and lidraughts write it, whichever side moves first), the first player's
// elsewhere (Sente in shogi, as lishogi). A number is in pawns or men with two decimals;
// `#n` a forced win in n moves of the winner (`#-n` for the other side), a move here
// being the winner's turn: a win in p plies is ceil(p / 2) moves.

import { forSide } from "./review-marks.js";

/**
 * The mark's words as records write them. Record text, not page text: fixed per record
 * format (English in PGN and PDN as lichess writes them, Japanese in KIF), so that a
 * record reads back the same whatever the language of the page that wrote it.
 */
export const RECORD_WORDS = {
  en: { inaccuracy: "Inaccuracy", mistake: "Mistake", blunder: "Blunder", best: (m) => `Best was ${m}.`, stop: ". " },
  ja: { inaccuracy: "疑問手", mistake: "悪手", blunder: "大悪手", best: (m) => `最善手は${m}。`, stop: "。" },
};

/** The `[%eval]` of a score of the first player's view, from `evalSide`'s view; "" for none. */
export function evalTag(score0, evalSide) {
  if (score0 == null) return "";
  const s = forSide(score0, evalSide);
  if (typeof s === "number") return `[%eval ${(s / 100).toFixed(2)}]`;
  if ("win" in s) return s.win > 0 ? `[%eval #${Math.ceil(s.win / 2)}]` : "";
  return s.loss > 0 ? `[%eval #-${Math.ceil(s.loss / 2)}]` : "";
}

/** The mark's sentence with the better move, in the record's words ("" for no mark). */
export function markSentence(mark, bestText, lang = "en") {
  if (!mark) return "";
  const w = RECORD_WORDS[lang] ?? RECORD_WORDS.en;
  return `${w[mark]}${w.stop}${bestText ? w.best(bestText) : ""}`.trim();
}

/**
 * The record's comment of a reviewed move: its `[%eval]`, its mark, then the comment the
 * move had. `note` is { score0, mark, bestText } (any part may be missing).
 */
export function noteComment(note, comment, { evalSide, lang }) {
  const parts = [evalTag(note?.score0, evalSide), markSentence(note?.mark, note?.bestText, lang), comment ?? ""];
  return parts.filter(Boolean).join(" ");
}

/**
 * The records' line with the review written in: `notes[k]` (or null) for the k-th move of
 * the line. Only the moves that are the reviewed ones (`reviewed[k]`, the line's start
 * being the reviewed game's) are annotated; variations are left as they are.
 */
export function writeNotes(line, notes, reviewed, options) {
  const out = [];
  let same = true;
  line.forEach((item, k) => {
    same &&= reviewed[k] === item.move;
    const note = same ? notes[k] : null;
    if (!note) return out.push(item);
    const comment = noteComment(note, item.comment, options);
    const copy = { ...item };
    if (comment) copy.comment = comment;
    else delete copy.comment;
    out.push(copy);
  });
  return out;
}

const EVAL = /\[%eval\s+(#?)([+-]?\d+(?:\.\d+)?)(?:,\d+)?\]/;
const MARK_EN = /(?:\([^()]*\)\s*)?\b(Inaccuracy|Mistake|Blunder)\.\s*(?:Best was (\S+?)\.(?=\s|$)|(\S+) was best\.)?/;
const MARK_JA = /(大悪手|悪手|疑問手)。(?:最善手は(\S+?)。)?/;
const MARK_OF = { Inaccuracy: "inaccuracy", Mistake: "mistake", Blunder: "blunder", 疑問手: "inaccuracy", 悪手: "mistake", 大悪手: "blunder" };

/**
 * What a record's comment says of the review: `evaluation` ({ pawns } or { mate: n }, n
 * signed, both from `evalSide`'s view) or null, `mark` and `bestText` (the better move as
 * the record wrote it) or null, and `rest`, the comment without them ("" when nothing is
 * left).
 */
export function readNote(comment) {
  let rest = typeof comment === "string" ? comment : "";
  let evaluation = null, mark = null, bestText = null;
  const e = rest.match(EVAL);
  if (e) {
    const n = Number(e[2]);
    if (Number.isFinite(n)) evaluation = e[1] ? { mate: n } : { pawns: n };
    rest = rest.replace(e[0], " ");
  }
  const m = rest.match(MARK_EN) ?? rest.match(MARK_JA);
  if (m) {
    mark = MARK_OF[m[1]];
    bestText = m[2] ?? m[3] ?? null;
    rest = rest.replace(m[0], " ");
  }
  return { evaluation, mark, bestText, rest: rest.replace(/\s+/g, " ").trim() };
}

/**
 * A read evaluation as a score of the first player's view, where `turn` is to move: a
 * number in the game's unit, or { win | loss: plies }. `#n` is n moves of the winner: 2n - 1
 * plies when the winner is to move, 2n when the other side is. `#0` (the game is over)
 * and nonsense give null.
 */
export function scoreOf(evaluation, evalSide, turn) {
  if (!evaluation) return null;
  if ("pawns" in evaluation) return forSide(Math.round(evaluation.pawns * 100), evalSide);
  const n = evaluation.mate;
  if (!Number.isInteger(n) || n === 0) return null;
  const winner = n > 0 ? evalSide : 1 - evalSide;
  const plies = 2 * Math.abs(n) - (winner === turn ? 1 : 0);
  return winner === 0 ? { win: plies } : { loss: plies };
}
