// Code loaded after the first board (issue 13: the first visit's cold page): idle time, and
// modules imported on first use. Shared by the board (its keyboard, the promotion chooser)
// and the page (the dialogs, the computer's driver, the sounds).

/** Calls `fn(deadline)` when the main thread is idle (within a second; no deadline where idle callbacks are missing). */
export const whenIdle = (fn) => (typeof requestIdleCallback === "function" ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(() => fn(null), 50));

/**
 * A module loaded on first use. `importer` calls import() with a literal path, which the
 * bundler, the offline snapshot and the single file find (and which a comment must not
 * spell out: sw.js's crawl would fetch it).
 * - `load()` imports it once (again after a failure, such as offline before the snapshot has
 *   it) and resolves to the module;
 * - `get()` is the module once it has come, else null;
 * - `preload()` asks for it in idle time (once; a failure is tried again at the next call).
 */
export function lateModule(importer) {
  let module = null;
  let loading = null;
  let queued = false;
  const load = () =>
    (loading ??= importer().then(
      (m) => (module = m),
      (e) => {
        loading = null;
        throw e;
      },
    ));
  return {
    load,
    get: () => module,
    preload() {
      if (module || loading || queued) return;
      queued = true;
      whenIdle(() => {
        queued = false;
        load().catch(() => {});
      });
    },
  };
}
