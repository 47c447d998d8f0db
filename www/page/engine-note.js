// A note of the computer player's worker (www/ai-worker.js): the knowledge module (the
// endgame tables and the learned evaluation: www/knowledge.js) could not be had, offline
// before the site was kept or on a failed fetch, so the question was answered by the plain
// engine. Nothing stops: the player reads why the analysis or the top level is weaker.
// Loaded only when such a note comes (www/ai-player.js).

import "../i18n-late.js"; // its English text comes with the late ones
import { setState, tr } from "./state.js";

/** Shows a worker's note { code } as the notice over the board. */
export function showEngineNote(note) {
  if (note?.code === "knowledge-unavailable") setState({ notice: tr("knowledgeUnavailable") });
}
