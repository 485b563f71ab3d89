import type { LevelRule } from "./judgement-words";
import { HEDGE_MARGIN } from "./phrase-words";

/**
 * RSI(14)'s bands as analysts read them, one table for every RSI level word: 超买 from 70, 超卖 up to 30, 中性
 * between the two lines (既不超买也不超卖, as the evidence packs write it), the 强势区 above the midline 50 and the
 * 弱势区 below it. A judgement of the trend (技术面偏强, 走势偏弱) asks for RSI clear of the midline by
 * HEDGE_MARGIN.index / 2 either way. 接近超买/超卖 is within HEDGE_MARGIN.index of its line (check-levels.ts widens
 * a hedged band by the same margin).
 */
const CLEAR = HEDGE_MARGIN.index / 2;
export const RSI_BANDS = {
  overbought: { min: 70 },
  oversold: { max: 30 },
  neutral: { min: 30, max: 70 },
  strongZone: { min: 50 },
  weakZone: { max: 50 },
  leaningStrong: { min: 50 + CLEAR },
  leaningWeak: { max: 50 - CLEAR },
  nearOverbought: { min: 70 - HEDGE_MARGIN.index },
  nearOversold: { max: 30 + HEDGE_MARGIN.index },
} as const;

/** RSI named in prose, by its code or its Chinese name (相对强弱指标). */
export const RSI_NAME = /RSI|相对强弱/i;

/** The RSI level words the offline analyst may write too (judgement-words.ts LEVEL_WORDS). */
export const RSI_LEVEL_WORDS: readonly LevelRule[] = [
  { words: ["技术面偏弱", "走势偏弱", "技术面走弱"], side: "adverse", on: { rsi: RSI_BANDS.leaningWeak } },
  { words: ["技术面偏强", "走势偏强", "技术面走强"], side: "favourable", on: { rsi: RSI_BANDS.leaningStrong } },
  {
    words: ["中性区间", "中性水平", "技术面中性", "中性区", "中性地带", "中性带"],
    side: "neutral",
    on: { rsi: RSI_BANDS.neutral },
  },
  { words: ["超买"], side: "adverse", on: { rsi: RSI_BANDS.overbought } },
  { words: ["超卖"], side: "favourable", on: { rsi: RSI_BANDS.oversold } },
];

/** The zones by the midline ("RSI约54，位于强势区", "弱势明显"), read only (read-levels.ts). */
export const RSI_ZONE_WORDS: readonly LevelRule[] = [
  { words: ["强势区", "偏强区", "多头区", "强势"], side: "favourable", on: { rsi: RSI_BANDS.strongZone } },
  { words: ["弱势区", "偏弱区", "空头区", "弱势"], side: "adverse", on: { rsi: RSI_BANDS.weakZone } },
];

/**
 * "14日相对强弱指标读数53.7", "相对强弱指数（RSI）为56": RSI's Chinese name, bare or with the usual 14-day window, is
 * RSI(14) as its code is; another window ("6日相对强弱指标") is left as written, another indicator (out of scope).
 */
const RSI_CHINESE = /(?:(?<!\d)14\s*日\s*)?相对强弱(?:指标|指数)(?:\s*[（(]\s*RSI\s*(?:14)?\s*[)）])?/g;
export const rsiByCode = (text: string): string =>
  text.replace(RSI_CHINESE, (hit, offset: number) =>
    /\d\s*日\s*$/.test(text.slice(0, offset)) && !/^14/.test(hit) ? hit : "RSI",
  );
