// What the puzzle mode keeps in this browser (localStorage, one key): the player's Glicko-2
// rating per game, each tried puzzle's own rating and result, and the streak of puzzles
// solved at the first try. A storage that cannot be read or written (private mode, full)
// leaves the mode working for this visit only.

import { newRating, rate } from "./glicko2.js";

export const STORE_KEY = "boardgames.puzzles";

/** The deviation a puzzle starts with: its rating is the generator's estimate, not a result. */
const PUZZLE_RD = 250;

function read(storage) {
  try {
    const data = JSON.parse(storage?.getItem(STORE_KEY) ?? "null");
    if (data && typeof data === "object" && data.version === 1) return data;
  } catch {
    // An unreadable entry is replaced by the next result, as a first visit's would be.
  }
  return { version: 1, players: {}, puzzles: {}, streak: 0, best: 0 };
}

/** The store over a Storage (localStorage on the page, a plain object in tests). */
export function puzzleStore(storage = globalThis.localStorage) {
  const data = read(storage);
  const save = () => {
    try {
      storage?.setItem(STORE_KEY, JSON.stringify(data));
    } catch {
      // Kept for this visit only.
    }
  };
  return {
    player: (game) => data.players[game] ?? newRating(),
    puzzle: (p) => data.puzzles[p.id]?.r ?? newRating(p.rating, PUZZLE_RD),
    result: (p) => data.puzzles[p.id]?.result ?? null,
    streak: () => data.streak,
    best: () => data.best,
    /**
     * Records a first try's result (true: solved without a wrong move, hint or solution) once
     * per puzzle: the player and the puzzle are rated against each other as they stood.
     * Returns the player's rating change, or null when the puzzle was already rated.
     */
    record(p, solved) {
      if (data.puzzles[p.id]?.result) return null;
      const before = this.player(p.game);
      const puzzle = this.puzzle(p);
      const after = rate(before, [{ rating: puzzle.rating, rd: puzzle.rd, score: solved ? 1 : 0 }]);
      data.players[p.game] = after;
      data.puzzles[p.id] = { r: rate(puzzle, [{ rating: before.rating, rd: before.rd, score: solved ? 0 : 1 }]), result: solved ? "solved" : "failed" };
      data.streak = solved ? data.streak + 1 : 0;
      data.best = Math.max(data.best, data.streak);
      save();
      return after.rating - before.rating;
    },
  };
}
