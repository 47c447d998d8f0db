// index.html names the page's start-up modules as <link rel="modulepreload"> (issue 13:
// fetched at once, not one level of imports after another), and only those: the
// modules loaded on first use (the analysis, the review, the editor, the share and
// collection dialogs) are not among them, nor imported statically by a start-up module.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { listedModules, startupModules, staticImports } from "../../tools/preload-list.mjs";

const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
const LATE = ["www/page/analysis.js", "www/page/analysis-lines.js", "www/page/analysis-arrow.js", "www/page/eval-bar.js", "www/page/review.js", "www/page/eval-graph.js", "www/page/review-record.js", "www/page/editor.js", "www/page/share.js", "www/page/collection.js"];

test("index.html preloads exactly the start-up modules (regenerate: node tools/preload-list.mjs --write)", () => {
  const listed = listedModules(html);
  assert.ok(listed, "index.html has the modulepreload block");
  assert.deepEqual(listed, startupModules());
  assert.ok(listed.includes("www/app.js") && listed.includes("www/board-game.js") && listed.length > 30, `${listed.length} modules`);
});

test("the modules loaded on first use are not start-up modules", () => {
  const start = startupModules();
  assert.deepEqual(LATE.filter((m) => start.includes(m)), []);
});

test("the import reader sees static imports and not dynamic ones", () => {
  const source = 'import a from "./a.js";\nimport {\n  b,\n  c,\n} from "./b.js";\nimport "./c.js";\nexport { d } from "./d.js";\nconst e = await import("./e.js");\n// import f from "./f.js" in a comment is not at a line start\n';
  assert.deepEqual(staticImports(source), ["./a.js", "./b.js", "./c.js", "./d.js"]);
});
