import { PICKED_BASIS } from "./divided-multiple";

/**
 * 若 before the basis a writer divides by states how a figure was worked out, not a hypothetical: "若用2024年每股收益
 * 68.64元计，…对应约20倍PE", "若按TTM利润则约25倍", "若改用近12个月利润，约为25倍". The basis is another reading of a
 * stored computation (the PE or PB on that earnings or book), so the 若 is masked and the clause reads as "按…计" does.
 */
const IF_WORD = "(?:若|如果|假如|倘若|如若)";
const PICK = `\\s*(?:${PICKED_BASIS})`;
const BASE = "(?:每股收益|EPS|每股净资产|BPS|净利润|净利|利润|净资产|盈利)";

/** The basis in a clause of its own, before the clause that states the multiple ("若用…计算，…约20倍PE"). */
const WORKING_IF = new RegExp(
  `${IF_WORD}(?=${PICK}[^，。；,;倍]{0,16}?${BASE}[^，。；,;倍]{0,12}?(?:(?:来)?(?:计|算|计算|测算|折算))?\\s*[，,])`,
  "gi",
);
/** The basis and the multiple in one clause ("若按TTM利润则约25倍", "如果用近四季利润算，PE约25倍"). */
const INLINE_IF = new RegExp(
  `${IF_WORD}(?=${PICK}[^，。；,;倍]{0,16}?${BASE}[^，。；,;倍\\d]{0,8}?(?:约|为|在|仅|只有|大约|大概)?\\s*` +
    "\\d+(?:\\.\\d+)?\\s*倍)",
  "gi",
);

/** What makes the rest a hypothetical after all: a price or value it moves to, what it should be. */
const STILL_IF = /将|(?<!对|相|响|供|适|反)应|时|合理|回到|跌至|涨至|升至|降至|跌到|涨到|空间|若|如果|假如|目标/;

const masked = (m: string): string => "□".repeat(m.length);

/** The sentence with each working 若 masked (same length, so every clause keeps its offsets). */
export function workingIfMasked(s: string): string {
  s = s.replace(WORKING_IF, (m, at: number, all: string) => {
    const rest = all
      .slice(at)
      .split(/[。；;]/)[0]!
      .replace(/^[^，,]*[，,]/, "");
    return STILL_IF.test(rest) ? m : masked(m);
  });
  return s.replace(INLINE_IF, (m, at: number, all: string) => {
    const rest = all.slice(at + m.length).split(/[。；;]/)[0]!;
    return STILL_IF.test(rest) ? m : masked(m);
  });
}
