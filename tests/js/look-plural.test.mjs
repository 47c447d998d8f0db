// Counts in the page's texts take their plural (issue 29: "Sente wins in 1 moves"): www/i18n.js
// writes `{n|one|other}` for the word after a count, chosen by the language's plural rule.
import { test } from "node:test";
import assert from "node:assert/strict";
import { TABLES, loadLang, t } from "../../www/i18n.js";

test("a count's word follows the count: 1 move, 2 moves, 0 moves; Japanese has no plural", async () => {
  await import("../../www/i18n-late.js");
  await loadLang("ja");
  assert.equal(t("en", "result.shogi.win", { side: "Sente", n: 1 }), "Sente wins in 1 move");
  assert.equal(t("en", "result.shogi.win", { side: "Sente", n: 77 }), "Sente wins in 77 moves");
  assert.equal(t("en", "result.shogi.draw", { n: 0 }), "Draw in 0 moves");
  assert.equal(t("en", "analysis.winFor", { side: "White", n: 1 }), "White wins by force in 1 move");
  assert.equal(t("en", "collection.title", { n: 1 }), "1 game in the file");
  assert.equal(t("en", "collection.title", { n: 3 }), "3 games in the file");
  // A count that is no number (a formatted one: "12.5k") takes the plural.
  assert.equal(t("en", "analysis.depth", { depth: 3, nodes: "12.5k" }), "Depth 3 · 12.5k nodes");
  assert.equal(t("en", "analysis.depth", { depth: 1, nodes: 1 }), "Depth 1 · 1 node");
  assert.equal(t("ja", "result.shogi.win", { side: "先手", n: 1 }), "まで1手で先手の勝ち");
});

test("no English text puts a plural noun after a bare count placeholder", async () => {
  await import("../../www/i18n-late.js");
  const bare = Object.entries(TABLES.en).filter(([, text]) => /\{\w+\} (moves|games|nodes|pieces|plies|points|men|seconds|minutes|captures)\b/.test(text));
  assert.deepEqual(bare, []);
});
