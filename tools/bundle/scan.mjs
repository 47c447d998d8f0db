// Finds the module references of an ES module's source text: static imports and
// re-exports, literal dynamic imports, and `new URL("...", import.meta.url)` assets.
// The patterns run on a mask of the source (same offsets) in which comments, the text
// of strings, template literals and regular expressions are blanked, so that an import
// written in a comment or a string is not bundled; specifiers are read back from the
// source at the offsets of their (blanked) string literals.

const REGEX_BEFORE = new Set("(,=:[!&|?{};+-*%<>~^".split(""));
const REGEX_AFTER_WORDS = new Set(["return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "yield", "await", "instanceof"]);

/**
 * `src` with comments and the contents of strings, templates and regular expressions
 * replaced by spaces (newlines and the quote characters kept), same length.
 */
export function maskSource(src) {
  const out = src.split("");
  const n = src.length;
  let i = 0;
  let last = ""; // the last significant character outside comments
  let word = ""; // the last identifier-like word, for `return /re/`
  const braces = []; // for each open `${` of a template: the brace depth at its start
  let depth = 0;

  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (out[k] !== "\n") out[k] = " ";
  };
  const skipString = (quote) => {
    let j = i + 1;
    while (j < n && src[j] !== quote && src[j] !== "\n") j += src[j] === "\\" ? 2 : 1;
    blank(i + 1, Math.min(j, n));
    i = j + 1;
  };
  // Scans template text from i (just after ` or }) to the closing ` or to a `${`.
  const skipTemplate = () => {
    let j = i;
    while (j < n) {
      if (src[j] === "\\") j += 2;
      else if (src[j] === "`") {
        blank(i, j);
        i = j + 1;
        return;
      } else if (src[j] === "$" && src[j + 1] === "{") {
        blank(i, j);
        braces.push(depth);
        depth++;
        i = j + 2;
        return;
      } else j++;
    }
    blank(i, n);
    i = n;
  };
  const skipRegex = () => {
    let j = i + 1;
    let inClass = false;
    while (j < n && src[j] !== "\n") {
      const c = src[j];
      if (c === "\\") j += 2;
      else {
        if (c === "[") inClass = true;
        else if (c === "]") inClass = false;
        else if (c === "/" && !inClass) break;
        j++;
      }
    }
    blank(i + 1, Math.min(j, n));
    j++;
    while (j < n && /[a-z]/i.test(src[j])) j++;
    i = j;
  };

  while (i < n) {
    const c = src[i];
    const d = src[i + 1];
    if (c === "/" && d === "/") {
      const end = src.indexOf("\n", i);
      const stop = end < 0 ? n : end;
      blank(i, stop);
      i = stop;
    } else if (c === "/" && d === "*") {
      const end = src.indexOf("*/", i + 2);
      const stop = end < 0 ? n : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      skipString(c);
      last = c;
      word = "";
    } else if (c === "`") {
      i++;
      skipTemplate();
      last = "`";
      word = "";
    } else if (c === "/") {
      if (last === "" || REGEX_BEFORE.has(last) || REGEX_AFTER_WORDS.has(word)) {
        skipRegex();
        last = "/re";
      } else {
        i++;
        last = "/";
      }
      word = "";
    } else if (c === "{") {
      depth++;
      i++;
      last = c;
      word = "";
    } else if (c === "}") {
      depth--;
      i++;
      if (braces.length && braces[braces.length - 1] === depth) {
        braces.pop();
        skipTemplate();
        last = "`";
      } else last = c;
      word = "";
    } else if (/\s/.test(c)) {
      i++;
    } else if (/[\w$]/.test(c)) {
      let j = i;
      while (j < n && /[\w$]/.test(src[j])) j++;
      word = src.slice(i, j);
      last = "w";
      i = j;
    } else {
      last = c;
      word = "";
      i++;
    }
  }
  return out.join("");
}

/**
 * The references of a module: `{ kind, spec, start, end }` where kind is "static"
 * (replace the string literal at start..end), "dynamic" (the whole `import(...)`) or
 * "url" (the whole `new URL(..., import.meta.url)`).
 */
export function findReferences(src) {
  const code = maskSource(src);
  const refs = [];
  const patterns = [
    ["static", /(?<![.\w$])(?:import|export)(?![\w$])[^;'"`()=]*?(?<![\w$])from\s*(['"])([^'"\n]+)\1/g],
    ["static", /(?<![.\w$])import\s*(['"])([^'"\n]+)\1/g],
    // A template literal without substitutions is a literal too (minifiers write them).
    ["dynamic", /(?<![.\w$])import\s*\(\s*(['"`])([^'"`\n]+)\1\s*\)/g],
    ["url", /(?<![.\w$])new\s+URL\s*\(\s*(['"`])([^'"`\n]+)\1\s*,\s*import\.meta\.url\s*\)/g],
  ];
  for (const [kind, re] of patterns) {
    for (const m of code.matchAll(re)) {
      // The literal is the last quoted span of the match (blanked in the mask).
      const closing = m[0].lastIndexOf(m[1]);
      const literalStart = m.index + m[0].lastIndexOf(m[1], closing - 1);
      const literalEnd = m.index + closing + 1;
      const spec = src.slice(literalStart + 1, literalEnd - 1);
      if (m[1] === "`" && spec.includes("${")) continue; // computed: not a file the bundle can know
      if (kind === "static") refs.push({ kind, spec, start: literalStart, end: literalEnd });
      else refs.push({ kind, spec, start: m.index, end: m.index + m[0].length });
    }
  }
  return refs.sort((a, b) => a.start - b.start);
}
