/**
 * Comparison words: "A 高于 B", "覆盖 B" (A ≥ B), "低于/不足" (A < B). Of the words at one place the longest is
 * read (so 覆盖不了 is a shortfall, not 覆盖).
 */
export const COMPARISON_WORDS: readonly { word: string; op: ">=" | "<" }[] = [
  ...[
    ...["足以覆盖", "完全覆盖", "覆盖充足", "充分覆盖", "覆盖"],
    ...["高于", "超过", "超越", "大于", "多于", "领先", "超出", "强于"],
  ].map((word) => ({ word, op: ">=" as const })),
  ...[
    ...["不足以覆盖", "无法覆盖", "难以覆盖", "覆盖不足", "覆盖不了", "覆盖不住", "不能覆盖"],
    ...["不足", "低于", "小于", "少于", "落后", "不及", "弱于"],
  ].map((word) => ({ word, op: "<" as const })),
];
