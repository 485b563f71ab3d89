#!/usr/bin/env node
// `npm run debate -- 600519 [--protocol ...] [--rounds 3] [--url http://localhost:8787] [--out report.md] [--json]`:
// starts a debate on any DebateDesk deployment, replays it over the WebSocket from its first event (so every turn is
// shown, however late the client connects), prints the verdict and saves the Markdown report (./reports/ by default).
// Ctrl-C only stops watching: the debate runs on in its Durable Object.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  createProgress,
  formatApiError,
  formatEvent,
  formatProbability,
  formatUsage,
  parseArgs,
  protocolError,
  reportFileName,
  REPORTS_DIR,
  textReportPath,
  USAGE,
  watchHint,
  wsUrl,
} from "./debate-cli-lib.mjs";
import { useProtocols } from "../public/lib/labels.js";
import {
  SILENT_SOCKET_MS,
  batchSocketProtocols,
  batchWsUrl,
  formatBatchProgress,
  formatBatchTable,
} from "./batch-cli-lib.mjs";

const args = parseArgs(process.argv.slice(2));
if (!args.ok) fail([args.error, "", USAGE], 2);
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const base = args.url;
// With --json stdout carries only the final state, so everything a person reads goes to stderr.
const say = args.json ? (line) => console.error(line) : (line) => console.log(line);

function fail(lines, code = 1) {
  for (const line of lines) console.error(line);
  process.exit(code);
}

/** fetch with the server's errors turned into messages a person can act on. */
async function request(path, init) {
  let res;
  try {
    res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch (e) {
    const cause = e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(e);
    fail([
      `Cannot reach DebateDesk at ${base} (${cause}).`,
      "Is the server running? Start one locally with `npm start`, or pass --url.",
    ]);
  }
  return res;
}

async function readJson(res) {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

async function start() {
  const body = {
    ticker: args.ticker,
    ...(args.protocol ? { protocol: args.protocol } : {}),
    ...(args.rounds ? { rounds: args.rounds } : {}),
    ...(args.asOf ? { asOf: args.asOf } : {}),
    ...(args.fresh ? { fresh: true } : {}),
    ...(args.memory !== undefined ? { memory: args.memory } : {}),
    ...(args.ablation ? { ablation: true } : {}),
  };
  const res = await request("/api/debates", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = await readJson(res);
  if (res.status === 200 && data?.cached) {
    say(
      `A fresh verdict for ${data.ticker} exists (${data.ageSeconds}s old, debate ${data.debateId}); its report follows. Use --fresh to debate again.`,
    );
    return { id: data.debateId, cached: true };
  }
  if (res.status !== 202) fail(formatApiError(res.status, data));
  if (data.existing) say(`A debate for this ticker is already running; following it from its start (${data.id}).`);
  else say(`Debate ${data.id} started.`);
  return { id: data.id, cached: false };
}

async function readState(id) {
  const res = await request(`/api/debates/${id}`);
  const state = await readJson(res);
  if (!res.ok || !state) fail(formatApiError(res.status, state));
  return state;
}

/** Saves the report (and prints it for a cached answer, which has no live debate to show); exits 0 when done. */
async function finish(id, { printReport = false } = {}) {
  const state = await readState(id);
  say(formatUsage(state.usage));
  if (state.status === "done") {
    // The verdict is recorded by the alarm just after the last step: a 404 right then is waited out briefly.
    let probability = null;
    for (let attempt = 0; attempt < 5 && probability === null; attempt++) {
      const res = await request(`/api/track-record/probability/${id}`);
      if (res.ok) probability = await readJson(res);
      else if (res.status === 404) await new Promise((r) => setTimeout(r, 1000));
      else break;
    }
    for (const line of formatProbability(probability)) say(line);
  }
  const report = await request(`/api/debates/${id}/report.md`);
  if (!report.ok) fail(formatApiError(report.status, await readJson(report)));
  const text = await report.text();
  // The terminal gets the plain-text rendering of the same report (no Markdown to read through); the file keeps Markdown.
  if (printReport) {
    const plain = await request(textReportPath(id, process.stdout.columns));
    say(plain.ok ? await plain.text() : text);
  }
  const file = args.out ?? path.join(REPORTS_DIR, reportFileName(state.ticker, id));
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, text);
  say(`Report saved to ${file}`);
  say(state.disclaimer);
  if (args.json) console.log(JSON.stringify(state, null, 2));
  process.exit(state.status === "done" ? 0 : 1);
}

/** The header from the current state, then every event from the first (`?since=0`) until `done`. */
async function follow(id) {
  const progress = createProgress();
  for (const line of formatEvent({ type: "snapshot", state: await readState(id) }, progress)) say(line);
  const ws = new WebSocket(wsUrl(base, id));
  let finished = false;
  process.on("SIGINT", () => {
    ws.close();
    say("");
    for (const line of watchHint(base, id)) say(line);
    process.exit(130);
  });
  ws.addEventListener("message", (m) => {
    let event;
    try {
      event = JSON.parse(String(m.data));
    } catch {
      return;
    }
    for (const line of formatEvent(event, progress)) say(line);
    if (event.type === "done" && !finished) {
      finished = true;
      ws.close();
      finish(id);
    }
  });
  ws.addEventListener("error", () => {
    if (!finished) fail([`The live connection to ${wsUrl(base, id)} failed.`, ...watchHint(base, id)]);
  });
  ws.addEventListener("close", () => {
    if (!finished) fail(["The server closed the live connection before the debate finished.", ...watchHint(base, id)]);
  });
}

/** --batch: starts the batch run, redraws its progress bar until it ends, prints the results; exit 1 if any failed. */
async function runBatch() {
  const key = args.key ?? process.env.DEBATEDESK_KEY;
  if (!key) fail(["--batch needs an API key with the debate scope: --key dd_… or DEBATEDESK_KEY.", "", USAGE], 2);
  const auth = { authorization: `Bearer ${key}` };
  const body = {
    tickers: args.batch,
    ...(args.protocol ? { protocol: args.protocol } : {}),
    ...(args.rounds ? { rounds: args.rounds } : {}),
  };
  const res = await request("/api/batches", {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const started = await readJson(res);
  if (res.status !== 202) fail(formatApiError(res.status, started));
  say(`Batch ${started.id} started: ${started.tickers.join(", ")}`);
  // On a terminal the bar is redrawn in place; into a file or pipe, a line only when the progress changes.
  const tty = !args.json && process.stdout.isTTY;
  let last = "";
  const show = (batch) => {
    const line = formatBatchProgress(batch);
    if (line === last) return;
    if (tty) process.stdout.write(`\r${line}\x1b[K`);
    else say(line);
    last = line;
  };
  let batch = await followBatchSocket(started.id, key, show);
  if (!batch) say(`The live connection to ${batchWsUrl(base, started.id)} failed: reading the progress every second.`);
  while (!batch) {
    const read = await request(`/api/batches/${started.id}`, { headers: auth });
    const view = await readJson(read);
    if (!read.ok || !view) fail(formatApiError(read.status, view));
    show(view);
    if (view.status === "done" || view.status === "failed") batch = view;
    else await new Promise((r) => setTimeout(r, 1000));
  }
  show(batch);
  if (tty) process.stdout.write("\n");
  for (const row of formatBatchTable(batch, base)) say(row);
  say(batch.disclaimer);
  if (args.json) console.log(JSON.stringify(batch, null, 2));
  process.exit(batch.items.every((i) => i.status === "done") ? 0 : 1);
}

/**
 * Follows the batch's socket (the key offered as a subprotocol, as a browser must): shows the progress on each message
 * and resolves with the final table at `done`, or with null when the socket fails first (the caller then polls).
 */
function followBatchSocket(id, key, show) {
  return new Promise((resolve) => {
    let settled = false;
    let quiet;
    const settle = (batch) => {
      if (settled) return;
      settled = true;
      clearTimeout(quiet);
      resolve(batch);
    };
    // Silent for a minute: its `done` may have been lost; the API is read once per silent minute.
    const listen = () => {
      clearTimeout(quiet);
      quiet = setTimeout(async () => {
        const read = await request(`/api/batches/${id}`, { headers: { authorization: `Bearer ${key}` } });
        const view = await readJson(read);
        if (read.ok && view && (view.status === "done" || view.status === "failed")) {
          settle(view);
          ws.close();
        } else if (!settled) listen();
      }, SILENT_SOCKET_MS);
    };
    let ws;
    try {
      ws = new WebSocket(batchWsUrl(base, id), batchSocketProtocols(key));
    } catch {
      settle(null);
      return;
    }
    listen();
    ws.addEventListener("message", (m) => {
      if (!settled) listen();
      let event;
      try {
        event = JSON.parse(String(m.data));
      } catch {
        return;
      }
      const view = event.batch ?? {
        status: event.status ?? "running",
        statusLabel: event.statusLabel ?? "进行中",
        progress: event.progress,
      };
      if (view.progress) show(view);
      if (event.type === "done") {
        settle(event.batch);
        ws.close();
      }
    });
    ws.addEventListener("error", () => settle(null));
    ws.addEventListener("close", () => settle(null));
  });
}

// The server's protocols (names, role titles) before anything is printed; an unknown --protocol stops here.
const registry = await readJson(await request("/api/protocols"));
useProtocols(registry?.protocols ?? []);
const badProtocol = protocolError(registry?.protocols ?? [], args.protocol);
if (badProtocol) fail([badProtocol, "", USAGE], 2);

if (args.batch) await runBatch();

const { id, cached } = args.id ? { id: args.id, cached: false } : await start();
if (cached) await finish(id, { printReport: true });
else await follow(id);
