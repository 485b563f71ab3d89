// @ts-check
// What the 自选 page's parts share: why a call failed, a button with its handler, a short notice.
import { errorOf } from "../lib/api.js";
import { h } from "../ui/dom.js";

/**
 * @template T
 * @typedef {import("../lib/api.js").ApiResult<T>} ApiResult
 */

/** Why a call failed, in the reader's words (the server's message, or what to check). */
export function why(/** @type {ApiResult<unknown>} */ result) {
  const e = errorOf(result);
  if (e.message) return e.message;
  return result.unreachable ? "无法连接服务器，请稍后重试。" : `请求失败（HTTP ${result.status}）。`;
}

/**
 * A button that runs `onClick` (the page's `h` sets attributes only, never listeners).
 * @param {Record<string, string>} attrs
 * @param {() => unknown} onClick
 * @param {...(string | Node)} children
 */
export function button(attrs, onClick, ...children) {
  const el = h("button", { type: "button", ...attrs }, ...children);
  el.addEventListener("click", () => void onClick());
  return el;
}

/** A short notice under a form or list: what happened, or what went wrong. */
export function note(/** @type {string} */ text, error = false) {
  return h("p", { class: `watch__note${error ? " watch__note--error" : ""}`, role: error ? "alert" : "status" }, text);
}
