// Waiting for the live analysis in the browser tests of the endgame tables and the knowledge
// module (egdb-analysis.test.mjs, knowledge-module.test.mjs).

/**
 * Turns the analysis on ("L", unless it is on) and waits for a score in the panel's head
 * that matches `pattern`, with a line under it: { score, title, line } (the first line's score).
 */
export async function analysed(page, pattern) {
  const on = () => page.evaluate(() => document.getElementById("analysis-toggle").getAttribute("aria-pressed") === "true");
  if (!(await on())) await page.keyboard.press("l");
  await page.waitForFunction(() => document.getElementById("analysis-toggle").getAttribute("aria-pressed") === "true");
  const handle = await page.waitForFunction(
    (source) => {
      const score = document.getElementById("analysis-score");
      const rows = document.querySelectorAll("#analysis-lines li.pv:not(.empty)");
      return rows.length > 0 && new RegExp(source).test(score.textContent) && { score: score.textContent, title: score.title, line: rows[0].querySelector(".pv-score").textContent };
    },
    pattern.source,
    { timeout: 60000, polling: 100 },
  );
  return handle.jsonValue();
}
