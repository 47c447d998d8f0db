// CPU seconds (user + system) of process trees, sampled from Linux /proc: the test runner's
// measure of a browser test file's work. The kernel's "children's times" of a process count
// only the descendants it waited for, and a Chromium's renderers are children of its zygote,
// whose times never reach the browser's parent: summed that way, a page's work was about half
// missing. Here every process under a tracked root is seen in each sample (twice a second)
// and its last seen time kept once it ends; what a process does in its last half second, and
// a process that lives less than that, is missed. Elsewhere than Linux the times are NaN.
//
//   const meter = new TreeCpu();
//   const cpu = meter.track(child.pid);   // ... cpu.now() at any time, cpu.stop() at the end
//   meter.close();

import { existsSync, readdirSync, readFileSync } from "node:fs";

const HZ = 100; // USER_HZ, the unit of /proc/<pid>/stat's times on Linux
const INTERVAL_MS = 500;

/** Every process's parent and CPU ticks so far (utime + stime), from /proc. */
function readProcesses() {
  const all = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    const f = stat.slice(stat.lastIndexOf(") ") + 2).split(" "); // after "pid (name) "
    all.set(Number(name), { parent: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
  }
  return all;
}

export class TreeCpu {
  constructor() {
    this.supported = existsSync("/proc/self/stat");
    this.roots = new Set();
    this.timer = null;
  }

  /** Starts counting the tree under `pid`; returns { now(), stop() }, both in CPU seconds. */
  track(pid) {
    const root = { pid, seen: new Map(), stopped: false };
    if (!this.supported) return { now: () => NaN, stop: () => NaN };
    this.roots.add(root);
    this.sample();
    this.timer ??= setInterval(() => this.sample(), INTERVAL_MS).unref();
    const total = () => [...root.seen.values()].reduce((s, t) => s + t, 0) / HZ;
    return {
      now: () => (this.sample(), total()),
      stop: () => {
        if (!root.stopped) this.sample();
        root.stopped = true;
        this.roots.delete(root);
        return total();
      },
    };
  }

  /** Reads /proc once and updates every tracked tree. */
  sample() {
    if (!this.roots.size) return;
    const all = readProcesses();
    const children = new Map();
    for (const [pid, p] of all) {
      if (!children.has(p.parent)) children.set(p.parent, []);
      children.get(p.parent).push(pid);
    }
    for (const root of this.roots) {
      const stack = [root.pid];
      while (stack.length) {
        const pid = stack.pop();
        const p = all.get(pid);
        if (!p) continue;
        // The largest seen: a pid reused by another process later would only add its own.
        root.seen.set(pid, Math.max(root.seen.get(pid) ?? 0, p.ticks));
        stack.push(...(children.get(pid) ?? []));
      }
    }
  }

  close() {
    clearInterval(this.timer);
    this.timer = null;
  }
}
