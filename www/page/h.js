// The page's one patch step: a render describes what an element holds with h() and
// patch() brings the DOM to it, writing only what differs. It takes the place of the
// hand-written "what was shown last" keys of each render: nothing is remembered between
// renders but the DOM itself (and the props last written, kept on each element).
//
// Own code rather than a library: the page needs elements, text, properties, attributes and
// children by position (no keyed moves, no components, no hooks). Minified and gzipped this
// file is 0.6 KB; snabbdom 3.6.4 with the class, props, attributes, dataset and event
// modules the page would need is 3.3 KB (measured with rolldown --minify: docs/design.md).

/**
 * A virtual element: `tag`, `props` (properties such as className, title, disabled, value,
 * onclick; attributes for names with a dash, role and style; null or false removes), then
 * children (virtual elements, strings, numbers, or a ready-made DOM node such as a drawn
 * canvas; null, false and nested arrays are flattened away).
 */
export function h(tag, props = null, ...children) {
  return { tag, props: props ?? {}, children: flat(children) };
}

const flat = (items) => items.flat(Infinity).filter((c) => c != null && c !== false && c !== true);

const isAttribute = (name) => name.includes("-") || name === "role" || name === "style";

/** Makes the children of `parent` be `children` (virtual elements and texts), changing only what differs. */
export function patch(parent, children) {
  const list = flat([children]);
  for (let i = 0; i < list.length; i++) {
    const want = list[i];
    const have = parent.childNodes[i] ?? null;
    if (want instanceof Node) {
      // A ready-made node (a drawn canvas kept by its maker) is placed as it is.
      if (have !== want) insert(parent, want, have);
    } else if (typeof want !== "object") {
      const text = String(want);
      if (have?.nodeType === 3) {
        if (have.data !== text) have.data = text;
      } else insert(parent, document.createTextNode(text), have);
    } else if (have?.nodeType === 1 && have.localName === want.tag && have.__props) {
      update(have, want);
    } else {
      const el = document.createElement(want.tag);
      el.__props = {};
      update(el, want);
      insert(parent, el, have);
    }
  }
  while (parent.childNodes.length > list.length) parent.lastChild.remove();
}

function insert(parent, node, replacing) {
  if (replacing) parent.replaceChild(node, replacing);
  else parent.appendChild(node);
}

/** Writes the props of `want` that differ from those last written (a property also when the element's own value moved: an input's value). */
function update(el, want) {
  // The children first: a select's value names one of its options.
  patch(el, want.children);
  const before = el.__props;
  for (const name of Object.keys(before)) if (!(name in want.props)) setProp(el, name, null, before[name]);
  for (const [name, value] of Object.entries(want.props)) {
    if (isAttribute(name) ? before[name] !== value : el[name] !== value) setProp(el, name, value, before[name]);
  }
  el.__props = want.props;
}

function setProp(el, name, value, old) {
  if (isAttribute(name)) {
    if (value == null || value === false) el.removeAttribute(name);
    else el.setAttribute(name, value === true ? "" : String(value));
  } else if (value == null) el[name] = typeof old === "boolean" ? false : typeof old === "function" ? null : "";
  else el[name] = value;
}
