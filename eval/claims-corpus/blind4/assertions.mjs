// Each atomic assertion of a spec, decided from the stored figures: { ok: true|false|null, got: "what was found" }.
// ok null = the product's data cannot decide it.
import {
  BANKS_AND_INSURERS,
  EVENT_KINDS,
  announcements,
  macd,
  metric,
  prevYear,
  rsi,
  run,
  sma,
  snapshotRow,
} from "./facts.mjs";

const UNIT = { 元: 1, 万: 1e4, 万元: 1e4, 亿: 1e8, 亿元: 1e8, 万亿: 1e12, "%": 1, pp: 1, x: 1, 倍: 1, 天: 1 };

/** Size words and the ranges they allow (percent change unless the word says otherwise). */
export const SIZE_WORDS = {
  基本持平: [-2, 2],
  微增: [0, 3],
  小幅增长: [0, 8],
  个位数增长: [0, 10],
  稳健增长: [3, 25],
  两位数增长: [10, 100],
  较快增长: [10, 1e9],
  大幅增长: [20, 1e9],
  大增: [20, 1e9],
  增长强劲: [15, 1e9],
  高速增长: [30, 1e9],
  翻倍: [100, 1e9],
  接近翻倍: [80, 100],
  微降: [-3, 0],
  小幅下滑: [-8, 0],
  个位数下滑: [-10, 0],
  两位数下滑: [-100, -10],
  明显下滑: [-100, -8],
  大幅下滑: [-100, -20],
  骤降: [-100, -30],
  腰斩: [-100, -45],
  增长: [0, 1e9],
  下滑: [-1e9, 0],
};

/** Decimal places a figure was written with: "1741.44" -> 2. */
const places = (s) => (String(s).includes(".") ? String(s).split(".")[1].length : 0);

/** cmp: eq (rounded as written), approx (约/左右: one unit of the last digit or 2.5 %), near (近/接近: at most
 * 7 % below, not above), gt (超过/突破/逾), lt (不足/低于), ge, le. Values compared in the written unit. */
export function compare(actual, spec) {
  const cmp = spec.cmp ?? "eq";
  const v = Number(spec.v ?? spec.lo);
  const ulp = 10 ** -places(spec.v);
  const a = actual;
  const eps = 1e-9 * Math.max(1, Math.abs(v));
  switch (cmp) {
    case "eq":
      return Math.abs(a - v) <= ulp / 2 + eps;
    case "approx":
      return Math.abs(a - v) <= Math.max(ulp, 0.025 * Math.abs(v)) + eps;
    case "near":
      // Signed: 近两成 (near 20) does not hold for a fall of 19 %.
      return Math.sign(a) === Math.sign(v) && Math.abs(a) <= Math.abs(v) + ulp / 2 && Math.abs(a) >= 0.93 * Math.abs(v);
    case "gt":
      return a > v;
    case "ge":
      return a >= v - eps;
    case "lt":
      return a < v;
    case "le":
      return a <= v + eps;
    case "in": {
      // A written range (8%-10%, 300亿至350亿之间): both ends as written, half a unit of the last digit of slack.
      const u = 10 ** -Math.max(places(spec.lo), places(spec.hi));
      return a >= Number(spec.lo) - u / 2 - eps && a <= Number(spec.hi) + u / 2 + eps;
    }
    default:
      throw new Error(`unknown cmp ${cmp}`);
  }
}

const fmt = (x) => (Math.abs(x) >= 100 ? x.toFixed(2) : Math.abs(x) >= 1 ? x.toFixed(3) : x.toPrecision(4));
const inUnit = (value, u) => value / (UNIT[u] ?? 1);
const need = (r) => (r.unknown ? { ok: null, got: r.unknown } : null);

/** Checks v/cmp (the figure), dir (up/down/flat) and size (a size word) against one number. */
function judge(x, a, label) {
  const parts = [];
  let ok = true;
  if (a.v !== undefined || a.cmp === "in") {
    const r = compare(x, a);
    ok &&= r;
    const shown = a.cmp === "in" ? `${a.lo}..${a.hi}` : a.v;
    parts.push(`${a.cmp ?? "eq"} ${shown}:${r}`);
  }
  if (a.dir) {
    const r = a.dir === "up" ? x > 0 : a.dir === "down" ? x < 0 : Math.abs(x) <= (a.flatTol ?? 2);
    ok &&= r;
    parts.push(`dir ${a.dir}:${r}`);
  }
  if (a.size) {
    const range = SIZE_WORDS[a.size];
    if (!range) throw new Error(`unknown size word ${a.size}`);
    const r = x >= range[0] && x <= range[1];
    ok &&= r;
    parts.push(`${a.size}[${range}]:${r}`);
  }
  return { ok, got: `${label}=${fmt(x)} (${parts.join(", ")})` };
}

const EVAL = {
  /** A reported figure: { metric, period, v, u, cmp }. */
  value(t, asOf, a) {
    const r = metric(t, a.metric, a.period, asOf);
    return need(r) ?? judge(inUnit(r.value, a.u), a, `${a.metric} ${a.period} [${r.src} ${r.date}] ${a.u ?? ""}`);
  },
  /** A change between periods: mode pct (growth %), abs (in u), pp (percentage points), x (multiple a/b). */
  change(t, asOf, a) {
    const base = a.base ?? prevYear(a.period);
    const x = metric(t, a.metric, a.period, asOf);
    const y = metric(t, a.metric, base, asOf);
    const miss = need(x) ?? need(y);
    if (miss) return miss;
    const mode = a.mode ?? "pct";
    const d =
      mode === "pct"
        ? (x.value / y.value - 1) * 100 * Math.sign(y.value)
        : mode === "abs"
          ? inUnit(x.value - y.value, a.u)
          : mode === "x"
            ? x.value / y.value
            : x.value - y.value;
    return judge(d, a, `${a.metric} ${a.period} vs ${base} ${mode} (${fmt(x.value)} / ${fmt(y.value)})`);
  },
  /** num/den in one period (or den in denPeriod), as a multiple (u x) or percent (u %). */
  ratio(t, asOf, a) {
    const x = metric(t, a.num, a.period, asOf);
    const y = metric(t, a.den, a.denPeriod ?? a.period, asOf);
    const miss = need(x) ?? need(y);
    if (miss) return miss;
    const q = (x.value / y.value) * (a.u === "%" ? 100 : 1);
    return judge(q, a, `${a.num}/${a.den} ${a.period}`);
  },
  /** period's value is the max/min of the years listed (all must be known). */
  extreme(t, asOf, a) {
    const vals = [];
    for (const p of a.over) {
      const r = metric(t, a.metric, p, asOf);
      if (r.unknown) return { ok: null, got: r.unknown };
      vals.push([p, r.value]);
    }
    const target = vals.find(([p]) => p === a.period)[1];
    const best = a.which === "max" ? Math.max(...vals.map((v) => v[1])) : Math.min(...vals.map((v) => v[1]));
    const got = `${a.metric} ${a.period}=${fmt(target)}, ${a.which} over ${a.over.join("/")}=${fmt(best)}`;
    return { ok: target === best, got };
  },
  /** Every consecutive step in `years` moves in dir. */
  streak(t, asOf, a) {
    const vals = [];
    for (const p of a.years) {
      const r = metric(t, a.metric, p, asOf);
      if (r.unknown) return { ok: null, got: r.unknown };
      vals.push(r.value);
    }
    const ok = vals.slice(1).every((v, i) => (a.dir === "up" ? v > vals[i] : v < vals[i]));
    return { ok, got: `${a.metric} ${a.years.join("→")}: ${vals.map(fmt).join("→")}` };
  },
  /** Close-to-close return: from the last bar on/before `from` (or `sessions` bars back) to the last bar by asOf. */
  ret(t, asOf, a) {
    const bars = run(t, a.to ?? asOf);
    if (!bars.length) return { ok: null, got: "无连续日线" };
    const end = bars.at(-1);
    let start;
    if (a.sessions) start = bars.at(-1 - a.sessions);
    else {
      const before = bars.filter((b) => b.date <= a.from);
      start = before.at(-1);
      if (!start || (start === bars[0] && bars[0].date > a.from)) return { ok: null, got: `日线不覆盖 ${a.from}` };
    }
    if (!start) return { ok: null, got: "日线不够长" };
    const x = (end.close / start.close - 1) * 100;
    return judge(x, a, `收益 ${start.date} ${start.close}→${end.date} ${end.close} %`);
  },
  /** The close on the last bar by asOf (or on `date`). */
  close(t, asOf, a) {
    const bars = run(t, a.date ?? asOf);
    if (!bars.length) return { ok: null, got: "无连续日线" };
    return judge(bars.at(-1).close, a, `收盘 ${bars.at(-1).date}`);
  },
  /** Technical indicators on the current run of bars. */
  ta(t, asOf, a) {
    const bars = run(t, asOf);
    const closes = bars.map((b) => b.close);
    const i = closes.length - 1;
    const last = bars.at(-1);
    if (!last) return { ok: null, got: "无连续日线" };
    switch (a.ind) {
      case "ma": {
        const m = sma(closes, a.n)[i];
        if (m == null) return { ok: null, got: `不足${a.n}根K线` };
        if (a.cond === "value") return judge(m, a, `MA${a.n}`);
        const ok = a.cond === "above" ? last.close > m : last.close < m;
        return { ok, got: `close ${last.close} vs MA${a.n} ${fmt(m)} on ${last.date}` };
      }
      case "ma_order": {
        const ms = a.ns.map((n) => sma(closes, n)[i]);
        if (ms.some((m) => m == null)) return { ok: null, got: "K线不足" };
        const ok = ms.slice(1).every((m, k) => (a.cond === "bull" ? ms[k] > m : ms[k] < m));
        return { ok, got: `MA${a.ns.join("/")}=${ms.map(fmt).join("/")}` };
      }
      case "rsi": {
        const r = rsi(closes)[i];
        if (r == null) return { ok: null, got: "K线不足" };
        return judge(r, a, `RSI14 ${last.date}`);
      }
      case "macd": {
        const { dif, dea } = macd(closes);
        if (dif[i] == null || dea[i] == null) return { ok: null, got: "K线不足" };
        if (a.cond === "dif_above_dea" || a.cond === "dif_below_dea") {
          const ok = a.cond === "dif_above_dea" ? dif[i] > dea[i] : dif[i] < dea[i];
          return { ok, got: `DIF ${fmt(dif[i])} DEA ${fmt(dea[i])} ${last.date}` };
        }
        if (a.cond === "dif_above_zero" || a.cond === "dif_below_zero") {
          return { ok: a.cond === "dif_above_zero" ? dif[i] > 0 : dif[i] < 0, got: `DIF ${fmt(dif[i])}` };
        }
        const up = a.cond === "golden_cross";
        const hits = [];
        for (let k = Math.max(1, i - a.within + 1); k <= i; k++) {
          if (dif[k - 1] == null || dea[k - 1] == null) continue;
          const crossed = up
            ? dif[k - 1] <= dea[k - 1] && dif[k] > dea[k]
            : dif[k - 1] >= dea[k - 1] && dif[k] < dea[k];
          if (crossed) hits.push(bars[k].date);
        }
        const state = `DIF ${fmt(dif[i])} DEA ${fmt(dea[i])}`;
        return { ok: hits.length > 0, got: `${a.cond} within ${a.within} bars: ${hits.join(",") || "none"}; ${state}` };
      }
      case "hi52":
      case "lo52": {
        const from = new Date(Date.parse(last.date) - 364 * 86_400_000).toISOString().slice(0, 10);
        if (bars[0].date > from) return { ok: null, got: `连续日线始于${bars[0].date}，不足52周` };
        const yr = bars.filter((b) => b.date >= from);
        if (a.ind === "hi52") {
          const hi = Math.max(...yr.map((b) => b.high ?? b.close));
          const top = Math.max(...yr.map((b) => b.close));
          if (a.cond === "new_high") return { ok: last.close >= top, got: `close ${last.close}, 52w high ${hi}` };
          return judge((last.close / hi - 1) * 100, a, `距52周高点${hi} %`);
        }
        const lo = Math.min(...yr.map((b) => b.low ?? b.close));
        const bottom = Math.min(...yr.map((b) => b.close));
        if (a.cond === "new_low") return { ok: last.close <= bottom, got: `close ${last.close}, 52w low ${lo}` };
        return judge((last.close / lo - 1) * 100, a, `距52周低点${lo} %`);
      }
      case "bias": {
        // 乖离率 BIAS(n) = (close - MA n) / MA n, in %.
        const m = sma(closes, a.n)[i];
        if (m == null) return { ok: null, got: `不足${a.n}根K线` };
        return judge((last.close / m - 1) * 100, a, `BIAS${a.n} ${last.date} %`);
      }
      case "amp": {
        // 振幅 over the last n sessions: (max high - min low) / the close before the window, in %.
        if (bars.length < a.n + 1) return { ok: null, got: "K线不足" };
        const w = bars.slice(-a.n);
        const hi = Math.max(...w.map((b) => b.high ?? b.close));
        const lo = Math.min(...w.map((b) => b.low ?? b.close));
        const base = bars.at(-a.n - 1).close;
        return judge(((hi - lo) / base) * 100, a, `${a.n}日振幅 ${lo}..${hi} / ${base} %`);
      }
      case "dd": {
        // 回撤 from the highest close of the window (last n sessions, or since a date) to the last close, in %.
        const w = a.n ? bars.slice(-a.n - 1) : bars.filter((b) => b.date >= a.from);
        if ((a.n && bars.length < a.n + 1) || (a.from && bars[0].date > a.from)) return { ok: null, got: "K线不足" };
        const top = w.reduce((m, b) => (b.close > m.close ? b : m), w[0]);
        return judge((last.close / top.close - 1) * 100, a, `自${top.date}收盘高点${top.close}回撤 %`);
      }
      case "brk": {
        // 突破: the last close above every close of the n sessions before it (cond up); 跌破 the reverse (down).
        if (bars.length < a.n + 1) return { ok: null, got: "K线不足" };
        const prev = closes.slice(-a.n - 1, -1);
        const ok = a.cond === "up" ? last.close > Math.max(...prev) : last.close < Math.min(...prev);
        const got = `close ${last.close} vs 前${a.n}日收盘 ${Math.min(...prev)}..${Math.max(...prev)}`;
        return { ok, got };
      }
      case "pos52": {
        // Position in the 52-week range: (close - low) / (high - low), in %; 下沿 <= 20, 上沿 >= 80.
        const from = new Date(Date.parse(last.date) - 364 * 86_400_000).toISOString().slice(0, 10);
        if (bars[0].date > from) return { ok: null, got: `连续日线始于${bars[0].date}，不足52周` };
        const yr = bars.filter((b) => b.date >= from);
        const hi = Math.max(...yr.map((b) => b.high ?? b.close));
        const lo = Math.min(...yr.map((b) => b.low ?? b.close));
        return judge(((last.close - lo) / (hi - lo)) * 100, a, `52周区间${lo}..${hi}中位置 %`);
      }
      case "days": {
        // 连续N个交易日收涨 / 收跌: each of the last n closes above (up) / below (down) the close before it.
        if (bars.length < a.n + 1) return { ok: null, got: "K线不足" };
        const w = closes.slice(-a.n - 1);
        const ok = w.slice(1).every((x, k) => (a.cond === "up" ? x > w[k] : x < w[k]));
        return { ok, got: `最近${a.n + 1}个收盘 ${w.join("→")}` };
      }
      case "ma_cross": {
        // 站上 / 站回 (up) or 跌破 (down) MA n within the last k bars: the close crossed its average on one of them.
        const m = sma(closes, a.n);
        const hits = [];
        for (let k = Math.max(1, i - a.within + 1); k <= i; k++) {
          if (m[k - 1] == null) continue;
          const up = closes[k - 1] <= m[k - 1] && closes[k] > m[k];
          const down = closes[k - 1] >= m[k - 1] && closes[k] < m[k];
          if (a.cond === "up" ? up : down) hits.push(bars[k].date);
        }
        return { ok: hits.length > 0, got: `MA${a.n} ${a.cond} cross within ${a.within}: ${hits.join(",") || "none"}` };
      }
      case "vol": {
        const v = bars.map((b) => b.volume);
        if (v.length < 40 || v.slice(-40).some((x) => !x)) return { ok: null, got: "成交量不足40日" };
        const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
        const q = mean(v.slice(-20)) / mean(v.slice(-40, -20));
        const ranges = {
          shrink: [0, 1],
          expand: [1, 1e9],
          shrink_strong: [0, 0.8],
          expand_strong: [1.3, 1e9],
          flat: [0.9, 1.1],
        };
        const [lo, hi] = ranges[a.cond];
        return { ok: q >= lo && q < hi, got: `20日均量/前20日均量=${q.toFixed(3)}` };
      }
      default:
        throw new Error(`unknown indicator ${a.ind}`);
    }
  },
  /** An announcement of a kind (title keywords) dated in [from, asOf]; exists true/false. */
  event(t, asOf, a) {
    const re = EVENT_KINDS[a.kind];
    if (!re) throw new Error(`unknown event kind ${a.kind}`);
    const title = a.title ? new RegExp(a.title) : null;
    const hits = announcements(t, a.from ?? "1990-01-01", a.to && a.to < asOf ? a.to : asOf).filter(
      (x) => re.test(x.title) && (!title || title.test(x.title)),
    );
    const ok = a.exists === false ? hits.length === 0 : hits.length > 0;
    const got = hits.length
      ? hits
          .slice(0, 3)
          .map((h) => `${h.date} ${h.title}`)
          .join("; ")
      : `无${a.kind}公告 (${a.from ?? "全部"}..${asOf})`;
    return { ok, got };
  },
  /** Static PE: close by asOf over an annual basic EPS public by asOf (period named); per "bps" gives P/B. */
  pe(t, asOf, a) {
    const eps = metric(t, a.per ?? "basic_eps", a.epsYear, asOf);
    if (eps.unknown) return { ok: null, got: eps.unknown };
    const bars = run(t, asOf);
    if (!bars.length) return { ok: null, got: "无连续日线" };
    const label = `${a.per ? "PB" : "PE"}=${bars.at(-1).close}/${eps.value}(${a.epsYear})`;
    return judge(bars.at(-1).close / eps.value, a, label);
  },
  /** The Eastmoney snapshot of 2025-07-04 (pb, marketCap), when public by asOf. */
  snap(t, asOf, a) {
    const row = snapshotRow(t, asOf);
    if (!row) return { ok: null, got: "快照晚于asOf" };
    return judge(inUnit(row[a.field], a.u), a, `${a.field} ${row.date}`);
  },
  /** PE from the snapshot's market value over a year's net profit attributable (both public by asOf). */
  mcpe(t, asOf, a) {
    const row = snapshotRow(t, asOf);
    if (!row) return { ok: null, got: "市值快照晚于asOf" };
    const np = metric(t, "net_profit", a.year, asOf);
    if (np.unknown) return { ok: null, got: np.unknown };
    return judge(row.marketCap / np.value, a, `PE=市值${fmt(row.marketCap / 1e8)}亿/归母净利${a.year}`);
  },
  /** Industry sense: banks and insurers carry ~90 % debt ratios as a matter of course. */
  industry(t, _asOf, a) {
    const fin = BANKS_AND_INSURERS.has(t);
    if (a.assert === "high_debt_is_risk") return { ok: !fin, got: fin ? "金融业约90%负债率属行业常态" : "非金融企业" };
    if (a.assert === "high_debt_is_normal") return { ok: fin, got: fin ? "金融业约90%负债率属行业常态" : "非金融企业" };
    throw new Error(`unknown industry assertion ${a.assert}`);
  },
  /** Two stored figures side by side: another company's (t2) and/or another period (period2) or metric (metric2). */
  pair(t, asOf, a) {
    const x = metric(t, a.metric, a.period, asOf);
    const y = metric(a.t2 ?? t, a.metric2 ?? a.metric, a.period2 ?? a.period, asOf);
    const miss = need(x) ?? need(y);
    if (miss) return miss;
    const right = `${a.t2 ?? t} ${a.period2 ?? a.period}=${fmt(y.value)}`;
    const label = `${t} ${a.metric} ${a.period}=${fmt(x.value)} vs ${right}`;
    if (a.mode === "gt" || a.mode === "lt") {
      return { ok: a.mode === "gt" ? x.value > y.value : x.value < y.value, got: `${label} (${a.mode})` };
    }
    const d =
      a.mode === "x" ? x.value / y.value : a.mode === "diff" ? inUnit(x.value - y.value, a.u) : x.value - y.value;
    return judge(d, a, `${label} ${a.mode}`);
  },
  /** A fact read as favourable (up) or unfavourable (down): the fact must hold and its sign must fit the reading. */
  reading(t, asOf, a) {
    const fact = evaluate(t, asOf, a.fact);
    if (fact.ok !== true) return fact;
    const up = evaluate(t, asOf, { ...a.fact, dir: "up", size: undefined, v: undefined });
    if (up.ok === null) return up;
    const ok = a.says === "positive" ? up.ok : !up.ok;
    return { ok, got: `${fact.got}; 读作${a.says === "positive" ? "利好" : "利空"}:${ok}` };
  },
  /** Compound annual growth from year `from` to year `to`, in %: (x_to / x_from)^(1 / years) - 1. */
  cagr(t, asOf, a) {
    const x = metric(t, a.metric, a.to, asOf);
    const y = metric(t, a.metric, a.from, asOf);
    const miss = need(x) ?? need(y);
    if (miss) return miss;
    const n = Number(a.to) - Number(a.from);
    const g = ((x.value / y.value) ** (1 / n) - 1) * 100;
    return judge(g, a, `${a.metric} CAGR ${a.from}-${a.to} (${fmt(y.value)}→${fmt(x.value)}, ${n}年) %`);
  },
  /** Sum or mean of a metric over the periods listed (every one must be known), in u. */
  agg(t, asOf, a) {
    const vals = [];
    for (const p of a.periods) {
      const r = metric(t, a.metric, p, asOf);
      if (r.unknown) return { ok: null, got: r.unknown };
      vals.push(r.value);
    }
    const total = vals.reduce((s, v) => s + v, 0);
    const x = inUnit(a.fn === "avg" ? total / vals.length : total, a.u);
    return judge(x, a, `${a.metric} ${a.fn} ${a.periods.join("+")} ${a.u}`);
  },
  /** The period's place among the periods listed: n = 1 the highest (which max) or lowest (which min). */
  rank(t, asOf, a) {
    const vals = [];
    for (const p of a.over) {
      const r = metric(t, a.metric, p, asOf);
      if (r.unknown) return { ok: null, got: r.unknown };
      vals.push([p, r.value]);
    }
    const sorted = [...vals].sort((x, y) => (a.which === "max" ? y[1] - x[1] : x[1] - y[1]));
    const place = sorted.findIndex(([p]) => p === a.period) + 1;
    const order = sorted.map(([p, v]) => `${p}:${fmt(v)}`).join(" > ");
    return {
      ok: place === a.n,
      got: `${a.metric} ${a.period} 第${place}${a.which === "max" ? "高" : "低"} (${order})`,
    };
  },
  /** Growth of x minus growth of y, in percentage points; each side { t?, metric, period, base? }. */
  gdiff(t, asOf, a) {
    const growth = (s) => {
      const x = metric(s.t ?? t, s.metric, s.period, asOf);
      const y = metric(s.t ?? t, s.metric, s.base ?? prevYear(s.period), asOf);
      if (x.unknown) return x;
      if (y.unknown) return y;
      return { value: (x.value / y.value - 1) * 100 * Math.sign(y.value) };
    };
    const gx = growth(a.x);
    const gy = growth(a.y);
    const miss = need(gx) ?? need(gy);
    if (miss) return miss;
    const label = `${a.x.metric} ${a.x.period} ${fmt(gx.value)}% - ${a.y.metric} ${a.y.period} ${fmt(gy.value)}% pp`;
    return judge(gx.value - gy.value, a, label);
  },
  /** Every year listed grew (YoY, %) within [lo, hi]: 连续三年增速超10%. */
  gstreak(t, asOf, a) {
    const gs = [];
    for (const p of a.years) {
      const x = metric(t, a.metric, p, asOf);
      const y = metric(t, a.metric, prevYear(p), asOf);
      if (x.unknown) return { ok: null, got: x.unknown };
      if (y.unknown) return { ok: null, got: y.unknown };
      gs.push((x.value / y.value - 1) * 100 * Math.sign(y.value));
    }
    const ok = gs.every((g) => g >= (a.lo ?? -1e9) && g <= (a.hi ?? 1e9));
    const range = `[${a.lo ?? "-∞"}, ${a.hi ?? "∞"}]`;
    return { ok, got: `${a.metric} ${a.years.join("/")} 同比 ${gs.map((g) => g.toFixed(2)).join("/")}% in ${range}` };
  },
  /** One day's bar: chg (close vs the previous close, %), body (close vs open, %), volx (volume / previous volume). */
  bar(t, _asOf, a) {
    const bars = run(t, a.date);
    const b = bars.at(-1);
    if (!b || b.date !== a.date || bars.length < 2) return { ok: null, got: `${a.date} 无日线` };
    const p = bars.at(-2);
    const x =
      a.field === "chg"
        ? (b.close / p.close - 1) * 100
        : a.field === "body"
          ? (b.close / b.open - 1) * 100
          : b.volume / p.volume;
    return judge(x, a, `${a.date} ${a.field} (开${b.open} 收${b.close} 前收${p.close} 量${b.volume}/${p.volume})`);
  },
  /** What the product cannot know: a peer, segment, forecast, missing metric, date after the data. */
  undecidable(_t, _asOf, a) {
    return { ok: null, got: `无法核验：${a.why}` };
  },
};

export function evaluate(t, asOf, a) {
  const f = EVAL[a.k];
  if (!f) throw new Error(`unknown assertion kind ${a.k}`);
  return f(a.t ?? t, asOf, a);
}
