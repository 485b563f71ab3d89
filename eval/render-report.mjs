// The evaluation results as Markdown (eval/results/report.md, and a dated section of docs/evaluation.md).

const pct = (x) => (x === null || x === undefined ? "n/a" : `${(x * 100).toFixed(1)}%`);
const row = (cells) => `| ${cells.join(" | ")} |`;
const table = (head, rows) => [row(head), row(head.map(() => "---")), ...rows.map(row)].join("\n");

/** Hit rates by horizon, grouped by `key` (regime or ticker), beside the two baselines. */
const hitRateTable = (key, rows) =>
  table(
    [key, "horizon", "dates", "coverage", "DebateDesk", "always bullish", "momentum"],
    rows.map((x) => [x[key], x.horizon, x.dates, pct(x.coverage), pct(x.model), pct(x.alwaysBullish), pct(x.momentum)]),
  );

export function renderReport(r, { svg, label }) {
  const m = r.machine;
  const q = r.suite.quality;
  const inj = r.injection;
  const d = r.direction;
  const out = [];
  out.push(`# DebateDesk evaluation — ${m.date.slice(0, 16).replace("T", " ")} UTC — ${label}`);
  out.push("");
  out.push(
    `Measured ${m.date.slice(0, 16).replace("T", " ")} UTC on ${m.cpus} cpus (${m.cpuModel}), ${m.memoryGb} GB, node ${m.node}, commit ${m.commit ?? "?"}${m.uncommittedFiles ? ` + ${m.uncommittedFiles} uncommitted file(s)` : ""}, load ${m.loadAverage1m}; command \`${r.command}\`; protocol \`${r.protocol}\`; ${r.durationS} s.`,
  );
  if (r.offline) {
    out.push("");
    out.push(
      "**Offline figures.** Every debate here ran on the offline provider, a deterministic rule engine, not a language model: its figures describe the engine, the evidence and the verifier, not a model's judgement. Set `MODEL_QUICK`/`MODEL_DEEP` (and `OPENAI_BASE_URL`) and the same command measures that model.",
    );
  }
  out.push("");
  out.push("## Evidence quality");
  out.push("");
  out.push(
    `Suite: ${r.suite.byTicker.map((t) => t.ticker).join(", ")} (the companies whose reports reach FY2024) × asOf ${r.suite.jobs
      .map((j) => j.asOf)
      .filter((v, i, a) => a.indexOf(v) === i)
      .join(", ")} (3 rounds); ${q.debates} of ${r.suite.jobs.length} debates finished.`,
  );
  const skipped = r.suite.jobs.filter((j) => !j.ok);
  if (skipped.length)
    out.push(`Not run: ${skipped.map((j) => `${j.ticker}@${j.asOf} (${(j.error ?? "").slice(0, 80)})`).join("; ")}.`);
  if (r.offline) {
    out.push(
      "The offline engine quotes its evidence verbatim and takes its numbers from the cited figures by construction, so its hit rate says the pipeline (packs, ids, quotes, figures, verifier) is consistent end to end, not that a model is accurate; the fault-injection run below is the test of the verifier.",
    );
  }
  out.push("");
  out.push(
    table(
      [
        "scope",
        "debates",
        "points",
        "evidence hit rate",
        "doubtful",
        "invalid",
        "invalid citations",
        "points with a doubtful number",
        "quote mismatches",
      ],
      [
        [
          "all",
          q.debates,
          q.points,
          pct(q.hitRate),
          pct(q.doubtfulShare),
          pct(q.invalidShare),
          pct(q.invalidCitationShare),
          q.doubtfulNumberPoints,
          q.quoteMismatchPoints,
        ],
      ].concat(
        r.suite.byTicker.map((t) => [
          t.ticker,
          t.debates,
          t.points,
          pct(t.hitRate),
          pct(t.doubtfulShare),
          pct(t.invalidShare),
          pct(t.invalidCitationShare),
          t.doubtfulNumberPoints,
          t.quoteMismatchPoints,
        ]),
      ),
    ),
  );
  out.push("");
  out.push("### Known-wrong numbers: does the verifier catch them?");
  out.push("");
  out.push(
    `A loopback mock model (\`bench/mock-openai.mjs\`, corrupt mode) argued ${inj.debates} debates with real citations and verbatim quotes, and put one known fault into every second point: a digit of a figure changed in the claim, a digit changed in the quote, or a citation id outside the pack. The server's verifier then checked every point as usual.`,
  );
  out.push("");
  out.push(
    table(
      ["fault", "injected", "caught (doubtful or invalid)", "share caught", "statuses"],
      inj.byKind
        .map((k) => [
          k.kind,
          k.injected,
          k.caught,
          pct(k.injected ? k.caught / k.injected : null),
          Object.entries(k.statuses)
            .map(([s, n]) => `${s} ${n}`)
            .join(", "),
        ])
        .concat([
          ["**all**", inj.matched, inj.caught, `**${pct(inj.matched ? inj.caught / inj.matched : null)}**`, ""],
        ]),
    ),
  );
  out.push("");
  out.push(
    `Untouched control points from the same replies: ${inj.controlsVerified} of ${inj.controls} verified (${pct(inj.controls ? inj.controlsVerified / inj.controls : null)}).`,
  );
  if (inj.missed.length) out.push(`Missed: ${inj.missed.map((x) => `${x.kind}: “${x.claim}”`).join("; ")}.`);
  out.push("");
  out.push("## Debate effectiveness: what each round adds");
  out.push("");
  out.push(
    table(
      [
        "round",
        "debates",
        "points / debate",
        "new evidence ids / debate",
        "new claims / debate",
        "of which verified",
        "new dimensions / debate",
      ],
      r.suite.rounds.map((x) => [
        x.round,
        x.debates,
        x.pointsPerDebate,
        x.newEvidenceIdsPerDebate,
        x.newClaimsPerDebate,
        x.verifiedNewClaimsPerDebate,
        x.newDimensionsPerDebate,
      ]),
    ),
  );
  out.push("");
  out.push(
    r.suite.stoppedEarly.length
      ? `Stopped early: ${r.suite.stoppedEarly.join("; ")}.`
      : "No suite debate stopped early (convergence or budget).",
  );
  out.push("");
  out.push("## Stability");
  out.push("");
  const k = r.stability[0]?.runs ?? 0;
  out.push(
    `K = ${k} runs per ticker as of 2025-12-31 (sampling as configured${r.offline ? "; the offline provider has no sampling, so identical runs are expected" : ""}). A ticker whose runs disagree on the stance is reported as uncertain.`,
  );
  out.push("");
  out.push(
    table(
      ["ticker", "runs", "stances", "majority", "uncertain", "overall score min–max", "sd", "hit rate min–max"],
      r.stability.map((s) => [
        s.ticker,
        s.runs,
        Object.entries(s.stances)
          .map(([a, n]) => `${a} ${n}`)
          .join(", "),
        s.majority,
        s.uncertain ? "**yes**" : "no",
        `${s.overallMin}–${s.overallMax}`,
        s.overallSd,
        `${s.hitRateMin}–${s.hitRateMax}`,
      ]),
    ),
  );
  out.push("");
  out.push("## Direction hit rate without look-ahead");
  out.push("");
  out.push(
    `Companies with unbroken daily price history in the data: ${d.qualifying.map((x) => `${x.ticker} (${x.runs.map((run) => `${run.first} to ${run.last}`).join(" and ")}, ${x.bars} bars)`).join(", ") || "none"}. The others carry a single price snapshot, so no realised move can be measured for them. For every ${d.step ?? 10}th session of each unbroken run (a full 60-session window behind it, a full month ahead) whose due annual report is in the data (the one the CSRC requires by 30 April), a debate ran as of that date; its stance (bullish = up, bearish = down, neutral = no call) is compared with the realised close-to-close move 1, 5 and 21 sessions later. Regime: trailing 60-session return above +10% (up), below −10% (down), else sideways. Baselines: always bullish; momentum = the sign of the trailing 20-session return. The model's hit rate counts directional calls only; coverage is the share of dates with one.`,
  );
  out.push("");
  if (d.leftOut?.length) {
    out.push(
      `Left out (no debate run): ${d.leftOut.map((x) => `${x.ticker}: ${x.dates} date(s), ${x.reason}`).join("; ")}.`,
    );
    out.push("");
  }
  out.push(
    `Stances over ${Object.values(d.stances).reduce((a, b) => a + b, 0)} dated debates: ${Object.entries(d.stances)
      .map(([s, n]) => `${s} ${n}`)
      .join(
        ", ",
      )}${d.errors ? `; ${d.errors} could not run (${(d.errorSamples ?? []).map((e) => `${e.ticker}@${e.asOf}: ${e.error}`).join("; ")})` : ""}.`,
  );
  out.push("");
  out.push(`![direction hit rate](${svg})`);
  out.push("");
  out.push(hitRateTable("regime", d.table));
  out.push("");
  if (d.byTicker?.length) {
    out.push("By company (all regimes):");
    out.push("");
    out.push(hitRateTable("ticker", d.byTicker));
    out.push("");
  }
  const la = r.lookAhead;
  out.push(
    `**No look-ahead:** ${la.ok} of ${la.debates} debates in this run pass the check from their state — every evidence item handed to the agents (${la.evidenceChecked}) and every cited item (${la.citedChecked}) was public on or before the debate's asOf${la.engineChecks ? `; the engine's own check (state.lookAhead) passed in ${la.engineOk} of ${la.engineChecks} debates that carry it` : ""}.`,
  );
  if (la.violations.length) out.push(`Violations: ${JSON.stringify(la.violations)}`);
  out.push("");
  return `${out.join("\n")}\n`;
}
