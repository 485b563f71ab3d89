// What a cooperating model would state as data (issue 27 item 7, `StatedAssertion` in src/domain/stated-assertion.ts)
// for one labelled case of eval/claims-corpus/<half>/corpus.json, read off the writer's `spec`: the atomic assertions
// the sentence makes, with the sentence's own figures (a false case's wrong figure as written, never the truth).
// Plain Node on purpose (no src/ import): `npm run eval:claims -- --stated` attaches these to each case.
//
// Only what the stated grammar can say exactly is stated: a metric's value in a period, its change from a base
// (pct / pp / abs), its direction, a size word. A bound ("超过三成", "不到2个点", "300亿出头") is not a value: it states
// at most the direction it implies. Multiples between years, CAGR, sums, ranks, technicals, events, pairs of companies,
// TTM periods and ratios of two metrics are not stated: the prose checker keeps them.

/** The corpora's metric keys → the name the metric lexicon knows for the same series (metric-flows.ts, metric-levels.ts). */
export const STATED_METRIC = {
  revenue: "营业总收入",
  operating_revenue: "营业收入",
  operating_cost: "营业成本",
  research_expense: "研发费用",
  selling_expense: "销售费用",
  admin_expense: "管理费用",
  operating_profit: "营业利润",
  total_profit: "利润总额",
  deducted_net_profit: "扣非归母净利润",
  net_profit: "归母净利润",
  basic_eps: "基本每股收益",
  gross_margin: "销售毛利率",
  np_margin: "归母净利率",
  net_margin: "销售净利率",
  roe: "净资产收益率",
  ocf_per_share: "每股经营现金流",
  operating_cash_flow: "经营活动现金流量净额",
  investing_cash_flow: "投资活动现金流量净额",
  capex: "资本开支",
  total_assets: "总资产",
  debt_ratio: "资产负债率",
  total_liabilities: "总负债",
  parent_equity: "归母股东权益",
  cash: "货币资金",
  inventory: "存货",
  goodwill: "商誉",
  contract_liabilities: "合同负债",
  bps: "每股净资产",
};

const PER_SHARE = new Set(["basic_eps", "bps", "ocf_per_share"]);

/** A spec unit → the stated unit (per-share metrics in 元/股); `pp` and `x` are not units of a value. */
function unitOf(metric, u) {
  if (u === "亿") return "亿元";
  if (u === "万亿") return "万亿元";
  if (u === "万元") return "万元";
  if (u === "%") return "%";
  if (u === "元") return PER_SHARE.has(metric) ? "元/股" : "元";
  return null;
}

/**
 * A spec period → the stated grammar. blind-blind4: `2025`, `2025Q1` (the first quarter), `2025H1`, `2025M9` (nine
 * months), `2025S1..S4` (single quarters). dev: `2025Q2` / `2025Q3` cumulative, `2024Q4` the year, `2025Q3s` single.
 * TTM and anything else: null (not stated).
 */
export function statedPeriod(p) {
  const s = String(p);
  if (/^\d{4}$/.test(s)) return s;
  let m = /^(\d{4})(?:Q1|S1|Q1s)$/.exec(s);
  if (m) return `${m[1]}Q1`;
  m = /^(\d{4})(?:S([2-4])|Q([2-4])s)$/.exec(s);
  if (m) return `${m[1]}Q${m[2] ?? m[3]}`;
  m = /^(\d{4})(?:H1|Q2)$/.exec(s);
  if (m) return `${m[1]}H1`;
  m = /^(\d{4})(?:M9|Q3)$/.exec(s);
  if (m) return `${m[1]}Q3累计`;
  m = /^(\d{4})Q4$/.exec(s);
  if (m) return m[1];
  return null;
}

/**
 * The spec's comparator → what may be stated: the figure itself only when written as one (eq / approx, 约, 左右), else
 * at most the direction a one-sided bound implies (`gt 5` is a rise, `lt -20` a fall; `gt -10` says nothing).
 */
function readFigure(cmp, v, lo, hi) {
  const exact = cmp === undefined || cmp === "eq" || cmp === "approx" || cmp === "=" || cmp === "约";
  if (v !== undefined && v !== null && exact) return { value: Number(v) };
  const n = v === undefined || v === null ? null : Number(v);
  if (cmp === "in" || (lo !== undefined && hi !== undefined)) {
    const [a, b] = [Number(lo), Number(hi)];
    return { direction: a >= 0 && b > 0 ? "up" : b <= 0 && a < 0 ? "down" : undefined };
  }
  if (n === null) return {};
  if (cmp === "near" || cmp === "近") return { direction: n > 0 ? "up" : n < 0 ? "down" : undefined };
  if (cmp === "gt" || cmp === "ge" || cmp === ">") return { direction: n >= 0 ? "up" : undefined };
  if (cmp === "lt" || cmp === "le" || cmp === "<") return { direction: n <= 0 ? "down" : undefined };
  return {};
}

/** One spec item read into the shape both spec formats share: blind-blind4's `value`/`change`, dev's `v`/`chg`/`dir`. */
function normalise(s) {
  if (s.k === "value") return { what: "value", ...s };
  if (s.k === "change") return { what: "change", ...s };
  if (s.k === "v") return { what: "value", metric: s.m, period: s.p, v: s.val, u: s.unit, cmp: s.q };
  if (s.k === "chg")
    return { what: "change", metric: s.m, period: s.p, base: s.b, mode: s.kind, v: s.val, cmp: s.q, u: s.unit };
  if (s.k === "dir") return { what: "change", metric: s.m, period: s.p, base: s.b, mode: "pct", dir: s.dir };
  return null;
}

/** The sentence writes this figure in digits ("615亿", "-0.5%", "1,741亿"): a spoken one (三分之一, 两成) is not stated. */
export function shows(claim, v) {
  const digits = String(Math.abs(v)).replace(".", "\\.");
  return new RegExp(`(?<![\\d.])${digits}(?![\\d]|\\.\\d)`).test(String(claim).replaceAll(",", ""));
}

const YEAR_EARLIER = (p) => `${Number(p.slice(0, 4)) - 1}${p.slice(4)}`;

/**
 * One spec item → one stated assertion, or null when the grammar cannot say it exactly. The grammar has no company:
 * a figure of another company (`t`, a peer the sentence compares with) is not stated.
 */
export function statedOf(spec, claim, ticker) {
  const s = normalise(spec);
  if (!s || s.t2 || (s.t && s.t !== ticker) || !(s.metric in STATED_METRIC)) return null;
  const period = statedPeriod(s.period);
  if (!period) return null;
  const out = { metric: STATED_METRIC[s.metric], period };
  if (s.what === "value") {
    const unit = unitOf(s.metric, s.u);
    const fig = readFigure(s.cmp, s.v, s.lo, s.hi);
    if (!unit || fig.value === undefined || !Number.isFinite(fig.value) || !shows(claim, fig.value)) return null;
    return { ...out, value: fig.value, unit };
  }
  if (!["pct", "pp", "abs"].includes(s.mode ?? "pct")) return null;
  if (s.base !== undefined) {
    const base = statedPeriod(s.base);
    if (!base) return null;
    // The stated default base is the same period a year earlier: said only when it differs.
    if (base !== YEAR_EARLIER(period)) out.base = base;
  }
  const fig = readFigure(s.cmp, s.v, s.lo, s.hi);
  const mode = s.mode ?? "pct";
  // A change written in words (三分之一, 两成) states its direction only.
  if (fig.value !== undefined && !shows(claim, fig.value))
    fig.direction = fig.value > 0 ? "up" : fig.value < 0 ? "down" : undefined;
  if (fig.value !== undefined && Number.isFinite(fig.value) && shows(claim, fig.value)) {
    if (mode === "abs") {
      const unit = unitOf(s.metric, s.u);
      if (!unit) return null;
      out.unit = unit;
    }
    out.change = { kind: mode, value: fig.value };
  }
  const direction = s.dir ?? fig.direction;
  if (direction === "up" || direction === "down" || direction === "flat") out.direction = direction;
  if (typeof s.size === "string") out.size = s.size;
  return out.change || out.direction || out.size ? out : null;
}

/** At most this many per point (MAX_STATED of src/domain/stated-assertion.ts): the first ones the spec lists. */
const MAX_STATED = 4;

/** The case's stated assertions (the same assertion written twice in a spec is stated once), and what was left out. */
export function statedFromSpec(c) {
  const spec = c.spec ?? [];
  const seen = new Set();
  const stated = [];
  for (const item of spec) {
    const a = statedOf(item, c.claim, c.ticker);
    if (!a) continue;
    const key = JSON.stringify(a);
    if (seen.has(key)) continue;
    seen.add(key);
    stated.push(a);
  }
  return { assertions: stated.slice(0, MAX_STATED), specItems: spec.length, mapped: stated.length };
}
