// The npm package (issue 15.1): `./build.sh pack` makes the tarball; it is installed into a
// fresh project beside Vite (the version of the root devDependencies), its type
// declarations compile against a small TypeScript file, and in Chromium a <board-game>
// draws and takes a move by clicks: once built by Vite, once from a plain
// <script type="module"> pointing into node_modules on a static host. npm or Vite failing
// to install fails the test (no skip).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import path from "node:path";
import { openPage, playByClicks, repo, screenshot } from "./harness.mjs";
import { startServer } from "../../tools/static-server.mjs";

const root = JSON.parse(readFileSync(path.join(repo, "package.json"), "utf8"));
const NAME = "boardgames-board";
const tarball = path.join(repo, "dist", `${NAME}-${root.version}.tgz`);
let dir;
const servers = [];
let devServer = null;

function run(cmd, args, cwd, timeout = 120000) {
  try {
    return execFileSync(cmd, args, { cwd, timeout, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    throw new Error(`${cmd} ${args.join(" ")} failed in ${cwd}:\n${e.stdout ?? ""}${e.stderr ?? ""}`);
  }
}

before(() => {
  run(path.join(repo, "build.sh"), ["pack"], repo, 300000);
  assert.ok(existsSync(tarball), `./build.sh pack wrote ${tarball}`);
  dir = mkdtempSync(path.join(tmpdir(), "boardgames-pack-"));
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "pack-test", private: true, type: "module" }));
  // Vite comes from the npm cache the root install filled (the registry otherwise).
  run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", tarball, `vite@${root.devDependencies.vite}`], dir);
});

after(async () => {
  for (const s of servers) await s.close();
  if (devServer && devServer.exitCode === null) {
    devServer.kill();
    await new Promise((r) => devServer.once("exit", r));
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function serve(folder) {
  const s = await startServer({ root: folder, port: 0 });
  servers.push(s);
  return s.url;
}

/** The board drew, a move played by clicks went through, and the move event said so. */
async function playsAMove(page) {
  const drawn = await page.$eval("board-game", (el) => {
    const c = el.querySelector("canvas");
    const px = c.getContext("2d").getImageData(c.width / 2, c.height / 2, 1, 1).data;
    return { ready: el.hasAttribute("ready"), w: c.width, h: c.height, painted: px[3] > 0, message: el.querySelector(".bg-message").hidden ? null : el.querySelector(".bg-message").textContent };
  });
  assert.deepEqual({ ...drawn, w: drawn.w > 100, h: drawn.h > 100 }, { ready: true, w: true, h: true, painted: true, message: null }, "the board is drawn");
  const moved = page.evaluate(() => new Promise((r) => document.querySelector("board-game").addEventListener("move", (e) => r(e.detail), { once: true })));
  await playByClicks(page, "11-15");
  const detail = await moved;
  assert.equal(detail.move.notation, "11-15");
  assert.equal(detail.source, "user");
  assert.deepEqual(await page.$eval("board-game", (el) => el.history()), ["11-15"]);
}

/** The URL the wasm came from (one request). */
async function wasmLoaded(page) {
  const urls = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((u) => /\.wasm(\?|$)/.test(u)));
  assert.equal(urls.length, 1, `one wasm request: ${urls.join(", ")}`);
  return urls[0];
}

test("the package's type declarations compile in a TypeScript project, and catch misuse", () => {
  writeFileSync(
    path.join(dir, "check.ts"),
    `import "${NAME}";
import type { BoardGame, BoardGameMoveDetail } from "${NAME}";
import { loadEngine, Game, type View, type Analysis } from "${NAME}/engine";
const el = document.querySelector("board-game");
if (el) {
  el.set({ game: "russian", options: { menCaptureBackward: true }, coordinates: true, marks: null });
  el.addEventListener("move", (e) => { const d: BoardGameMoveDetail = e.detail; console.log(d.move.captures, d.source); });
  el.addEventListener("gameover", (e) => console.log(e.detail.outcome.winner, e.detail.outcome.reason));
  el.addEventListener("navigate", (e) => console.log(e.detail.ply + 1, e.detail.position));
  el.addEventListener("undo", (e) => console.log(e.detail.position));
  el.addEventListener("ready", (e) => console.log(e.detail.game));
  el.ready.then((b: BoardGame) => b.goTo(b.totalPlies - 1));
  console.log(el.play("11-15").path, el.undo(), el.redo(), el.line, el.game?.position());
  // @ts-expect-error play takes notation text
  el.play(42);
  // @ts-expect-error a move event has no such detail
  el.addEventListener("move", (e) => e.detail.nope);
}
async function main() {
  const engine = await loadEngine();
  const g = new Game(engine.catalog()[0].id, null);
  const v: View = g.view();
  const best = g.bestMove({ level: 2, nodes: 1000, depth: 3, seed: 1 });
  const a: Analysis = g.analyse({ timeMs: 100, multiPv: 2, onDepth: (x) => x.depth < 3 });
  const fine: boolean[] = [g.undo(), g.redo(), g.claimDraw(), g.resign(), g.agreeDraw(), g.declareWin(), g.canClaimDraw(), g.canDeclareWin(), g.flag(1)];
  const n: number = g.perft(2) + g.divide(1)[0][1] + g.evaluate();
  const next: number[] | null = g.continuations([1, 2]);
  g.loadRecord(g.record());
  console.log(v.pieces[0]?.kind, v.lastMove?.notation, best?.notation, a.lines[0]?.pv, fine, n, next, g.rules()[0].ja, g.outcome()?.reason, g.playedMoves(), Game.fromPosition("american", g.startPosition()).id);
  // @ts-expect-error bestMove has no option 'levl'
  g.bestMove({ levl: 2 });
  g.free();
}
main();
`,
  );
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { target: "es2022", module: "esnext", moduleResolution: "bundler", strict: true, noEmit: true, lib: ["es2022", "dom"] }, files: ["check.ts"] }),
  );
  run(process.execPath, [path.join(repo, "node_modules", "typescript", "bin", "tsc"), "-p", dir], dir);
});

test("built by Vite from the installed package, the board draws and takes a move; the engine entry works", async (t) => {
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Vite</title></head>
<body><board-game game="american" interactive size="400"></board-game><script type="module" src="./main.js"></script></body></html>`,
  );
  writeFileSync(
    path.join(dir, "main.js"),
    `import "${NAME}";
import { loadEngine, Game } from "${NAME}/engine";
loadEngine().then((engine) => {
  const g = new Game("chess");
  g.play("e4");
  window.engineCheck = { games: engine.catalog().length, position: g.position() };
  g.free();
});
`,
  );
  run(process.execPath, [path.join(dir, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"], dir);
  const url = await serve(path.join(dir, "dist"));
  const { page, close } = await openPage(`${url}/index.html`);
  t.after(close);
  await playsAMove(page);
  // Vite's asset pipeline took the wasm (renamed by its content) and kept the build's pairing.
  assert.match(await wasmLoaded(page), /\/assets\/boardgames_bg-[\w-]+\.wasm$/);
  const check = await page.waitForFunction(() => window.engineCheck).then((h) => h.jsonValue());
  assert.ok(check.games >= 21, `catalog() lists every game (${check.games})`);
  assert.match(check.position, /^rnbqkbnr\/pppppppp\/8\/8\/4P3/);
  await screenshot(page, "package-vite");
});

test("from a plain script tag into node_modules on a static host, the board draws and takes a move", async (t) => {
  writeFileSync(
    path.join(dir, "plain.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Plain</title>
<script type="module" src="./node_modules/${NAME}/board-game.js"></script></head>
<body><board-game game="american" interactive size="400"></board-game></body></html>`,
  );
  const url = await serve(dir);
  const { page, close } = await openPage(`${url}/plain.html`);
  t.after(close);
  await playsAMove(page);
  assert.match(await wasmLoaded(page), new RegExp(`/node_modules/${NAME}/pkg/boardgames_bg-[0-9a-f]{16}\\.wasm$`));
  await screenshot(page, "package-plain");
});

/** A free localhost port (Vite's dev server takes a fixed one). */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

test("in Vite's dev server (its dependency pre-bundling), the board draws and takes a move", async (t) => {
  assert.ok(existsSync(path.join(dir, "index.html")), "the Vite test wrote the page");
  const port = await freePort();
  devServer = spawn(process.execPath, [path.join(dir, "node_modules", "vite", "bin", "vite.js"), "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
    // Vite colours its output when CI is set, even into a pipe; the log is read as plain text.
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  let log = "";
  devServer.stdout.on("data", (d) => (log += d));
  devServer.stderr.on("data", (d) => (log += d));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`vite dev did not start in 20 s:\n${log}`)), 20000);
    devServer.stdout.on("data", () => /Local:/.test(log.replace(/\x1b\[[0-9;]*m/g, "")) && (clearTimeout(timer), resolve()));
    devServer.once("exit", (code) => (clearTimeout(timer), reject(new Error(`vite dev exited (${code}):\n${log}`))));
  });
  const { page, close } = await openPage(`http://127.0.0.1:${port}/index.html`);
  t.after(close);
  await playsAMove(page);
  await page.waitForFunction(() => window.engineCheck);
  assert.match(await wasmLoaded(page), new RegExp(`/node_modules/${NAME}/pkg/boardgames_bg-[0-9a-f]{16}\\.wasm$`));
  assert.doesNotMatch(log, /error/i, "vite dev logged no error");
});
