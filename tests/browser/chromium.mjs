// How the browser tests launch Chromium: shared by the harness (a test file run alone) and
// tools/browser-tests.mjs (one Chromium for the files run at once). No node:test import
// here, so the runner can load it without starting a test run of its own.

export const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic"];

/** The options of chromium.launch() and chromium.launchServer(). */
export const LAUNCH = { executablePath: CHROMIUM, args: ARGS, headless: true };
