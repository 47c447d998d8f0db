// The game's moves as a tree: the mainline and its variations (issue 11.5). Pure
// functions over plain data, no DOM and no engine: the page keeps { root, path } in its
// state and shows one line of the tree on the board.
//
// A node is { move, children }: `move` the canonical notation (null at the root),
// `children` the moves played from the position after it, the first being the main
// continuation and the others its variations. A path is the list of child indices from
// the root to the node of the position shown ([] is the start). The line of a path is its
// moves followed by the main continuation after it (what "next" replays).

/** A tree whose mainline is `moves`. */
export function treeOf(moves = []) {
  const root = { move: null, children: [] };
  let node = root;
  for (const move of moves) {
    const child = { move, children: [] };
    node.children.push(child);
    node = child;
  }
  return root;
}

/** The nodes along `path` (without the root); null when the path leaves the tree. */
export function nodesOf(root, path) {
  const out = [];
  let node = root;
  for (const i of path) {
    node = node.children[i];
    if (!node) return null;
    out.push(node);
  }
  return out;
}

/** The moves of `path`. */
export const movesOf = (root, path) => (nodesOf(root, path) ?? []).map((n) => n.move);

/** The path extended by the main continuation after it: the whole line it lies on. */
export function fullPath(root, path) {
  const nodes = nodesOf(root, path);
  if (!nodes) return [];
  const out = path.slice();
  let node = nodes.length ? nodes[nodes.length - 1] : root;
  while (node.children.length) {
    out.push(0);
    node = node.children[0];
  }
  return out;
}

/** The moves of the line `path` lies on (its moves, then the main continuation). */
export const lineOf = (root, path) => movesOf(root, fullPath(root, path));

/** Whether the path follows the mainline only. */
export const isMainline = (path) => path.every((i) => i === 0);

/** Copies the nodes along `path` so that they can be changed (the rest is shared). */
function copyAlong(root, path) {
  const top = { ...root, children: root.children.slice() };
  let node = top;
  for (const i of path) {
    const child = { ...node.children[i], children: node.children[i].children.slice() };
    node.children[i] = child;
    node = child;
  }
  return { root: top, node };
}

/**
 * Plays `move` after the position of `path`: an existing child with that move is followed,
 * otherwise the move is added as the last child (a new variation when there was a
 * continuation). Returns { root, path } (a new root; the old one is unchanged).
 */
export function addMove(root, path, move) {
  const at = nodesOf(root, path);
  if (!at) throw new Error("the path is not in the tree");
  const parent = at.length ? at[at.length - 1] : root;
  const known = parent.children.findIndex((c) => c.move === move);
  if (known >= 0) return { root, path: [...path, known] };
  const copy = copyAlong(root, path);
  copy.node.children.push({ move, children: [] });
  return { root: copy.root, path: [...path, copy.node.children.length - 1] };
}

/** The index in `path` of the variation's first move it lies in (the last non-zero index), or -1. */
export function branchIndex(path) {
  for (let k = path.length - 1; k >= 0; k--) if (path[k] !== 0) return k;
  return -1;
}

/**
 * Promotes the variation `path` lies in: its first move becomes the main continuation at
 * its branch point (repeat to bring it up to the mainline). { root, path }.
 */
export function promote(root, path) {
  const k = branchIndex(path);
  if (k < 0) return { root, path };
  const copy = copyAlong(root, path.slice(0, k));
  const children = copy.node.children;
  const [moved] = children.splice(path[k], 1);
  children.unshift(moved);
  const out = path.slice();
  out[k] = 0;
  return { root: copy.root, path: out };
}

/**
 * Deletes the node of `path` and everything after it (the position before it is shown).
 * { root, path }. Nothing to delete at the start.
 */
export function removeFrom(root, path) {
  if (!path.length) return { root, path };
  const parentPath = path.slice(0, -1);
  const copy = copyAlong(root, parentPath);
  copy.node.children.splice(path[path.length - 1], 1);
  return { root: copy.root, path: parentPath };
}

/** The path of `ply` moves along the line `path` lies on (the board's replay of that line). */
export const pathAtPly = (root, path, ply) => fullPath(root, path).slice(0, Math.max(0, ply));

/**
 * The tree as the records' line (the engine's contract): [{ move, variations?: [line] }],
 * `variations` being alternatives to `move` played from the position before it. With
 * `path`, the line follows that path and ends with it (a record of the position shown:
 * its moves are the game's history); without, the mainline to its end.
 */
export function toLine(root, path = null) {
  const line = [];
  let node = root;
  for (let k = 0; path ? k < path.length : node.children.length; k++) {
    const at = path ? path[k] : 0;
    const main = node.children[at];
    if (!main) break;
    const others = node.children.filter((_, i) => i !== at);
    const item = { move: main.move };
    if (main.comment) item.comment = main.comment;
    if (others.length) item.variations = others.map((o) => toLine({ children: [o] }));
    line.push(item);
    node = main;
  }
  return line;
}

/** A tree from a records' line (the reverse of toLine); a malformed line gives its valid part. */
export function fromLine(line) {
  const root = { move: null, children: [] };
  const grow = (parent, items) => {
    let node = parent;
    for (const item of Array.isArray(items) ? items : []) {
      if (!item || typeof item.move !== "string") break;
      const child = { move: item.move, children: [] };
      if (typeof item.comment === "string") child.comment = item.comment;
      node.children.push(child);
      for (const variation of Array.isArray(item.variations) ? item.variations : []) grow(node, variation);
      node = child;
    }
  };
  grow(root, line);
  return root;
}

/**
 * A path as the move list writes it (data-path): its indices joined by dots, a run of more
 * than LONG_RUN zeros (a long stretch of a line's main continuation) written "0*n", so that
 * the text of a path stays short however deep it lies: the move list of a game of n moves
 * writes n paths, and written out in full they would hold n²/2 zeros.
 */
const LONG_RUN = 40;
const zeros = (n) => (n > LONG_RUN ? `0*${n}` : Array(n).fill("0").join("."));
export function pathText(path) {
  const parts = [];
  for (let k = 0; k < path.length; ) {
    let n = 0;
    while (path[k + n] === 0) n++;
    if (n) parts.push(zeros(n));
    else parts.push(String(path[k]));
    k += n || 1;
  }
  return parts.join(".");
}

/** The path of a pathText; null when the text is not one. */
export function pathOfText(text) {
  const path = [];
  for (const part of text === "" ? [] : String(text).split(".")) {
    const run = /^0\*(\d+)$/.exec(part);
    if (run) {
      const n = Number(run[1]);
      // A run only as long as a tree's depth can be: no text builds a giant array.
      if (n > 1e6) return null;
      for (let i = 0; i < n; i++) path.push(0);
    } else if (/^\d+$/.test(part)) path.push(Number(part));
    else return null;
  }
  return path;
}

/**
 * The move list as rows of tokens: the mainline moves, and after a mainline move that has
 * alternatives, each alternative line in brackets (its own variations nested inside).
 * Each move token is { path, ply, move, node, base, run, key }: `ply` its index in its line
 * (0 is the first move of the game), `node` its node, `key` its pathText. Who moved and the
 * move's number are the engine's facts (the move list reads them from the engine's moves,
 * www/page/notation.js): a game where a side moves twice in a row would make any count by
 * parity wrong. Each variation token is { kind: "variation", depth, tokens }.
 *
 * Linear in the tree's size: a token's path is its line's `base` (the path of the line's
 * first move: [] for the mainline) followed by `run` zeros, built only when asked for
 * (`path`), and its key is its line's base key and the run's text (at most LONG_RUN
 * zeros long: a longer run is written "0*n").
 */
export function listTokens(root) {
  const out = [];
  const walk = (node, base, baseKey, ply, depth, tokens) => {
    let cur = node, p = ply, run = 0;
    // The key of base followed by `run` zeros: short runs grow by ".0", a long one is rewritten "0*n".
    const keyOf = (n) => (n === 0 ? baseKey : [baseKey, zeros(n)].filter(Boolean).join("."));
    while (cur.children.length) {
      const [main, ...others] = cur.children;
      tokens.push(moveToken(main, base, keyOf(run + 1), run + 1, p, depth));
      others.forEach((alt, j) => {
        const altPath = [...base, ...Array(run).fill(0), j + 1];
        const altKey = [keyOf(run), String(j + 1)].filter(Boolean).join(".");
        const inner = [moveToken(alt, altPath, altKey, 0, p, depth + 1)];
        walk(alt, altPath, altKey, p + 1, depth + 1, inner);
        tokens.push({ kind: "variation", depth: depth + 1, tokens: inner });
      });
      cur = main;
      run++;
      p++;
    }
  };
  walk(root, [], "", 0, 0, out);
  return out;
}

function moveToken(node, base, key, run, ply, depth) {
  return {
    kind: "move",
    node,
    base,
    run,
    key,
    ply,
    move: node.move,
    depth,
    get path() {
      return run ? [...base, ...Array(run).fill(0)] : base;
    },
  };
}

/** Whether two paths are the same. */
export const samePath = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The nodes that ended by a player's act, as [path, ending] pairs (kept with a saved game).
 * One path is kept and extended as the walk goes (copied only for an ending), and a line is
 * followed in a loop: a long game costs its length, not its length squared, nor a stack as
 * deep as the game.
 */
export function endingsOf(root) {
  const out = [];
  const path = [];
  const walk = (node) => {
    const depth = path.length;
    for (;;) {
      if (node.ending) out.push([path.slice(), node.ending]);
      const [main, ...others] = node.children;
      if (!main) break;
      others.forEach((c, i) => {
        path.push(i + 1);
        walk(c);
        path.pop();
      });
      path.push(0);
      node = main;
    }
    path.length = depth;
  };
  walk(root);
  return out;
}

/** The tree with the endings of endingsOf put back (those whose paths are in the tree). */
export function withEndings(root, endings) {
  let top = root;
  for (const [path, ending] of Array.isArray(endings) ? endings : []) {
    if (!Array.isArray(path) || !nodesOf(top, path) || !ending || typeof ending.action !== "string") continue;
    const copy = copyAlong(top, path);
    copy.node.ending = { ...ending };
    top = copy.root;
  }
  return top;
}

/** A copy of the tree whose node at `path` has `ending` (null: none). */
export function setEnding(root, path, ending) {
  const copy = copyAlong(root, path);
  if (ending) copy.node.ending = ending;
  else delete copy.node.ending;
  return copy.root;
}
