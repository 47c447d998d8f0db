// Progressive analysis in the computer's worker (issue 12 point 2): the page hears each
// completed depth (Monte Carlo: every ~200 ms) while the search runs, and a question about
// a new position stops the running one at once, so that no line of a position that is not
// on the board is ever heard. The worker is driven through www/ai.js from a blank page of
// the site, without the play page around it.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browser, server } from "./harness.mjs";

/** A blank page of the site's origin with the engine and the computer player loaded. */
async function blankPage(t) {
  const { url } = await server();
  const context = await (await browser()).newContext();
  t.after(() => context.close());
  const errors = [];
  await context.route(`${url}/analysis-blank.html`, (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>analysis</title>` }),
  );
  const page = await context.newPage();
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  t.after(() => assert.deepEqual(errors, [], "no error in the page"));
  await page.goto(`${url}/analysis-blank.html`);
  await page.evaluate(async () => {
    const [{ ComputerPlayer }, { loadEngine }] = await Promise.all([import("/www/ai.js"), import("/www/engine.js")]);
    window.engine = await loadEngine();
    window.computer = new ComputerPlayer();
    // Whether every line of `analysis` can be played in order from `question`'s position.
    window.playable = (question, analysis) =>
      analysis.lines.every(({ pv }) => {
        const g = question.position ? window.engine.Game.fromPosition(question.game, question.position) : new window.engine.Game(question.game);
        try {
          for (const m of question.moves ?? []) g.play(m);
          for (const m of pv) g.play(m);
          return pv.length > 0;
        } catch {
          return false;
        } finally {
          g.free();
        }
      });
  });
  return page;
}

test("each completed depth is heard while the analysis runs, then the final analysis", async (t) => {
  const page = await blankPage(t);
  const result = await page.evaluate(async () => {
    const question = { game: "chess", moves: ["e4", "e5"], timeMs: 1500, multiPv: 3 };
    const heard = [];
    const final = await window.computer.analyse(question, (a) => heard.push(a));
    return {
      depths: heard.map((a) => a.depth),
      lineCounts: heard.map((a) => a.lines.length),
      allPlayable: heard.every((a) => window.playable(question, a)) && window.playable(question, final),
      final: { depth: final.depth, lines: final.lines.length, kind: final.kind },
    };
  });
  assert.ok(result.depths.length >= 3, `several depths heard before the end: ${result.depths}`);
  assert.deepEqual(result.depths, [...result.depths].sort((a, b) => a - b), "depths come in order");
  assert.ok(result.lineCounts.every((n) => n === 3), `three lines at every depth: ${result.lineCounts}`);
  assert.ok(result.allPlayable, "every line is a legal sequence from the position");
  assert.equal(result.final.kind, "search");
  assert.ok(result.final.depth >= result.depths.at(-1), "the final analysis is at least as deep");
});

test("Monte Carlo analysis reports while it runs", async (t) => {
  const page = await blankPage(t);
  const result = await page.evaluate(async () => {
    const question = { game: "zonghen", timeMs: 1500 };
    const heard = [];
    const final = await window.computer.analyse(question, (a) => heard.push(a));
    return { heard: heard.length, kinds: [...new Set(heard.map((a) => a.kind))], playable: window.playable(question, final) };
  });
  assert.ok(result.heard >= 2, `reports during 1.5 s of Monte Carlo: ${result.heard}`);
  assert.deepEqual(result.kinds, ["winrate"]);
  assert.ok(result.playable);
});

test("a new position stops the running analysis at once: nothing of the old one is heard after", async (t) => {
  const page = await blankPage(t);
  const result = await page.evaluate(async () => {
    const old = { game: "international", timeMs: 20000 };
    const fresh = { game: "american", moves: ["11-15"], timeMs: 800 };
    const log = [];
    const oldDone = window.computer.analyse(old, (a) => log.push({ from: "old", a }));
    // Wait for the old analysis to be well under way, then ask about another position.
    await new Promise((resolve) => {
      const wait = () => (log.length ? resolve() : setTimeout(wait, 20));
      wait();
    });
    const askedAt = log.length;
    const freshDone = window.computer.analyse(fresh, (a) => log.push({ from: "fresh", a }));
    const [oldResult, freshResult] = await Promise.all([oldDone, freshDone]);
    // Give any stray message of the ended worker time to arrive.
    await new Promise((r) => setTimeout(r, 500));
    return {
      askedAt,
      oldAfter: log.slice(askedAt).filter((x) => x.from === "old").length,
      freshHeard: log.filter((x) => x.from === "fresh").length,
      oldResult,
      freshPlayable: window.playable(fresh, freshResult) && log.filter((x) => x.from === "fresh").every((x) => window.playable(fresh, x.a)),
    };
  });
  assert.ok(result.askedAt >= 1, "the old analysis was running");
  assert.equal(result.oldAfter, 0, "no depth of the old position is heard once the new one is asked");
  assert.equal(result.oldResult, null, "the old analysis ends as cancelled");
  assert.ok(result.freshHeard >= 1, "the new position's depths are heard");
  assert.ok(result.freshPlayable, "and its lines are legal from the new position");
});

test("bad analysis limits are refused by the engine, and the worker answers the next question", async (t) => {
  const page = await blankPage(t);
  const result = await page.evaluate(async () => {
    let message = null;
    try {
      await window.computer.analyse({ game: "chess", timeMs: -5 });
    } catch (e) {
      message = e.message;
    }
    const next = await window.computer.analyse({ game: "chess", depth: 2 });
    return { message, depth: next.depth };
  });
  assert.match(result.message ?? "", /timeMs/);
  assert.equal(result.depth, 2);
});
