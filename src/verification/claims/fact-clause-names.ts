import { assertsWord } from "./asserted-words";
import { readsBorrowed } from "./borrowed-norm";
import { isBareWindow, isMarketClause } from "./check-market";
import { EVENT_WORDS } from "./event-words";
import { checkIndustryClause, readsLeverage } from "./industry-norms";
import { namesLatestFiling } from "./latest-filing";
import { FRACTION, POSITIVE_READING } from "./market-words";
import { statesRelation } from "./metric-relations";
import { anchorsMove } from "./move-anchor";
import { ranksQuarter } from "./quarter-ranks";
import { isBareLevel } from "./read-levels";
import { PEAK_NOT_RECOVERED } from "./recovery-words";

/**
 * "跌掉一半了", "三分之二没了", "整整跌掉了三分之二": a move sized in words, no figure in it, is still a claim (a
 * path's size when one comes before, check-price-path.ts; else 未能核验), never a clause dropped unread.
 */
const WORDED_MOVE = new RegExp(
  "(?:跌掉|跌去|跌了|缩水|蒸发|没了|涨了|翻了)[^，,。；;]{0,4}?(?:一半|分之|成|腰斩|倍)" +
    `|(?:一半|${FRACTION}|[一二两三四五六七八九]成)[^，,。；;\\d]{0,2}没了`,
);

/** A point's reading of its facts as news (check-assertions.ts holds it to what they say). */
const READING = /利空|利好|风险信号|危险信号|负面信号|[加减]分项|[多空]方的?(?:论据|依据)/;

/** A clause these checks read, so the parser keeps it though it names no financial metric ("MACD金叉", "拟回购"). */
export function namesFactClause(text: string): boolean {
  return (
    isMarketClause(text) ||
    isBareWindow(text) ||
    EVENT_WORDS.some((w) => w.re.test(text)) ||
    namesLatestFiling(text) ||
    checkIndustryClause(text).length > 0 ||
    POSITIVE_READING.test(text) ||
    readsLeverage(text) ||
    readsBorrowed(text) ||
    statesRelation(text) ||
    ranksQuarter(text) ||
    // "在2015-2019年间为近年最低": a record said of the clause before's figure, read or 未能核验 with its word.
    assertsWord(text) ||
    // "是利空信号", "利空出尽，属于利好": a reading of the facts, which the point's reading check compares with them.
    READING.test(text) ||
    // "负债率70.74%，偏低": a bare level word, read as the level of the metric before (read-levels.ts).
    isBareLevel(text) ||
    WORDED_MOVE.test(text) ||
    // "从1月5日到3月20日": the day a move in the clause after it is measured from (move-anchor.ts).
    anchorsMove(text) ||
    // "修复远未完成": the metric before still short of an earlier high (peak-recovery.ts).
    PEAK_NOT_RECOVERED.test(text)
  );
}
