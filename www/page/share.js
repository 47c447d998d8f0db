// The share dialog (issue 15.2): (a) a short link that reopens the game at the move shown,
// (b) the <board-game> snippet for it with the current display options, previewed live and
// ready to copy, (c) a PNG picture of the position (coordinates and the last move drawn),
// (d) an animated GIF of the line on the board, a frame for the start and one per move,
// encoded by gifenc (loaded on first use).
//
// The dialog builds its own DOM on first use, so the page only needs a button that calls
// openShare(). Pictures come from the preview board's own canvas: what is shown is what is
// saved.

import "../i18n-late.js"; // the English texts of the parts loaded on first use
import { encodeMoves } from "./link-code.js";
import { addLateStyles } from "./late-style.js";
import { downloadBlob as download } from "../record.js";
import { ELEMENT_URL } from "../board-game.js";

addLateStyles();

/** Size of the preview board and of the pictures, in CSS pixels. */
const PICTURE_PX = 360;
/** Time each GIF frame is shown, in milliseconds (the last one longer). */
const FRAME_MS = 900;
const LAST_FRAME_MS = 2500;


/**
 * Opens the dialog for the game `share` describes: { Game (the engine's class), game,
 * options, start (null: the standard start), line (the notations of the line shown), ply
 * (how many of them are on the board), display: { theme, coordinates, orientation, lang },
 * tr (the page's text function) }.
 */
export async function openShare(share) {
  // Built on first use; the dialog's element keeps its parts.
  const d = document.getElementById("share-dialog")?.parts ?? build(share.tr);
  d.share = share;
  const { tr } = share;
  d.el.querySelector(".share-title").textContent = tr("share");
  for (const el of d.el.querySelectorAll("[data-share-text]")) el.textContent = tr(el.dataset.shareText);
  d.link.value = linkFor(share);
  d.snippet.value = snippetFor(share);
  d.status.textContent = "";
  setPreview(d.preview, share);
  if (!d.el.open) d.el.showModal();
  await d.preview.ready;
  return d.el;
}

/** The page's address with a hash that reopens the game at the move shown. */
export function linkFor({ Game, game, options, start, line, ply }) {
  const p = new URLSearchParams();
  p.set("game", game);
  if (options && Object.keys(options).length) p.set("options", JSON.stringify(options));
  if (start) p.set("start", start);
  if (line.length) p.set("m", encodeMoves(Game, { game, options, start }, line));
  if (ply !== line.length) p.set("ply", String(ply));
  return `${location.href.replace(/#.*$/, "")}#${p.toString()}`;
}

const escapeAttr = (v) => String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The element's attributes for the game and display `share` describes, in order. */
function attributesFor({ game, options, start, line, ply, display }) {
  const attrs = [["game", game]];
  if (options && Object.keys(options).length) attrs.push(["options", JSON.stringify(options)]);
  if (start) attrs.push(["position", start]);
  if (line.length) attrs.push(["moves", line.join(" ")]);
  if (line.length && ply !== line.length) attrs.push(["ply", String(ply)]);
  if (display.orientation != null) attrs.push(["orientation", String(display.orientation)]);
  if (display.theme && display.theme !== "wood") attrs.push(["theme", display.theme]);
  if (display.coordinates) attrs.push(["coordinates", ""]);
  if (display.lang) attrs.push(["lang", display.lang]);
  attrs.push(["controls", ""]);
  return attrs;
}

/** The snippet a rules site pastes: the element's script and the board. */
export function snippetFor(share) {
  const src = ELEMENT_URL;
  const attrs = attributesFor(share)
    .map(([k, v]) => (v === "" ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`))
    .join("");
  return `<script type="module" src="${src}"></script>\n<board-game${attrs}></board-game>`;
}

function setPreview(preview, share) {
  const wanted = Object.fromEntries(attributesFor(share).filter(([k]) => k !== "controls"));
  wanted.coordinates = ""; // the picture always names its squares
  const keep = new Set(["size", "class", "speed", "ready", "animating", ...Object.keys(wanted)]);
  for (const name of preview.getAttributeNames()) if (!keep.has(name)) preview.removeAttribute(name);
  preview.set(wanted);
}

function build(tr) {
  const el = document.createElement("dialog");
  el.id = "share-dialog";
  el.className = "share-dialog";
  el.innerHTML = `
    <form method="dialog">
      <h2 class="share-title"></h2>
      <div class="share-body">
        <board-game class="share-preview" size="${PICTURE_PX}" speed="0"></board-game>
        <div class="share-fields">
          <label><span data-share-text="shareLink"></span>
            <span class="share-row"><input class="share-link" readonly spellcheck="false">
            <button type="button" class="share-copy-link" data-share-text="share.copy"></button></span></label>
          <label><span data-share-text="share.embed"></span>
            <textarea class="share-snippet" rows="5" readonly spellcheck="false"></textarea>
            <span class="share-row"><button type="button" class="share-copy-snippet" data-share-text="share.copy"></button></span></label>
          <span class="share-row">
            <button type="button" class="share-png" data-share-text="share.png"></button>
            <button type="button" class="share-gif" data-share-text="share.gif"></button>
          </span>
          <p class="share-status" role="status" aria-live="polite"></p>
        </div>
      </div>
      <div class="dialog-buttons"><button value="close" type="submit" data-share-text="close"></button></div>
    </form>`;
  document.body.append(el);
  const d = {
    el,
    share: null,
    link: el.querySelector(".share-link"),
    snippet: el.querySelector(".share-snippet"),
    preview: el.querySelector(".share-preview"),
    status: el.querySelector(".share-status"),
  };
  const say = (key, params) => (d.status.textContent = d.share.tr(key, params));
  el.querySelector(".share-copy-link").addEventListener("click", () => copy(d.link, say, "linkCopied"));
  el.querySelector(".share-copy-snippet").addEventListener("click", () => copy(d.snippet, say, "share.snippetCopied"));
  el.querySelector(".share-png").addEventListener("click", async () => {
    const blob = await pngOf(d.preview);
    download(blob, `${d.share.game}.png`);
    say("share.saved", { name: `${d.share.game}.png` });
  });
  el.querySelector(".share-gif").addEventListener("click", async () => {
    const button = el.querySelector(".share-gif");
    button.disabled = true;
    try {
      const blob = await gifOf(d.preview, (done, all) => say("share.making", { done, all }));
      download(blob, `${d.share.game}.gif`);
      say("share.saved", { name: `${d.share.game}.gif` });
    } finally {
      button.disabled = false;
    }
  });
  el.parts = d;
  return d;
}

async function copy(field, say, done) {
  field.select();
  try {
    await navigator.clipboard.writeText(field.value);
    say(done);
  } catch {
    // No clipboard here (file://, permissions): the text is selected for copying by hand.
    say("share.selectToCopy");
  }
}

/** The preview board's canvas once it has drawn the position on the board. */
async function drawn(preview) {
  await preview.ready;
  await preview.idle();
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return preview.querySelector("canvas");
}

/** A PNG of the preview board as shown, at the device's resolution. */
export async function pngOf(preview) {
  const canvas = await drawn(preview);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("no picture"))), "image/png"));
}

/**
 * An animated GIF of the preview board's line: the start, then a frame after each move
 * (the board is put back where it was). `progress(done, all)` hears each frame.
 */
export async function gifOf(preview, progress = () => {}) {
  const { GIFEncoder, quantize, applyPalette } = await import("../vendor/gifenc.js");
  const back = preview.ply;
  const plies = preview.totalPlies;
  const first = await drawn(preview);
  // Frames at the board's CSS size: device pixels would make the file and the work 4x larger.
  const width = Math.min(first.width, PICTURE_PX);
  const height = Math.round((first.height * width) / first.width);
  const scratch = document.createElement("canvas");
  scratch.width = width;
  scratch.height = height;
  const ctx = scratch.getContext("2d", { willReadFrequently: true });
  const gif = GIFEncoder();
  try {
    for (let ply = 0; ply <= plies; ply++) {
      preview.goTo(ply);
      const canvas = await drawn(preview);
      ctx.fillStyle = "#fff";
      ctx.fillRect(0, 0, width, height);
      ctx.drawImage(canvas, 0, 0, width, height);
      const { data } = ctx.getImageData(0, 0, width, height);
      const palette = quantize(data, 256);
      gif.writeFrame(applyPalette(data, palette), width, height, { palette, delay: ply === plies ? LAST_FRAME_MS : FRAME_MS });
      progress(ply + 1, plies + 1);
      // Let the page breathe between frames: encoding is the main thread's work.
      await new Promise((r) => setTimeout(r, 0));
    }
  } finally {
    preview.goTo(back);
  }
  gif.finish();
  return new Blob([gif.bytes()], { type: "image/gif" });
}

