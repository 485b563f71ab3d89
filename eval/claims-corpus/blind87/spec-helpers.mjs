// Short constructors for the spec assertions the case files write. Every helper returns a plain object: the spec in
// corpus.json is exactly these objects (with `err` renamed intendedError).

const ROLES = {
  bull: ["adversarial", "多方", "bull"],
  bear: ["adversarial", "空方", "bear"],
  fE: ["findebate", "收益分析师"],
  fM: ["findebate", "市场预测师"],
  fS: ["findebate", "情绪分析师"],
  fV: ["findebate", "估值分析师"],
  fR: ["findebate", "风险分析师"],
  fSy: ["findebate", "报告合成师"],
  fT: ["findebate", "信任智能体"],
  fQ: ["findebate", "质疑智能体", "bear"],
  fL: ["findebate", "主导智能体"],
  tF: ["tradingagents", "基本面分析师"],
  tT: ["tradingagents", "技术分析师"],
  tN: ["tradingagents", "新闻分析师"],
  tS: ["tradingagents", "情绪分析师"],
  tB: ["tradingagents", "多头研究员", "bull"],
  tBe: ["tradingagents", "空头研究员", "bear"],
  tM: ["tradingagents", "研究经理"],
  tTr: ["tradingagents", "交易员"],
  tA: ["tradingagents", "激进风控", "bull"],
  tC: ["tradingagents", "保守风控", "bear"],
  tNe: ["tradingagents", "中性风控"],
  tP: ["tradingagents", "组合经理"],
  // The vote protocol's voter i reads through lens (i - 1) mod 3: 基本面, 技术面, 消息面.
  vF: ["vote", "voter_1"],
  vT: ["vote", "voter_2"],
  vN: ["vote", "voter_3"],
};

/**
 * A case maker for one company: c(intent t|f|u, asOf, role key, category, claim, spec, opts { side, err, note }).
 * `err` is the case's errorType; the assertion(s) meant to fail carry the same `err`.
 */
export function maker(prefix, ticker) {
  let n = 0;
  return (intent, asOf, roleKey, category, claim, spec, opts = {}) => {
    const r = ROLES[roleKey];
    if (!r) throw new Error(`unknown role ${roleKey}`);
    n++;
    return {
      id: `${prefix}-${String(n).padStart(3, "0")}`,
      ticker,
      asOf,
      claim,
      protocol: r[0],
      role: r[1],
      side: opts.side ?? r[2],
      category,
      intent,
      errorType: opts.err,
      spec,
      note: opts.note,
    };
  };
}

/** A reported figure. u: 亿, 万亿, 元, %, x. cmp: eq | approx | near | gt | lt | ge | le. */
export const V = (metric, period, v, u = "亿", cmp = "eq", o = {}) =>
  typeof v === "object"
    ? { k: "value", metric, period, u, ...v, ...o }
    : { k: "value", metric, period, v, u, cmp, ...o };
/** Growth in % of period over base (default a year earlier): o { v, cmp, dir, size, base }. */
export const G = (metric, period, o = {}) => ({ k: "change", metric, period, mode: "pct", u: "%", ...o });
/** Absolute change in u (default 亿). */
export const D = (metric, period, o = {}) => ({ k: "change", metric, period, mode: "abs", u: "亿", ...o });
/** Change in percentage points (ratios such as margins, debt ratio). */
export const PP = (metric, period, o = {}) => ({ k: "change", metric, period, mode: "pp", u: "pp", ...o });
/** num/den as a multiple (u x) or a percent (u %). */
export const R = (num, den, period, v, o = {}) => ({ k: "ratio", num, den, period, v, u: "x", cmp: "eq", ...o });
export const MAX = (metric, period, over, o = {}) => ({ k: "extreme", which: "max", metric, period, over, ...o });
export const MIN = (metric, period, over, o = {}) => ({ k: "extreme", which: "min", metric, period, over, ...o });
export const UP = (metric, years, o = {}) => ({ k: "streak", dir: "up", metric, years, ...o });
export const DOWN = (metric, years, o = {}) => ({ k: "streak", dir: "down", metric, years, ...o });
/** Return since the close of `from` (a date) or over `sessions` bars, to asOf. */
export const RET = (from, o = {}) => {
  const start = typeof from === "number" ? { sessions: from } : { from };
  return { k: "ret", ...start, u: "%", ...o };
};
export const CLOSE = (v, cmp = "eq", o = {}) => ({ k: "close", v, cmp, ...o });
export const MA = (n, cond, o = {}) => ({ k: "ta", ind: "ma", n, cond, ...o });
export const MAORDER = (ns, cond, o = {}) => ({ k: "ta", ind: "ma_order", ns, cond, ...o });
export const RSI = (v, cmp = "eq", o = {}) => ({ k: "ta", ind: "rsi", v, cmp, ...o });
export const MACD = (cond, within, o = {}) => ({ k: "ta", ind: "macd", cond, within, ...o });
export const HI52 = (o = {}) => ({ k: "ta", ind: "hi52", ...o });
export const LO52 = (o = {}) => ({ k: "ta", ind: "lo52", ...o });
export const VOL = (cond, o = {}) => ({ k: "ta", ind: "vol", cond, ...o });
export const EV = (kind, exists = true, o = {}) => ({ k: "event", kind, exists, ...o });
export const PE = (epsYear, v, cmp = "approx", o = {}) => ({ k: "pe", epsYear, v, cmp, ...o });
export const SNAP = (field, v, u, cmp = "approx", o = {}) => ({ k: "snap", field, v, u, cmp, ...o });
export const IND = (assert, o = {}) => ({ k: "industry", assert, ...o });
export const U = (why) => ({ k: "undecidable", why });
/** Two companies (t2) or two periods compared: mode x (a/b multiple), diff (a-b in u), pp, gt / lt (a vs b). */
export const PAIR = (metric, period, t2, o = {}) => ({ k: "pair", metric, period, t2, mode: "x", ...o });
/** A reading of a fact (a change or a return): says "positive" (favourable, i.e. up) or "negative". */
export const READ = (fact, says, o = {}) => ({ k: "reading", fact, says, ...o });
/** PE = the 2025-07-04 snapshot's market value / the named year's net profit attributable. */
export const MCPE = (year, v, cmp = "approx", o = {}) => ({ k: "mcpe", year, v, cmp, ...o });
/** 乖离率 BIAS(n) in %. */
export const BIAS = (n, o = {}) => ({ k: "ta", ind: "bias", n, u: "%", ...o });
/** 振幅 over the last n sessions in %. */
export const AMP = (n, o = {}) => ({ k: "ta", ind: "amp", n, u: "%", ...o });
/** 回撤 from the window's highest close: over n sessions (number) or since a date (string), in % (negative). */
export const DD = (w, o = {}) => ({ k: "ta", ind: "dd", ...(typeof w === "number" ? { n: w } : { from: w }), ...o });
/** The last close above (up) / below (down) every close of the n sessions before it. */
export const BRK = (n, cond = "up", o = {}) => ({ k: "ta", ind: "brk", n, cond, ...o });
/** Position of the close in the 52-week range, in % (0 = low, 100 = high). */
export const POS52 = (o = {}) => ({ k: "ta", ind: "pos52", ...o });
/** A written range lo..hi (cmp in) for any figure assertion: spread into V / G / RET …'s options. */
export const IN = (lo, hi) => ({ cmp: "in", lo, hi });

// ---- blind5: derived figures and day-by-day technicals -------------------------------------------------------------
/** A multiple between two stored periods of one metric: period / base (是2019年的X倍). */
export const X = (metric, period, base, o = {}) => ({ k: "change", metric, period, base, mode: "x", u: "x", ...o });
/** Compound annual growth from year `from` to year `to`, in %. */
export const CAGR = (metric, from, to, o = {}) => ({ k: "cagr", metric, from, to, u: "%", ...o });
/** Sum over periods, in u (default 亿). */
export const SUM = (metric, periods, o = {}) => ({ k: "agg", fn: "sum", metric, periods, u: "亿", ...o });
/** Mean over periods, in u (default %, for ratios). */
export const AVG = (metric, periods, o = {}) => ({ k: "agg", fn: "avg", metric, periods, u: "%", ...o });
/** The period is the n-th highest (which max) or lowest (which min) of `over`. */
export const RANK = (metric, period, over, which, n, o = {}) => ({ k: "rank", metric, period, over, which, n, ...o });
/** Growth of x minus growth of y in pp; x, y = { t?, metric, period, base? }. */
export const GDIFF = (x, y, o = {}) => ({ k: "gdiff", x, y, u: "pp", ...o });
/** Every listed year's YoY growth within [lo, hi] (%). */
export const GSTREAK = (metric, years, lo, hi, o = {}) => ({ k: "gstreak", metric, years, lo, hi, ...o });
/** One day's bar: field chg | body (%) | volx (multiple of the previous day's volume). */
export const BAR = (date, field, o = {}) => ({ k: "bar", date, field, ...o });
/** The last n closes each above (up) / below (down) the one before. */
export const DAYS = (n, cond, o = {}) => ({ k: "ta", ind: "days", n, cond, ...o });
/** The close crossed MA n upward (up) / downward (down) within the last `within` bars. */
export const MAX_CROSS = (n, cond, within, o = {}) => ({ k: "ta", ind: "ma_cross", n, cond, within, ...o });

// ---- blind8: weekly / monthly candles, extremes of a window, counts, per-day figures (extra.mjs) -----------------
/** The last n weekly closes each above (up) / below (down) the week before. */
export const WEEKS = (n, cond, o = {}) => ({ k: "weeks", n, cond, ...o });
/** One calendar month's return in % (month "YYYY-MM"). */
export const MRET = (month, o = {}) => ({ k: "mret", month, u: "%", ...o });
/** Largest one-day rise (up) / fall (down, negative) among the last n sessions, in %. */
export const MAXDAY = (n, cond, o = {}) => ({ k: "maxday", n, cond, u: "%", ...o });
/** Number of up-closing sessions among the last n. */
export const UPDAYS = (n, o = {}) => ({ k: "updays", n, ...o });
/** Highest (max) / lowest (min) close from a date to asOf (or o.to), in 元. */
export const HILO = (which, from, o = {}) => ({ k: "hilo", which, from, ...o });
/** Mean volume of the last n (20) sessions over the n before, as a multiple. */
export const VOLR = (o = {}) => ({ k: "volr", ...o });
/** A period's flow per calendar day, in u (default 亿). */
export const PERDAY = (metric, period, o = {}) => ({ k: "perday", metric, period, u: "亿", ...o });
/** Count of announcements of a kind in [from, asOf or o.to]. */
export const EVN = (kind, from, o = {}) => ({ k: "evcount", kind, from, ...o });

// ---- blind8 (extra.mjs) --------------------------------------------------------------------------------------------
/** A sum of metrics with coefficients in one period, e.g. LIN([["operating_cash_flow", 1], ["capex", -1]], "2025"). */
export const LIN = (terms, period, o = {}) => ({ k: "lin", terms, period, u: "亿", ...o });
/** Each of the last k closes above / below its MA n. */
export const MAHOLD = (n, w, cond, o = {}) => ({ k: "mahold", n, w, cond, ...o });
/** Return between the close on/before `from` and the close on/before o.to (default asOf), in %. */
export const SPAN = (from, o = {}) => ({ k: "span", from, u: "%", ...o });
/** Growth of a single quarter (or any period) over the quarter before it: 环比. */
export const QOQ = (metric, period, base, o = {}) => ({ k: "change", metric, period, base, mode: "pct", u: "%", ...o });
/** The snapshot day's close over a snapshot field (pb: the implied 每股净资产), in 元. */
export const SNAPDIV = (field, v, cmp = "approx", o = {}) => ({ k: "snapdiv", field, v, u: "元", cmp, ...o });
/** PE at asOf's close (share count from the 2025-07-04 snapshot) over a period's net profit attributable. */
export const MCNOW = (period, v, cmp = "approx", o = {}) => ({ k: "mcnow", period, v, cmp, ...o });

// ---- blind8 (extra.mjs psum) ---------------------------------------------------------------------------------------
/** A sum of [metric, period, coef] terms across periods (下半年, TTM), in u (default 亿); o.over = [metric, period]. */
export const PSUM = (terms, o = {}) => ({ k: "psum", terms, u: "亿", ...o });
