// Game records on the page: the record text itself comes from the engine
// (g.record() / g.loadRecord()), and so does the game a record belongs to
// (detectRecord(text)); this module saves and opens files and keeps the game in the URL
// hash so that a link reopens the same game.

/** The usual file extension of a family's record format. */
export function recordExtension(family) {
  return new Map([["draughts", "pdn"], ["chess", "pgn"], ["shogi", "kifu"]]).get(family) ?? "txt";
}

/** Offers `text` as a file download (works offline: no server involved). */
export function downloadText(text, filename) {
  downloadBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), filename);
}

/** Offers the bytes of `blob` as a file download. */
export function downloadBlob(blob, filename) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Reads a text file chosen by the player: by its byte order mark first (UTF-8, UTF-16 LE or
 * BE), else UTF-8, else Shift_JIS (old KIF files) when it is not valid UTF-8.
 */
export async function readTextFile(file) {
  return decodeText(new Uint8Array(await file.arrayBuffer()));
}

/** The text of a file's bytes (see readTextFile). */
export function decodeText(bytes) {
  const bom = (...b) => b.every((x, i) => bytes[i] === x);
  if (bom(0xef, 0xbb, 0xbf)) return new TextDecoder("utf-8").decode(bytes);
  if (bom(0xff, 0xfe)) return new TextDecoder("utf-16le").decode(bytes);
  if (bom(0xfe, 0xff)) return new TextDecoder("utf-16be").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Old KIF files are Shift_JIS.
    return new TextDecoder("shift_jis").decode(bytes);
  }
}

/** The URL hash for a game: game id, options, start position (when not standard) and moves. */
export function gameToHash({ game, options, start, moves }) {
  const p = new URLSearchParams();
  p.set("game", game);
  if (options && Object.keys(options).length) p.set("options", JSON.stringify(options));
  if (start) p.set("start", start);
  if (moves.length) p.set("moves", moves.join(" "));
  return `#${p.toString()}`;
}

/**
 * The game a URL hash describes: { game, options, start, moves, code, ply }; { error } when it names a
 * game in a form that cannot be read; null when it names none (not a link to a game).
 */
export function hashToGame(hash) {
  const p = new URLSearchParams(String(hash ?? "").replace(/^#/, ""));
  const game = p.get("game");
  if (!game) return null;
  let options = {};
  try {
    options = JSON.parse(p.get("options") ?? "{}") ?? {};
  } catch {
    return { error: "its options are not JSON" };
  }
  if (typeof options !== "object" || Array.isArray(options)) return { error: "its options are not an object" };
  const moves = (p.get("moves") ?? "").split(/\s+/).filter(Boolean);
  // A short link (the share dialog's) codes its moves (www/page/link-code.js) and may show
  // an earlier move than the last: `code` is decoded with the engine, `ply` is where to stand.
  const ply = p.has("ply") ? Number(p.get("ply")) : null;
  if (ply != null && !(Number.isInteger(ply) && ply >= 0)) return { error: "its move number is not a whole number" };
  return { game, options, start: p.get("start") || null, moves, code: p.get("m"), ply };
}
