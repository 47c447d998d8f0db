// The harness's rule for console errors: a test fails on any console error of its page, and
// not on one of the about:blank document its page rests on between tests (harness.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage } from "./harness.mjs";

test("a console error of the test's page fails the test at close", async () => {
  const { page, close } = await openPage("/index.html");
  await page.evaluate(() => console.error("the page's own error"));
  await assert.rejects(close(), /console\.error: the page's own error/);
});

test("a console error of an about:blank document is not the test page's", async () => {
  const { page, close } = await openPage("/index.html");
  await page.goto("about:blank");
  await page.evaluate(() => console.error("an error of about:blank"));
  await close();
});
