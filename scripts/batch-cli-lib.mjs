// The terminal's view of a batch run (`npm run debate -- --batch 600519,300750 --key dd_…`): a progress bar while it
// runs and a results table at the end. Pure functions; scripts/debate-cli.mjs does the requests.

import { batchProgressText } from "../public/lib/batch-progress.js";

const BAR_WIDTH = 20;

/** Terminal width of a string: CJK and full-width characters take two columns. */
export function columns(text) {
  let n = 0;
  for (const ch of text)
    n += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch)
      ? 2
      : 1;
  return n;
}

const pad = (text, width) => text + " ".repeat(Math.max(0, width - columns(text)));

/**
 * One line: the bar, then the progress as the 自选 page words it (public/lib/batch-progress.js: one formatter).
 * @param {Parameters<typeof batchProgressText>[0]} batch
 */
export function formatBatchProgress(batch) {
  const { total, ended } = batch.progress;
  const filled = total === 0 ? 0 : Math.round((ended / total) * BAR_WIDTH);
  return `[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${batchProgressText(batch)}`;
}

/**
 * @typedef {{ code: string, name: string, statusLabel: string, stanceLabel: string | null, quality: number | null,
 *   confidence: string | null, changeLabel: string | null, error: string | null, cached: boolean,
 *   links: { report: string } | null }} TableItem
 */

/**
 * The results: per ticker its verdict, 辩论质量, what changed since the last verdict, and the report's address.
 * @param {{ items: TableItem[] }} batch
 * @param {string} base the server's address, for absolute report links
 */
export function formatBatchTable(batch, base) {
  const rows = batch.items.map((i) => [
    `${i.code} ${i.name}`,
    i.stanceLabel ?? i.statusLabel,
    i.quality === null ? "—" : String(Math.round(i.quality)),
    i.confidence ?? "—",
    i.changeLabel ?? "—",
    i.links ? `${base}${i.links.report}${i.cached ? "（缓存）" : ""}` : (i.error ?? ""),
  ]);
  const head = ["股票", "结论", "辩论质量", "可能性", "较上次", "报告"];
  const widths = head.map((h, c) => Math.max(columns(h), ...rows.map((r) => columns(r[c]))));
  const line = (cells) =>
    cells
      .map((cell, c) => (c === cells.length - 1 ? cell : pad(cell, widths[c])))
      .join("  ")
      .trimEnd();
  return [line(head), ...rows.map(line)];
}

/**
 * The tickers of `--batch a,b,c` (commas, full-width commas or spaces), or why they cannot be read.
 * @param {string} value
 * @returns {{ ok: true, tickers: string[] } | { ok: false, error: string }}
 */
export function parseBatchList(value) {
  const tickers = value
    .split(/[,，\s]+/)
    .map((t) => t.trim())
    .filter(Boolean);
  if (tickers.length === 0)
    return { ok: false, error: "--batch takes tickers separated by commas, e.g. 600519,300750" };
  if (tickers.length > 50) return { ok: false, error: `--batch takes at most 50 tickers (got ${tickers.length})` };
  return { ok: true, tickers };
}

/** The batch's progress socket (GET /api/batches/:id/ws). */
export const batchWsUrl = (base, id) => `${base.replace(/^http/, "ws")}/api/batches/${id}/ws`;

/** A WebSocket cannot carry headers from a browser: the key goes as a subprotocol beside the socket's own. */
/** Copies of the server's subprotocol names (src/batches/batch-room.ts, src/access/require-key.ts). */
export const BATCH_SOCKET_PROTOCOL = "debatedesk.batch";
export const KEY_SUBPROTOCOL = "debatedesk.key.";
export const batchSocketProtocols = (key) => [BATCH_SOCKET_PROTOCOL, `${KEY_SUBPROTOCOL}${key}`];
/** How long a batch socket may stay silent before the API is read once: its `done` may have been lost. */
export const SILENT_SOCKET_MS = 60_000;
