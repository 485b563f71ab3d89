// @ts-check
// The debate page: opening a debate by id (its state, then its live stream of events paced for reading), the
// connection notice, the "skip animation" button, and what is read again when the debate finishes or fails.
import { getJson } from "../lib/api.js";
import { DebateView } from "../views/debate-view.js";
import { $ } from "../ui/dom.js";
import { clearFlash, explain, flash } from "../ui/flash.js";
import { LIVE_STATUSES, PROTOCOL, defaultProtocol, formatAge } from "../lib/labels.js";
import { DebateStream, Pacer } from "../lib/live.js";

/** @typedef {import("../../src/wire/wire").PublicDebateState} PublicDebateState */
/** @typedef {import("../../src/wire/wire").VerdictHistoryResponse} VerdictHistoryResponse */
/** @typedef {import("../../src/wire/wire").ReportDocument} ReportDocument */
/** @typedef {import("../lib/nav.js").DebateOpenOptions} DebateOpenOptions */
/**
 * @template T
 * @typedef {import("../lib/api.js").ApiResult<T>} ApiResult
 */

export const view = new DebateView();
/** @type {DebateStream | null} */
let stream = null;
/** @type {Pacer | null} */
let pacer = null;
/** @type {{ id: string, ticker: string, protocol: string, asOf: string | null } | null} */
let current = null;

/** The debate on the page, once its state has been read. */
export function currentDebate() {
  return current;
}

export function stopStream() {
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
export async function openDebate(id, opts) {
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
    // No such debate: the message alone, not an empty debate that looks queued (status, downloads, history loading).
    if (res.status === 404) $("debate-view").hidden = true;
    flash(explain(res, id));
    return;
  }
  const state = res.body;
  current = { id, ticker: state.ticker, protocol: state.protocol ?? defaultProtocol(), asOf: state.asOf ?? null };
  const kind = PROTOCOL[state.protocol]?.long ?? "辩论";
  document.title = `${state.companyName}（${state.ticker}）${kind} · DebateDesk`;
  loadHistory();

  if (opts.cached) {
    $("cached-text").textContent =
      `这是 ${formatAge(opts.cached.ageSeconds)}生成的缓存结论（数据截至 ${state.asOf}），无需等待。需要最新结果可以重新辩论。`;
    $("cached-notice").hidden = false;
  }

  const live = LIVE_STATUSES.has(state.status);
  if (!opts.started && !live) {
    view.loadState(state);
    loadReport(id);
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
        loadFinished(id);
      }
      if (event.type === "failed") {
        loadErrors(id);
        loadReport(id);
      }
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

// 导出 PDF: the browser's print, which print.css turns into the report (the user picks "Save as PDF").
$("export-pdf").addEventListener("click", () => window.print());

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
 * What the events do not carry, read from the finished state: the look-ahead check (an adversarial verdict event has
 * none); and the printed report's sections.
 * @param {string} id
 */
async function loadFinished(id) {
  /** @type {ApiResult<PublicDebateState>} */
  const res = await getJson(`/api/debates/${id}`);
  if (!res.ok || current?.id !== id) return;
  view.graph.showLookAhead(res.body.lookAhead);
  await loadReport(id);
}

/**
 * The printed report (导出 PDF) of a finished debate, from the same report document as report.md and the text report.
 * @param {string} id
 */
async function loadReport(id) {
  /** @type {ApiResult<ReportDocument>} */
  const res = await getJson(`/api/debates/${id}/report.json`);
  if (res.ok && current?.id === id) view.showReport(res.body);
}

/** @param {string} id */
async function loadErrors(id) {
  /** @type {ApiResult<PublicDebateState>} */
  const res = await getJson(`/api/debates/${id}`);
  if (res.ok && current?.id === id) view.showFailure(null, res.body.errorsZh ?? []);
}
