#!/usr/bin/env node
// `npm run debate -- 600519 [--rounds 3] [--url http://localhost:8787] [--out report.md]`: starts a debate on any
// DebateDesk deployment, follows it over the WebSocket, prints the verdict and saves the Markdown report.
// Ctrl-C only stops watching: the debate runs on in its Durable Object.
import { writeFileSync } from "node:fs";
import {
  createProgress,
  formatApiError,
  formatEvent,
  formatUsage,
  parseArgs,
  reportFileName,
  USAGE,
  watchHint,
  wsUrl,
} from "./debate-cli-lib.mjs";

const args = parseArgs(process.argv.slice(2));
if (!args.ok) fail([args.error, "", USAGE], 2);
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const base = args.url;

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
    fail([`Cannot reach DebateDesk at ${base} (${cause}).`, "Is the server running? Start one locally with `npm start`, or pass --url."]);
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
  const body = { ticker: args.ticker, rounds: args.rounds, ...(args.asOf ? { asOf: args.asOf } : {}), ...(args.fresh ? { fresh: true } : {}) };
  const res = await request("/api/debates", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const data = await readJson(res);
  if (res.status === 200 && data?.cached) {
    console.log(`A fresh verdict for ${data.ticker} exists (${data.ageSeconds}s old, debate ${data.debateId}); showing it. Use --fresh to debate again.`);
    return { id: data.debateId };
  }
  if (res.status !== 202) fail(formatApiError(res.status, data));
  if (data.existing) console.log(`A debate for this ticker is already running; following it (${data.id}).`);
  else console.log(`Debate ${data.id} started.`);
  return { id: data.id };
}

async function finish(id) {
  const stateRes = await request(`/api/debates/${id}`);
  const state = await readJson(stateRes);
  if (!stateRes.ok || !state) fail(formatApiError(stateRes.status, state));
  console.log(formatUsage(state.usage));
  const report = await request(`/api/debates/${id}/report.md`);
  if (!report.ok) fail(formatApiError(report.status, await readJson(report)));
  const file = args.out ?? reportFileName(state.ticker, id);
  writeFileSync(file, await report.text());
  console.log(`Report saved to ${file}`);
  console.log(state.disclaimer);
  process.exit(state.status === "done" ? 0 : 1);
}

function follow(id) {
  const progress = createProgress();
  const ws = new WebSocket(wsUrl(base, id));
  let finished = false;
  process.on("SIGINT", () => {
    ws.close();
    console.log("");
    for (const line of watchHint(base, id)) console.log(line);
    process.exit(130);
  });
  ws.addEventListener("message", (m) => {
    let event;
    try {
      event = JSON.parse(String(m.data));
    } catch {
      return;
    }
    for (const line of formatEvent(event, progress)) console.log(line);
    const over = event.type === "done" || (event.type === "snapshot" && ["done", "failed"].includes(event.state.status));
    if (over && !finished) {
      finished = true;
      if (event.type === "snapshot" && event.state.verdict) for (const line of formatEvent({ type: "verdict", verdict: event.state.verdict, hitRate: event.state.hitRate }, progress)) console.log(line);
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

const { id } = args.id ? { id: args.id } : await start();
follow(id);
