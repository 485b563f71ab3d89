import { SIGN_CHANGE_WORDS } from "./phrase-words";
import { type Hit, firstWord } from "./word-scan";

/**
 * A flow's level turning sign in the words analysts use beside 转亏 / 扭亏: "自由现金流转负", "经营现金流由负转正".
 * 转负 and 转正 also sign a change ("营收同比转负", "增速由正转负", "转正增长"): those are the change's, never
 * the level's.
 */
const LEVEL_TURNS: readonly { word: string; to: 1 | -1 }[] = [
  ...["由正转负", "转负"].map((word) => ({ word, to: -1 as const })),
  ...["由负转正", "转正"].map((word) => ({ word, to: 1 as const })),
];
// Only right after a cash flow's name: 转正 / 转负 elsewhere sign a change far more often than a level ("单季均已转正",
// "2025年才首次转负", "由H1的+23.3%转负"), and profit's own turns are 转亏 / 扭亏.
const FLOW_BEFORE = /现金流(?:量)?(?:净额)?\s*(?:已经|已|再度|再次|也|又|则|却|更是)?\s*$/;

/** The sign change a clause says of its level (转亏, 扭亏, 自由现金流转负), outside the spans taken. */
export function signChangeIn(
  text: string,
  taken: Hit[],
): { word: string; to: 1 | -1; index: number; end: number } | null {
  const named = firstWord(text, SIGN_CHANGE_WORDS, taken);
  if (named) return named;
  const turn = firstWord(text, LEVEL_TURNS, taken);
  if (!turn) return null;
  return FLOW_BEFORE.test(text.slice(0, turn.index)) ? turn : null;
}
