// blind5's derived figures, decided from the stored figures: CAGR, sums and means, ranks, a difference of growth
// rates, a streak of growth within bounds, one day's bar. Each answers { ok: true|false|null, got }.
import { metric, prevYear, run } from "./facts.mjs";
import { fmt, inUnit, judge, need } from "./judge.mjs";

export const DERIVED = {
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
};
