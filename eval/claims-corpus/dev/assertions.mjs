// Computes one atomic assertion of a claim's spec against the stored facts as of asOf.
// Result: { ok: true | false | null (undecidable), got: string (what the data says, for `basis`), fragile?: true }.
import { FINANCIALS, announcements, figure, lastBarDate, run } from "./facts.mjs";
import { lastCross, macd, rsi, sma, window52 } from "./technicals.mjs";

const UNITS = { 亿: 1e8, 万亿: 1e12, 万: 1e4, 元: 1, "%": 1, x: 1, "元/股": 1, pp: 1 };
const decimals = (v) => (String(v).split(".")[1] ?? "").length;

/**
 * Does the actual value `a` match the stated `v` under qualifier q? Qualifiers act on magnitudes and the sign must
 * agree: "=" shown precision (half a unit of the last digit, or 0.3 % for rounding to significant figures), "约"
 * within 5 % (at least one unit of the last digit), ">" 超过/逾/突破/高于, "<" 不足/低于, "近" 接近 from below (93-101 %).
 */
export function matches(a, v, q = "=") {
  if (v !== 0 && a !== 0 && Math.sign(a) !== Math.sign(v)) return false;
  const A = Math.abs(a);
  const V = Math.abs(v);
  const unit = 10 ** -decimals(v);
  switch (q) {
    case "=":
      return Math.abs(A - V) <= Math.max(unit / 2, V * 0.003) + 1e-9;
    case "约":
      return Math.abs(A - V) <= Math.max(unit, V * 0.05) + 1e-9;
    case ">":
      return A > V;
    case "<":
      return A < V;
    case "近":
      return A >= V * 0.93 && A <= V * 1.01;
    default:
      throw new Error(`qualifier ${q}`);
  }
}

const fmt = (x, given) => {
  const unit = given ?? (Math.abs(x) >= 1e6 ? "亿" : undefined);
  const s = unit && UNITS[unit] ? x / UNITS[unit] : x;
  return `${Math.abs(s) >= 100 ? s.toFixed(2) : s.toFixed(Math.abs(s) >= 1 ? 3 : 4)}${unit === "x" ? "倍" : (unit ?? "")}`;
};

/** A figure known at asOf, or an undecidable result saying why not. */
function known(ctx, tk, m, p) {
  const f = figure(tk, m, p);
  if (f.missing) return { und: f.missing };
  if (f.date > ctx.asOf) return { und: `${tk} ${p} ${m} 于 ${f.date} 才披露（晚于 ${ctx.asOf}）` };
  return f;
}

function change(ctx, s) {
  const tk = s.tk ?? ctx.ticker;
  const a = known(ctx, tk, s.m, s.p);
  const b = known(ctx, tk, s.m, s.b);
  if (a.und || b.und) return { und: a.und ?? b.und };
  const kind = s.kind ?? "pct";
  const d = kind === "pct" ? ((a.value - b.value) / Math.abs(b.value)) * 100 : a.value - b.value;
  const unit = kind === "pct" ? "%" : kind === "pp" ? "pp" : s.unit;
  return { d, text: `${s.m} ${s.p}=${fmt(a.value, s.unit)} vs ${s.b}=${fmt(b.value, s.unit)}，变动 ${fmt(d, unit)}` };
}

const res = (ok, got, extra = {}) => ({ ok, got, ...extra });

const EVAL = {
  v(ctx, s) {
    const f = known(ctx, s.tk ?? ctx.ticker, s.m, s.p);
    if (f.und) return res(null, f.und);
    const a = f.value / (UNITS[s.unit] ?? 1);
    return res(matches(a, s.val, s.q), `${s.m} ${s.p}=${fmt(f.value, s.unit)}（${f.date}披露）`);
  },
  chg(ctx, s) {
    const c = change(ctx, s);
    if (c.und) return res(null, c.und);
    const d = s.kind === "abs" ? c.d / (UNITS[s.unit] ?? 1) : c.d;
    return res(matches(d, s.val, s.q), c.text);
  },
  dir(ctx, s) {
    const c = change(ctx, s);
    if (c.und) return res(null, c.und);
    return res(s.dir === "up" ? c.d > 0 : c.d < 0, c.text);
  },
  size(ctx, s) {
    const c = change(ctx, { ...s, kind: s.kind ?? "pct" });
    if (c.und) return res(null, c.und);
    return res(
      c.d >= (s.lo ?? -Infinity) && c.d <= (s.hi ?? Infinity),
      `${c.text}；须在 [${s.lo ?? "-∞"}, ${s.hi ?? "∞"}]`,
    );
  },
  streak(ctx, s) {
    const fs = s.ps.map((p) => known(ctx, ctx.ticker, s.m, p));
    const u = fs.find((f) => f.und);
    if (u) return res(null, u.und);
    const ok = fs.every((f, i) => i === 0 || (s.dir === "up" ? f.value > fs[i - 1].value : f.value < fs[i - 1].value));
    return res(ok, `${s.m} ${s.ps.map((p, i) => `${p}:${fmt(fs[i].value, s.unit)}`).join(" ")}`);
  },
  ext(ctx, s) {
    const fs = s.among.map((p) => known(ctx, ctx.ticker, s.m, p));
    const u = fs.find((f) => f.und);
    if (u) return res(null, u.und);
    const me = known(ctx, ctx.ticker, s.m, s.p);
    if (me.und) return res(null, me.und);
    const vals = fs.map((f) => f.value);
    const ok = s.kind === "max" ? me.value >= Math.max(...vals) : me.value <= Math.min(...vals);
    return res(
      ok,
      `${s.m} ${s.p}=${fmt(me.value, s.unit)}；${s.among.map((p, i) => `${p}:${fmt(vals[i], s.unit)}`).join(" ")}`,
    );
  },
  cmp(ctx, s) {
    const a = known(ctx, s.a.tk ?? ctx.ticker, s.a.m, s.a.p);
    const b = known(ctx, s.b.tk ?? ctx.ticker, s.b.m, s.b.p);
    if (a.und || b.und) return res(null, a.und ?? b.und);
    return res(
      s.rel === ">" ? a.value > b.value : a.value < b.value,
      `${s.a.m} ${s.a.p}=${fmt(a.value)} vs ${s.b.m} ${s.b.p}=${fmt(b.value)}`,
    );
  },
  rat(ctx, s) {
    const a = known(ctx, s.a.tk ?? ctx.ticker, s.a.m, s.a.p);
    const b = known(ctx, s.b.tk ?? ctx.ticker, s.b.m, s.b.p);
    if (a.und || b.und) return res(null, a.und ?? b.und);
    const r = (a.value / b.value) * (s.unit === "%" ? 100 : 1);
    return res(matches(r, s.val, s.q), `${s.a.m} ${s.a.p} / ${s.b.m} ${s.b.p} = ${fmt(r, s.unit)}`);
  },
  ind(ctx, s) {
    const fin = FINANCIALS.has(ctx.ticker);
    if (s.claim === "high_debt_bad")
      return res(!fin, fin ? "银行/保险负债率约90%为行业常态" : "非金融企业，负债率高低按数值判断");
    if (s.claim === "normal_for_fin") return res(fin, fin ? "银行/保险负债率约90%为行业常态" : "非金融企业");
    throw new Error(`ind ${s.claim}`);
  },
  und(_ctx, s) {
    return res(null, s.why);
  },
  ev(ctx, s) {
    const re = s.re ? new RegExp(s.re) : null;
    const hits = announcements(ctx.ticker, ctx.asOf).filter(
      (a) =>
        (!s.cat || a.category === s.cat) &&
        (!re || re.test(a.title)) &&
        (!s.from || a.date >= s.from) &&
        (!s.to || a.date <= s.to),
    );
    return res(
      hits.length > 0,
      hits.length
        ? `公告 ${hits[0].date}《${hits[0].title}》`
        : `${ctx.asOf} 前无${s.cat ?? ""}${s.re ?? ""}公告${s.from ? `（${s.from}起）` : ""}`,
    );
  },
};

// ---- technical assertions share the price run ending at asOf
function tech(ctx, s) {
  if (ctx.asOf > lastBarDate(ctx.ticker)) return res(null, `asOf 晚于最后一根日线 ${lastBarDate(ctx.ticker)}`);
  const bars = run(ctx.ticker, ctx.asOf);
  if (!bars.length) return res(null, `${ctx.asOf} 附近无连续日线`);
  const closes = bars.map((b) => b.close);
  const last = bars.at(-1);
  const at = `${last.date} 收盘 ${last.close}`;
  switch (s.k) {
    case "px":
      return res(matches(last.close, s.val, s.q), at);
    case "ret": {
      const start = bars.filter((b) => b.date <= s.from).at(-1);
      if (!start) return res(null, `${s.from} 无日线`);
      const r = (last.close / start.close - 1) * 100;
      const ok = s.val !== undefined ? matches(r, s.val, s.q) : s.dir === "up" ? r > 0 : r < 0;
      return res(ok, `${start.date} 收盘 ${start.close} → ${at}，涨跌 ${r.toFixed(2)}%`);
    }
    case "ma": {
      const m = sma(closes, s.n);
      if (m === null) return res(null, `不足 ${s.n} 根日线`);
      return res(s.rel === "above" ? last.close > m : last.close < m, `${at}，MA${s.n}=${m.toFixed(2)}`);
    }
    case "maval": {
      const m = sma(closes, s.n);
      if (m === null) return res(null, `不足 ${s.n} 根日线`);
      return res(matches(m, s.val, s.q), `MA${s.n}=${m.toFixed(2)}`);
    }
    case "maorder": {
      const ms = s.ns.map((n) => sma(closes, n));
      if (ms.includes(null)) return res(null, "均线所需日线不足");
      const ok = ms.every((m, i) => i === 0 || (s.rel === "bull" ? ms[i - 1] > m : ms[i - 1] < m));
      return res(ok, s.ns.map((n, i) => `MA${n}=${ms[i].toFixed(2)}`).join(" "));
    }
    case "macd": {
      const one = (seed) => {
        const { dif, dea } = macd(closes, seed);
        const i = dif.length - 1;
        if (dif[i] === null || dea[i] === null) return { ok: null, text: "MACD 所需日线不足" };
        const text = `DIF=${dif[i].toFixed(3)} DEA=${dea[i].toFixed(3)}`;
        if (s.cond === "dif_gt_dea") return { ok: dif[i] > dea[i], text };
        if (s.cond === "dif_lt_dea") return { ok: dif[i] < dea[i], text };
        if (s.cond === "dif_pos") return { ok: dif[i] > 0, text };
        if (s.cond === "dif_neg") return { ok: dif[i] < 0, text };
        const kind = s.cond === "golden" ? "golden" : "death";
        const j = lastCross(dif, dea, kind, s.days);
        return {
          ok: j >= 0,
          text: `${text}；近${s.days}日${kind === "golden" ? "金叉" : "死叉"}：${j >= 0 ? bars[j].date : "无"}`,
        };
      };
      const a = one("sma");
      const b = one("first");
      return res(a.ok, `${at}，${a.text}`, a.ok !== b.ok ? { fragile: true } : {});
    }
    case "rsi": {
      const r = rsi(closes);
      if (r === null) return res(null, "RSI 所需日线不足");
      const ok = s.val !== undefined ? matches(r, s.val, s.q) : s.gt !== undefined ? r > s.gt : r < s.lt;
      return res(ok, `RSI(14)=${r.toFixed(1)}`);
    }
    case "hi52":
    case "lo52":
    case "dist52":
    case "newhigh":
    case "newlow": {
      const w = window52(bars);
      if (w.length < 200) return res(null, "不足一年日线");
      const hi = Math.max(...w.map((b) => b.high));
      const lo = Math.min(...w.map((b) => b.low));
      const text = `${at}，52周最高 ${hi} 最低 ${lo}`;
      if (s.k === "hi52") return res(matches(hi, s.val, s.q), text);
      if (s.k === "lo52") return res(matches(lo, s.val, s.q), text);
      if (s.k === "dist52")
        return res(
          matches((1 - last.close / hi) * 100, s.val, s.q),
          `${text}，距高点 ${((1 - last.close / hi) * 100).toFixed(1)}%`,
        );
      const recent = w.slice(-s.within);
      const ok = s.k === "newhigh" ? recent.some((b) => b.high === hi) : recent.some((b) => b.low === lo);
      return res(ok, `${text}；近${s.within}日${s.k === "newhigh" ? "触及最高" : "触及最低"}：${ok}`);
    }
    case "vol": {
      if (bars.length < 40) return res(null, "不足40根日线");
      const v = bars.map((b) => b.volume);
      const a = v.slice(-20).reduce((x, y) => x + y, 0) / 20;
      const b = v.slice(-40, -20).reduce((x, y) => x + y, 0) / 20;
      const r = a / b;
      const ok = s.cond === "shrink" ? r < 1 : r > 1;
      // The product's own snapshot compares the last 20 bars with the 60 before: a claim whose direction
      // (shrinking/expanding) flips under that reading is reported as fragile.
      const c60 = bars.length >= 80 ? v.slice(-80, -20).reduce((x, y) => x + y, 0) / 60 : null;
      const fragile = c60 !== null && a / c60 > 1 !== r > 1;
      return res(
        s.val !== undefined ? matches((r - 1) * 100, s.val, s.q) : ok,
        `近20日均量/前20日均量=${r.toFixed(3)}`,
        fragile ? { fragile: true } : {},
      );
    }
    case "pe":
    case "pb": {
      const metric = s.k === "pe" ? "basic_eps" : "bps";
      const y = Number(ctx.asOf.slice(0, 4));
      let f = null;
      for (const p of s.k === "pe"
        ? [`${y}`, `${y - 1}`, `${y - 2}`]
        : [4, 3, 2, 1]
            .flatMap((q) => [`${y}Q${q}`])
            .concat(
              [4, 3, 2, 1].map((q) => `${y - 1}Q${q}`),
              [`${y - 2}`],
            )) {
        const g = figure(ctx.ticker, metric, p);
        if (!g.missing && g.date <= ctx.asOf) {
          f = { ...g, p };
          break;
        }
      }
      // The newest report published must be the one used: a newer report without the figure leaves it undecidable.
      if (!f) return res(null, `无已披露的 ${metric}`);
      if (s.k === "pe") {
        const newer = figure(ctx.ticker, "net_profit", `${Number(f.p) + 1}`);
        if (!newer.missing && newer.date <= ctx.asOf) return res(null, `最新年报 ${Number(f.p) + 1} 无每股收益`);
      }
      const r = last.close / f.value;
      return res(matches(r, s.val, s.q), `${at} / ${metric} ${f.p}=${f.value} = ${r.toFixed(2)}倍`);
    }
    default:
      throw new Error(`unknown assertion ${s.k}`);
  }
}

export function evaluate(ctx, s) {
  if (EVAL[s.k]) return EVAL[s.k](ctx, s);
  return tech(ctx, s);
}
