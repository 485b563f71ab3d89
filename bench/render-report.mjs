// bench/results/results.json as Markdown: bench/results/report.md, and a dated section of docs/benchmarks.md
// (--append-docs).

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
        [
          `whole 3-round debate, POST to \`done\` (offline model)`,
          `${o.p50} ms`,
          `${o.p95} ms`,
          `${o.debates} debates one after another, ${o.errors} errors; ${o.calls} model calls each; the offline model's own time p50 ${o.modelMsP50} ms, so the rest (p50 ${o.netP50} ms) is engine, storage and transport`,
        ],
        [
          "`GET /api/tickers/:t/verdict`, KV hit",
          `${c.hitP50Ms} ms`,
          `${c.hitP95Ms} ms`,
          `${c.getHits}/${c.requests} answered from the cache; **${c.getSpeedup}×** faster than a new debate (p50 ${c.newP50Ms} ms)`,
        ],
        [
          "`POST /api/debates` answered from the verdict cache",
          `${c.postHitP50Ms} ms`,
          `${c.postHitP95Ms} ms`,
          `${c.postHits}/${c.requests} cached; **${c.postSpeedup}×** faster than a new debate`,
        ],
        ...(c.staticP50Ms === undefined
          ? []
          : [
              [
                "`GET /favicon.svg`, a static file (no Worker code runs)",
                `${c.staticP50Ms} ms`,
                "",
                "the floor of any answer on this machine: HTTP through wrangler dev's two workerd processes",
              ],
            ]),
      ],
    ),
  );
  out.push("");
  if (o.cpuMsPerDebate !== undefined) {
    out.push(
      `CPU: **${o.cpuMsPerDebate} ms** of workerd CPU time (user + system) per debate, beside its ${o.p50} ms wall time (p50).`,
    );
    const c = o.cpuByProcess;
    if (c) {
      out.push("");
      out.push(
        `By process: **${c.runtime} ms** in the workerd that runs the Worker, its Durable Objects, D1 and KV (what Workers would bill, roughly); ${c.devProxy} ms in wrangler dev's second workerd (it fronts the port and relays the inspector's console messages); ${c.wrangler} ms in wrangler's node process (it prints wrangler's own line per request and every console line the Worker writes; locally the structured logs are warn-level, README "Logs"). The last two are the local dev server's, not the engine's, but they share this machine's 2 cores with it.`,
      );
    }
    out.push("");
  }
  const rc = r.cacheRealistic;
  if (rc) {
    out.push(
      `Honest cache figure: a new 3-round debate on the mock model holding each of its ${rc.callsPerDebate} replies ${rc.delayMsPerCall} ms (as a real model takes seconds) took p50 **${rc.newP50Ms} ms** (${rc.debates} debates, ${rc.errors} errors); a POST the verdict cache answers took p50 **${rc.hitP50Ms} ms** (${rc.hits}/${rc.requests} hits): **${rc.speedup}×**. The engine's own speed barely moves this ratio, unlike the offline comparison above.`,
    );
    out.push("");
  }
  if (r.baseline?.overheadMs) out.push(...sideBySide(r), "");
  if (r.profile?.spans) {
    out.push("## Where a debate's time goes (profile)");
    out.push("");
    out.push(
      `${r.profile.debates} whole 3-round debates (offline model) on a server of their own with \`PROFILE=on\` (src/shared/profile.ts), ${r.profile.wallMsPerDebate} ms each on average from POST to \`done\`. Spans nest (a step holds its model calls, a model call its D1 writes) and parallel calls add up, so the column does not sum to the wall time: each row is the time spent inside that kind of work.`,
    );
    out.push("");
    const before = r.baseline?.profile?.spans ? new Map(r.baseline.profile.spans.map((x) => [x.span, x])) : null;
    if (before) {
      out.push(
        `Before: the same on the baseline ${r.baseline.commit} (${r.baseline.profile.wallMsPerDebate} ms per debate).`,
        "",
      );
      out.push(
        table(
          ["span", "ms per debate", "calls per debate", `baseline ms`, "baseline calls"],
          r.profile.spans.map((x) => [
            x.span,
            x.msPerDebate,
            x.callsPerDebate,
            before.get(x.span)?.msPerDebate ?? "—",
            before.get(x.span)?.callsPerDebate ?? "—",
          ]),
        ),
      );
    } else {
      if (r.baseline?.profile?.error) out.push(`No profile before: ${r.baseline.profile.error}.`, "");
      out.push(
        table(
          ["span", "ms per debate", "calls per debate"],
          r.profile.spans.map((x) => [x.span, x.msPerDebate, x.callsPerDebate]),
        ),
      );
    }
    out.push("");
  } else if (r.profile?.error) {
    out.push(`Profile not measured: ${r.profile.error}`, "");
  }
  out.push("## Calls and tokens");
  out.push("");
  out.push(
    "On a loopback OpenAI-compatible mock model (`bench/mock-openai.mjs`): replies valid for each schema, built from the prompt's evidence at the sizes the prompt contract asks for, with provider-reported usage counted by DeepSeek's published rule of thumb (1 CJK character ≈ 0.6 token, other ≈ 0.3). Not a recording of a real model. Default settings (token budget 15000 per debate); a debate the budget or convergence cut short would show under “stopped early”. Averages over 600519, 300750 and 601318, as of today.",
  );
  out.push("");
  out.push(
    table(
      ["rounds", "calls", "prompt tokens", "completion tokens", "total", "stopped early", "extra attempts"],
      r.byRounds.map((x) => [
        x.rounds,
        x.calls,
        x.promptTokens,
        x.completionTokens,
        round1(x.promptTokens + x.completionTokens),
        x.stoppedEarly?.length ? x.stoppedEarly.join("; ") : "none",
        x.extraAttempts,
      ]),
    ),
  );
  out.push("");
  out.push(
    `Tokens added per extra round: +${r.roundIncrements.join(", +")} (linear growth keeps these about equal; quadratic growth would make them climb).`,
  );
  out.push("");
  out.push(
    table(
      ["protocol (3 rounds, default settings)", "calls", "prompt tokens", "completion tokens", "notes"],
      r.byProtocol.map((x) => [
        x.protocol,
        x.calls ?? "—",
        x.promptTokens ?? "—",
        x.completionTokens ?? "—",
        x.notMeasured ?? x.error ?? (x.extraAttempts ? `${x.extraAttempts} extra attempts per debate` : ""),
      ]),
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
      [
        "chunks in the index",
        "searched",
        "chunks in its namespace (risk)",
        "queries",
        "p50",
        "p95",
        "ingest time to reach this size",
      ],
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
      [
        "concurrent debates",
        "wall time (first POST to last `done`)",
        "errors",
        "per-debate p50",
        "peak RSS, server process tree",
        "of which workerd",
      ],
      r.concurrency.map((x) => [
        x.debates,
        `${(x.wallMs / 1000).toFixed(1)} s`,
        x.errors,
        `${(x.perDebateP50Ms / 1000).toFixed(1)} s`,
        `${x.peakRssMb} MB`,
        `${x.peakWorkerdRssMb} MB`,
      ]),
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
    out.push(
      table(
        ["", "p50", "each (ms)", "fetched first"],
        [
          ["cold", `${c.coldP50Ms} ms`, c.coldMs.join(", "), `${c.coldFetched}/${c.tickers.length}`],
          ["warm", `${c.warmP50Ms} ms`, c.warmMs.join(", "), `${c.warmFetched}/${c.tickers.length}`],
        ],
      ),
    );
    if (c.errors.length) out.push("", `Errors: ${c.errors.join("; ")}`);
    out.push("");
  }
  return `${out.join("\n")}\n`;
}

/** The run's side-by-side table: the same measurements on the baseline commit, interleaved, and baseline ÷ current. */
function sideBySide(r) {
  const b = r.baseline;
  const x = r.ratios;
  const ms = (v) => (v === null || v === undefined ? "—" : `${v} ms`);
  const rows = [
    [
      "whole 3-round debate, POST to `done`, p50 (offline model)",
      ms(r.overheadMs.p50),
      ms(b.overheadMs.p50),
      x.overheadP50,
    ],
    ["whole 3-round debate, p95", ms(r.overheadMs.p95), ms(b.overheadMs.p95), ""],
    ["workerd CPU time per debate", ms(r.overheadMs.cpuMsPerDebate), ms(b.overheadMs.cpuMsPerDebate), x.cpuMsPerDebate],
    ["cached verdict GET, p50", ms(r.cache.hitP50Ms), ms(b.cache?.hitP50Ms), x.cacheGetP50],
  ];
  for (const [i, c] of r.concurrency.entries()) {
    const c0 = b.concurrency?.[i];
    rows.push([
      `${c.debates} concurrent debates, wall (errors)`,
      `${(c.wallMs / 1000).toFixed(1)} s (${c.errors})`,
      c0 ? `${(c0.wallMs / 1000).toFixed(1)} s (${c0.errors})` : "—",
      x.concurrencyWall[i]?.ratio ?? "",
    ]);
    rows.push([
      `${c.debates} concurrent debates, peak RSS`,
      `${c.peakRssMb} MB`,
      c0 ? `${c0.peakRssMb} MB` : "—",
      x.concurrencyPeakRss[i]?.ratio ?? "",
    ]);
  }
  for (const row of [r.retrievalSample, ...r.retrieval, ...(r.retrievalByNamespace ?? [])].filter((y) => y?.byServer)) {
    rows.push([
      `retrieval p50, ${row.label}${row.namespaceChunks ? `, ${row.namespaceChunks} chunks in its namespace` : ""}`,
      ms(row.byServer.current?.p50Ms),
      ms(row.byServer.baseline?.p50Ms),
      `${ratioOf(row.byServer.current?.p50Ms, row.byServer.baseline?.p50Ms)}${row.sameResults === false ? " (top-20 differ!)" : row.sameResults ? " (same top-20)" : ""}`,
    ]);
  }
  return [
    `## Side by side with ${b.commit}`,
    "",
    `The baseline \`${b.ref}\` (${b.commit}: ${b.subject}) extracted to a temporary folder (node_modules ${b.nodeModules}) and served by its own local server, measured in the same run on the same machine, interleaved with the current tree (debates alternate one by one; retrieval queries alternate, and each returns the ids of its top 20, compared across the two). Ratio = baseline ÷ current: above 1 is better now.`,
    "",
    table(["measure", "current", `baseline ${b.commit}`, "ratio"], rows),
  ];
}

const ratioOf = (now, then) => (now > 0 && then > 0 ? `${Math.round((then / now) * 100) / 100}×` : "—");

const round1 = (n) => Math.round(n * 10) / 10;
