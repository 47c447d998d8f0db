// Pointer helpers shared by play and the editor's mode: where a pointer is on the
// canvas, keeping its events while a piece is held, and when a press becomes a drag.

/** The pointer's position in the canvas's CSS pixels. */
export function local(s, e) {
  const box = s.dom.canvas.getBoundingClientRect();
  return { x: e.clientX - box.left, y: e.clientY - box.top };
}

/** Keeps the pointer's events on the canvas while a piece is held. */
export function capture(s, e) {
  try {
    s.dom.canvas.setPointerCapture(e.pointerId);
  } catch {
    // A synthetic or already-released pointer: the drag still works without capture.
  }
}

/** Whether a held pointer has moved far enough to be a drag (a finger wobbles). */
export function startsDrag(s, L, p) {
  const press = s.press;
  const tol = Math.max(6, L.cell * 0.15);
  return Math.hypot(p.x - press.x, p.y - press.y) >= tol;
}
