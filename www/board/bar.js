// The replay bar under the board (the `controls` attribute): shown, updated or
// removed; its buttons call s.on.control(action) (board/autoplay.js does the moving).

import { createControls } from "./controls.js";
import { hasAttr, langOf, plyOf } from "./state.js";

/** Shows, updates or removes the replay bar. */
export function updateControls(s) {
  if (!s.dom) return;
  if (!hasAttr(s, "controls")) {
    s.controls?.root.remove();
    s.controls = null;
    return;
  }
  if (!s.controls) {
    s.controls = createControls((action) => s.on.control(action));
    s.el.append(s.controls.root);
  }
  const ply = plyOf(s);
  s.controls.update({ ply, total: ply + s.future, playing: s.playing, lang: langOf(s) });
}
