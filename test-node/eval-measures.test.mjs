// The pure parts of `npm run eval` and the benchmark's mock model, on hand-made inputs: what counts as a hit, a
// regime, a baseline call, a look-ahead violation, a round's gain; and that the mock's faults are real faults.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { corruptNumber, parseEvidence, quoteOf } from "../bench/mock-openai.mjs";
import { anonymizationGap, renderAnonymizationGap } from "../eval/anonymization-gap.mjs";
import { evidenceQuality, lookAhead, roundGains, spread } from "../eval/debate-metrics.mjs";
import {
  callOf,
  dueAnnualPeriod,
  hitRates,
  hitRatesByTicker,
  outcomeAt,
  sampleDates,
  segments,
} from "../eval/direction.mjs";

/** 100 daily bars: flat at 100 for 60 sessions, then +1% a session. */
const bars = Array.from({ length: 100 }, (_, i) => ({
  date: `d${String(i).padStart(3, "0")}`,
  close: i < 60 ? 100 : 100 * 1.01 ** (i - 59),
}));

describe("direction", () => {
  it("samples only sessions with a 60-session past and a 21-session future", () => {
    const idx = sampleDates(bars, 5);
    assert.equal(idx[0], 60);
    assert.ok(idx.every((i) => i >= 60 && i + 21 < bars.length));
  });

  it("measures realised moves after asOf and the regime and momentum before it", () => {
    const o = outcomeAt(bars, 60);
    assert.equal(o.asOf, "d060");
    assert.ok(Math.abs(o.moves["1d"] - 1) < 1e-9);
    assert.ok(Math.abs(o.moves["1w"] - (1.01 ** 5 - 1) * 100) < 1e-9);
    assert.equal(o.regime, "sideways"); // +1% over 60 sessions
    assert.equal(o.momentumCall, "up");
    assert.equal(outcomeAt(bars, 78).regime, "up"); // +20.8% over the last 60
  });

  it("scores directional calls only, counts neutral as lower coverage, and scores both baselines", () => {
    const rows = [60, 65, 70].map((i) => ({
      outcome: outcomeAt(bars, i),
      call: { "1d": null, "1w": null, "1m": null },
    }));
    rows[0].call = { "1d": "up", "1w": "up", "1m": "down" };
    rows[1].call = { "1d": "down", "1w": "up", "1m": "up" };
    const all = hitRates(rows).filter((r) => r.regime === "all");
    const day = all.find((r) => r.horizon === "1d");
    assert.equal(day.dates, 3);
    assert.equal(day.directionalCalls, 2);
    assert.equal(day.coverage, 0.667);
    assert.equal(day.model, 0.5);
    assert.equal(day.alwaysBullish, 1);
    assert.equal(all.find((r) => r.horizon === "1m").model, 0.5);
    assert.equal(callOf("bullish"), "up");
    assert.equal(callOf("bearish"), "down");
    assert.equal(callOf("neutral"), null);
    assert.equal(callOf("flat"), null);
  });

  it("splits stored bars at a gap longer than any holiday, and drops snapshot prices that are not daily bars", () => {
    const bar = (date, close = 10) => ({ date, open: close, close });
    const runs = segments([
      bar("2020-01-22"),
      bar("2020-01-23"),
      bar("2020-02-03"), // Spring Festival: eleven days, same run
      bar("2020-03-19"), // six weeks missing: a new run
      bar("2020-03-20"),
      { date: "2025-07-04", open: null, close: 12 }, // a snapshot price
    ]);
    assert.deepEqual(
      runs.map((r) => r.map((b) => b.date)),
      [
        ["2020-01-22", "2020-01-23", "2020-02-03"],
        ["2020-03-19", "2020-03-20"],
      ],
    );
  });

  it("names the annual report the CSRC requires to be public by a date (30 April of the next year)", () => {
    assert.equal(dueAnnualPeriod("2020-04-29"), "2018-12-31");
    assert.equal(dueAnnualPeriod("2020-04-30"), "2019-12-31");
    assert.equal(dueAnnualPeriod("2021-01-04"), "2019-12-31");
  });

  it("gives each ticker its own hit rates", () => {
    const rows = [60, 65].map((i, n) => ({
      ticker: n ? "B" : "A",
      outcome: outcomeAt(bars, i),
      call: { "1d": "up", "1w": "down", "1m": null },
    }));
    const byTicker = hitRatesByTicker(rows);
    assert.deepEqual([...new Set(byTicker.map((r) => r.ticker))], ["A", "B"]);
    const a1d = byTicker.find((r) => r.ticker === "A" && r.horizon === "1d");
    assert.equal(a1d.dates, 1);
    assert.equal(a1d.model, 1); // the bars rise after session 60
    assert.equal(byTicker.find((r) => r.ticker === "B" && r.horizon === "1w").model, 0);
  });
});

const point = (claim, ids, status, reasons = [], dimension = "earnings") => ({
  claim,
  evidence: ids.map((id) => ({ id, quote: "q" })),
  confidence: 0.7,
  dimension,
  verification: { status, reasons },
});
const state = {
  asOf: "2025-06-30",
  hitRate: 0.5,
  verdict: { stance: "bullish", scores: { overall: 70 } },
  evidence: [
    { id: "E1", publicDate: "2025-04-30" },
    { id: "E2", publicDate: "2025-06-30" },
  ],
  turns: [
    {
      role: "bull",
      round: 1,
      points: [point("a", ["E1"], "verified"), point("b", ["E9"], "invalid", ["引用E9不在本方证据包中"])],
    },
    { role: "bear", round: 1, points: [point("c", ["E2"], "doubtful", ["数字“12.3%”在所引证据中找不到"], "risk")] },
    { role: "bull", round: 2, points: [point("a", ["E1"], "verified"), point("d", ["E2"], "verified")] },
    { role: "judge", round: 2, points: [] },
  ],
};

describe("debate measures", () => {
  it("pools verification statuses and reasons over debater points", () => {
    const q = evidenceQuality([state]);
    assert.equal(q.points, 5);
    assert.equal(q.hitRate, 0.6);
    assert.equal(q.invalidShare, 0.2);
    assert.equal(q.invalidCitationShare, 0.2);
    assert.equal(q.doubtfulNumberPoints, 1);
  });

  it("counts only what a round adds that earlier rounds did not have", () => {
    const [r1, r2] = roundGains([state]);
    assert.deepEqual([r1.newEvidenceIdsPerDebate, r1.newClaimsPerDebate, r1.newDimensionsPerDebate], [3, 3, 2]);
    assert.deepEqual([r2.newEvidenceIdsPerDebate, r2.newClaimsPerDebate, r2.newDimensionsPerDebate], [0, 1, 0]);
  });

  it("fails the look-ahead check for any item public after asOf", () => {
    assert.equal(lookAhead(state).ok, true);
    const late = { ...state, evidence: [...state.evidence, { id: "E3", publicDate: "2025-07-01" }] };
    assert.deepEqual(lookAhead(late).latePublicDates, ["E3:2025-07-01"]);
    assert.equal(lookAhead(late).ok, false);
  });

  it("calls runs that disagree on the stance uncertain", () => {
    assert.equal(spread([state, state]).uncertain, false);
    const other = { ...state, verdict: { stance: "neutral", scores: { overall: 60 } } };
    const s = spread([state, other]);
    assert.equal(s.uncertain, true);
    assert.deepEqual([s.overallMin, s.overallMax, s.overallSd], [60, 70, 5]);
  });
});

describe("mock model faults", () => {
  it("changes a figure, never a year, date or point id", () => {
    assert.equal(
      corruptNumber("针对bull-t1-p1：2025年报 归母净利润 823.20亿元"),
      "针对bull-t1-p1：2025年报 归母净利润 923.20亿元",
    );
    assert.equal(corruptNumber("截至2025-07-04 收盘价 9.50元"), "截至2025-07-04 收盘价 1.50元");
    assert.equal(corruptNumber("2024年 共3个"), null);
  });

  it("reads the prompt's evidence lines and quotes them verbatim", () => {
    const items = parseEvidence(
      "x\n<evidence>\nE1 [growth/earnings 2025年报 披露2026-04-17] 2025年报 归母净利润 823.20亿元（Tushare，披露 2026-04-17）\n</evidence>",
    );
    assert.deepEqual(
      items.map((e) => [e.id, e.category, e.dimension]),
      [["E1", "growth", "earnings"]],
    );
    assert.equal(quoteOf(items[0].text), "2025年报 归母净利润 823.20亿元");
    assert.ok(items[0].text.includes(quoteOf(items[0].text)));
  });

  it("reads only the pack a prompt names when every role reads the debate's whole evidence", () => {
    const line = (id, dim) =>
      `${id} [growth/${dim} 2025年报 披露2026-04-17] 2025年报 营业总收入 ${id.slice(1)}0.00亿元`;
    const prompt = [
      "<evidence>",
      ...["E1", "E2", "E3"].map((id) => line(id, "earnings")),
      "</evidence>",
      "你的证据包（只能引用这些编号）：E3、E1、E4",
      "你的证据包中未列入证据库的条目：",
      "<evidence>",
      line("E4", "risk"),
      "</evidence>",
    ].join("\n");
    assert.deepEqual(
      parseEvidence(prompt).map((e) => [e.id, e.dimension]),
      [
        ["E3", "earnings"],
        ["E1", "earnings"],
        ["E4", "risk"],
      ],
    );
  });
});

describe("memorisation control", () => {
  const p = (k, n) => ({ k, n, rate: n === 0 ? null : k / n, low: null, high: null });
  const tr = (rates) => ({ horizons: rates.map(([horizon, k, n]) => ({ horizon, label: horizon, hitRate: p(k, n) })) });

  it("reports the named-minus-anonymised hit-rate gap per horizon in percentage points, none without a sample", () => {
    const gap = anonymizationGap(
      tr([
        ["1d", 30, 50],
        ["1w", 20, 40],
        ["1m", 0, 0],
      ]),
      tr([
        ["1d", 25, 50],
        ["1w", 22, 40],
        ["1m", 3, 5],
      ]),
    );
    assert.deepEqual(
      gap.map((g) => [g.horizon, g.gapPts]),
      [
        ["1d", 10],
        ["1w", -5],
        ["1m", null],
      ],
    );
    const md = renderAnonymizationGap(gap);
    assert.match(md, /\| 1d（1d） \| 60\.0%.*n=50） \| 50\.0%.*n=50） \| \+10\.0 \|/);
    assert.match(md, /\| 1m（1m） \| 无样本（n=0） \| 60\.0%.*n=5） \| — \|/);
  });
});
