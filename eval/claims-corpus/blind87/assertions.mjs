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
  statedYoy,
} from "./facts.mjs";
import { fmt, inUnit, judge, need } from "./judge.mjs";
import { DERIVED } from "./derived.mjs";
import { EXTRA } from "./extra.mjs";

export { SIZE_WORDS, compare } from "./judge.mjs";

const EVAL = {
  ...DERIVED,
  ...EXTRA,
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
    const mode = a.mode ?? "pct";
    if ((x.unknown || y.unknown) && mode === "pct" && !a.base) {
      // blind8: a base that is not stored, but the source printed the growth rate itself.
      const s = statedYoy(t, a.metric, a.period, asOf);
      if (!s.unknown) return judge(s.value, a, `${a.metric} ${a.period} 同比(原始披露) [${s.src} ${s.date}] %`);
    }
    const miss = need(x) ?? need(y);
    if (miss) return miss;
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
        // blind8: the DIF / DEA value itself (DIF为-1.17).
        if (a.cond === "dif_value") return judge(dif[i], a, `DIF ${last.date}`);
        if (a.cond === "dea_value") return judge(dea[i], a, `DEA ${last.date}`);
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
          // blind8: the 52-week high itself (52周高点137.18元).
          if (a.cond === "level") return judge(hi, a, `52周最高价 ${from}..${last.date}`);
          return judge((last.close / hi - 1) * 100, a, `距52周高点${hi} %`);
        }
        const lo = Math.min(...yr.map((b) => b.low ?? b.close));
        const bottom = Math.min(...yr.map((b) => b.close));
        if (a.cond === "new_low") return { ok: last.close <= bottom, got: `close ${last.close}, 52w low ${lo}` };
        if (a.cond === "level") return judge(lo, a, `52周最低价 ${from}..${last.date}`);
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
