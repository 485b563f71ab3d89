// blind8's additions to the labelling machinery, for constructions its voices use that blind5's kinds do not
// cover: weekly and monthly candles, the largest one-day move, counts of up days and of announcements, a per-day
// figure, a highest / lowest close between two dates and the volume ratio as a number. Same contract as
// assertions.mjs: each answers { ok: true|false|null, got }.
import { EVENT_KINDS, announcements, metric, run, sma, snapshotRow } from "./facts.mjs";
import { fmt, inUnit, judge, need } from "./judge.mjs";

/** ISO-like week key (the Monday of the bar's week), so a week's last bar is its close. */
function weekKey(date) {
  const d = new Date(`${date}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}
/** Last bar of each group, in order. */
function closesBy(bars, key) {
  const out = [];
  for (const b of bars) {
    const k = key(b.date);
    if (out.length && out.at(-1).k === k) out[out.length - 1] = { k, b };
    else out.push({ k, b });
  }
  return out;
}
const DAYS_IN = { Q1: 90, H1: 181, M9: 273, "": 365 };

export const EXTRA = {
  /** PE at asOf's close: the share count implied by the 2025-07-04 snapshot (market value / close) x the last close,
   * over a period's net profit attributable (e.g. 2026Q1TTM); assumes the share count did not change since. */
  mcnow(t, asOf, a) {
    const row = snapshotRow(t, asOf);
    const last = run(t, asOf).at(-1);
    if (!row || !last) return { ok: null, got: "无市值快照或日线" };
    const np = metric(t, "net_profit", a.period, asOf);
    if (np.unknown) return { ok: null, got: np.unknown };
    const cap = (row.marketCap / row.close) * last.close;
    return judge(
      cap / np.value,
      a,
      `PE=${last.date}收盘${last.close}x股本${fmt(row.marketCap / row.close / 1e8)}亿股/归母净利${a.period}`,
    );
  },
  /** The snapshot day's close over a snapshot field: close / pb = the 每股净资产 the PB implies, in 元. */
  snapdiv(t, asOf, a) {
    const row = snapshotRow(t, asOf);
    if (!row) return { ok: null, got: "快照晚于asOf" };
    return judge(row.close / row[a.field], a, `${row.date} 收盘${row.close}/${a.field} ${row[a.field]} 元`);
  },
  // ---- blind8 -----------------------------------------------------------------------------------------------
  /** A sum of stored metrics with coefficients in one period (自由现金流 = 经营现金流 - 资本开支), in u. */
  lin(t, asOf, a) {
    let x = 0;
    for (const [name, coef] of a.terms) {
      const r = metric(t, name, a.period, asOf);
      const miss = need(r);
      if (miss) return miss;
      x += coef * r.value;
    }
    const label = a.terms.map(([n, c]) => `${c < 0 ? "-" : "+"}${n}`).join("");
    if (a.over) {
      // The sum as a multiple of another metric (两项费用合计为净利润的N倍).
      const d = metric(t, a.over, a.period, asOf);
      const miss = need(d);
      if (miss) return miss;
      return judge(x / d.value, a, `(${label})/${a.over} ${a.period} x`);
    }
    return judge(inUnit(x, a.u), a, `${label} ${a.period} ${a.u}`);
  },
  /** blind8 (second half): a sum of [metric, period, coef] terms across periods, in u: 下半年 = 全年 - 上半年,
   * 近四个季度 (TTM) = 全年 - 上年同期累计 + 本期累计; with `over` [metric, period], that sum as a multiple. */
  psum(t, asOf, a) {
    let x = 0;
    for (const [name, period, coef] of a.terms) {
      const r = metric(t, name, period, asOf);
      const miss = need(r);
      if (miss) return miss;
      x += coef * r.value;
    }
    const label = a.terms.map(([n, p, c]) => `${c < 0 ? "-" : "+"}${n}@${p}`).join("");
    if (a.over) {
      const d = metric(t, a.over[0], a.over[1], asOf);
      const miss = need(d);
      if (miss) return miss;
      return judge(x / d.value, a, `(${label})/${a.over.join("@")} x`);
    }
    return judge(inUnit(x, a.u), a, `${label} ${a.u}`);
  },
  /** Each of the last k closes above (cond above) / below (below) its own MA n (站稳 / 持续运行于均线下方). */
  mahold(t, asOf, a) {
    const bars = run(t, asOf);
    const closes = bars.map((b) => b.close);
    const m = sma(closes, a.n);
    const i = closes.length - 1;
    if (i - a.w + 1 < 0 || m[i - a.w + 1] == null) return { ok: null, got: "K线不足" };
    const idx = Array.from({ length: a.w }, (_, j) => i - a.w + 1 + j);
    const ok = idx.every((j) => (a.cond === "above" ? closes[j] > m[j] : closes[j] < m[j]));
    const off = idx.filter((j) => (a.cond === "above" ? closes[j] <= m[j] : closes[j] >= m[j]));
    return { ok, got: `近${a.w}日收盘相对MA${a.n} ${a.cond}; 例外 ${off.map((j) => bars[j].date).join(",") || "无"}` };
  },
  /** Change between two single closes by date (from close on/before `from` to close on/before `to`), in %. */
  span(t, asOf, a) {
    const end = a.to && a.to < asOf ? a.to : asOf;
    const all = run(t, end);
    const start = all.filter((b) => b.date <= a.from).at(-1);
    if (!start || all[0].date > a.from) return { ok: null, got: `日线不覆盖 ${a.from}` };
    const last = all.at(-1);
    return judge((last.close / start.close - 1) * 100, a, `${start.date} ${start.close}→${last.date} ${last.close} %`);
  },
  /** The last n weekly candles (the week of asOf counts as it stands) each closed up / down on the week before. */
  weeks(t, asOf, a) {
    const w = closesBy(run(t, asOf), weekKey);
    if (w.length < a.n + 1) return { ok: null, got: "周线不足" };
    const last = w.slice(-a.n - 1).map((x) => x.b.close);
    const ok = last.slice(1).every((x, k) => (a.cond === "up" ? x > last[k] : x < last[k]));
    return { ok, got: `最近${a.n + 1}周收盘 ${last.join("→")}` };
  },
  /** One calendar month's return (YYYY-MM): its last close over the previous month's last close, in %. */
  mret(t, asOf, a) {
    const m = closesBy(run(t, asOf), (d) => d.slice(0, 7));
    const i = m.findIndex((x) => x.k === a.month);
    if (i < 1) return { ok: null, got: `${a.month} 无完整月线` };
    const [p, x] = [m[i - 1].b, m[i].b];
    return judge((x.close / p.close - 1) * 100, a, `${a.month}月 ${p.date} ${p.close}→${x.date} ${x.close} %`);
  },
  /** The largest one-day rise (cond up) or fall (cond down) among the last n sessions, in % (a fall negative). */
  maxday(t, asOf, a) {
    const bars = run(t, asOf);
    if (bars.length < a.n + 1) return { ok: null, got: "K线不足" };
    const w = bars.slice(-a.n - 1);
    const moves = w.slice(1).map((b, k) => [b.date, (b.close / w[k].close - 1) * 100]);
    const pick = moves.reduce((m, x) => ((a.cond === "up" ? x[1] > m[1] : x[1] < m[1]) ? x : m));
    return judge(pick[1], a, `近${a.n}日最大单日${a.cond === "up" ? "涨" : "跌"}幅 ${pick[0]} %`);
  },
  /** How many of the last n sessions closed above the close before. */
  updays(t, asOf, a) {
    const bars = run(t, asOf);
    if (bars.length < a.n + 1) return { ok: null, got: "K线不足" };
    const w = bars.slice(-a.n - 1);
    const up = w.slice(1).filter((b, k) => b.close > w[k].close).length;
    return judge(up, a, `近${a.n}日收涨天数`);
  },
  /** The highest (which max) or lowest (min) close between from and to (to defaults to asOf). */
  hilo(t, asOf, a) {
    const end = a.to && a.to < asOf ? a.to : asOf;
    const bars = run(t, end).filter((b) => b.date >= a.from);
    const all = run(t, end);
    if (!bars.length || all[0].date > a.from) return { ok: null, got: `日线不覆盖 ${a.from}` };
    const pick = bars.reduce((m, b) => ((a.which === "max" ? b.close > m.close : b.close < m.close) ? b : m));
    return judge(pick.close, a, `${a.from}..${end} 收盘${a.which === "max" ? "最高" : "最低"} ${pick.date}`);
  },
  /** Mean volume of the last 20 sessions over the 20 before, as a number (放量X倍 / 缩量至X成). */
  volr(t, asOf, a) {
    const v = run(t, asOf).map((b) => b.volume);
    const n = a.n ?? 20;
    if (v.length < 2 * n || v.slice(-2 * n).some((x) => !x)) return { ok: null, got: "成交量不足" };
    const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
    return judge(mean(v.slice(-n)) / mean(v.slice(-2 * n, -n)), a, `${n}日均量/前${n}日均量`);
  },
  /** A flow over the period per calendar day (日均营收): annual 365, Q1 90, H1 181, M9 273 days, in u. */
  perday(t, asOf, a) {
    const r = metric(t, a.metric, a.period, asOf);
    const miss = need(r);
    if (miss) return miss;
    const days = DAYS_IN[a.period.slice(4)];
    if (!days) throw new Error(`no day count for ${a.period}`);
    return judge(inUnit(r.value / days, a.u), a, `${a.metric} ${a.period} / ${days}天 ${a.u}`);
  },
  /** How many announcements of a kind (and title pattern) fall in [from, to or asOf]. */
  evcount(t, asOf, a) {
    const re = EVENT_KINDS[a.kind];
    if (!re) throw new Error(`unknown event kind ${a.kind}`);
    const title = a.title ? new RegExp(a.title) : null;
    const to = a.to && a.to < asOf ? a.to : asOf;
    const hits = announcements(t, a.from, to).filter((x) => re.test(x.title) && (!title || title.test(x.title)));
    return judge(hits.length, a, `${a.kind}公告数 ${a.from}..${to} (${hits.map((h) => h.date).join(",")})`);
  },
};
export { fmt };
