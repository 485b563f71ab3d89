// How one number is judged against what a sentence says of it: the figure as written (eq, approx, near, bounds,
// ranges), a direction and a size word. Shared by assertions.mjs and derived.mjs.

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
  // blind8: words its voices use for small and clear changes.
  略有增长: [0, 5],
  明显增长: [5, 1e9],
  明显改善: [5, 1e9],
  显著下降: [-100, -10],
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

export const fmt = (x) => (Math.abs(x) >= 100 ? x.toFixed(2) : Math.abs(x) >= 1 ? x.toFixed(3) : x.toPrecision(4));
export const inUnit = (value, u) => value / (UNIT[u] ?? 1);
export const need = (r) => (r.unknown ? { ok: null, got: r.unknown } : null);

/** Checks v/cmp (the figure), dir (up/down/flat) and size (a size word) against one number. */
export function judge(x, a, label) {
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
