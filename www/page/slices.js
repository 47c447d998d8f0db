// Long work on the page's thread in slices (issue 34: nothing holds the thread for more
// than a frame): a loop calls `await pause()` after each step, and the page runs its
// other tasks (input, frames) between slices.

/** How long a slice of work holds the page's thread at most, in ms (half a frame). */
export const SLICE_MS = 8;

/**
 * A `pause()` for one loop of work: it resolves at once until SLICE_MS have passed since
 * the loop began or last yielded, then after the page's other tasks. A message, not a
 * timer: a hidden tab's timers wait a second.
 */
export function slices() {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(channel.port1.close());
      channel.port2.postMessage(null);
    });
    since = performance.now();
  };
}
