#!/usr/bin/env node
// Builds test/verification/claims/corpus.json: Chinese claims about the sample companies, each labelled per check kind
// from the sample figures themselves (src/sample/sample-data.json), plus the hand-written cases of hand-cases.json.
// The labels are computed here from the raw figures, independently of the checker: true means every check of that
// kind must pass, false that one must fail or stay undecided (未能核验).
//   node test/verification/claims/build-corpus.mjs
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const here = import.meta.dirname;
const sample = JSON.parse(readFileSync(path.join(here, "../../../src/sample/sample-data.json"), "utf8"));
const hand = JSON.parse(readFileSync(path.join(here, "hand-cases.json"), "utf8"));
const AS_OF = "2026-06-30";
const TICKERS = ["600519", "600036", "600028", "300750", "002594", "601318"];

/** Annual values by year, the first source per period (the sample keeps one basis per company). */
function series(ticker, metric) {
  const out = new Map();
  for (const m of sample.metrics) {
    if (m.ticker !== ticker || m.metric !== metric || !m.period.endsWith("-12-31") || m.disclosureDate > AS_OF)
      continue;
    const y = Number(m.period.slice(0, 4));
    if (!out.has(y)) out.set(y, m.value);
  }
  return new Map([...out].sort((a, b) => a[0] - b[0]));
}
/** 资产负债率 = 总负债 / 总资产, the newest five years (the ingest writes levels for those). */
function debtRatio(ticker) {
  const l = series(ticker, "total_liabilities");
  const a = series(ticker, "total_assets");
  const years = [...a.keys()].filter((y) => l.has(y)).slice(-5);
  return new Map(years.map((y) => [y, (l.get(y) / a.get(y)) * 100]));
}

/**
 * The normal debt-ratio band of a financial company's industry (written here again, not imported from the checker's
 * industry-norms.ts): deposits and policy reserves make about 90 % normal for banks and insurers, so 偏高 needs more
 * than the band's top and 偏低/稳健 less than its bottom; a general company keeps ≥60 % / <40 %.
 */
const DEBT_BAND = { 银行: [85, 95], 保险: [80, 93] };
const industryOf = (ticker) => sample.companies.find((c) => c.code === ticker)?.industry ?? "";
const debtHigh = (ticker, v) => v >= Math.max(60, DEBT_BAND[industryOf(ticker)]?.[1] ?? 60);
const debtLow = (ticker, v) => v < Math.min(40, DEBT_BAND[industryOf(ticker)]?.[0] ?? 40);

const yi = (v) => `${(v / 1e8).toFixed(2)}亿`;
const amount = (v, i) =>
  Math.abs(v) >= 1e12 && i % 2 === 0 ? `${(v / 1e12).toFixed(2)}万亿元` : i % 3 === 0 ? `${yi(v)}元` : yi(v);
const year = (y, i) => [`${y}年`, `${y}年报`, `FY${y}`, `${y % 100}年`][i % 4];
const pct = (v) => `${Math.abs(v).toFixed(2)}%`;
const change = (s, y) =>
  s.has(y) && s.has(y - 1) && s.get(y - 1) !== 0 ? ((s.get(y) - s.get(y - 1)) / Math.abs(s.get(y - 1))) * 100 : null;

const cases = [];
const add = (ticker, claim, expect, extra = {}) =>
  cases.push({ id: `g${cases.length + 1}`, ticker, asOf: AS_OF, claim, expect, ...extra });

const AMOUNTS = [
  { key: "revenue", names: ["营业总收入", "营收", "收入"], polarity: 1 },
  { key: "net_profit", names: ["归母净利润", "净利润"], polarity: 1 },
  { key: "operating_cash_flow", names: ["经营活动现金流量净额", "经营现金流"], polarity: 1 },
  { key: "total_liabilities", names: ["总负债", "负债总额"], polarity: -1 },
];
let i = 0;
for (const t of TICKERS) {
  for (const m of AMOUNTS) {
    const s = series(t, m.key);
    const years = [...s.keys()].filter((y) => change(s, y) !== null).slice(-2);
    for (const y of years) {
      i++;
      const name = m.names[i % m.names.length];
      const v = s.get(y);
      const c = change(s, y);
      const up = c > 0;
      // number binding: the figure of this year, then last year's figure written as this year's
      add(t, `${year(y, i)}${name}${amount(v, i)}`, { number: true });
      if (Math.abs(s.get(y - 1) / v - 1) > 0.01)
        add(t, `${year(y, i + 1)}${name}${amount(s.get(y - 1), i)}`, { number: false });
      // direction with 同比 and the true size; the same size with the wrong word
      add(t, `${year(y, i + 2)}${name}同比${up ? "增长" : "下降"}${pct(c)}`, { number: true, direction: true });
      add(t, `${year(y, i + 3)}${name}${amount(v, i + 1)}，较上年${up ? "下滑" : "增长"}${pct(c)}`, {
        number: true,
        direction: false,
      });
      // magnitude words against the size of the change
      const size = Math.abs(c);
      const dir = up ? "增长" : "下降";
      add(t, `${year(y, i)}${name}${size >= 20 ? "大幅" : size < 5 ? "小幅" : "明显"}${dir}`, {
        direction: true,
        magnitude: size >= 10 || size < 5,
      });
      add(t, `${year(y, i + 1)}${name}${size >= 20 ? "小幅" : "大幅"}${dir}`, { direction: true, magnitude: false });
      // polarity: the move as a bull point and as a bear point. A bare fact asserts no stance (point-stance.ts): a side
      // citing it passes on its facts; the move READ as news for the other side ("说明经营承压" in a bull point) fails.
      const favourable = up === m.polarity > 0;
      const against = (side) => (side === "bull") !== favourable;
      const reading = favourable ? "，说明经营向好" : "，说明经营承压";
      for (const [k, side] of [
        [2, "bull"],
        [3, "bear"],
      ])
        add(
          t,
          `${year(y, i + k)}${name}同比${dir}${pct(c)}${against(side) ? reading : ""}`,
          { number: true, direction: true, polarity: !against(side) },
          { side },
        );
    }
    // a judgement after a comma speaks of its sentence's year (issue 27): "2024年…，持续扩张" is about 2024
    const ys = [...s.keys()];
    const last = ys.at(-1);
    const older = ys.at(-2);
    const oc = older === undefined ? null : change(s, older);
    if (oc !== null && ys.length >= 3) {
      add(t, `${year(older, i)}${m.names[0]} ${amount(s.get(older), i)}，${oc > 0 ? "仍在扩张" : "持续收缩"}`, {
        number: true,
        direction: true,
      });
      add(t, `${year(older, i + 1)}${m.names[0]} ${amount(s.get(older), i)}，${oc > 0 ? "开始萎缩" : "继续扩张"}`, {
        number: true,
        direction: false,
      });
    }
    // streaks and records over the whole stored history
    if (ys.length >= 4) {
      const n = 3;
      const streak = ys.slice(-n).map((y) => change(s, y));
      if (streak.every((x) => x !== null)) {
        const allUp = streak.every((x) => x > 0);
        add(t, `${m.names[0]}连续${n}年增长`, { direction: allUp });
      }
      const high = Math.max(...s.values()) === s.get(last);
      add(t, `${last}年${m.names[0]}创新高`, { direction: high });
    }
  }

  // debt ratio: levels, pp changes, the level words, recency
  const d = debtRatio(t);
  const dy = [...d.keys()];
  for (const y of dy.slice(1)) {
    i++;
    const v = d.get(y);
    const pp = v - d.get(y - 1);
    add(t, `${year(y, i)}资产负债率${v.toFixed(2)}%`, { number: true });
    add(t, `${year(y, i + 1)}资产负债率${d.get(y - 1).toFixed(2)}%`, { number: Math.abs(d.get(y - 1) - v) < 0.005 });
    add(t, `${year(y, i + 2)}资产负债率较上年${pp > 0 ? "上升" : "下降"}${Math.abs(pp).toFixed(2)}个百分点`, {
      number: true,
      direction: true,
    });
    add(t, `${year(y, i + 3)}负债率${v.toFixed(1)}%，同比${pp > 0 ? "改善" : "恶化"}`, {
      number: true,
      direction: false,
    });
    add(
      t,
      `${year(y, i)}资产负债率${v.toFixed(2)}%，负债率偏高`,
      { number: true, level: debtHigh(t, v) },
      { side: "bear" },
    );
    add(
      t,
      `${year(y, i + 1)}资产负债率${v.toFixed(2)}%，财务稳健`,
      { number: true, level: debtLow(t, v) },
      { side: "bull" },
    );
  }
  if (dy.length >= 5) {
    const list = (ys) => ys.map((y) => `${y}年 ${d.get(y).toFixed(2)}%`).join("、");
    add(t, `近三年资产负债率：${list(dy.slice(-3))}`, { number: true, recency: true });
    add(t, `近三年资产负债率：${list(dy.slice(-5, -2))}`, { number: true, recency: false });
    add(t, `最新资产负债率${d.get(dy.at(-1)).toFixed(2)}%`, { number: true, recency: true });
    add(t, `最新资产负债率${d.get(dy.at(-2)).toFixed(2)}%`, { number: true, recency: false });
  }

  // cash against profit: "经营现金流覆盖净利润"
  const ocf = series(t, "operating_cash_flow");
  const np = series(t, "net_profit");
  for (const y of [...ocf.keys()].filter((y) => np.has(y)).slice(-3)) {
    i++;
    const covers = ocf.get(y) >= np.get(y);
    add(t, `${year(y, i)}经营现金流${amount(ocf.get(y), i)}，覆盖归母净利润${amount(np.get(y), i + 1)}`, {
      number: true,
      comparison: covers,
    });
    add(t, `${year(y, i + 1)}经营现金流低于净利润`, { comparison: !covers });
  }

  // rebuttals: answering a cash-flow point with revenue does not address it
  const rev = series(t, "revenue");
  const ly = [...rev.keys()].at(-1);
  if (ly) {
    add(
      t,
      `${ly}年营收${amount(rev.get(ly), 1)}`,
      { number: true, rebuttal: false },
      { rebuts: { id: "bull-t1-p2", metrics: ["operating_cash_flow"] } },
    );
    if (ocf.has(ly))
      add(
        t,
        `${ly}年经营现金流${amount(ocf.get(ly), 2)}`,
        { number: true, rebuttal: true },
        { rebuts: { id: "bull-t1-p2", metrics: ["operating_cash_flow"] } },
      );
  }
}

const all = [...cases, ...hand.map((c, k) => ({ id: `h${k + 1}`, asOf: AS_OF, ...c }))];
writeFileSync(path.join(here, "corpus.json"), `${JSON.stringify(all, null, 1)}\n`);
console.log(
  `${all.length} claims (${cases.length} generated, ${hand.length} hand-written) over ${new Set(all.map((c) => c.ticker)).size} companies`,
);
