// Kings are unmistakable (issue 11.6): in every board theme and for every piece colour,
// the crown is at least half the piece's diameter and at least 3:1 (WCAG contrast)
// against the piece's fill, read from the palettes www/board/pieces.js draws with and
// measured from what it draws on a recording canvas.

import { test } from "node:test";
import assert from "node:assert/strict";
import { CROWN_SHARE, draughtsPiece, palette } from "../../www/board/pieces.js";
import { THEMES } from "../../www/board/render.js";

const COLORS = ["black", "white", "red"];

/** WCAG relative luminance of an opaque #rrggbb colour. */
function luminance(hex) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test("the contrast formula gives the WCAG figures", () => {
  assert.equal(Math.round(contrast("#000000", "#ffffff") * 10) / 10, 21);
  assert.equal(Math.round(contrast("#777777", "#ffffff") * 100) / 100, 4.48);
  // The crown colour this issue replaced: gold on White's cream, 2.5:1, too weak.
  assert.ok(contrast("#b8862a", "#ece4d2") < 3);
});

test("the crown is at least 3:1 against the piece's fill in every theme", () => {
  const weak = [];
  for (const theme of Object.keys(THEMES)) {
    for (const color of COLORS) {
      const pal = palette(color, theme);
      // The fill is a gradient from `hi` (a small highlight) to `base`: both count.
      for (const fill of ["base", "hi"]) {
        const c = contrast(pal.mark, pal[fill]);
        if (c < 3) weak.push(`${theme}/${color}: crown ${pal.mark} on ${fill} ${pal[fill]} is ${c.toFixed(2)}:1`);
      }
      // The outline keeps the crown's shape sharp where it crosses the highlight.
      const e = contrast(pal.mark, pal.markEdge);
      if (e < 3) weak.push(`${theme}/${color}: crown outline ${pal.markEdge} is ${e.toFixed(2)}:1`);
    }
  }
  assert.deepEqual(weak, []);
});

/** A canvas context that records the paths it fills: [{ fillStyle, points, arcs }]. */
function recordingContext() {
  const fills = [];
  let path = { points: [], arcs: [] };
  const ctx = {
    fills,
    getTransform: () => ({ a: 1, b: 0 }),
    save() {},
    restore() {},
    beginPath() {
      path = { points: [], arcs: [] };
    },
    moveTo(x, y) {
      path.points.push([x, y]);
    },
    lineTo(x, y) {
      path.points.push([x, y]);
    },
    closePath() {},
    arc(x, y, r) {
      path.arcs.push({ x, y, r });
    },
    fill() {
      fills.push({ fillStyle: this.fillStyle, ...path });
    },
    stroke() {},
    createRadialGradient: () => ({ addColorStop() {} }),
  };
  return ctx;
}

test("a king's crown spans at least half the piece's diameter, on every theme", () => {
  assert.ok(CROWN_SHARE >= 0.5);
  for (const theme of Object.keys(THEMES)) {
    for (const color of COLORS) {
      for (const size of [31, 48, 80]) {
        const ctx = recordingContext();
        draughtsPiece(ctx, { side: 0, kind: "king", promoted: true }, 0, 0, size, { color, theme });
        const pal = palette(color, theme);
        const disc = Math.max(...ctx.fills.flatMap((f) => f.arcs.map((a) => a.r)));
        const crown = ctx.fills.find((f) => f.fillStyle === pal.mark && f.points.length >= 3);
        assert.ok(crown, `${theme}/${color}: a crown is drawn`);
        const xs = crown.points.map((p) => p[0]);
        const width = Math.max(...xs) - Math.min(...xs);
        assert.ok(width >= disc, `${theme}/${color} at ${size}px: crown ${width.toFixed(1)}px wide, piece ${2 * disc}px across`);
      }
      // A man has no crown.
      const ctx = recordingContext();
      draughtsPiece(ctx, { side: 0, kind: "man", promoted: false }, 0, 0, 48, { color, theme });
      assert.equal(ctx.fills.filter((f) => f.points.length >= 3).length, 0);
    }
  }
});
