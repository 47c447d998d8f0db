// An engine error as the page shows it. The engine's messages are English and name what is
// wrong (a move, a record's line, a limit); every engine error also carries a stable `code`
// (docs/api.md, EngineErrorCode). The Japanese page words the error by its code and keeps
// the message as the detail; the English page shows the message alone.

import { t } from "../i18n.js";
import { state } from "./state.js";

/** The text of error `e` (an engine error, another Error, or a string) in the page's language. */
export function errorText(e) {
  const message = String(e?.message ?? e);
  const code = typeof e?.code === "string" ? e.code : "";
  if (state.lang === "en" || !code) return message;
  const key = `error.${code}`;
  const words = t(state.lang, key);
  // A code without words in this language (t gives back the key or the English): the message.
  return words === key || words === t("en", key) ? message : `${words}（${message}）`;
}
