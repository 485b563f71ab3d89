// @ts-check
// The search bar: suggestions from the ticker search as one types (a combobox: arrow keys, Enter, Escape, click),
// and a submitted query or a picked suggestion opens that ticker's debate.
import { getJson } from "../lib/api.js";
import { $, clear, h } from "./dom.js";
import { openTicker } from "../pages/start.js";

/** @typedef {import("../../src/wire/wire").TickerSearchResponse} TickerSearchResponse */
/**
 * @template T
 * @typedef {import("../lib/api.js").ApiResult<T>} ApiResult
 */

const input = /** @type {HTMLInputElement} */ ($("search-input"));
const list = $("search-suggestions");
const form = $("search-form");
/** @type {ReturnType<typeof setTimeout> | undefined} */
let suggestTimer;
/** @type {AbortController | null} */
let suggestAbort = null;
let activeIndex = -1;

input.addEventListener("input", () => {
  clearTimeout(suggestTimer);
  const q = input.value.trim();
  if (!q) {
    closeSuggestions();
    return;
  }
  suggestTimer = setTimeout(() => suggest(q), 120);
});

/** @param {string} q */
async function suggest(q) {
  suggestAbort?.abort();
  suggestAbort = new AbortController();
  /** @type {ApiResult<TickerSearchResponse>} */
  let res;
  try {
    res = await getJson(`/api/tickers?q=${encodeURIComponent(q)}&limit=8`, { signal: suggestAbort.signal });
  } catch {
    return; // superseded by a newer keystroke
  }
  if (input.value.trim() !== q) return;
  const results = res.ok ? (res.body?.results ?? []) : [];
  clear(list);
  activeIndex = -1;
  input.removeAttribute("aria-activedescendant");
  if (results.length === 0) {
    list.append(
      h(
        "li",
        { class: "suggestions__empty", role: "presentation" },
        res.unreachable ? "无法连接服务器" : "没有匹配的股票，按回车也可直接按名称查找",
      ),
    );
  } else {
    results.forEach((r, i) =>
      list.append(
        h(
          "li",
          { id: `suggestion-${i}`, role: "option", class: "suggestion", "data-code": r.code, "aria-selected": "false" },
          h("span", { class: "suggestion__code" }, r.code),
          h("span", { class: "suggestion__name" }, r.name),
          r.industry ? h("span", { class: "suggestion__industry" }, r.industry) : null,
          // Every listed A share is suggested; say which have no data here before someone picks one.
          r.loaded ? null : h("span", { class: "suggestion__nodata" }, "无本地数据"),
        ),
      ),
    );
  }
  list.hidden = false;
  input.setAttribute("aria-expanded", "true");
}

function options() {
  return [...list.querySelectorAll('[role="option"]')];
}

/** @param {number} i */
function setActive(i) {
  const opts = options();
  if (opts.length === 0) return;
  activeIndex = (i + opts.length) % opts.length;
  opts.forEach((o, j) => {
    o.setAttribute("aria-selected", String(j === activeIndex));
    o.classList.toggle("is-active", j === activeIndex);
  });
  input.setAttribute("aria-activedescendant", opts[activeIndex].id);
  opts[activeIndex].scrollIntoView({ block: "nearest" });
}

export function closeSuggestions() {
  // A keystroke's pending lookup must not reopen the list after Enter already acted on the input.
  clearTimeout(suggestTimer);
  suggestAbort?.abort();
  list.hidden = true;
  clear(list);
  activeIndex = -1;
  input.setAttribute("aria-expanded", "false");
  input.removeAttribute("aria-activedescendant");
}

input.addEventListener("keydown", (e) => {
  if (e.key === "ArrowDown" || e.key === "ArrowUp") {
    if (list.hidden) return;
    e.preventDefault();
    setActive(activeIndex + (e.key === "ArrowDown" ? 1 : -1));
  } else if (e.key === "Escape") {
    closeSuggestions();
  } else if (e.key === "Enter" && activeIndex >= 0) {
    e.preventDefault();
    pickOption(options()[activeIndex]);
  }
});

// mousedown would blur the input before the click lands; keep focus and pick on click.
list.addEventListener("mousedown", (e) => e.preventDefault());
list.addEventListener("click", (e) => {
  const opt = e.target instanceof Element ? e.target.closest('[role="option"]') : null;
  if (opt) pickOption(opt);
});
input.addEventListener("blur", () => setTimeout(closeSuggestions, 150));

/** @param {Element} opt */
function pickOption(opt) {
  const code = opt.getAttribute("data-code") ?? "";
  input.value = code;
  closeSuggestions();
  openTicker(code);
}

form.addEventListener("submit", (e) => {
  e.preventDefault();
  const q = input.value.trim();
  if (!q) {
    input.focus();
    return;
  }
  closeSuggestions();
  openTicker(q);
});
