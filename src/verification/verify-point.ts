/**
 * Post-hoc checks on a debater's point (seed 000 §5.1): citation-ID alignment, verbatim quotes,
 * and every number against the structured figures of what it cites. Pure: the caller supplies
 * the agent's own evidence pack and the ticker's figures.
 */
import type { ChunkFigure } from "../db/schema";
import type { EvidenceItem, PointOutput, Verification, VerificationStatus } from "../debate/debate-types";
import { type ExtractedNumber, type NumberKind, SPAN_UNITS, extractNumbers } from "./extract-numbers";
import type { VerifyContext } from "./verify-context";

/** A figure to compare against, in base units, with the kind of quantity it is. */
interface Candidate {
  value: number;
  kind: NumberKind | "other";
}

const FIGURE_SCALES: [string, number][] = [
  ["万亿", 1e12],
  ["千亿", 1e11],
  ["百亿", 1e10],
  ["亿", 1e8],
  ["千万", 1e7],
  ["百万", 1e6],
  ["万", 1e4],
];

/** Reads a stored figure's unit ("元", "亿元", "%", "pp", "倍", "元/股", "天"); unknown units stay comparable as bare values. */
export function figureCandidate(figure: ChunkFigure): Candidate {
  const unit = figure.unit.normalize("NFKC").trim();
  if (unit === "%") return { value: figure.value, kind: "percent" };
  if (/^(?:pp|pct|pcts|ppt|个百分点|百分点)$/i.test(unit)) return { value: figure.value, kind: "pp" };
  if (/^(?:倍|x)$/i.test(unit)) return { value: figure.value, kind: "multiple" };
  if (unit === "元/股") return { value: figure.value, kind: "per_share" };
  if (unit === "天" || unit === "日") return { value: figure.value, kind: "days" };
  const money = /^(万亿|千亿|百亿|亿|千万|百万|万)?元$/.exec(unit);
  if (money) {
    const scale = FIGURE_SCALES.find(([w]) => w === money[1])?.[1] ?? 1;
    return { value: figure.value * scale, kind: "amount" };
  }
  return { value: figure.value, kind: "other" };
}

/** Which stored kinds a shown number may be checked against. */
function compatible(shown: NumberKind, figure: NumberKind | "other"): boolean {
  switch (shown) {
    case "amount":
      return figure === "amount";
    // The catalogue has no pp unit: a change of a percentage level is stored as "%" (销售毛利率变动, unit "%"),
    // so a percent and a percentage-point change are checked against the same figures.
    case "percent":
    case "pp":
      return figure === "percent" || figure === "pp";
    case "multiple":
      return figure === "multiple" || figure === "other" || figure === "bare";
    // A per-share figure is a price in 元 too (收盘价 is stored as 元).
    case "per_share":
      return figure === "per_share" || figure === "amount";
    case "days":
      return figure === "days";
    case "bare":
      return true;
    default:
      return false;
  }
}

/**
 * A shown number stands for anything that rounds to it: |shown − figure| ≤ ½·10^-decimals in the
 * shown unit. "1741亿" matches 174144069958.25 元 and "15.7%" matches 15.66%, "1741.5亿" does not;
 * a sign flip never matches because the difference is then about twice the value.
 */
export function matchesFigure(n: ExtractedNumber, c: Candidate): boolean {
  if (!compatible(n.kind, c.kind)) return false;
  const tolerance = 0.5 * 10 ** -n.decimals * n.scale;
  const epsilon = 1e-9 * Math.max(1, Math.abs(n.value), Math.abs(c.value));
  return Math.abs(n.value - c.value) <= tolerance + epsilon;
}

const PUNCTUATION = /[\s\p{P}\p{S}]/gu;

/**
 * For comparing a quote with its source: NFKC, case-folded, without whitespace, punctuation or
 * symbols of either script, except a decimal point between digits so "1741.44" never equals "174144".
 */
export function normalizeForQuote(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/(\d)\.(?=\d)/g, "$1\u0000")
    .replace(PUNCTUATION, "")
    .replace(/\u0000/g, ".");
}

function periodOrder(period: string | null): number | null {
  if (!period) return null;
  const t = Date.parse(period);
  return Number.isNaN(t) ? null : t;
}

/**
 * Changes a point may state from two cited periods of the same line: "毛利率提升0.3个百分点" (later − earlier)
 * and "营收增长15.7%" (later / earlier − 1), both signed from earlier to later.
 */
function derivedCandidates(items: readonly EvidenceItem[]): Candidate[] {
  const byLabel = new Map<string, { t: number; c: Candidate }[]>();
  for (const item of items) {
    const t = periodOrder(item.period);
    if (t === null) continue;
    for (const f of item.figures) {
      const c = figureCandidate(f);
      if (c.kind !== "percent" && c.kind !== "amount") continue;
      const key = `${c.kind}:${f.label}`;
      const list = byLabel.get(key) ?? [];
      if (!list.some((e) => e.t === t)) list.push({ t, c });
      byLabel.set(key, list);
    }
  }
  const out: Candidate[] = [];
  for (const list of byLabel.values()) {
    for (const later of list) {
      for (const earlier of list) {
        if (later.t <= earlier.t) continue;
        if (later.c.kind === "percent") out.push({ kind: "pp", value: later.c.value - earlier.c.value });
        else if (earlier.c.value !== 0) out.push({ kind: "percent", value: (later.c.value / earlier.c.value - 1) * 100 * Math.sign(earlier.c.value) });
      }
    }
  }
  return out;
}

/** Bare integers up to 10 are counts ("3个原因", "第2"), and time spans describe the window, not a figure. */
function needsFigure(n: ExtractedNumber): boolean {
  if (n.kind === "date" || n.kind === "year") return false;
  if (n.kind !== "bare") return true;
  if (SPAN_UNITS.has(n.unit)) return false;
  return !(n.decimals === 0 && Math.abs(n.value) <= 10);
}

/**
 * `pack` is the evidence the side or role was given, by short id (E12): citing anything else is misalignment. Only
 * the ticker's figures and years of the context matter here; the banned phrases are the recorder's business.
 */
export function verifyPoint(
  point: PointOutput,
  pack: ReadonlyMap<string, EvidenceItem>,
  ctx: Pick<VerifyContext, "tickerFigures" | "years">,
): Verification {
  const reasons: string[] = [];
  const say = (r: string): void => {
    if (!reasons.includes(r)) reasons.push(r);
  };

  const cited: { id: string; quote: string; item: EvidenceItem }[] = [];
  let misaligned = false;
  for (const ev of point.evidence) {
    const item = pack.get(ev.id);
    if (!item) {
      misaligned = true;
      say(`引用${ev.id}不在本方证据包中`);
    } else {
      cited.push({ id: ev.id, quote: ev.quote, item });
    }
  }
  if (cited.length === 0) {
    say("没有任何引用能在本方证据包中找到，论点无效");
    return { status: "invalid", reasons };
  }

  let doubtful = misaligned;
  for (const c of cited) {
    const quote = normalizeForQuote(c.quote);
    if (quote === "" || !normalizeForQuote(c.item.text).includes(quote)) {
      doubtful = true;
      say(`${c.id}引文与原文不符`);
    }
  }

  const items = cited.map((c) => c.item);
  const uniqueItems = [...new Map(items.map((i) => [i.id, i])).values()];
  const stated = uniqueItems.flatMap((i) => extractNumbers(i.text));
  const candidates: Candidate[] = [
    ...uniqueItems.flatMap((i) => i.figures.map(figureCandidate)),
    ...derivedCandidates(uniqueItems),
    ...ctx.tickerFigures.map(figureCandidate),
    // What the cited text itself states counts too: announcements often carry no structured figures.
    ...stated.filter(needsFigure).map((n): Candidate => ({ value: n.value, kind: n.kind })),
  ];
  // A year the cited text names ("2019年以来") is supported by that text even outside the ticker's periods.
  const citedYears = new Set(
    stated.flatMap((n) => (n.kind === "year" ? [n.value] : n.kind === "date" && n.value > 1e7 ? [Math.floor(n.value / 1e4)] : [])),
  );

  const shown = [point.claim, ...cited.map((c) => c.quote)].flatMap(extractNumbers);
  for (const n of shown) {
    if (n.kind === "year") {
      if (!ctx.years.has(n.value) && !citedYears.has(n.value)) {
        doubtful = true;
        say(`年份“${n.raw}”不在该股票的数据期间内`);
      }
      continue;
    }
    if (!needsFigure(n)) continue;
    if (!candidates.some((c) => matchesFigure(n, c))) {
      doubtful = true;
      say(`数字“${n.raw}”在所引证据中找不到`);
    }
  }

  const status: VerificationStatus = doubtful ? "doubtful" : "verified";
  return { status, reasons };
}
