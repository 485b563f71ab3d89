// @ts-check
// A batch run of a 自选 list (the page's 批量辩论这个列表): started through the API, followed over the batch's socket
// (the API read once a second if the socket fails), its progress in one line shared with the CLI.
import { keyedJson } from "../lib/api.js";
import { batchProgressText } from "../lib/batch-progress.js";
import { $, clear, h } from "../ui/dom.js";
import { note, why } from "./watch-ui.js";

/** @typedef {import("../../src/wire/wire").BatchInfo} BatchInfo */
/** @typedef {import("../../src/wire/wire").BatchStarted} BatchStarted */
/**
 * @typedef {{ status?: string, statusLabel?: string, error?: string | null, progress: BatchInfo["progress"] }} BatchProgress
 */
/**
 * @template T
 * @typedef {import("../lib/api.js").ApiResult<T>} ApiResult
 */

/** The batch socket's subprotocols: copies of the server's (src/batches/batch-room.ts, src/access/require-key.ts). */
const BATCH_SOCKET_PROTOCOL = "debatedesk.batch";
const KEY_SUBPROTOCOL = "debatedesk.key.";
/** How long a batch socket may stay silent before the API is read once (see followBatch). */
const SILENT_SOCKET_MS = 60_000;

/**
 * Starts a batch run of the list and shows its progress until it ends, then the list again with the new verdicts.
 * @param {string} key
 * @param {string} id
 * @param {HTMLElement} status
 * @param {() => Promise<void>} reload shows the list again (with the new verdicts)
 */
export async function runBatch(key, id, status, reload) {
  /** @type {ApiResult<BatchStarted>} */
  const res = await keyedJson("/api/batches", key, { body: { watchlistId: id } });
  clear(status);
  if (!res.ok) {
    status.append(note(why(res), true));
    return;
  }
  const bar = h("progress", { max: String(res.body.tickers.length), value: "0", "aria-label": "批量进度" });
  const line = h("span", { class: "small" }, "排队中…");
  status.append(bar, " ", line);
  /** @param {BatchProgress} b */
  const show = (b) => {
    bar.setAttribute("value", String(b.progress.ended));
    line.textContent = batchProgressText({ ...b, statusLabel: b.statusLabel ?? "进行中" });
  };
  // The batch's socket first; if it cannot be opened or drops before the end, the API is read once a second.
  let ended = await followBatch(key, res.body.id, show);
  while (!ended) {
    /** @type {ApiResult<BatchInfo>} */
    const b = await keyedJson(`/api/batches/${res.body.id}`, key);
    if (!b.ok) {
      status.append(note(why(b), true));
      return;
    }
    show(b.body);
    ended = b.body.status === "done" || b.body.status === "failed";
    if (!ended) await new Promise((r) => setTimeout(r, 1000));
  }
  await reload();
  $("watch-detail").append(note("批量辩论已结束，结论已更新。"));
}

/**
 * Follows a batch over its socket (GET /api/batches/:id/ws): a browser cannot set headers on a WebSocket, so the key
 * is offered as a subprotocol beside the socket's own. Resolves true at `done`, false when the socket fails first.
 * @param {string} key
 * @param {string} batchId
 * @param {(b: BatchProgress) => void} show
 * @returns {Promise<boolean>}
 */
function followBatch(key, batchId, show) {
  return new Promise((resolve) => {
    let done = false;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let quiet;
    // A socket silent for a minute may have missed its `done` (a lost notice): the API is read once, then again
    // after the next silent minute, so a watcher never waits for ever on an open socket.
    const listen = () => {
      clearTimeout(quiet);
      quiet = setTimeout(async () => {
        /** @type {ApiResult<BatchInfo>} */
        const b = await keyedJson(`/api/batches/${encodeURIComponent(batchId)}`, key);
        if (done) return;
        if (b.ok && (b.body.status === "done" || b.body.status === "failed")) {
          show(b.body);
          done = true;
          ws.close(1000, "批量任务已结束");
          resolve(true);
        } else listen();
      }, SILENT_SOCKET_MS);
    };
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    /** @type {WebSocket} */
    let ws;
    try {
      const url = `${proto}//${location.host}/api/batches/${encodeURIComponent(batchId)}/ws`;
      ws = new WebSocket(url, [BATCH_SOCKET_PROTOCOL, `${KEY_SUBPROTOCOL}${key}`]);
    } catch {
      resolve(false);
      return;
    }
    listen();
    ws.addEventListener("message", (m) => {
      if (done) return;
      listen();
      /** @type {{ type?: string, batch?: BatchInfo, statusLabel?: string, progress?: BatchInfo["progress"] }} */
      let event;
      try {
        event = JSON.parse(String(m.data));
      } catch {
        return;
      }
      const view =
        event.batch ?? (event.progress ? { statusLabel: event.statusLabel, progress: event.progress } : null);
      if (view) show(view);
      if (event.type === "done") {
        done = true;
        clearTimeout(quiet);
        ws.close(1000, "批量任务已结束");
        resolve(true);
      }
    });
    ws.addEventListener("close", () => {
      clearTimeout(quiet);
      if (!done) resolve(false);
    });
  });
}
