// Memorisation control (issue 19 item 4): the named-vs-anonymised gap in hit rate, per horizon, from two
// GET /api/track-record answers over the same as-of dates. With a real model a large gap means the named verdicts lean
// on what the model remembers about the company or the year, not on the evidence in the prompt.
import { proportionText } from "./track-report.mjs";

/** Per horizon: both hit rates (Wilson 95 % intervals with n) and the gap in percentage points (named − anonymised). */
export function anonymizationGap(named, anonymised) {
  return named.horizons.map((h) => {
    const a = anonymised.horizons.find((x) => x.horizon === h.horizon);
    const gap = h.hitRate.rate === null || a?.hitRate.rate == null ? null : (h.hitRate.rate - a.hitRate.rate) * 100;
    return {
      horizon: h.horizon,
      label: h.label,
      named: h.hitRate,
      anonymised: a?.hitRate ?? null,
      gapPts: gap === null ? null : Math.round(gap * 10) / 10,
    };
  });
}

export function renderAnonymizationGap(rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [
    "### 记忆控制：具名 vs 匿名（公司A / 股票代码A / T年）",
    "",
    line(["期限", "具名命中率", "匿名命中率", "差（百分点，具名−匿名）"]),
    line(["---", "---", "---", "---"]),
    ...rows.map((r) =>
      line([
        `${r.label}（${r.horizon}）`,
        proportionText(r.named),
        r.anonymised ? proportionText(r.anonymised) : "无样本（n=0）",
        r.gapPts === null ? "—" : `${r.gapPts >= 0 ? "+" : ""}${r.gapPts.toFixed(1)}`,
      ]),
    ),
  ].join("\n");
}
