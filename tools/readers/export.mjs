// Records of seeded random games for the check by other programs' readers (issue 15.3):
// python-chess reads our PGN, py-draughts our PDN, cshogi our CSA and KIF
// (tools/readers/check.py). `records(Game)` makes them; run as a script it writes
// tests/data/readers/records.json, which check.py reads.
//   node tools/readers/export.mjs && python3 tools/readers/check.py

/** [game id, record format, number of games]. */
export const SETS = [
  ["chess", undefined, 10],
  ["international", undefined, 10],
  ["frisian", undefined, 10],
  ["russian", undefined, 10],
  ["brazilian", undefined, 10],
  ["shogi", "csa", 10],
  ["shogi", "kif", 10],
];

/** Every set's games: { game, format, record, position } with the final position as ours. */
export function records(Game) {
  const out = [];
  for (const [game, format, count] of SETS) {
    for (let i = 0; i < count; i++) {
      const g = new Game(game);
      try {
        let s = 1000 * (i + 1) + game.length;
        const plies = 10 + 7 * i;
        for (let k = 0; k < plies && !g.outcome(); k++) {
          const legal = g.legalMoves();
          s = (s * 1103515245 + 12345) % 2 ** 31;
          g.play(legal[s % legal.length].notation);
        }
        out.push({ game, format: format ?? null, record: g.record(format), position: g.position() });
      } finally {
        g.free();
      }
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { Game } = await import("../../tests/js/engine.mjs");
  const { writeFileSync } = await import("node:fs");
  const file = new URL("../../tests/data/readers/records.json", import.meta.url);
  writeFileSync(file, `${JSON.stringify(records(Game), null, 1)}\n`);
  console.log(`wrote ${file.pathname}`);
}
