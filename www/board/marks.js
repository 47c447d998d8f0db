// Marks a rules author draws on a board: highlighted squares, arrows and text labels,
// written in the game's own square names. Syntax (the `marks` attribute):
//   "c3 e5; arrow c3-e5"         squares, then an arrow
//   "red: 15 19; arrow blue: 11-15 15-19"
//   "label A: c3; label red 1: 28 32"   the text "A" on c3, a red "1" on 28 and 32
// Groups are separated by ";". A group starting with "arrow" holds from-to pairs; one
// starting with "label" holds the label's text up to ":" and then its squares; any other
// group holds square names. An optional colour (green, red, blue, yellow) followed by ":"
// starts a group (in a label group: the colour word before the text). A label's text has
// no ";" or ":" and is drawn as text on the canvas, never read as markup. Square names are the view's labels; where a game numbers only
// its dark squares, algebraic names ("c3": file a.., rank 1 at the bottom of the diagram)
// are accepted too.

export const MARK_COLORS = {
  green: "rgba(21,120,27,0.8)",
  red: "rgba(200,30,30,0.8)",
  blue: "rgba(0,48,136,0.8)",
  yellow: "rgba(230,160,0,0.85)",
};

/** The cell a square name denotes in a view, or null. */
export function cellOfName(view, name) {
  const i = view.labels.indexOf(name);
  if (i >= 0 && name !== "") return i;
  const m = /^([a-z])(\d{1,2})$/.exec(name);
  if (!m) return null;
  const col = m[1].charCodeAt(0) - 97, row = view.rows - Number(m[2]);
  if (col < 0 || col >= view.cols || row < 0 || row >= view.rows) return null;
  return row * view.cols + col;
}

/**
 * Parses a marks text against a view: { squares: [{ cell, color }], arrows: [{ from, to,
 * color }], errors: [text] } (unknown names are reported, the rest still drawn).
 */
export function parseMarks(text, view) {
  const out = { squares: [], arrows: [], labels: [], errors: [] };
  for (const raw of String(text ?? "").split(";")) {
    let group = raw.trim();
    if (!group) continue;
    if (/^labels?\b/i.test(group)) {
      parseLabel(group.replace(/^labels?\s*/i, ""), view, out);
      continue;
    }
    const arrow = /^arrows?\b/i.test(group);
    if (arrow) group = group.replace(/^arrows?\s*/i, "");
    let color = MARK_COLORS.green;
    const c = /^(green|red|blue|yellow)\s*:\s*/i.exec(group);
    if (c) {
      color = MARK_COLORS[c[1].toLowerCase()];
      group = group.slice(c[0].length);
    }
    for (const token of group.split(/[\s,]+/).filter(Boolean)) {
      if (arrow) {
        const [a, b] = token.split(/[-x>]/);
        const from = cellOfName(view, a ?? ""), to = cellOfName(view, b ?? "");
        if (from == null || to == null) out.errors.push(token);
        else out.arrows.push({ from, to, color });
      } else {
        const cell = cellOfName(view, token);
        if (cell == null) out.errors.push(token);
        else out.squares.push({ cell, color });
      }
    }
  }
  return out;
}

/** Label colours: solid, dark enough for text on every square (a white halo is drawn round it). */
export const LABEL_COLORS = { default: "#1a1a1a", green: "#0f6a16", red: "#b3161b", blue: "#00307f", yellow: "#8a5a00" };

/** A label group after the word "label": "[colour] TEXT: squares". */
function parseLabel(group, view, out) {
  const m = /^([^:]*):(.*)$/.exec(group);
  let head = (m?.[1] ?? "").trim();
  let color = LABEL_COLORS.default;
  // A colour word counts as the colour only when a text follows it ("label red: c3" writes "red").
  const c = /^(green|red|blue|yellow)\s+(\S.*)$/i.exec(head);
  if (c) {
    color = LABEL_COLORS[c[1].toLowerCase()];
    head = c[2].trim();
  }
  const squares = (m?.[2] ?? "").split(/[\s,]+/).filter(Boolean);
  if (!m || !head || !squares.length) {
    out.errors.push(`label ${group}`.trim());
    return;
  }
  for (const token of squares) {
    const cell = cellOfName(view, token);
    if (cell == null) out.errors.push(token);
    else out.labels.push({ cell, text: head, color });
  }
}
