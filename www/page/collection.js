// The list of a collection (issue 15.3): the games of a PGN or PDN file of many games, or of
// several files opened at once (KIF folders), with their players, event, date, result and
// first moves; a filter by any text of a row; a click (or Enter) opens that game.
//
// The engine cuts a file into its records (readCollection); this module only lists them.
// The dialog builds its own DOM on first use.

import "../i18n-late.js"; // the English texts of the parts loaded on first use
import { addLateStyles } from "./late-style.js";

addLateStyles();

/** Rows drawn at once; the filter narrows a larger list. */
const MAX_ROWS = 500;


/**
 * The entries of the files `files` ([{ name, text }]), through the engine's
 * readCollection: [{ text, tags, opening, file }] in order. A file that holds one record
 * is one entry; a file that cannot be cut throws an Error naming it.
 */
export function collectionEntries(readCollection, files) {
  const entries = [];
  for (const { name, text } of files) {
    let found;
    try {
      found = readCollection(text);
    } catch (e) {
      // The code stays with the error: the page words it by its code (error-text.js).
      throw Object.assign(new Error(`${name}: ${e.message ?? e}`), { code: e?.code });
    }
    for (const entry of found) entries.push({ ...entry, file: name });
  }
  return entries;
}

/** A tag's value; PGN's "unknown" ("?", "????.??.??") shows as nothing. */
function tag(entry, name) {
  const value = entry.tags.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? "";
  return /^[?.\s-]*$/.test(value) ? "" : value;
}

/** What a row shows: [players, event, date, result, opening]. */
export function rowTexts(entry) {
  const white = tag(entry, "White") || tag(entry, "先手");
  const black = tag(entry, "Black") || tag(entry, "後手");
  const players = white || black ? `${white || "?"} – ${black || "?"}` : entry.file ?? "";
  const event = [tag(entry, "Event") || tag(entry, "棋戦"), tag(entry, "Round") && `(${tag(entry, "Round")})`].filter(Boolean).join(" ");
  return [players, event, tag(entry, "Date") || tag(entry, "開始日時"), tag(entry, "Result"), entry.opening];
}

/**
 * Shows the list of `entries`; resolves to the entry chosen, or null when the dialog is
 * closed without a choice. `tr` is the page's text function.
 */
export function chooseFromCollection(entries, tr) {
  // Built on first use; the dialog's element keeps its parts.
  const d = document.getElementById("collection-dialog")?.parts ?? build();
  d.entries = entries;
  d.rows = entries.map((e, i) => ({ index: i, texts: rowTexts(e), haystack: rowTexts(e).join(" ").toLowerCase() }));
  d.el.querySelector(".collection-title").textContent = tr("collection.title", { n: entries.length });
  d.filter.placeholder = tr("collection.filter");
  d.filter.setAttribute("aria-label", tr("collection.filter"));
  d.filter.value = "";
  d.close.textContent = tr("cancel");
  d.heads.forEach((th, i) => (th.textContent = tr(["collection.players", "collection.event", "collection.date", "collection.result", "collection.opening"][i])));
  d.tr = tr;
  render(d);
  d.el.showModal();
  d.filter.focus();
  return new Promise((resolve) => {
    d.resolve = resolve;
  });
}

function build() {
  const el = document.createElement("dialog");
  el.id = "collection-dialog";
  el.className = "collection-dialog";
  el.innerHTML = `
    <form method="dialog">
      <h2 class="collection-title"></h2>
      <input type="search" class="collection-filter" spellcheck="false">
      <div class="collection-scroll">
        <table class="collection-list">
          <thead><tr><th></th><th></th><th></th><th></th><th></th></tr></thead>
          <tbody></tbody>
        </table>
      </div>
      <p class="collection-more" hidden></p>
      <div class="dialog-buttons"><button value="cancel" type="submit" class="collection-close"></button></div>
    </form>`;
  document.body.append(el);
  const d = {
    el,
    filter: el.querySelector(".collection-filter"),
    body: el.querySelector("tbody"),
    more: el.querySelector(".collection-more"),
    close: el.querySelector(".collection-close"),
    heads: [...el.querySelectorAll("th")],
    entries: [],
    rows: [],
    resolve: null,
    tr: (k) => k,
  };
  d.filter.addEventListener("input", () => render(d));
  // Enter in the filter opens the first game shown.
  d.filter.addEventListener("keydown", (e) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    const first = d.body.querySelector("tr[data-index]");
    if (first) choose(d, Number(first.dataset.index));
  });
  d.body.addEventListener("click", (e) => {
    const row = e.target.closest?.("tr[data-index]");
    if (row) choose(d, Number(row.dataset.index));
  });
  d.body.addEventListener("keydown", (e) => {
    const row = e.target.closest?.("tr[data-index]");
    if (row && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      choose(d, Number(row.dataset.index));
    }
  });
  el.addEventListener("close", () => {
    d.resolve?.(null);
    d.resolve = null;
  });
  el.parts = d;
  return d;
}

function choose(d, index) {
  const resolve = d.resolve;
  d.resolve = null;
  d.el.close();
  resolve?.(d.entries[index]);
}

function render(d) {
  const words = d.filter.value.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = d.rows.filter((r) => words.every((w) => r.haystack.includes(w)));
  d.body.replaceChildren(
    ...shown.slice(0, MAX_ROWS).map((r) => {
      const tr = document.createElement("tr");
      tr.dataset.index = String(r.index);
      tr.tabIndex = 0;
      for (const text of r.texts) {
        const td = document.createElement("td");
        td.textContent = text;
        tr.append(td);
      }
      return tr;
    }),
  );
  d.more.hidden = shown.length <= MAX_ROWS;
  d.more.textContent = d.tr("collection.more", { shown: MAX_ROWS, all: shown.length });
}
