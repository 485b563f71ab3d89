/**
 * "经营现金流减去资本开支，2025年自由现金流约为-977亿元": a clause that only names how the figure after it is computed
 * (two quantities joined by 减去 or 加上, nothing else) asserts nothing of its own. Masked (clause-split.ts), so the
 * figure after it is checked as the quantity it names; the heading alone would leave the point undecided. Not 扣除
 * (扣除非经常性损益 names a metric) and not a clause with 后 ("减去成本后仍有…" states something of the rest).
 */
// Not "营收下滑加上费用上升，…": two moves joined by 加上 are causes, each a claim of its own.
const MOVED = "下滑|下降|上升|增长|减少|提升|回落|上涨|下跌|走高|走低|增加|萎缩|扩大|收窄|改善|恶化";
export const FORMULA_HEADING = new RegExp(
  String.raw`(?<=^|[。；;，,])(?![^，,。；;]*(?:${MOVED}))` +
    String.raw`[^，,。；;\d后]{2,10}(?:减去|减掉|扣掉|加上)[^，,。；;\d后]{2,10}(?=[，,][^。；;]*\d)`,
  "g",
);
