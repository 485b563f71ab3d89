import type { Assertion } from "./assertion";

/**
 * A move that names no metric and heads its sentence, so the metric the clause after it names is its own:
 * "比亚迪的盈利在走下坡路：归母净利润从…降到…" (a headline before a colon), "疫情之年照样守住正增长，2020年归母净利润
 * 973.42亿元…", "走出2024年的下滑，2025年营收重回增长轨道" (a kept or left move opening the sentence). A move
 * written in the future or as a metaphor ("会打开第二增长曲线") is no such move.
 */
const KEPT_MOVE = new RegExp(
  "(?:守住|保住|保持|维持|实现|重回|恢复|回到)了?\\s*(?:正增长|增长)(?!曲线|点|极|引擎)" +
    "|走出[^，,；;]{0,10}?(?:下滑|下降|低谷|颓势|负增长)",
);

/**
 * "二季度63.56亿元、三季度78.23亿元，单季归母净利润…": a run of metricless clauses each headed by its period is one
 * list for the metric named after it; any other metricless clause before ("全年派现约506亿元，比例约33.7%") is not.
 */
const PERIOD_HEAD =
  /^\s*(?:(?:19|20)?\d{2}\s*年)?\s*(?:[一二三四1-4]季度|Q[1-4]|[上下]半年|H[12]|前三季度|(?:19|20)\d{2}年)/i;

export function listedBefore<T extends { clause: string }>(pending: readonly T[], clause: string): T[] {
  return PERIOD_HEAD.test(clause) && pending.every((p) => PERIOD_HEAD.test(p.clause)) ? [...pending] : [];
}

export function headsMove(a: Assertion, clause: string, after: string, first: boolean): boolean {
  if (!a.direction || a.numbers.length > 0) return false;
  // "难以保持增长", "保持增长并不容易": a hold in doubt is no move said.
  const doubted = /难以?|不容易|不易|能否|是否|挑战|压力/.test(clause);
  return /^\s*[：:]/.test(after) || (first && KEPT_MOVE.test(clause) && !doubted);
}
