// The play page's settings table (www/page/settings.js): one row per setting; stored
// values are read from own keys only and checked by their row.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SETTINGS, SETTINGS_KEY, boardAttributes, readSettings, writeSettings } from "../../www/page/settings.js";

const store = (entries = {}) => {
  const map = new Map(Object.entries(entries));
  return { getItem: (k) => (map.has(k) ? map.get(k) : null), setItem: (k, v) => map.set(k, String(v)), map };
};

const defaults = () => readSettings(store());

test("every row names its key, default, check, storage and control; keys are unique", () => {
  const keys = SETTINGS.map((r) => r.key);
  assert.equal(new Set(keys).size, keys.length);
  for (const row of SETTINGS) {
    assert.equal(typeof row.check, "function", row.key);
    assert.ok(row.control, row.key);
    assert.ok("store" in row, row.key);
    const d = typeof row.default === "function" ? row.default() : row.default;
    assert.notEqual(row.check(d), undefined, `${row.key}: its default passes its own check`);
  }
});

test("stored prototype names are no value: the defaults are used", () => {
  for (const name of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
    const all = Object.fromEntries(SETTINGS.map((r) => [r.key, name]));
    const read = readSettings(store({ [SETTINGS_KEY]: JSON.stringify(all), "boardgames.animation": name }));
    const expected = defaults();
    expected.game = name; // any text is a game id until the catalog is known (the page then falls back)
    assert.deepEqual(read, expected, name);
  }
  for (const raw of ['{"__proto__":{"clockPreset":"3+2"}}', "[1,2]", "7", "null", "{not json"]) {
    assert.deepEqual(readSettings(store({ [SETTINGS_KEY]: raw })), defaults(), raw);
  }
});

test("good stored values are read back; a bad one falls back alone", () => {
  const s = store();
  const state = { ...defaults(), level: 5, human: 1, clockPreset: "3+2", coordinates: true, speed: "2", notation: "usi", theme: "dark" };
  writeSettings(s, state);
  assert.equal(s.map.get("boardgames.animation"), "2", "the animation speed keeps its own key");
  assert.deepEqual(readSettings(s), state);
  const mixed = JSON.parse(s.map.get(SETTINGS_KEY));
  mixed.level = 99;
  s.setItem(SETTINGS_KEY, JSON.stringify(mixed));
  assert.deepEqual(readSettings(s), { ...state, level: defaults().level });
});

test("the board attributes the settings set", () => {
  const attrs = boardAttributes({ ...defaults(), coordinates: true, showTargets: false, confirmMoves: false, theme: "green", speed: "0" });
  assert.equal(attrs.coordinates, "");
  assert.equal(attrs["hide-targets"], "");
  assert.equal(attrs.confirm, null);
  assert.equal(attrs.theme, "green");
  assert.equal(attrs.speed, "0");
});
