import { spanYearsOf } from "./periods";
import type { SentenceState } from "./sentence-state";

/**
 * A span of years written as a clause of its own frames the move beside it: "四年时间，归母净利润从159.31亿元做到
 * 722.01亿元" (2021→2025) and "资产负债率从15.61%一路升到28.48%，五年里年年上行" start the move that many years back,
 * not at the year before the latest.
 */
const COUNT = String.raw`([两二三四五六七八九十]|[2-9])个?年`;
/** "四年时间", "短短五年里", "过去四年间", "用了三年": the clause is only the span. */
const FRAME = new RegExp(String.raw`^(?:过去|这|短短|仅仅?|用了?)?\s*${COUNT}(?:时间|里|间|来|中|之间)?(?:里)?$`);
/** "…，五年里年年上行": the clause after a move opens with its span (not "七年来第一次": a record). */
const OPENING = new RegExp(String.raw`^\s*(?:过去|这|短短)?\s*${COUNT}(?:时间|里|间|中)`);

/**
 * "研发费用从100.9亿增至152.2亿，四年复合增速约10.8%", "利润六年复合增长约12%，从412亿到823亿": a compound (or
 * cumulative) rate over N years beside the move is the rate of that move, so the span is the move's too.
 */
const COMPOUNDED = new RegExp(
  String.raw`(?<![近续去最第前\d])${COUNT}(?:间|来|里)?\s*(?:的)?\s*(?:年均)?\s*(?:年?复合|CAGR|累计|合计)`,
  "i",
);

const countOf = (re: RegExp, clause: string | undefined): number | null => {
  const m = clause === undefined ? null : re.exec(clause.trim());
  return m ? spanYearsOf(`${m[1]}年`) : null;
};

/** Notes, before the clause at `k` is read, the clause after it and the span framing it from either side. */
export function noteFrames(state: SentenceState, clauses: readonly string[], k: number): void {
  state.frame =
    countOf(FRAME, clauses[k - 1]) ??
    countOf(OPENING, clauses[k + 1]) ??
    countOf(COMPOUNDED, clauses[k + 1]) ??
    countOf(COMPOUNDED, clauses[k - 1]);
  state.next = clauses[k + 1];
  state.said = clauses.slice(0, k);
}

/** The span of years a clause naming none runs over: a frame beside it, for a from-to move only. */
export const framedSpan = (text: string, state: SentenceState): number | null =>
  /从|由/.test(text) && /到|至|为|成/.test(text) ? (state.frame ?? null) : null;
