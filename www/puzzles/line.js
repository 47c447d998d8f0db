// One puzzle line (docs/puzzles.md, "The line format"), as the generator writes it:
//   game|options|position|solution|rating|themes
// The solution's moves are separated by one space, the solver's first; `_` stands for a
// space inside a move (Alquerque's huff) and `/` separates moves the verifier accepts as
// equally good in the place of a solver's move (the first is the line's own).

/** A rule option's value from its text (as the generator's `parse_options` reads it). */
function optionValue(text) {
  if (text === "true") return true;
  if (text === "false") return false;
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** A small stable id of a puzzle: FNV-1a of its game and position, in base 36. */
export function puzzleId(game, position) {
  let h = 0x811c9dc5;
  for (const ch of `${game}|${position}`) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/**
 * A puzzle from its line: `{ id, line, game, options, position, solution, rating, themes }`,
 * `solution` an array of moves, each an array of accepted notations (the line's own first).
 * Throws an Error naming what is wrong.
 */
export function parsePuzzleLine(line) {
  const fields = String(line).trim().split("|");
  if (fields.length !== 6) throw new Error(`a puzzle line has 6 fields separated by "|", not ${fields.length}`);
  const [game, optionText, position, solutionText, ratingText, themeText] = fields;
  const options = {};
  for (const pair of optionText.split(",").filter(Boolean)) {
    const eq = pair.indexOf("=");
    if (eq <= 0) throw new Error(`option "${pair}" must be name=value`);
    options[pair.slice(0, eq)] = optionValue(pair.slice(eq + 1));
  }
  const solution = solutionText
    .split(" ")
    .filter(Boolean)
    .map((move) => move.split("/").map((m) => m.replaceAll("_", " ")));
  if (!game || !position || !solution.length) throw new Error("a puzzle line needs a game, a position and a solution");
  const rating = Number(ratingText);
  if (!Number.isFinite(rating)) throw new Error(`rating "${ratingText}" is not a number`);
  const themes = themeText.split(",").filter(Boolean);
  return { id: puzzleId(game, position), line: fields.join("|"), game, options, position, solution, rating, themes };
}

/** The puzzles of a file's text, one a line (blank lines skipped). */
export const parsePuzzleText = (text) => text.split("\n").filter((l) => l.trim()).map(parsePuzzleLine);
