// The New game and Settings dialogs' code (www/page/dialogs.js), loaded late (issue 13: the
// first visit's cold page). The dialogs are closed at the first board, so their code comes in
// idle time once it is drawn; the page looks the same meanwhile. A click on New game or
// Settings before it has come is not lost: it waits for the code, then is clicked again for
// it. The share button needs none of it and is wired here.

import { $, board, state } from "./state.js";
import { lateModule, whenIdle } from "../board/late.js";

/** The buttons that open a dialog of dialogs.js. */
const OPENERS = ["open-new-game", "open-settings"];

const dialogs = lateModule(() => import("./dialogs.js"));

/**
 * Opens a dialog of dialogs.js (the end panel's New game), once its code has come. A failed
 * load leaves the dialog closed; the button works again at the next click.
 */
export function open(id) {
  dialogs.load().then((m) => m.open(id), () => {});
}

/** Wires the dialogs (as dialogs.js's init, loaded in idle time); returns the unbind. */
export function init({ onSetting, startGame, share }) {
  let live = true;
  let unbind = null;
  // A failure is tried again at the next click.
  const load = () =>
    dialogs.load().then((m) => {
      if (live && !unbind) unbind = m.init({ onSetting, startGame });
    });
  const early = (e) => {
    if (unbind) return; // dialogs.js's own listener handles it
    const el = e.currentTarget;
    load().then(() => live && el.click(), () => {});
  };
  for (const id of OPENERS) $(id).addEventListener("click", early);
  $("share").addEventListener("click", share);
  board.ready.then(() => whenIdle(() => live && load().catch(() => {})));
  return () => {
    live = false;
    for (const id of OPENERS) $(id).removeEventListener("click", early);
    $("share").removeEventListener("click", share);
    unbind?.();
  };
}
