// docs/rules.md gives every rule an id (its "Ids" section states the format); every id has a
// Rust test under tests/ named after it (the id with "." and "-" as "_", alone or followed by
// "_" and words), and the rule test files name no id that does not exist. The ids are read by
// tests/js/rule-ids.mjs, which other checks (the lessons' coverage) use too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { catalog } from "./engine.mjs";
import { GAME_PREFIXES, idOfTest, ruleIds, testPrefix } from "./rule-ids.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The rule test files: each of their tests that starts with a game id must name a rule id. */
const RULE_FILES = /^(\w+_rules|draughts_variants|alquerque_bell)\.rs$/;

/** The test functions of the Rust files under tests/: [{ file, name }]. */
function rustTests() {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry.endsWith(".rs")) {
        const text = readFileSync(full, "utf8");
        for (const m of text.matchAll(/#\[test\](?:\s*#\[[^\]]*\])*\s*(?:pub\s+)?fn\s+(\w+)/g)) {
          out.push({ file: path.relative(repo, full), name: m[1] });
        }
      }
    }
  };
  walk(path.join(repo, "tests"));
  return out;
}

test("the id helpers read the format docs/rules.md states", () => {
  assert.deepEqual(ruleIds("- **[a.b-c]** x **[draughts.no-moves-loses]** y [not.this] **[Bad.Id]**"), ["a.b-c", "draughts.no-moves-loses"]);
  const ids = ["american.men-move", "american.men-capture"];
  assert.equal(idOfTest("american_men_move", ids), "american.men-move");
  assert.equal(idOfTest("american_men_move_diagonally_forward_only", ids), "american.men-move");
  assert.equal(idOfTest("american_men_mover", ids), null);
  assert.equal(idOfTest("american_setup", ids), null);
});

test("docs/rules.md: ids are well-formed, unique and name known games", () => {
  const ids = ruleIds();
  assert.ok(ids.length >= 100, `only ${ids.length} ids found: has the format changed?`);
  const seen = new Set();
  const duplicates = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  assert.deepEqual(duplicates, [], "ids given twice");
  for (const id of ids) {
    const [game] = id.split(".");
    assert.ok(GAME_PREFIXES.includes(game.replace(/-/g, "_")), `${id}: "${game}" is no game id (nor "draughts")`);
  }
});

test("docs/rules.md: no id's test prefix starts another's, so a test name names one rule", () => {
  const ids = ruleIds();
  const clashes = [];
  for (const a of ids) for (const b of ids) if (a !== b && testPrefix(b).startsWith(testPrefix(a) + "_")) clashes.push(`${a} / ${b}`);
  assert.deepEqual(clashes, []);
});

test("every rule of docs/rules.md has a test named after it", () => {
  const ids = ruleIds();
  const tests = rustTests();
  assert.ok(tests.length > 500, `only ${tests.length} Rust tests found under tests/`);
  const covered = new Set(tests.map((t) => idOfTest(t.name, ids)).filter(Boolean));
  const untested = ids.filter((id) => !covered.has(id));
  assert.deepEqual(untested, [], `rules with no test named ${untested.map(testPrefix).join(", ")}[_...]`);
});

test("the rule test files name no rule that docs/rules.md does not have", () => {
  const ids = ruleIds();
  const unknown = rustTests()
    .filter((t) => RULE_FILES.test(path.basename(t.file)))
    .filter((t) => GAME_PREFIXES.some((g) => t.name.startsWith(g + "_")))
    .filter((t) => idOfTest(t.name, ids) === null)
    .map((t) => `${t.file}: ${t.name}`);
  assert.deepEqual(unknown, [], "tests whose name starts with a game but names no rule id (rename the test or add the rule)");
});

test("every game of catalog() has rules in docs/rules.md, and each rule option an id of its own", () => {
  const ids = new Set(ruleIds());
  const kebab = (name) => name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
  const missing = [];
  for (const info of catalog()) {
    if (![...ids].some((id) => id.startsWith(info.id + "."))) missing.push(`${info.id}: no rule`);
    for (const option of info.options) {
      const id = `${info.id}.option-${kebab(option.name)}`;
      if (!ids.has(id)) missing.push(id);
    }
  }
  assert.deepEqual(missing, []);
});
