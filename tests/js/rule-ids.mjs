// The rule ids of docs/rules.md and the names of their tests (the format is stated in
// docs/rules.md, "Ids"). Used by tests/js/rules-doc.test.mjs; import it to map anything
// (lesson steps, tests) to rules.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const ID = /\*\*\[([a-z0-9-]+\.[a-z0-9-]+)\]\*\*/g;

/** Every rule id of docs/rules.md, in order (duplicates kept, so a test can find them). */
export function ruleIds(text = readFileSync(path.join(repo, "docs/rules.md"), "utf8")) {
  return [...text.matchAll(ID)].map((m) => m[1]);
}

/** The name prefix of an id's tests: `american.men-move` -> `american_men_move`. */
export const testPrefix = (id) => id.replace(/[.-]/g, "_");

/** The id a test name names (the name is its prefix, or the prefix and "_..."), or null. */
export function idOfTest(name, ids) {
  const found = ids.filter((id) => name === testPrefix(id) || name.startsWith(testPrefix(id) + "_"));
  return found.length === 1 ? found[0] : null;
}

/** The first part of an id: a game id of catalog() (as a test name writes it) or "draughts". */
export const GAME_PREFIXES = ["draughts", "american", "international", "german", "pool", "russian", "brazilian", "spanish", "italian", "czech",
  "turkish", "armenian", "gothic", "frisian", "canadian", "malaysian", "alquerque", "zonghen", "binary", "incorrect_checkers", "shogi", "chess"];
