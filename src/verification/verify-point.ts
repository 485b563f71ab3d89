/**
 * Post-hoc checks on a debater's point (seed 000 §5.1): citation-ID alignment, verbatim quotes,
 * and every number against the structured figures of what it cites. Pure: the caller supplies
 * the agent's own evidence pack and the ticker's figures.
 */
import type { EvidenceItem, PointOutput, Verification, VerificationStatus } from "../debate/debate-types";
import { type ExtractedNumber, SPAN_UNITS, extractNumbers } from "./extract-numbers";
import { type Candidate, figureCandidate, matchesFigure } from "./figure-match";
import { checkAssertions } from "./claims/check-assertions";
import type { ClaimMetric } from "./claims/metric-lexicon";
import { parseAssertions } from "./claims/parse-assertions";
import { markWithStated } from "./claims/stated-agreement";
import type { ClaimContext, VerifyContext } from "./verify-context";
import { unmaskReasons } from "./claims/unmasked-reasons";

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
        else if (earlier.c.value !== 0)
          out.push({
            kind: "percent",
            value: (later.c.value / earlier.c.value - 1) * 100 * Math.sign(earlier.c.value),
          });
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
 * the ticker's figures, years and facts (and the named peers' facts) of the context matter here; the banned phrases are
 * the recorder's business.
 */
export function verifyPoint(
  point: PointOutput,
  pack: ReadonlyMap<string, EvidenceItem>,
  ctx: Pick<VerifyContext, "tickerFigures" | "years" | "facts" | "peers">,
  claim: ClaimContext = {},
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
    stated.flatMap((n) =>
      n.kind === "year" ? [n.value] : n.kind === "date" && n.value > 1e7 ? [Math.floor(n.value / 1e4)] : [],
    ),
  );

  // The judgement around the numbers (direction, size, level, recency, polarity, what a rebuttal answers), checked
  // against the ticker's series known by asOf: ✅ only when every check passes; one the data cannot decide is 未能核验.
  const assertions = ctx.facts
    ? parseAssertions(point.claim, cited.map((c) => c.quote).join("；"), {
        asOf: ctx.facts.asOf,
        company: ctx.facts.company,
      })
    : [];
  // A condition or forecast ("若…，2026年营收有望突破2000亿元")
  // states no fact: its years and figures are not looked up.
  const scenarios = assertions.filter((a) => a.from === "claim" && a.scenario).map((a) => a.text);
  const proseChecks = ctx.facts
    ? checkAssertions(assertions, ctx.facts, {
        claim: point.claim,
        ...(claim.side ? { side: claim.side } : {}),
        ...(claim.rebuts ? { rebuts: { id: claim.rebuts.id, metrics: claim.rebuts.metrics as ClaimMetric[] } } : {}),
        ...(ctx.peers ? { peers: ctx.peers } : {}),
      })
    : undefined;
  // What the model stated as data is checked exactly, and its prose for agreement with it (stated-agreement.ts).
  const statedMark =
    ctx.facts && proseChecks && point.assertions?.length
      ? markWithStated(point.assertions, assertions, proseChecks, ctx.facts)
      : null;
  const checked = statedMark?.checks ?? proseChecks;
  // A reason quotes the words the point wrote, never the checker's masks.
  const checks = checked && unmaskReasons(checked, [point.claim, ...cited.map((c) => c.quote)], ctx.facts?.asOf);
  for (const dropped of point.assertionsDropped ?? []) say(dropped);
  // A figure the claim checker bound to its metric and period and found true ("较2022年增长约36.5%") is verified
  // against the data itself: it need not also be printed in the cited chunk.
  const bound = new Set(
    (checks ?? []).filter((c) => c.kind === "number" && c.ok === true && c.figure).map((c) => c.figure),
  );

  const shown = [point.claim, ...cited.map((c) => c.quote)].flatMap(extractNumbers);
  for (const n of shown) {
    if (scenarios.some((t) => t.includes(n.raw))) continue;
    if (n.kind === "year") {
      if (!ctx.years.has(n.value) && !citedYears.has(n.value)) {
        doubtful = true;
        say(`年份“${n.raw}”不在该股票的数据期间内`);
      }
      continue;
    }
    if (!needsFigure(n) || bound.has(n.raw) || statedMark?.accounted.has(n.raw)) continue;
    if (!candidates.some((c) => matchesFigure(n, c))) {
      doubtful = true;
      say(`数字“${n.raw}”在所引证据中找不到`);
    }
  }

  let undecided = false;
  for (const c of checks ?? []) {
    if (c.ok === false) {
      doubtful = true;
      say(c.reason);
    } else if (c.ok === null) {
      undecided = true;
      say(c.reason);
    }
  }

  const status: VerificationStatus = doubtful ? "doubtful" : undecided ? "unverifiable" : "verified";
  return { status, reasons, ...(checks ? { checks: checks.map(({ figure: _figure, ...c }) => c) } : {}) };
}
