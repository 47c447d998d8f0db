// Helpers of the browser tests that time the page's thread (no-freeze-*, slow-position).

/** `promise`, or an error naming `what` when the page has not answered within `ms`. */
export async function within(ms, promise, what) {
  let timer;
  try {
    return await Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms (the page is frozen)`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The CPU time of the longest task of the page's main thread in a Chromium trace, in ms,
 * and how many tasks it ran: the thread is the one whose first script left the mark
 * "no-freeze-start".
 */
export function longestTask(traceJson) {
  const trace = JSON.parse(traceJson);
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mark = events.find((e) => e.name === "no-freeze-start");
  if (!mark) throw new Error("the trace holds no mark of the page's first script");
  // Every top-level slice of the thread: its tasks, and the microtask checkpoints that run
  // after them (where a script's awaited work runs: the trace has them beside the task).
  const tasks = events.filter((e) => e.ph === "X" && e.cat?.split(",").includes("toplevel") && e.pid === mark.pid && e.tid === mark.tid && e.ts >= mark.ts);
  return { cpu: Math.max(0, ...tasks.map((e) => (e.tdur ?? e.dur) / 1000)), wall: Math.max(0, ...tasks.map((e) => e.dur / 1000)), tasks: tasks.length };
}
