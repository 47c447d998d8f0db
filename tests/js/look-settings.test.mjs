// The square names' setting (issue 29): not chosen, the game family's default (on for shogi,
// off elsewhere); a choice holds for every game and is kept under its own key. The settings
// object of earlier visits held `false` for every visitor who never chose: that is no choice.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SETTINGS_KEY, boardAttributes, coordinatesShown, readSettings, writeSettings } from "../../www/page/settings.js";

const store = (entries = {}) => {
  const map = new Map(Object.entries(entries));
  return { map, getItem: (k) => (map.has(k) ? map.get(k) : null), setItem: (k, v) => map.set(k, String(v)) };
};

test("not chosen: on for shogi, off for the others; a choice holds for every game", () => {
  const fresh = readSettings(store());
  assert.equal(fresh.coordinates, null);
  assert.equal(coordinatesShown({ ...fresh, game: "shogi" }), true);
  assert.equal(coordinatesShown({ ...fresh, game: "american" }), false);
  assert.equal(boardAttributes({ ...fresh, game: "shogi" }).coordinates, "");
  assert.equal(boardAttributes({ ...fresh, game: "chess" }).coordinates, null);
  for (const choice of [true, false]) for (const game of ["shogi", "american", "chess"]) assert.equal(coordinatesShown({ ...fresh, coordinates: choice, game }), choice);
});

test("kept under its own key; the old settings object's false is no choice, its true is", () => {
  for (const choice of [true, false, null]) {
    const s = store();
    writeSettings(s, { ...readSettings(store()), coordinates: choice });
    assert.equal(s.map.get("boardgames.coordinates"), String(choice));
    assert.equal(readSettings(s).coordinates, choice);
  }
  assert.equal(readSettings(store({ [SETTINGS_KEY]: JSON.stringify({ coordinates: false }) })).coordinates, null);
  assert.equal(readSettings(store({ [SETTINGS_KEY]: JSON.stringify({ coordinates: true }) })).coordinates, true);
  // Its own key wins over the old object.
  assert.equal(readSettings(store({ [SETTINGS_KEY]: JSON.stringify({ coordinates: true }), "boardgames.coordinates": "false" })).coordinates, false);
  // Anything else stored there is no value.
  for (const bad of ["toString", "1", "yes", ""]) assert.equal(readSettings(store({ "boardgames.coordinates": bad })).coordinates, null, bad);
});
