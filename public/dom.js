// DOM building without innerHTML: every piece of data goes in as text, so nothing from the API can become markup.

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * h("p", { class: "x" }, "text", child) builds an element. Attributes are set with setAttribute; `on*` attributes
 * are refused (listeners are added with addEventListener, which a strict CSP allows), and href values are checked.
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  applyAttrs(el, attrs);
  append(el, children);
  return el;
}

export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  applyAttrs(el, attrs);
  append(el, children);
  return el;
}

function applyAttrs(el, attrs) {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (/^on/i.test(name)) throw new Error(`inline handler ${name} refused`);
    if (name === "href" && !isSafeHref(String(value))) continue;
    el.setAttribute(name, value === true ? "" : String(value));
  }
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Same-origin paths and http(s) links only: a data value can never become a javascript: URL. */
export function isSafeHref(value) {
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  if (value.startsWith("#")) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export function clear(el) {
  el.replaceChildren();
  return el;
}

export function $(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing from index.html`);
  return el;
}
