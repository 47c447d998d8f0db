// Reads the object literals that fill named tables in a JavaScript source (for the
// check that www/i18n.js writes no key twice, tests/js/i18n.test.mjs).

// ---- a small JavaScript tokenizer: enough for this file (strings, templates, comments,
// regular expressions, punctuation, identifiers, numbers) ----

const PUNCT_BEFORE_REGEX = new Set(["(", ",", "=", ":", "[", "!", "&", "|", "?", "{", "}", ";", "+", "-", "*", "%", "<", ">", "~", "^", "=>"]);
const KEYWORDS_BEFORE_REGEX = new Set(["return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "yield", "await"]);

export function tokenize(src) {
  const out = [];
  let i = 0;
  const push = (type, value, start) => out.push({ type, value, start });
  const regexAllowed = () => {
    const prev = out[out.length - 1];
    if (!prev) return true;
    if (prev.type === "punct") return PUNCT_BEFORE_REGEX.has(prev.value);
    return prev.type === "name" && KEYWORDS_BEFORE_REGEX.has(prev.value);
  };
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
    } else if (src.startsWith("//", i)) {
      i = src.indexOf("\n", i);
      if (i < 0) i = src.length;
    } else if (src.startsWith("/*", i)) {
      const end = src.indexOf("*/", i + 2);
      if (end < 0) throw new Error(`unclosed comment at ${i}`);
      i = end + 2;
    } else if (c === '"' || c === "'") {
      const start = i;
      let s = "";
      for (i++; src[i] !== c; i++) {
        if (i >= src.length || src[i] === "\n") throw new Error(`unclosed string at ${start}`);
        if (src[i] === "\\") s += JSON.parse(`"${src.slice(i, i + 2) === "\\'" ? "'" : src.slice(i, i + 2)}"`), i++;
        else s += src[i];
      }
      i++;
      push("string", s, start);
    } else if (c === "`") {
      // A template: its ${...} parts are skipped by brace depth (the keys of interest are not in them).
      const start = i;
      let depth = 0;
      for (i++; i < src.length; i++) {
        if (src[i] === "\\") i++;
        else if (depth === 0 && src[i] === "`") break;
        else if (src.startsWith("${", i)) depth++, i++;
        else if (depth > 0 && src[i] === "}") depth--;
      }
      if (i >= src.length) throw new Error(`unclosed template at ${start}`);
      i++;
      push("template", src.slice(start, i), start);
    } else if (c === "/" && regexAllowed()) {
      const start = i;
      let inClass = false;
      for (i++; i < src.length; i++) {
        if (src[i] === "\\") i++;
        else if (src[i] === "[") inClass = true;
        else if (src[i] === "]") inClass = false;
        else if (src[i] === "/" && !inClass) break;
        else if (src[i] === "\n") throw new Error(`unclosed regular expression at ${start}`);
      }
      i++;
      while (/[a-z]/i.test(src[i] ?? "")) i++;
      push("regex", src.slice(start, i), start);
    } else if (/[A-Za-z_$]/.test(c)) {
      const start = i;
      while (/[\w$]/.test(src[i] ?? "")) i++;
      push("name", src.slice(start, i), start);
    } else if (/[0-9]/.test(c)) {
      const start = i;
      while (/[\w.]/.test(src[i] ?? "")) i++;
      push("number", src.slice(start, i), start);
    } else if (src.startsWith("...", i) || src.startsWith("=>", i) || src.startsWith("?.", i) || src.startsWith("??", i)) {
      const v = src.startsWith("...", i) ? "..." : src.slice(i, i + 2);
      push("punct", v, i);
      i += v.length;
    } else {
      push("punct", c, i);
      i++;
    }
  }
  return out;
}

/**
 * Every object literal that fills a named table, with the keys written in it, and the
 * merges between tables: { literals: [{ table, keys: [{ key, line }] }], merges: [{ into,
 * from }] }. A table is filled by `const NAME = {`, by `Object.assign(NAME, {...}, ...)`
 * and by merging another table: `Object.assign(NAME, OTHER)` or `Object.assign(NAME,
 * OTHER.part)`, where `part: {...}` is a literal inside OTHER's (named "OTHER.part").
 */
export function tableLiterals(src) {
  const toks = tokenize(src);
  const lineOf = (pos) => src.slice(0, pos).split("\n").length;
  const literals = [];
  const merges = [];
  const close = { "{": "}", "(": ")", "[": "]" };
  // Reads the literal opening at toks[k]; returns the index after its closing brace.
  const readLiteral = (k, table) => {
    const keys = [];
    let depth = 1;
    let expectKey = true;
    let j = k + 1;
    for (; j < toks.length && depth > 0; j++) {
      const tk = toks[j];
      if (depth === 1 && expectKey && (tk.type === "string" || tk.type === "name" || tk.type === "number")) {
        expectKey = false;
        keys.push({ key: tk.value, line: lineOf(tk.start) });
        // A literal as the value: a table of its own, "TABLE.key".
        if (toks[j + 1]?.value === ":" && toks[j + 2]?.value === "{") j = readLiteral(j + 2, `${table}.${tk.value}`) - 1;
        continue;
      }
      if (tk.type === "punct" && close[tk.value]) {
        if (depth === 1 && expectKey && tk.value === "[") throw new Error(`computed key at line ${lineOf(tk.start)}: write the key out`);
        depth++;
        expectKey = false;
      } else if (tk.type === "punct" && Object.values(close).includes(tk.value)) {
        depth--;
      } else if (depth === 1 && tk.type === "punct" && tk.value === ",") {
        expectKey = true;
      } else if (depth === 1) {
        expectKey = false; // a value, or a spread (which names no key of its own)
      }
    }
    literals.push({ table, keys });
    return j;
  };
  for (let k = 0; k < toks.length; k++) {
    const tk = toks[k];
    // const NAME = {
    if (tk.type === "name" && (tk.value === "const" || tk.value === "let" || tk.value === "var") && toks[k + 1]?.type === "name" && toks[k + 2]?.value === "=" && toks[k + 3]?.value === "{") {
      k = readLiteral(k + 3, toks[k + 1].value) - 1;
      continue;
    }
    // Object.assign(NAME, {...}, OTHER, OTHER.part, ...)
    if (tk.value === "Object" && toks[k + 1]?.value === "." && toks[k + 2]?.value === "assign" && toks[k + 3]?.value === "(" && toks[k + 4]?.type === "name") {
      const table = toks[k + 4].value;
      let j = k + 5;
      while (toks[j]?.value === ",") {
        if (toks[j + 1]?.value === "{") {
          j = readLiteral(j + 1, table);
          continue;
        }
        let from = null;
        let n = j + 1;
        while (toks[n]?.type === "name") {
          from = from == null ? toks[n].value : `${from}.${toks[n].value}`;
          n++;
          if (toks[n]?.value !== ".") break;
          n++;
        }
        if (from == null) break;
        merges.push({ into: table, from });
        j = n;
      }
      k = j - 1;
    }
  }
  return { literals, merges };
}

/**
 * Keys written more than once for the same table, counting the tables merged into it:
 * [{ table, key, lines }].
 */
export function duplicateKeys(src) {
  const { literals, merges } = tableLiterals(src);
  // The table a literal finally fills: follow the merges (a table merged twice counts twice).
  const targets = (name, seen = new Set()) => {
    if (seen.has(name)) return [];
    const into = merges.filter((m) => m.from === name).map((m) => m.into);
    if (!into.length) return [name];
    return into.flatMap((t) => targets(t, new Set([...seen, name])));
  };
  const seen = new Map(); // table -> key -> lines
  for (const { table, keys } of literals) {
    for (const target of targets(table)) {
      if (!seen.has(target)) seen.set(target, new Map());
      const m = seen.get(target);
      for (const { key, line } of keys) m.set(key, [...(m.get(key) ?? []), line]);
    }
  }
  const out = [];
  for (const [table, m] of seen) for (const [key, lines] of m) if (lines.length > 1) out.push({ table, key, lines });
  return out;
}
