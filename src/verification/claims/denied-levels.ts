import { type ClaimCheck, entryOf, periodName, pointsOf, quoted, show, targetPoint, within } from "./check-series";
import type { Facts } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";
import { ownZone } from "./macd-zones";
import { DENIED_LEVEL } from "./phrase-words";
import { beforeJoined, levelWords } from "./word-scan";
import { DISTANCE_AFTER } from "./negation-words";

/**
 * A level word denied ("偏弱但未到30的超卖线", "离30的超卖线还有距离", "尚未进入超买区"): the clause says the
 * indicator is outside the word's band, and that is what is checked. Only an indicator read on its last bar (RSI):
 * a company metric's level denied ("不能据此判断偿债风险偏高") is a refused reading, read by industry-norms.ts.
 */
export function checkDeniedLevel(a: Assertion, facts: Facts): ClaimCheck[] {
  if (a.from !== "claim" || a.level) return [];
  // "没有超买超卖信号": each level word a denial reaches, longest first, not one inside a longer word found.
  const taken: [number, number][] = [];
  return levelWords().flatMap((l) => {
    const at = a.text.indexOf(l.word);
    if (at < 0 || taken.some(([s, e]) => at < e && at + l.word.length > s)) return [];
    const before = beforeJoined(a.text.slice(0, at));
    if (!DENIED_LEVEL.test(before) && !DISTANCE_AFTER.test(a.text.slice(at + l.word.length))) return [];
    taken.push([at, at + l.word.length]);
    return deniedLevel(a, facts, l);
  });
}

function deniedLevel(a: Assertion, facts: Facts, hit: ReturnType<typeof levelWords>[number]): ClaimCheck[] {
  // "MACD尚未进入强势区": MACD's zone, which macd-zones.ts checks by DIF, not RSI's midline.
  if (!ownZone(hit, a.text)) return [];
  const metrics = Object.keys(hit.rule.on) as ClaimMetric[];
  const m = metrics.length === 1 ? metrics[0]! : null;
  if (!m || entryOf(m).kind !== "index") return [];
  const at = targetPoint(a, pointsOf(facts, m));
  if (!at) return [];
  const band = hit.rule.on[m]!;
  const ok = !within(at.value, band);
  const found = `${entryOf(m).label} ${periodName(at)} ${show(m, at.value)}`;
  const need = [band.min !== undefined ? `≥${band.min}` : "", band.max !== undefined ? `<${band.max}` : ""].join("");
  return [
    {
      kind: "level",
      ok,
      expected: `不是“${hit.word}”：${entryOf(m).label}不在${need}`,
      found,
      reason: `${found}，${quoted(a)}说的是尚未${hit.word}（${need}），${ok ? "相符" : "不符"}`,
    },
  ];
}
