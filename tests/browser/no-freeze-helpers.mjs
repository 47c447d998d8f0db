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
