import type { LevelRule } from "./judgement-words";
import { HEDGE_MARGIN } from "./phrase-words";

/**
 * RSI(14)'s bands as analysts read them, one table for every RSI level word: 超买 from 70, 超卖 up to 30, 强势区 above
 * 50 and 弱势区 below it (the midline), 中性 between the two lines (既不超买也不超卖). 接近超买/超卖 is within
 * HEDGE_MARGIN.index of its line (check-levels.ts widens a hedged band by the same margin).
 */
export const RSI_BANDS = {
  overbought: { min: 70 },
  oversold: { max: 30 },
  strong: { min: 50 },
  weak: { max: 50 },
  neutral: { min: 30, max: 70 },
  nearOverbought: { min: 70 - HEDGE_MARGIN.index },
  nearOversold: { max: 30 + HEDGE_MARGIN.index },
} as const;

/** The RSI level words (judgement-words.ts LEVEL_WORDS): a clause naming no metric reads them on RSI(14). */
export const RSI_LEVEL_WORDS: readonly LevelRule[] = [
  { words: ["技术面偏弱", "走势偏弱", "弱势", "技术面走弱", "偏弱区"], side: "adverse", on: { rsi: RSI_BANDS.weak } },
  {
    words: ["技术面偏强", "走势偏强", "强势", "技术面走强", "偏强区"],
    side: "favourable",
    on: { rsi: RSI_BANDS.strong },
  },
  { words: ["中性区间", "中性水平", "技术面中性", "中性区"], side: "neutral", on: { rsi: RSI_BANDS.neutral } },
  { words: ["超买"], side: "adverse", on: { rsi: RSI_BANDS.overbought } },
  { words: ["超卖"], side: "favourable", on: { rsi: RSI_BANDS.oversold } },
];
