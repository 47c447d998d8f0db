// docs/api.md documents the whole typed API: every name the package's declarations export
// (tools/pack/engine.d.ts, tools/pack/board-game.d.ts) and every member of their classes
// (Game, BoardGame) is named there in code type (`name`), so neither can grow unnoticed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const root = new URL("../../", import.meta.url);
const read = (path) => readFileSync(new URL(path, root), "utf8");
const DECLARATIONS = ["tools/pack/engine.d.ts", "tools/pack/board-game.d.ts"];

/** The names a .d.ts exports, and the members of its exported classes. */
function declaredNames(text) {
  const names = new Set();
  for (const m of text.matchAll(/^export\s+(?:declare\s+)?(?:type|interface|class|function|const)\s+([A-Za-z_$][\w$]*)/gm)) {
    names.add(m[1]);
  }
  for (const m of text.matchAll(/^export\s+class\s+\w+[^{]*\{([\s\S]*?)^\}/gm)) {
    for (const line of m[1].split("\n")) {
      const member = line.match(/^\s+(?:static\s+)?(?:readonly\s+)?(?!constructor\b)([A-Za-z_$][\w$]*)\??\s*[(:<]/);
      if (member) names.add(member[1]);
    }
  }
  return names;
}

/** Whether the document names `name` in code type: `name`, `name(...)`, `Game.name`... */
function documents(doc, name) {
  return new RegExp("`(?:[\\w$]+\\.)?" + name.replace(/\$/g, "\\$") + "(?![\\w$])[^`]*`").test(doc);
}

test("declaredNames finds exports and class members", () => {
  const names = declaredNames("export type A = 1;\nexport interface B {}\nexport class C {\n  static make(): C;\n  readonly id: string;\n  go(x: number): void;\n}\nexport function d(): void;\n");
  assert.deepEqual([...names].sort(), ["A", "B", "C", "d", "go", "id", "make"]);
});

test("docs/api.md names every export and class member of the package's declarations", () => {
  const doc = read("docs/api.md");
  for (const file of DECLARATIONS) {
    const names = declaredNames(read(file));
    assert.ok(names.size > 20, `${file}: too few names found (${names.size}); has its shape changed?`);
    const missing = [...names].filter((name) => !documents(doc, name));
    assert.deepEqual(missing, [], `${file} exports names docs/api.md does not document`);
  }
});
