// What the look*.test.mjs files share: a page opened on a game through its address.
import { openPage, idle } from "./harness.mjs";

/** Opens the page on `game` with `moves` (through its address, as a pasted link does); waits for them on the board. */
export async function openGame(game, moves, options) {
  const p = new URLSearchParams({ game });
  if (moves.length) p.set("moves", moves.join(" "));
  const opened = await openPage(`/index.html#${p}`, options);
  await opened.page.waitForFunction(({ game, n }) => document.getElementById("board").game?.id === game && document.getElementById("board").history().length === n, { game, n: moves.length });
  await idle(opened.page);
  return opened;
}
