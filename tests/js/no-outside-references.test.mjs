// The repository is whole: no file refers to documents outside it. The project once grew
// from a design, a rules document and reference data kept beside the repository (a
// `shared/` folder next to it); a clone has none of them, so what the project follows is in
// docs/ (docs/design.md, docs/rules.md) and its reference data is in tests/data/, each
// citing its public source. This test reads every file git tracks or would track (new files
// included, ignored ones not) and fails on any reference to that folder or to a document
// named like the ones it held.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const self = path.relative(repo, fileURLToPath(import.meta.url));

/** What may not be named: the folder beside the repository and the documents it held. */
export const OUTSIDE = [
  /\.\.\/shared\//,
  /\bshared\/(?:DESIGN|RULES|STYLE)\.md/,
  /\bshared\/seeds\b/,
  /\bshared\/reference\b/,
  // The same documents named without their folder: the repository has no such files.
  /(?<![\w/.-])(?:DESIGN|RULES|STYLE)\.md\b/,
];

/** The references to outside documents in `text`: [{ line, text }]. */
export function outsideReferences(text) {
  const found = [];
  text.split("\n").forEach((line, i) => {
    if (OUTSIDE.some((re) => re.test(line))) found.push({ line: i + 1, text: line.trim().slice(0, 120) });
  });
  return found;
}

function repositoryFiles() {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: repo, encoding: "utf8" });
  return out.split("\0").filter(Boolean);
}

test("outsideReferences finds each form and nothing else", () => {
  // The forms are written in pieces, so that this file does not itself cite what it forbids.
  const [up, md] = ["../", ".md"];
  const forms = [`see ${up}shared/DESIGN${md}`, `shared/RULES${md} section 1`, `(shared/reference/perft${md})`, "shared/seeds/000.txt", `the STYLE${md} rules`, `RULES${md} 3`, `(see DESIGN${md})`];
  for (const bad of forms) {
    assert.equal(outsideReferences(bad).length, 1, bad);
  }
  for (const good of ["docs/rules.md", "docs/design.md, \"Layers\"", "tools/match/README.md", "a shared sort", "shared/cache"]) {
    assert.deepEqual(outsideReferences(good), [], good);
  }
});

test("no file of the repository refers to documents outside it", () => {
  const files = repositoryFiles();
  assert.ok(files.length > 100, `only ${files.length} files listed by git`);
  const found = [];
  for (const file of files) {
    if (file === self) continue;
    const full = path.join(repo, file);
    let bytes;
    try {
      if (!statSync(full).isFile()) continue;
      bytes = readFileSync(full);
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    if (bytes.includes(0)) continue; // binary
    for (const ref of outsideReferences(bytes.toString("utf8"))) found.push(`${file}:${ref.line}: ${ref.text}`);
  }
  assert.deepEqual(found, [], "say the fact, or point to docs/ (rules.md, design.md, api.md) or tests/data/ instead");
});
