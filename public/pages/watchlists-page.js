// @ts-check
// 自选 (/watchlists): a key's lists of tickers, each ticker's latest verdict, its date and what changed, a batch run
// of a list with its progress, and the verdicts by day. The key is entered once and kept in this browser
// (localStorage); the lists belong to it on the server, so another browser with the same key sees the same lists.
import { keyedJson } from "../lib/api.js";
import { STANCE, formatDateTime, protocolInfo } from "../lib/labels.js";
import { $, clear, h } from "../ui/dom.js";
import { button, note, why } from "./watch-ui.js";
import { runBatch } from "./watchlist-batch.js";
import { digestsSection } from "./watchlist-digests.js";

/** @typedef {import("../../src/wire/wire").WatchlistList} WatchlistList */
/** @typedef {import("../../src/wire/wire").WatchlistDetail} WatchlistDetail */
/** @typedef {import("../../src/wire/wire").WatchlistHistory} WatchlistHistory */
/**
 * @template T
 * @typedef {import("../lib/api.js").ApiResult<T>} ApiResult
 */

const KEY_STORE = "debatedesk.apiKey";
const KEY_SHAPE = /^dd_[a-z2-9]{32}$/;

/** The key this browser keeps, or null. */
function storedKey() {
  try {
    return localStorage.getItem(KEY_STORE);
  } catch {
    return null;
  }
}

export async function loadWatchlists() {
  document.title = "自选 · DebateDesk";
  const view = clear($("watch-view"));
  view.append(h("h1", { id: "watch-title" }, "自选"));
  const key = storedKey();
  if (!key) {
    view.append(keyForm());
    return;
  }
  view.append(
    h(
      "p",
      { class: "muted small" },
      "本浏览器已保存 API 密钥（",
      h("code", {}, `${key.slice(0, 7)}…`),
      "）。 ",
      button({ class: "btn btn--outline btn--small" }, forgetKey, "忘记密钥"),
    ),
  );
  const lists = h("section", { class: "watch__lists", "aria-labelledby": "watch-lists-title" });
  const detail = h("section", { id: "watch-detail", class: "watch__detail", "aria-live": "polite" });
  view.append(lists, detail);
  await showLists(key, lists, detail);
}

function forgetKey() {
  try {
    localStorage.removeItem(KEY_STORE);
  } catch {
    // nothing kept
  }
  loadWatchlists();
}

/** The form that takes the key once: checked against the server before it is kept. */
function keyForm() {
  const input = h("input", {
    id: "watch-key",
    type: "password",
    autocomplete: "off",
    spellcheck: "false",
    placeholder: "dd_ 开头的 35 位密钥",
    maxlength: "40",
  });
  const status = h("div", {});
  const form = h(
    "form",
    { class: "watch__key card", "aria-labelledby": "watch-key-title" },
    h("h2", { id: "watch-key-title" }, "输入 API 密钥"),
    h("p", { class: "muted" }, "自选列表属于密钥。密钥由运营方签发，只保存在本浏览器中。"),
    h("label", { for: "watch-key" }, "API 密钥"),
    input,
    h("button", { type: "submit", class: "btn btn--primary" }, "保存并查看自选"),
    status,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const key = /** @type {HTMLInputElement} */ (input).value.trim();
    clear(status);
    if (!KEY_SHAPE.test(key)) {
      status.append(note("密钥格式不对：应为 dd_ 开头的 35 位字符。", true));
      return;
    }
    /** @type {ApiResult<WatchlistList>} */
    const check = await keyedJson("/api/watchlists", key);
    if (!check.ok) {
      status.append(note(why(check), true));
      return;
    }
    localStorage.setItem(KEY_STORE, key);
    loadWatchlists();
  });
  return form;
}

/**
 * @param {string} key
 * @param {HTMLElement} section
 * @param {HTMLElement} detail
 */
async function showLists(key, section, detail) {
  clear(section).append(h("h2", { id: "watch-lists-title" }, "我的自选列表"));
  /** @type {ApiResult<WatchlistList>} */
  const res = await keyedJson("/api/watchlists", key);
  if (!res.ok) {
    section.append(note(why(res), true));
    return;
  }
  const items = res.body.watchlists.map((w) =>
    h(
      "li",
      {},
      button(
        { class: "watch__list-button", "data-watchlist": w.id },
        () => showDetail(key, w.id, detail),
        h("span", { class: "watch__list-name" }, w.name),
        h(
          "span",
          { class: "muted small" },
          `${w.tickers.length} 只 · ${protocolInfo(w.protocol)?.labels.name ?? w.protocol}`,
        ),
      ),
    ),
  );
  section.append(
    items.length > 0 ? h("ul", { class: "watch__list-grid" }, ...items) : note("还没有自选列表：在下方新建一个。"),
    createForm(key, section, detail),
  );
  if (res.body.watchlists[0]) await showDetail(key, res.body.watchlists[0].id, detail);
}

/** New list: a name and tickers as the search box accepts them (code, name, pinyin), separated by commas. */
function createForm(/** @type {string} */ key, /** @type {HTMLElement} */ section, /** @type {HTMLElement} */ detail) {
  const name = h("input", { id: "watch-new-name", maxlength: "40", placeholder: "如 我的持仓", required: "" });
  const tickers = h("input", { id: "watch-new-tickers", placeholder: "如 600519, 宁德时代, zsyh" });
  const status = h("div", {});
  const form = h(
    "form",
    { class: "watch__create" },
    h("h3", {}, "新建列表"),
    h("label", { for: "watch-new-name" }, "名称"),
    name,
    h("label", { for: "watch-new-tickers" }, "股票（代码、名称或拼音，用逗号分隔）"),
    tickers,
    h("button", { type: "submit", class: "btn btn--primary btn--small" }, "新建"),
    status,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const list = /** @type {HTMLInputElement} */ (tickers).value.split(/[,，\s]+/).filter(Boolean);
    const res = await keyedJson("/api/watchlists", key, {
      body: { name: /** @type {HTMLInputElement} */ (name).value, tickers: list },
    });
    clear(status);
    if (!res.ok) status.append(note(why(res), true));
    else await showLists(key, section, detail);
  });
  return form;
}

/**
 * One list: each ticker's latest verdict, its date and what changed; a batch run; the verdicts by day.
 * @param {string} key
 * @param {string} id
 * @param {HTMLElement} detail
 */
async function showDetail(key, id, detail) {
  /** @type {ApiResult<WatchlistDetail>} */
  const res = await keyedJson(`/api/watchlists/${id}`, key);
  clear(detail);
  if (!res.ok) {
    detail.append(note(why(res), true));
    return;
  }
  const w = res.body;
  for (const b of document.querySelectorAll("[data-watchlist]")) {
    b.setAttribute("aria-pressed", String(b.getAttribute("data-watchlist") === id));
  }
  const rows = w.entries.map((e) => {
    const stance = e.latest ? STANCE[e.latest.stance] : null;
    return h(
      "tr",
      { "data-code": e.code },
      h(
        "th",
        { scope: "row" },
        h("button", { type: "button", class: "link-button", "data-ticker": e.code }, e.name),
        " ",
        h("span", { class: "muted small" }, e.code),
      ),
      h(
        "td",
        {},
        stance
          ? h("span", { class: `stance-pill ${stance.className}` }, stance.text)
          : h("span", { class: "muted" }, "—"),
      ),
      h("td", {}, e.latest ? `${e.latest.asOf}（${formatDateTime(e.latest.createdAt)} 辩论）` : "—"),
      h("td", { class: e.change === "changed" ? "watch__changed" : "" }, e.changeLabel),
      h("td", {}, e.latest ? h("a", { href: `/d/${e.latest.debateId}`, "data-nav": "" }, "查看") : ""),
    );
  });
  const batchStatus = h("div", { class: "watch__batch", "aria-live": "polite" });
  detail.append(
    h("h2", {}, w.name),
    h("p", { class: "muted small" }, `辩论方式：${protocolInfo(w.protocol)?.labels.name ?? w.protocol}`),
    h(
      "table",
      { class: "watch__table" },
      h("caption", { class: "visually-hidden" }, `${w.name}的最新结论`),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "col" }, "股票"),
          h("th", { scope: "col" }, "最新结论"),
          h("th", { scope: "col" }, "数据日期"),
          h("th", { scope: "col" }, "较上次"),
          h("th", { scope: "col" }, "报告"),
        ),
      ),
      h("tbody", {}, ...rows),
    ),
    h(
      "p",
      {},
      button(
        { class: "btn btn--primary btn--small", id: "watch-run" },
        () => runBatch(key, id, batchStatus, () => showDetail(key, id, detail)),
        "批量辩论这个列表",
      ),
      " ",
      button(
        { class: "btn btn--outline btn--small", id: "watch-history" },
        () => showHistory(key, id, detail),
        "按日期查看历史结论",
      ),
    ),
    batchStatus,
    digestsSection(key, id),
    h("p", { class: "disclaimer-line small" }, w.disclaimer),
  );
}

/**
 * The verdicts the list's tickers got, per day (Beijing time), newest first.
 * @param {string} key
 * @param {string} id
 * @param {HTMLElement} detail
 */
async function showHistory(key, id, detail) {
  /** @type {ApiResult<WatchlistHistory>} */
  const res = await keyedJson(`/api/watchlists/${id}/history?days=90`, key);
  const box = h(
    "section",
    { class: "watch__history", "aria-labelledby": "watch-history-title" },
    h("h3", { id: "watch-history-title" }, "历史结论（近 90 天）"),
  );
  detail.querySelector(".watch__history")?.remove();
  detail.append(box);
  if (!res.ok) {
    box.append(note(why(res), true));
    return;
  }
  if (res.body.days.length === 0) box.append(note("近 90 天还没有结论。"));
  for (const day of res.body.days) {
    box.append(
      h("h4", {}, day.date),
      h(
        "ul",
        {},
        ...day.verdicts.map((v) =>
          h(
            "li",
            {},
            `${v.name}（${v.code}）：`,
            h("span", { class: `stance-pill ${STANCE[v.stance].className}` }, v.stanceLabel),
            ` 数据日期 ${v.asOf} · `,
            h("a", { href: `/d/${v.debateId}`, "data-nav": "" }, "查看"),
          ),
        ),
      ),
    );
  }
}
