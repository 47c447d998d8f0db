// The `moves` attribute read as PDN-style movetext: moves separated by spaces or commas,
// move numbers ("1." "12...") and a result skipped, and comments in braces
// ("11-15 {The Old Faithful} 23-19 {Black answers}") kept apart from the moves, so a
// comment never reaches the engine. A comment before the first move belongs to the
// start (ply 0); a comment after the n-th move to ply n. Comments are plain text: the
// board shows them with textContent, never as markup.

const MOVE_NUMBER = /^\d+\.+$/;
const RESULT = /^(1-0|0-1|2-0|0-2|1-1|1\/2-1\/2|\*)$/;

/**
 * Splits movetext into { moves: [notation], comments: [text | undefined] } where
 * comments[n] is the comment shown after n moves (several comments at one ply are joined
 * by a space). An unclosed "{" makes the rest of the text a comment.
 */
export function parseMovetext(text) {
  const moves = [];
  const comments = [];
  const addComment = (body) => {
    const c = body.replace(/\s+/g, " ").trim();
    if (!c) return;
    const n = moves.length;
    comments[n] = comments[n] ? `${comments[n]} ${c}` : c;
  };
  const addMoves = (chunk) => {
    for (const m of chunk.split(/[\s,]+/)) if (m && !MOVE_NUMBER.test(m) && !RESULT.test(m)) moves.push(m);
  };
  const src = String(text ?? "");
  let i = 0;
  while (i < src.length) {
    const open = src.indexOf("{", i);
    if (open < 0) {
      addMoves(src.slice(i));
      break;
    }
    addMoves(src.slice(i, open));
    const close = src.indexOf("}", open + 1);
    addComment(src.slice(open + 1, close < 0 ? src.length : close));
    i = close < 0 ? src.length : close + 1;
  }
  return { moves, comments };
}
