// The UI texts (www/i18n.js): English and Japanese have the same keys, and no key is
// written twice. A key written twice is a silent bug (only the last wording counts, and
// a reader edits the first), so the second check reads the SOURCE: it finds every object
// literal that fills a table (`const en = {...}`, `Object.assign(en, {...})`) and counts
// its keys, which the loaded tables cannot show.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { TABLES, LANGS, langLoaded, loadLang, t } from "../../www/i18n.js";
import { duplicateKeys, tableLiterals } from "./table-literals.mjs";

// The Japanese table is its own module, loaded on demand, and the English texts of the parts
// loaded on first use another (issue 13): the three files are one source here.
const SOURCE = ["../../www/i18n.js", "../../www/i18n-late.js", "../../www/i18n-ja.js"].map((f) => readFileSync(new URL(f, import.meta.url), "utf8")).join("\n");

test("the Japanese texts load on demand: English until then, Japanese after", async () => {
  assert.equal(langLoaded("en"), true);
  assert.equal(langLoaded("ja"), false, "not loaded with www/i18n.js");
  assert.equal(t("ja", "newGame"), TABLES.en.newGame, "English until they have come");
  await loadLang("ja");
  assert.equal(langLoaded("ja"), true);
  assert.equal(t("ja", "newGame"), "新しい対局");
  // A language we do not have loads nothing and stays English.
  await loadLang("xx");
  assert.equal(langLoaded("xx"), false);
});

test("English and Japanese have the same keys", async () => {
  await loadLang("ja");
  await import("../../www/i18n-late.js");
  assert.deepEqual(LANGS, ["en", "ja"]);
  const en = Object.keys(TABLES.en).sort(), ja = Object.keys(TABLES.ja).sort();
  assert.deepEqual(en.filter((k) => !Object.hasOwn(TABLES.ja, k)), [], "keys with no Japanese text");
  assert.deepEqual(ja.filter((k) => !Object.hasOwn(TABLES.en, k)), [], "keys with no English text");
  assert.ok(en.length > 300, `the tables were read (${en.length} keys)`);
  for (const lang of LANGS) for (const [k, v] of Object.entries(TABLES[lang])) assert.equal(typeof v, "string", `${lang}.${k}`);
});

test("a text keeps the same placeholders in both languages", async () => {
  await loadLang("ja");
  await import("../../www/i18n-late.js");
  const names = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const differ = Object.keys(TABLES.en).filter((k) => names(TABLES.en[k]).join() !== names(TABLES.ja[k]).join());
  assert.deepEqual(differ, []);
});

test("no key is written twice in the source of www/i18n.js, www/i18n-late.js and www/i18n-ja.js", async () => {
  await loadLang("ja");
  await import("../../www/i18n-late.js");
  const { literals } = tableLiterals(SOURCE);
  const tables = new Set(literals.map((l) => l.table));
  assert.ok(tables.has("en") && tables.has("ja"), "the en and ja literals were found");
  // Every key the loaded tables hold was found in the source: the parser misses none.
  for (const lang of LANGS) {
    const written = new Set(literals.filter((l) => l.table === lang).flatMap((l) => l.keys.map((k) => k.key)));
    assert.deepEqual(Object.keys(TABLES[lang]).filter((k) => !written.has(k)), [], `${lang} keys the parser did not see`);
  }
  assert.deepEqual(duplicateKeys(SOURCE), []);
});

test("the duplicate check finds a planted duplicate", () => {
  // In a later block, and inside the same literal, and as a quoted twin of a bare key.
  const later = `${SOURCE}\nObject.assign(en, {\n  "attr.bad": "again",\n});\n`;
  assert.deepEqual(
    duplicateKeys(later).map((d) => `${d.table}.${d.key}`),
    ["en.attr.bad"],
  );
  const inside = SOURCE.replace(/const en = \{\n/, 'const en = {\n  "newGame": "New",\n');
  assert.notEqual(inside, SOURCE, "the English table opens as expected");
  assert.deepEqual(
    duplicateKeys(inside).map((d) => `${d.table}.${d.key}`),
    ["en.newGame"],
  );
  // A tricky file: regexes with braces, templates and comments do not hide or invent keys.
  const tricky = [
    "const en = { a: `x${1}}`, b: /\\{(\\w+)\\}/g.source, // c: 1",
    "  /* d: 2 */ 'e': f({ a: 1 }), };",
    "Object.assign(en, { e: '1' }, { b: 2 });",
  ].join("\n");
  assert.deepEqual(
    duplicateKeys(tricky).map((d) => d.key).sort(),
    ["b", "e"],
  );
  // The old shape of the file: a feature's table merged into en, whole or as a part.
  const merged = [
    "const en = { boardLabel: 'a', title: 'b' };",
    "const parts = { en: { claimDraw: 'c', title: 'd' }, ja: { title: 'e' } };",
    "const accessEn = { boardLabel: 'f' };",
    "Object.assign(en, parts.en);",
    "Object.assign(en, accessEn);",
  ].join("\n");
  assert.deepEqual(
    duplicateKeys(merged).map((d) => `${d.table}.${d.key}:${d.lines}`).sort(),
    ["en.boardLabel:1,3", "en.title:1,2"],
  );
});

test("a missing key falls back to English, then to the key", async () => {
  await loadLang("ja");
  assert.equal(t("ja", "newGame"), TABLES.ja.newGame);
  assert.equal(t("xx", "newGame"), TABLES.en.newGame);
  assert.equal(t("en", "no.such.key"), "no.such.key");
});

test("every engine error code has Japanese words (www/page/error-text.js words an error by its code)", async () => {
  await loadLang("ja");
  const dts = readFileSync(new URL("../../tools/pack/engine.d.ts", import.meta.url), "utf8");
  const union = dts.match(/export type EngineErrorCode =([^;]*);/)?.[1] ?? "";
  const codes = [...union.matchAll(/"([a-z-]+)"/g)].map((m) => m[1]);
  assert.ok(codes.length >= 17, `the codes were read (${codes.length})`);
  // The site's own code (www/engine.js), besides the engine's.
  codes.push("rules-not-loaded");
  assert.deepEqual(codes.filter((c) => !Object.hasOwn(TABLES.ja, `error.${c}`)), []);
});
