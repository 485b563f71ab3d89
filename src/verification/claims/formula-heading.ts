/**
 * "经营现金流减去资本开支，2025年自由现金流约为-977亿元": a clause that only names how the figure after it is computed
 * (two quantities joined by 减去 or 加上, nothing else) asserts nothing of its own. Masked (clause-split.ts), so the
 * figure after it is checked as the quantity it names; the heading alone would leave the point undecided. Not 扣除
 * (扣除非经常性损益 names a metric) and not a clause with 后 ("减去成本后仍有…" states something of the rest).
 */
export const FORMULA_HEADING =
  /(?<=^|[。；;，,])[^，,。；;\d后]{2,10}(?:减去|减掉|扣掉|加上)[^，,。；;\d后]{2,10}(?=[，,][^。；;]*\d)/g;
