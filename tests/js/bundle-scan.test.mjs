// The single-file bundler's module scanner (tools/bundle/scan.mjs): it must find every
// import the browser would follow and nothing in comments, strings or regular expressions.

import { test } from "node:test";
import assert from "node:assert/strict";
import { maskSource, findReferences } from "../../tools/bundle/scan.mjs";

const specs = (src) => findReferences(src).map((r) => [r.kind, r.spec]);

test("finds static imports, re-exports, dynamic imports and new URL assets", () => {
  const src = `import a from "./a.js";
import * as b from './b.js';
import { c, d as e } from "./c.js";
import "./side-effect.js";
export { f } from "./f.js";
export * from "./g.js";
const lazy = () => import("./lazy.js");
const w = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
const wasm = new URL('pkg/x_bg.wasm', import.meta.url);
import {
  h,
  i,
} from "./multi.js";`;
  assert.deepEqual(specs(src), [
    ["static", "./a.js"],
    ["static", "./b.js"],
    ["static", "./c.js"],
    ["static", "./side-effect.js"],
    ["static", "./f.js"],
    ["static", "./g.js"],
    ["dynamic", "./lazy.js"],
    ["url", "./worker.js"],
    ["url", "pkg/x_bg.wasm"],
    ["static", "./multi.js"],
  ]);
});

test("ignores imports written in comments, strings, templates and regular expressions", () => {
  const src = `// import x from "./commented.js";
/* import("./block.js") */
const url = "http://example.org/a"; // a comment after a string with //
const t = \`import y from "./in-template.js" \${ { a: "}" }.a } // still template\`;
const re = /\\/\\/ import z from "\\.\\/re.js"/g;
const half = 4 / 2; import q from "./real.js";
obj.import("./method-call.js");
const s = 'import w from "./in-string.js"';`;
  const masked = maskSource(src);
  assert.equal(masked.length, src.length, "offsets are kept");
  assert.equal(masked.split("\n").length, src.split("\n").length, "lines are kept");
  assert.ok(!masked.includes("commented.js") && !masked.includes("block.js"));
  assert.ok(masked.includes("const half = 4 / 2;"), "a division is not a regular expression");
  assert.deepEqual(specs(src), [["static", "./real.js"]]);
});

test("reports the exact offsets of static specifiers for rewriting", () => {
  const src = `import a from "./a.js"; export { b } from './b.js';`;
  for (const r of findReferences(src)) {
    assert.equal(src.slice(r.start + 1, r.end - 1), r.spec);
    assert.ok(['"', "'"].includes(src[r.start]));
  }
});

test("reads template literals without substitutions as literals, as minifiers write them", () => {
  const src = "import{a}from\"./a.js\";const l=()=>import(`./lazy.js`),w=new Worker(new URL(`./worker.js`,import.meta.url)),x=()=>import(`./pieces/${name}.js`);";
  assert.deepEqual(specs(src), [
    ["static", "./a.js"],
    ["dynamic", "./lazy.js"],
    ["url", "./worker.js"],
  ]);
});
