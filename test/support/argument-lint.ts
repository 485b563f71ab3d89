import type { EvidenceItem, Point } from "../../src/debate/debate-types";
import { factOfItem, periodOf } from "../../src/offline/argument";

/**
 * What an A-share analyst reading a report would object to in its argument (issue 28), as lint rules over a finished
 * debate: each returns the problems it finds, in prose that quotes the report.
 */

export interface LintedTurn {
  node: string;
  points: Point[];
  counterPoints: Point[];
  conclusion?: string;
}

/** A concession answers a fact of a later period by granting it: "诚然<its fact>，但<the side's own point>". */
const CONCEDES = /^诚然.+，但/u;
/** How a point about an older report says so (the offline analyst's wording). */
const SAYS_OLDER = /早于最新报告期/u;
/** A claim that says how few items its role has: the number must be what the role cites. */
const ONLY_N = /仅此([一两三\d])条证据/u;
/** Notes on how little a role has (its one reading, no history to compare): they name a fact said already on purpose. */
const SCARCITY = /仅此([一两三\d])条证据|仅此一个读数|缺少可比的历史读数/u;
const COUNT: Record<string, number> = { 一: 1, 两: 2, 三: 3 };
/** A period a figure is of: a report ("2025年报", "2026一季报") or a day ("2026-04-30"). */
const FIGURE = /\d(?:\.\d+)?\s*(?:元|%|倍|天|亿|万|个百分点)/u;
const PERIOD = /\d{4}(?:年报|年度|年?[一二三四]季报|年?中报|年?半年报)|\d{4}-\d{2}-\d{2}/u;

const isReportItem = (item: EvidenceItem): boolean =>
  item.period !== null &&
  !item.chunkId.startsWith("computed:") &&
  item.dimension !== "market" &&
  item.dimension !== "valuation";

/** The latest annual year the debate's evidence holds. */
function latestAnnualYear(evidence: readonly EvidenceItem[]): number {
  return Math.max(
    0,
    ...evidence.flatMap((e) => (e.period?.endsWith("-12-31") && isReportItem(e) ? [Number(e.period.slice(0, 4))] : [])),
  );
}

/** A report older than the latest annual year the evidence holds (an interim one of a year already reported whole). */
function isOlderReport(item: EvidenceItem, latest: number): boolean {
  if (!isReportItem(item)) return false;
  const year = Number(item.period!.slice(0, 4));
  return item.period!.endsWith("-12-31") ? year < latest : year <= latest;
}

export function argumentProblems(
  where: string,
  evidence: readonly EvidenceItem[],
  turns: readonly LintedTurn[],
  risks: readonly string[],
): string[] {
  const problems: string[] = [];
  const byId = new Map(evidence.map((e) => [e.id, e]));
  const itemsOf = (p: Point) => p.evidence.flatMap((e) => byId.get(e.id) ?? []);
  const newest = (p: Point) => itemsOf(p).reduce((max, e) => (periodOf(e) > max ? periodOf(e) : max), "");
  const pointById = new Map(turns.flatMap((t) => [...t.points, ...t.counterPoints]).map((p) => [p.id, p]));
  const latest = latestAnnualYear(evidence);

  for (const t of turns) {
    const all = [...t.points, ...t.counterPoints];
    const cited = new Set(all.flatMap((p) => p.evidence.map((e) => e.id)));
    const facts = new Map<string, string>();
    for (const p of all) {
      // 2. A rebuttal answers with data of its target's period or a later one, or concedes.
      const target = p.rebuts === undefined ? undefined : pointById.get(p.rebuts);
      if (target !== undefined && newest(p) < newest(target) && !CONCEDES.test(p.claim))
        problems.push(`${where}: ${t.node} answers「${target.claim}」with older data:「${p.claim}」`);
      // 2. A point about an older report says why it still matters, or is not made.
      const items = itemsOf(p);
      if (items.length > 0 && items.every((e) => isOlderReport(e, latest)) && !SAYS_OLDER.test(p.claim))
        problems.push(`${where}: ${t.node} argues from a report older than ${latest}年报:「${p.claim}」`);
      // 3. A claim that says 仅此N条证据 is true of the role's turn.
      const only = ONLY_N.exec(p.claim);
      if (only !== null && (COUNT[only[1]!] ?? Number(only[1])) !== cited.size)
        problems.push(`${where}: ${t.node} says「${only[0]}」but cites ${cited.size} items:「${p.claim}」`);
      // 3. One fact once per turn (the same metric and period, however named); the 仅此 note restates one on purpose.
      if (!SCARCITY.test(p.claim)) {
        for (const fact of new Set(items.map(factOfItem))) {
          const before = facts.get(fact);
          if (before !== undefined)
            problems.push(`${where}: ${t.node} states one fact twice:「${before}」and「${p.claim}」`);
          else facts.set(fact, p.claim);
        }
      }
    }
    // 4. Every figure in a counter-point carries its period (a figure: a number with its unit; a title's year is none).
    for (const p of t.counterPoints)
      if (FIGURE.test(p.claim) && !PERIOD.test(p.claim))
        problems.push(`${where}: ${t.node}'s counter-point has a figure without its period:「${p.claim}」`);
    // 3. No item is both a reason and a counter-reason in one conclusion (依据E19，反向因素E19).
    const [reasons = "", against = ""] = (t.conclusion ?? "").split(/反向|风险/u, 2);
    const against_ = new Set(against.match(/\bE\d+\b/g) ?? []);
    for (const id of new Set(reasons.match(/\bE\d+\b/g) ?? []))
      if (against_.has(id))
        problems.push(`${where}: ${t.node}'s conclusion names ${id} for and against:「${t.conclusion}」`);
  }

  // 3. One fact once in the risk list.
  const riskFacts = new Map<string, string>();
  const claimed = new Map([...pointById.values()].map((p) => [p.claim, p]));
  for (const r of risks) {
    const point = [...claimed.entries()].find(([claim]) => claim.endsWith(r) || r.endsWith(claim))?.[1];
    for (const fact of new Set(point === undefined ? [] : itemsOf(point).map(factOfItem))) {
      const before = riskFacts.get(fact);
      if (before !== undefined) problems.push(`${where}: risks list one fact twice:「${before}」and「${r}」`);
      else riskFacts.set(fact, r);
    }
  }

  // 5. Labels true as of asOf: "近三年" ends at the latest annual year the evidence holds.
  for (const e of evidence) {
    if (!/近[两三四五\d]年/u.test(e.text)) continue;
    const years = [...e.text.matchAll(/(\d{4})年报/gu)].map((m) => Number(m[1]));
    if (years.length > 0 && Math.max(...years) < latest)
      problems.push(
        `${where}: ${e.id} says 近N年 of ${Math.min(...years)}-${Math.max(...years)}, ${latest}年报 is held`,
      );
  }
  return problems;
}
