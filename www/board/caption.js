// The caption area under the board, above the replay bar: the author's own text (a child
// `<p slot="caption">`, moved into the area: the element has no shadow DOM) and, while the
// board replays `moves`, the comment of the move just played (board/movetext.js), or the
// leading comment at the start. A ply with no comment shows the author's caption. A
// comment is put in with textContent: braces, tags and all are shown as typed.

import { plyOf } from "./state.js";

/** Moves the element's `slot="caption"` children into the caption area (called on connect and on child changes). */
export function adoptCaption(s) {
  const box = s.dom?.caption;
  if (!box) return;
  const slotted = [...s.el.children].filter((c) => c.getAttribute("slot") === "caption");
  if (!slotted.length) return;
  for (const c of slotted) box.authored.append(c);
  updateCaption(s);
}

/** Watches for a caption child added later (a page that fills the board in by script). */
export function observeCaption(s) {
  const mo = new MutationObserver(() => adoptCaption(s));
  mo.observe(s.el, { childList: true });
  return () => mo.disconnect();
}

/**
 * The comment for the position shown: the `moves` attribute's comment at this ply, as
 * long as the moves played so far are the attribute's (a move of the reader's own has none).
 */
export function commentNow(s) {
  const n = plyOf(s);
  const text = s.comments?.[n];
  if (!text || !s.game) return null;
  if (n > 0) {
    const played = s.game.history();
    for (let i = 0; i < n; i++) if (played[i] !== s.commentLine[i]) return null;
  }
  return text;
}

/** Shows the comment of the position, else the author's caption; hides an empty area. */
export function updateCaption(s) {
  const box = s.dom?.caption;
  if (!box) return;
  const comment = commentNow(s);
  box.comment.textContent = comment ?? "";
  box.comment.hidden = comment == null;
  const authored = box.authored.childElementCount > 0;
  box.authored.hidden = comment != null || !authored;
  box.root.hidden = comment == null && !authored;
}
