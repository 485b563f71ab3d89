// @ts-check
import { errorOf, getJson, postJson } from "./api.js";
import { DebateView } from "./debate-view.js";
import { $, clear, h } from "./dom.js";
import { CATEGORY, DIMENSION, STANCE, formatAge } from "./labels.js";
import { DebateStream, Pacer } from "./live.js";

/** @typedef {import("../src/shared/wire").PublicDebateState} PublicDebateState */
/** @typedef {import("../src/shared/wire").HotResponse} HotResponse */
/** @typedef {import("../src/shared/wire").HealthResponse} HealthResponse */
/** @typedef {import("../src/shared/wire").TickerSearchResponse} TickerSearchResponse */
/** @typedef {import("../src/shared/wire").TickerVerdictResponse} TickerVerdictResponse */
/** @typedef {import("../src/shared/wire").VerdictHistoryResponse} VerdictHistoryResponse */
/** @typedef {import("../src/shared/wire").DebateStarted} DebateStarted */
/** @typedef {import("../src/shared/wire").DebateCached} DebateCached */
/** @typedef {import("../src/shared/wire").Scores} Scores */
/** @typedef {import("../src/shared/wire").Stance} Stance */
/**
 * @template T
 * @typedef {import("./api.js").ApiResult<T>} ApiResult
 */
/** What `history.state` carries into a debate page: a cached answer's age, or that this page just started it. */
/** @typedef {{ cached?: { ageSeconds: number, ticker: string }, started?: boolean }} DebateOpenOptions */
/** A home-page card: a hot ticker or a sample company, with its verdict when there is one. */
/**
 * @typedef {{
 *   code: string, name: string, industry: string | null, exchange: string | null,
 *   verdict: { stance: Stance, scores: Scores } | null, ageSeconds?: number | null, stale?: boolean,
 * }} TickerCardItem
 */

const DEBATE_PATH = /^\/d\/(d_[a-z0-9]{12})\/?$/;

const view = new DebateView();
/** @type {DebateStream | null} */
let stream = null;
/** @type {Pacer | null} */
let pacer = null;
/** @type {{ id: string, ticker: string, protocol: string, asOf: string | null } | null} */
let current = null;

// ---------------------------------------------------------------- protocol choice

const PROTOCOLS = new Set(["adversarial", "findebate", "tradingagents"]);
const protocolSelect = /** @type {HTMLSelectElement} */ ($("protocol-select"));
const protocolRadios = [...document.querySelectorAll('input[name="protocol-choice"]')].map((r) => /** @type {HTMLInputElement} */ (r));

/** The protocol new debates run: the home page's choice and the search bar's select are one setting. */
function chosenProtocol() {
  return PROTOCOLS.has(protocolSelect.value) ? protocolSelect.value : "adversarial";
}

/** @param {string} value */
function setProtocol(value) {
  const protocol = PROTOCOLS.has(value) ? value : "adversarial";
  protocolSelect.value = protocol;
  for (const r of protocolRadios) r.checked = r.value === protocol;
}

protocolSelect.addEventListener("change", () => setProtocol(protocolSelect.value));
for (const r of protocolRadios) r.addEventListener("change", () => r.checked && setProtocol(r.value));

// ---------------------------------------------------------------- routing

/**
 * @param {string} path
 * @param {DebateOpenOptions} [state]
 */
function navigate(path, state = {}) {
  if (location.pathname !== path) history.pushState(state, "", path);
  else history.replaceState(state, "", path);
  route();
}

function route() {
  const m = DEBATE_PATH.exec(location.pathname);
  closeSuggestions();
  if (m) {
    showView("debate");
    openDebate(m[1], history.state ?? {});
  } else if (location.pathname.startsWith("/d/")) {
    showView("home");
    flash([h("strong", {}, "这个辩论链接无效。"), " 辩论链接形如 /d/d_ 加 12 位字母或数字，请检查是否复制完整。"]);
  } else {
    stopStream();
    showView("home");
    document.title = "DebateDesk · A股多空辩论台";
    loadHome();
  }
}

/** @param {"home" | "debate"} name */
function showView(name) {
  $("home-view").hidden = name !== "home";
  $("debate-view").hidden = name !== "debate";
}

window.addEventListener("popstate", route);

document.addEventListener("click", (e) => {
  const target = e.target instanceof Element ? e.target : null;
  const chip = target?.closest("[data-evidence]");
  if (chip) {
    openEvidence(/** @type {string} */ (chip.getAttribute("data-evidence")), chip.getAttribute("data-quote"));
    return;
  }
  const pick = target?.closest("[data-ticker]");
  if (pick) {
    e.preventDefault();
    const asOf = pick.getAttribute("data-as-of");
    if (asOf) startFrom(pick.getAttribute("data-ticker"), asOf);
    else openTicker(pick.getAttribute("data-ticker"));
    return;
  }
  const link = target?.closest("a[data-nav]");
  if (link && !e.metaKey && !e.ctrlKey && !e.shiftKey && e.button === 0) {
    e.preventDefault();
    navigate(new URL(/** @type {HTMLAnchorElement} */ (link).href).pathname);
  }
});

// "/" jumps to the search box from anywhere but a text field.
document.addEventListener("keydown", (e) => {
  if (e.key !== "/" || e.defaultPrevented) return;
  const el = /** @type {HTMLElement | null} */ (document.activeElement);
  if (el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.isContentEditable)) return;
  e.preventDefault();
  $("search-input").focus();
});

// ---------------------------------------------------------------- messages

/**
 * @param {Node | string | null | (Node | string | null)[]} content
 * @param {string} [kind]
 */
function flash(content, kind = "error") {
  const el = $("flash");
  clear(el).append(...[content].flat().filter((c) => c !== null && c !== undefined));
  el.dataset.kind = kind;
  el.hidden = false;
}

function clearFlash() {
  const el = $("flash");
  clear(el);
  el.hidden = true;
}

/**
 * An API failure as a sentence a person can act on, with the choices the server offered.
 * @param {ApiResult<unknown>} result
 * @param {string} input
 */
function explain(result, input) {
  const err = errorOf(result);
  const detail = err.message ? h("small", { class: "flash__detail" }, `（${err.message}）`) : null;
  if (result.unreachable) return [h("strong", {}, "无法连接服务器。"), " 请检查网络连接或稍后重试。"];
  switch (err.code) {
    case "unknown_ticker": {
      const options = err.suggestions ?? [];
      return [
        h("strong", {}, `没有找到「${input}」。`),
        " 它可能不是A股代码，或者还没有导入这只股票的数据。",
        options.length ? h("span", { class: "flash__choices" }, "可以试试：", options.map((o) => h("button", { type: "button", class: "chip", "data-ticker": o.code }, `${o.name} ${o.code}`))) : null,
      ];
    }
    case "ambiguous_ticker":
      return [
        h("strong", {}, `「${input}」对应多家公司，请选择一家：`),
        h("span", { class: "flash__choices" }, (err.candidates ?? []).map((o) => h("button", { type: "button", class: "chip", "data-ticker": o.code }, `${o.name} ${o.code}`))),
      ];
    case "insufficient_evidence":
      return [
        h("strong", {}, `「${input}」的数据不足，暂时无法展开辩论。`),
        " 缺少：",
        h("ul", { class: "flash__list" }, (err.missing ?? []).map((m) => h("li", {}, m))),
        // Reports too old for today may still be current for an earlier date: offer that debate.
        err.suggestedAsOf
          ? h("span", { class: "flash__choices" }, "可以改为回溯辩论：", h("button", { type: "button", class: "chip", "data-ticker": input, "data-as-of": err.suggestedAsOf }, `按截至 ${err.suggestedAsOf} 的数据辩论`))
          : null,
      ];
    case "invalid_ticker":
    case "invalid_input":
      return [h("strong", {}, "输入有误。"), " 请输入6位A股代码（如 600519）或公司名称（如 贵州茅台）。", detail];
    case "conflict":
      return [h("strong", {}, "同一只股票的同类辩论正在进行。"), " 请等它结束后再试。", detail];
    case "model_unavailable":
    case "debate_start_failed":
      return [h("strong", {}, "辩论暂时无法开始。"), " 模型服务不可用，请稍后重试。", detail];
    case "not_found":
    case "invalid_debate_id":
      return [h("strong", {}, "找不到这场辩论。"), " 链接可能有误，或辩论未能成功创建。", detail];
    default:
      return [h("strong", {}, `出错了（HTTP ${result.status}）。`), " 请稍后重试。", detail];
  }
}

// ---------------------------------------------------------------- runtime banner

async function loadBanner() {
  /** @type {ApiResult<HealthResponse>} */
  const res = await getJson("/api/health");
  const banner = $("banner");
  if (!res.ok) {
    banner.dataset.kind = "error";
    clear(banner).append(h("span", { "aria-hidden": "true" }, "⚠️ "), "无法连接服务器：页面功能暂不可用，请稍后刷新重试。");
    banner.hidden = false;
    return;
  }
  const { runtime, data } = res.body ?? {};
  const parts = [];
  if (runtime?.notice) parts.push(h("strong", {}, runtime.notice));
  if (runtime?.sampleData && data?.sampleAsOf) parts.push(`样例数据快照（截至 ${data.sampleAsOf}）`);
  if (parts.length === 0) {
    banner.hidden = true;
    return;
  }
  banner.dataset.kind = "info";
  clear(banner).append(h("span", { class: "banner__icon", "aria-hidden": "true" }, "ⓘ"), ...parts.flatMap((p, i) => (i ? [h("span", { class: "banner__sep", "aria-hidden": "true" }, "·"), p] : [p])));
  banner.hidden = false;
}

// ---------------------------------------------------------------- search with suggestions

const input = /** @type {HTMLInputElement} */ ($("search-input"));
const list = $("search-suggestions");
const form = $("search-form");
/** @type {ReturnType<typeof setTimeout> | undefined} */
let suggestTimer = undefined;
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
    list.append(h("li", { class: "suggestions__empty", role: "presentation" }, res.unreachable ? "无法连接服务器" : "没有匹配的股票，按回车也可直接按名称查找"));
  } else {
    results.forEach((r, i) =>
      list.append(
        h(
          "li",
          { id: `suggestion-${i}`, role: "option", class: "suggestion", "data-code": r.code, "aria-selected": "false" },
          h("span", { class: "suggestion__code" }, r.code),
          h("span", { class: "suggestion__name" }, r.name),
          r.industry ? h("span", { class: "suggestion__industry" }, r.industry) : null,
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

function closeSuggestions() {
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

// ---------------------------------------------------------------- starting a debate

let starting = false;

/** @param {string | null} raw */
async function openTicker(raw) {
  const ticker = String(raw ?? "").trim();
  if (!ticker || starting) return;
  starting = true;
  form.setAttribute("aria-busy", "true");
  clearFlash();
  try {
    const protocol = chosenProtocol();
    if (protocol !== "adversarial") {
      // The ticker verdict route answers adversarial verdicts only; the POST answers from this protocol's own cache.
      await startDebate(ticker, false, protocol);
      return;
    }
    // A fresh cached verdict answers at once; D1 history (stale) does not stop a new debate.
    /** @type {ApiResult<TickerVerdictResponse>} */
    const cached = await getJson(`/api/tickers/${encodeURIComponent(ticker)}/verdict`);
    if (cached.ok && cached.body && !cached.body.stale && cached.body.debateId) {
      navigate(`/d/${cached.body.debateId}`, { cached: { ageSeconds: cached.body.ageSeconds ?? 0, ticker: cached.body.ticker ?? ticker } });
      return;
    }
    // Unknown, ambiguous or malformed input answers here already, with the same errors the POST would give.
    if (!cached.ok && errorOf(cached).code !== "no_verdict") {
      showStartError(cached, ticker);
      return;
    }
    await startDebate(ticker, false, protocol);
  } finally {
    starting = false;
    form.removeAttribute("aria-busy");
  }
}

/**
 * A debate as of a past date (offered when today's data cannot support one): no cache, straight to the POST.
 * @param {string | null} ticker
 * @param {string} asOf
 */
async function startFrom(ticker, asOf) {
  if (!ticker || starting) return;
  starting = true;
  clearFlash();
  try {
    await startDebate(ticker, false, chosenProtocol(), asOf);
  } finally {
    starting = false;
  }
}

/**
 * @param {string} ticker
 * @param {boolean} fresh
 * @param {string} [protocol]
 * @param {string | null} [asOf]
 */
async function startDebate(ticker, fresh, protocol = "adversarial", asOf = null) {
  const body = { ticker, ...(protocol === "adversarial" ? {} : { protocol }), ...(fresh ? { fresh: true } : {}), ...(asOf ? { asOf } : {}) };
  /** @type {ApiResult<DebateStarted | DebateCached>} 202 started, or 200 answered from the verdict cache. */
  const res = await postJson("/api/debates", body);
  if (!res.ok) {
    showStartError(res, ticker);
    return;
  }
  const answer = res.body;
  if ("cached" in answer) {
    navigate(`/d/${answer.debateId}`, { cached: { ageSeconds: answer.ageSeconds, ticker } });
    return;
  }
  // A debate this page started replays from its first event, so its turns are seen arriving one by one.
  navigate(`/d/${answer.id}`, { started: !answer.existing });
}

/**
 * @param {ApiResult<unknown>} result
 * @param {string} ticker
 */
function showStartError(result, ticker) {
  flash(explain(result, ticker));
  $("flash").scrollIntoView({ block: "nearest" });
}

const rerun = /** @type {HTMLButtonElement} */ ($("rerun"));
rerun.addEventListener("click", async () => {
  if (!current || starting) return;
  starting = true;
  rerun.disabled = true;
  clearFlash();
  try {
    // A debate of a past date is re-run as of that date; today's is re-run on today's data.
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    await startDebate(current.ticker, true, current.protocol, current.asOf && current.asOf < today ? current.asOf : null);
  } finally {
    starting = false;
    rerun.disabled = false;
  }
});

// ---------------------------------------------------------------- the debate page

function stopStream() {
  stream?.stop();
  pacer?.cancel();
  stream = null;
  pacer = null;
  view.stopClock();
}

/**
 * @param {string} id
 * @param {DebateOpenOptions} opts
 */
async function openDebate(id, opts) {
  stopStream();
  clearFlash();
  current = null;
  $("cached-notice").hidden = true;
  setConnection(null);
  /** @type {ApiResult<PublicDebateState>} */
  const res = await getJson(`/api/debates/${id}`);
  if (!res.ok) {
    view.reset(null);
    $("debate-title").textContent = "辩论";
    flash(explain(res, id));
    return;
  }
  const state = res.body;
  current = { id, ticker: state.ticker, protocol: state.protocol ?? "adversarial", asOf: state.asOf ?? null };
  const kind = /** @type {Record<string, string>} */ ({ findebate: "FinDebate 专家分析", tradingagents: "TradingAgents 交易团队" })[state.protocol] ?? "多空辩论";
  document.title = `${state.companyName}（${state.ticker}）${kind} · DebateDesk`;
  loadHistory();

  if (opts.cached) {
    $("cached-text").textContent = `这是 ${formatAge(opts.cached.ageSeconds)}生成的缓存结论（数据截至 ${state.asOf}），无需等待。需要最新结果可以重新辩论。`;
    $("cached-notice").hidden = false;
  }

  const live = ["queued", "running", "judging"].includes(state.status);
  if (!opts.started && !live) {
    view.loadState(state);
    return;
  }
  if (opts.started) {
    // Replay this debate's log from the start; the meta (evidence, rounds) comes from the state just read.
    // Only once: a reload or a Back to this page shows the debate as it stands, without replaying it.
    history.replaceState({}, "", location.pathname);
    view.reset(state);
    view.setStatus("running");
  } else {
    view.loadState(state);
  }
  const skip = $("skip-animation");
  // This stream's events go to this pacer (a const: the module's `pacer` is replaced when another debate opens).
  const paced = new Pacer(
    (event) => {
      view.applyEvent(event);
      if (event.type === "done") {
        loadHistory();
        loadLookAhead(id);
      }
      if (event.type === "failed") loadErrors(id);
    },
    { onIdle: () => (skip.hidden = true) },
  );
  pacer = paced;
  stream = new DebateStream(id, {
    since: opts.started ? 0 : null,
    onEvent: (event) => {
      paced.push(event);
      skip.hidden = !paced.busy || event.type === "snapshot";
    },
    onConnection: (status, info) => {
      if (status === "reconnecting" && info) setConnection(`连接中断，正在重连（第 ${info.attempt} 次）…`);
      else setConnection(null);
    },
  }).start();
}

$("skip-animation").addEventListener("click", () => {
  pacer?.fast();
  $("skip-animation").hidden = true;
});

/** @param {string | null} text */
function setConnection(text) {
  const el = $("status-conn");
  el.textContent = text ?? "";
  el.hidden = !text;
}

async function loadHistory() {
  if (!current) return;
  const { id, ticker } = current;
  /** @type {ApiResult<VerdictHistoryResponse>} */
  const res = await getJson(`/api/tickers/${encodeURIComponent(ticker)}/verdicts?limit=10`);
  if (current?.id === id) view.showHistory(res, id);
}

/**
 * An adversarial verdict event does not carry the look-ahead check; the finished state does.
 * @param {string} id
 */
async function loadLookAhead(id) {
  /** @type {ApiResult<PublicDebateState>} */
  const res = await getJson(`/api/debates/${id}`);
  if (res.ok && current?.id === id) view.graph.showLookAhead(res.body.lookAhead);
}

/** @param {string} id */
async function loadErrors(id) {
  /** @type {ApiResult<PublicDebateState>} */
  const res = await getJson(`/api/debates/${id}`);
  if (res.ok && current?.id === id) view.showFailure(null, res.body.errors ?? []);
}

// ---------------------------------------------------------------- evidence dialog

const dialog = /** @type {HTMLDialogElement} */ ($("evidence-dialog"));
dialog.addEventListener("click", (e) => {
  if (e.target === dialog) dialog.close(); // a click on the backdrop
});

/**
 * @param {string} id
 * @param {string | null} quote
 */
function openEvidence(id, quote) {
  const item = view.s.evidence.get(id);
  $("evidence-title").textContent = `证据 ${id}`;
  const tags = clear($("evidence-tags"));
  if (!item) {
    $("evidence-text").textContent = "这个证据编号不在本场辩论的证据集中（引用无效）。";
    for (const f of ["evidence-source", "evidence-date", "evidence-period", "evidence-link"]) $(f).textContent = "—";
  } else {
    const side = view.packSide(id);
    tags.append(
      h("span", { class: `tag tag--${item.category}` }, CATEGORY[item.category] ?? item.category),
      h("span", { class: "tag" }, DIMENSION[item.dimension] ?? item.dimension),
      h("span", { class: "tag" }, side),
    );
    $("evidence-text").textContent = item.text;
    $("evidence-source").textContent = item.source;
    $("evidence-date").textContent = item.publicDate;
    $("evidence-period").textContent = item.period ?? "—";
    const link = clear($("evidence-link"));
    if (item.sourceUrl && /^https?:\/\//.test(item.sourceUrl)) {
      link.append(h("a", { href: item.sourceUrl, target: "_blank", rel: "noopener noreferrer" }, "查看原文 ↗"));
    } else {
      link.append(h("span", { class: "muted" }, "未附原文链接（样例数据按来源与披露日期引用）"));
    }
  }
  $("evidence-quote-wrap").hidden = !quote;
  $("evidence-quote").textContent = quote ?? "";
  dialog.showModal();
}

// ---------------------------------------------------------------- home: hot tickers or the sample companies

let homeLoaded = false;

async function loadHome() {
  if (homeLoaded) return;
  homeLoaded = true;
  const grid = clear($("home-list"));
  /** @type {ApiResult<HotResponse>} */
  const hot = await getJson("/api/hot");
  const hotItems = hot.ok ? hotCards(hot.body) : [];
  if (hotItems.length > 0) {
    $("home-list-title").textContent = "热门标的";
    $("home-list-note").textContent = "盘前预先完成的辩论结论，点开即看；需要最新结果可重新辩论。";
    for (const item of hotItems) grid.append(tickerCard(item));
    return;
  }
  /** @type {ApiResult<TickerSearchResponse>} */
  const sample = await getJson("/api/tickers?limit=12");
  if (!sample.ok) {
    homeLoaded = false;
    $("home-list-note").textContent = sample.unreachable ? "无法连接服务器，请稍后刷新。" : "暂时无法读取公司列表。";
    return;
  }
  $("home-list-title").textContent = "样例公司";
  $("home-list-note").textContent = "点击任意一家开始辩论，或在上方搜索框输入代码、名称。";
  /** @type {TickerCardItem[]} */
  const items = (sample.body?.results ?? []).map((r) => ({ code: r.code, name: r.name, industry: r.industry, exchange: r.exchange, verdict: null }));
  const cards = items.map((item) => {
    const card = tickerCard(item);
    grid.append(card);
    return card;
  });
  // Each company's latest verdict, when there is one, fills in its card.
  await Promise.all(
    items.map(async (item, i) => {
      /** @type {ApiResult<TickerVerdictResponse>} */
      const v = await getJson(`/api/tickers/${item.code}/verdict`);
      if (v.ok && v.body?.verdict) cards[i].replaceWith(tickerCard({ ...item, verdict: v.body.verdict, ageSeconds: v.body.ageSeconds, stale: v.body.stale }));
    }),
  );
}

/**
 * The hot list as cards: its verdicts are fresh cached ones (null when there is none), so never stale.
 * @param {HotResponse} body
 * @returns {TickerCardItem[]}
 */
function hotCards(body) {
  return body.tickers.map((t) => ({
    code: t.ticker,
    name: t.name ?? "",
    industry: null,
    exchange: null,
    verdict: t.verdict,
    ageSeconds: t.verdict?.ageSeconds ?? null,
    stale: false,
  }));
}

/** @param {TickerCardItem} item */
function tickerCard(item) {
  const stance = item.verdict ? (STANCE[item.verdict.stance] ?? STANCE.neutral) : null;
  const overall = item.verdict?.scores.overall;
  return h(
    "li",
    { class: "ticker-card" },
    h(
      "button",
      { type: "button", class: "ticker-card__button", "data-ticker": item.code },
      h("span", { class: "ticker-card__name" }, item.name || item.code),
      h("span", { class: "ticker-card__code" }, [item.code, item.exchange].filter(Boolean).join(".")),
      item.industry ? h("span", { class: "ticker-card__industry" }, item.industry) : null,
      stance
        ? h(
            "span",
            { class: "ticker-card__verdict" },
            h("span", { class: `stance-pill ${stance.className}` }, stance.text),
            overall !== undefined ? h("span", { class: "muted small" }, `综合 ${Math.round(overall)}`) : null,
            item.ageSeconds !== null && item.ageSeconds !== undefined ? h("span", { class: "muted small" }, formatAge(item.ageSeconds)) : null,
          )
        : h("span", { class: "ticker-card__verdict muted small" }, "尚无结论，点击开始辩论"),
    ),
  );
}

// ---------------------------------------------------------------- boot

loadBanner();
route();
