// @ts-check
// DOM building without innerHTML: every piece of data goes in as text, so nothing from the API can become markup.

const SVG_NS = "http://www.w3.org/2000/svg";

/** Attribute values: skipped when null, undefined or false; `true` sets an empty attribute. @typedef {Record<string, string | number | boolean | null | undefined>} Attrs */

/**
 * h("p", { class: "x" }, "text", child) builds an element. Attributes are set with setAttribute; `on*` attributes
 * are refused (listeners are added with addEventListener, which a strict CSP allows), and href values are checked.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {...unknown} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  applyAttrs(el, attrs);
  append(el, children);
  return el;
}

/**
 * @param {string} tag
 * @param {Attrs} [attrs]
 * @param {...unknown} children
 * @returns {SVGElement}
 */
export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  applyAttrs(el, attrs);
  append(el, children);
  return el;
}

/**
 * @param {Element} el
 * @param {Attrs} attrs
 */
function applyAttrs(el, attrs) {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (/^on/i.test(name)) throw new Error(`inline handler ${name} refused`);
    if (name === "href" && !isSafeHref(String(value))) continue;
    el.setAttribute(name, value === true ? "" : String(value));
  }
}

/**
 * @param {Element} el
 * @param {unknown[]} children Nodes, or anything else as text, nested in arrays at any depth; null, undefined and false are skipped.
 */
function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Same-origin paths and http(s) links only: a data value can never become a javascript: URL. @param {string} value */
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

/**
 * @template {Element} E
 * @param {E} el
 * @returns {E}
 */
export function clear(el) {
  el.replaceChildren();
  return el;
}

/**
 * @param {string} id
 * @returns {HTMLElement}
 */
export function $(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing from index.html`);
  return el;
}
