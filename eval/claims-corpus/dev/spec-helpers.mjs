// Shorthands for writing claim specs (see README.md for every assertion kind and its fields).
const SIDE = {
  多方: "bull",
  多方反驳: "bull",
  多头研究员: "bull",
  激进风控: "bull",
  空方: "bear",
  空方反驳: "bear",
  空头研究员: "bear",
  保守风控: "bear",
  质疑智能体: "bear",
};

/** One claim. want: t (true) / f (false, with err = errorType) / u (undecidable). */
export const c = (id, tk, asOf, proto, role, cat, want, text, spec, o = {}) => ({
  id,
  tk,
  asOf,
  proto,
  role,
  side: o.side ?? SIDE[role],
  cat,
  want,
  err: o.err,
  text,
  spec,
  note: o.note,
});

export const bad = (s) => ({ ...s, bad: true });
/** A stated figure: metric m of period p ("2024", "2025Q3" cumulative, "2025Q3s" single quarter) in unit. */
export const V = (m, p, val, unit = "亿", q = "=") => ({ k: "v", m, p, val, unit, q });
/** A change of m from base b to p: kind pct (%), pp (percentage points) or abs (in unit). */
export const C = (m, p, b, val, q = "=", kind = "pct", unit) => ({
  k: "chg",
  m,
  p,
  b,
  val,
  q,
  kind,
  ...(unit ? { unit } : {}),
});
export const D = (m, p, b, dir) => ({ k: "dir", m, p, b, dir });
/** A size word: the change (pct or pp) lies in [lo, hi]. */
export const S = (m, p, b, lo, hi, kind = "pct") => ({ k: "size", m, p, b, lo, hi, kind });
export const ST = (m, ps, dir) => ({ k: "streak", m, ps, dir });
export const EX = (m, p, among, kind) => ({ k: "ext", m, p, among, kind });
export const CMP = (a, b, rel) => ({ k: "cmp", a, b, rel });
/** a / b (x = times, % = percent). */
export const R = (a, b, val, q = "=", unit = "x") => ({ k: "rat", a, b, val, q, unit });
export const f = (m, p, tk) => ({ m, p, ...(tk ? { tk } : {}) });
export const U = (why) => ({ k: "und", why });
export const EV = (o) => ({ k: "ev", ...o });
export const IND = (claim) => ({ k: "ind", claim });
export const T = (k, o = {}) => ({ k, ...o });
