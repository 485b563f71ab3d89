import type { LevelRule } from "./judgement-words";
import { RSI_ZONE_WORDS } from "./rsi-bands";

/** "相对其ROE水平并不算贵", "相对增速估值不高": a valuation against something else, which no band reads. */
const RELATIVE = /相对|相较|对比|结合|考虑到/;

/**
 * Level words the checker reads but the offline analyst never writes (it draws its readings from LEVEL_WORDS alone,
 * so a word added here cannot change a recorded debate). Each is a level said in another way: a denial that is itself
 * the word ("估值不低" is not 估值偏低), the book value a price stands to, cash against profit said as 含金量.
 */
export const READ_LEVEL_WORDS: readonly LevelRule[] = [
  // "RSI约54，位于强势区": the zones by RSI's midline (rsi-bands.ts).
  ...RSI_ZONE_WORDS,
  // "估值不低", "估值并不便宜": not 估值偏低, so above its band (PE > 15 or PB > 1).
  {
    words: ["估值不低", "估值并不低", "估值不便宜", "估值并不便宜", "估值不算便宜", "估值不算低"],
    side: "adverse",
    on: { pe_ttm: { min: 15 }, pb: { min: 1 } },
    notAfter: RELATIVE,
  },
  // "估值不高", "估值同样不高": not 估值偏高, so below its band (PE < 40 or PB < 5).
  {
    words: ["估值不高", "估值并不高", "估值不算高", "估值同样不高", "估值不贵", "估值不算贵", "估值并不算贵"],
    side: "favourable",
    on: { pe_ttm: { max: 40 }, pb: { max: 5 } },
    notAfter: RELATIVE,
  },
  // "已经跌破净资产", "破净": the price below book value, PB under 1.
  { words: ["跌破净资产", "低于净资产", "破净"], side: "favourable", on: { pb: { max: 1 } } },
  // "股价接近净资产": PB within a fifth of 1.
  { words: ["接近净资产", "贴近净资产"], side: "neutral", on: { pb: { min: 0.8, max: 1.2 } } },
  // "利润含金量阶段性偏低": cash from operations short of profit.
  {
    words: ["含金量偏低", "含金量较低", "含金量不高", "含金量不足"],
    side: "adverse",
    on: { cash_coverage: { max: 1 } },
  },
  {
    words: ["含金量高", "含金量较高", "含金量十足", "含金量充足"],
    side: "favourable",
    on: { cash_coverage: { min: 1 } },
  },
];
