// The Learn mode's progress, kept in this browser (localStorage, so it lasts across reloads
// and offline): per game, the stars of each step solved (3: no wrong try, 2: one, 1: more).
// Step ids are stable (docs/lessons.md), so progress survives steps added later. A store that
// cannot be read or written (private mode, full) loses nothing else: the mode still works.

const KEY = "boardgames.learn";

/** Stars for a step solved after `wrongTries` wrong tries. */
export const starsFor = (wrongTries) => (wrongTries === 0 ? 3 : wrongTries === 1 ? 2 : 1);

/** Everything kept: { [gameId]: { [stepId]: stars } }. */
export function readProgress() {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** The stars kept for one game's steps. */
export function gameProgress(gameId) {
  const games = readProgress();
  const game = games[gameId];
  return game && typeof game === "object" ? game : {};
}

/** Keeps a solved step, its best stars only (a step done again never loses stars). */
export function saveStep(gameId, stepId, stars) {
  const games = readProgress();
  const game = games[gameId] && typeof games[gameId] === "object" ? games[gameId] : {};
  game[stepId] = Math.max(Number(game[stepId]) || 0, stars);
  games[gameId] = game;
  try {
    localStorage.setItem(KEY, JSON.stringify(games));
  } catch {
    // A store that cannot be written: the stars are not kept (the course goes on).
  }
  return game[stepId];
}
