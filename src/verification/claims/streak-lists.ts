import type { Assertion } from "./assertion";

/**
 * "年末货币资金516.91亿元，2023年690.70亿、2024年592.96亿，已连续两年减少": a streak after a list of dated levels, in a
 * sentence that opened with the same metric's level naming no year (the latest), runs through that level: the streak
 * is the steps from the first year listed to now, as many as the years listed, not a streak ending in the last of them.
 */
export function streaksThroughLatest(assertions: readonly Assertion[]): Assertion[] {
  return assertions.map((a, i) => {
    if (a.basis?.kind !== "streak" || !a.yearsInherited || !a.metric || a.period.kind !== "annual") return a;
    const before = assertions.slice(0, i).filter((b) => b.sentence === a.sentence && b.from === a.from);
    const listAt = before.findIndex((b) => b.metric === a.metric && !b.yearsInherited && b.years.length >= 2);
    const list = before[listAt];
    if (!list || a.basis.n !== new Set(list.years).size) return a;
    // The yearless level must open the sentence before the list: a level after it may be any of the years listed.
    const lead = before
      .slice(0, listAt)
      .some((b) => b.metric === a.metric && b.years.length === 0 && b.baseYear === null && b.figures.length > 0);
    return lead ? { ...a, years: [], yearsInherited: false } : a;
  });
}
