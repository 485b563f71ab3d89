// bench/results.json as Markdown: bench/report.md, and a dated section of docs/benchmarks.md (--append-docs).

const row = (cells) => `| ${cells.join(" | ")} |`;
const table = (head, rows) => [row(head), row(head.map(() => "---")), ...rows.map(row)].join("\n");

export function renderBenchReport(r) {
  const m = r.machine;
  const o = r.overheadMs;
  const c = r.cache;
  const v = r.viewers;
  const out = [];
  out.push(`# DebateDesk benchmark — ${m.date.slice(0, 16).replace("T", " ")} UTC`);
  out.push("");
  out.push(
    `${m.cpus} cpus (${m.cpuModel}), ${m.memoryGb} GB, node ${m.node}, ${m.platform}, commit ${m.commit ?? "?"}${m.uncommittedFiles ? ` + ${m.uncommittedFiles} uncommitted file(s)` : ""}, 1-min load ${m.loadAverage1m} at the start; command \`${r.command}\`; ${r.durationS} s in all.`,
  );
  out.push("");
  out.push("## Speed");
  out.push("");
  out.push(
    table(
      ["measure", "p50", "p95", "notes"],
      [
        [`whole 3-round debate, POST to \`done\` (offline model)`, `${o.p50} ms`, `${o.p95} ms`, `${o.debates} debates one after another, ${o.errors} errors; ${o.calls} model calls each; the offline model's own time p50 ${o.modelMsP50} ms, so the rest (p50 ${o.netP50} ms) is engine, storage and transport`],
        ["`GET /api/tickers/:t/verdict`, KV hit", `${c.hitP50Ms} ms`, `${c.hitP95Ms} ms`, `${c.getHits}/${c.requests} answered from the cache; **${c.getSpeedup}×** faster than a new debate (p50 ${c.newP50Ms} ms)`],
        ["`POST /api/debates` answered from the verdict cache", `${c.postHitP50Ms} ms`, `${c.postHitP95Ms} ms`, `${c.postHits}/${c.requests} cached; **${c.postSpeedup}×** faster than a new debate`],
      ],
    ),
  );
  out.push("");
  out.push("## Calls and tokens");
  out.push("");
  out.push(
    "On a loopback OpenAI-compatible mock model (`bench/mock-openai.mjs`): replies valid for each schema, built from the prompt's evidence at the sizes the prompt contract asks for, with provider-reported usage counted by DeepSeek's published rule of thumb (1 CJK character ≈ 0.6 token, other ≈ 0.3). Not a recording of a real model. Default settings (token budget 15000 per debate); a debate the budget or convergence cut short would show under “stopped early”. Averages over 600519, 300750 and 601318, as of today.",
  );
  out.push("");
  out.push(
    table(
      ["rounds", "calls", "prompt tokens", "completion tokens", "total", "stopped early", "extra attempts"],
      r.byRounds.map((x) => [x.rounds, x.calls, x.promptTokens, x.completionTokens, round1(x.promptTokens + x.completionTokens), x.stoppedEarly?.length ? x.stoppedEarly.join("; ") : "none", x.extraAttempts]),
    ),
  );
  out.push("");
  out.push(`Tokens added per extra round: +${r.roundIncrements.join(", +")} (linear growth keeps these about equal; quadratic growth would make them climb).`);
  out.push("");
  out.push(
    table(
      ["protocol (3 rounds, default settings)", "calls", "prompt tokens", "completion tokens", "notes"],
      r.byProtocol.map((x) => [x.protocol, x.calls ?? "—", x.promptTokens ?? "—", x.completionTokens ?? "—", x.notMeasured ?? x.error ?? (x.extraAttempts ? `${x.extraAttempts} extra attempts per debate` : "")]),
    ),
  );
  out.push("");
  out.push("## Retrieval (local index)");
  out.push("");
  out.push(
    "`VECTOR_STORE=local` (exact cosine over D1). Synthetic title-only announcements are loaded through `POST /api/admin/ingest` (the real pipeline: chunking, local n-gram embeddings, vector rows in D1); then `GET /api/tickers/:t/evidence?q=…&category=risk&asOf=2025-06-30&topK=20` is timed from the client, so each figure is HTTP + query embedding + the filtered scan + reading 20 chunk rows. A query scans one company's namespace: `category` and the as-of cut are pushed down to SQL and every remaining row is scored. So there are two views: the whole index growing (companies of 500 chunks each, one of them searched), and one company growing.",
  );
  out.push("");
  const retrievalRows = [r.retrievalSample, ...r.retrieval, ...(r.retrievalByNamespace ?? [])].filter(Boolean);
  out.push(
    table(
      ["chunks in the index", "searched", "chunks in its namespace (risk)", "queries", "p50", "p95", "ingest time to reach this size"],
      retrievalRows.map((x) => [
        x.indexChunks ?? x.chunks ?? "(sample data)",
        x.label,
        x.namespaceChunks === undefined ? "—" : `${x.namespaceChunks} (${x.riskChunks ?? "?"})`,
        x.queries ?? "—",
        x.error ? `not measured: ${x.error}` : `${x.p50Ms} ms`,
        x.error ? "—" : `${x.p95Ms} ms`,
        x.ingestMs === null || x.ingestMs === undefined ? "—" : `${(x.ingestMs / 1000).toFixed(1)} s`,
      ]),
    ),
  );
  out.push("");
  out.push("## Scale");
  out.push("");
  out.push(
    table(
      ["concurrent debates", "wall time (first POST to last `done`)", "errors", "per-debate p50", "peak RSS, server process tree", "of which workerd"],
      r.concurrency.map((x) => [x.debates, `${(x.wallMs / 1000).toFixed(1)} s`, x.errors, `${(x.perDebateP50Ms / 1000).toFixed(1)} s`, `${x.peakRssMb} MB`, `${x.peakWorkerdRssMb} MB`]),
    ),
  );
  out.push("");
  out.push(
    `WebSocket viewers: **${v.count}** on one debate (mock model, replies held 400 ms so the debate runs while they join): every viewer received every event — **${v.allEventsReceived}** (${v.viewersComplete}/${v.count} with exactly the ${v.events} event seqs of the debate's log; ${v.openedBeforeDone} were connected before the debate ended).`,
  );
  out.push("");
  out.push("Notes: " + r.notes.join(" "));
  out.push("");
  if (r.coldStart) {
    const c = r.coldStart;
    out.push("## A company without data: POST to the first turn", "");
    out.push(
      `With \`LIVE_SOURCES=on\` against the loopback fake of the live hosts (real captured formats, ${c.latencyMs} ms a request, the shared budget of 3 requests/s per host), offline model. Cold: the debate fetches the company's financials, quotes and announcements first (status \`fetching\`); warm: the same company again the same day, nothing fetched.`,
      "",
    );
    out.push(table(["", "p50", "each (ms)", "fetched first"], [["cold", `${c.coldP50Ms} ms`, c.coldMs.join(", "), `${c.coldFetched}/${c.tickers.length}`], ["warm", `${c.warmP50Ms} ms`, c.warmMs.join(", "), `${c.warmFetched}/${c.tickers.length}`]]));
    if (c.errors.length) out.push("", `Errors: ${c.errors.join("; ")}`);
    out.push("");
  }
  return `${out.join("\n")}\n`;
}

const round1 = (n) => Math.round(n * 10) / 10;
