import { anchorsMove } from "./move-anchor";
import type { Assertion } from "./parse-assertions";

/**
 * Where a reader stands, not what is so: "不过环比看", "截至最新的三季报", "从全年看", "过去七年里". Naming no
 * figure and no metric and judging nothing, it frames the clause after it in its sentence, which is checked. A basis
 * it names ("按2025年EPS算") says what the next figure is computed from: that stays 未能核验 where no check reads it.
 */
// "过去七年里", "近五年中": the years the clause after it ranks or places a value among (year-extremes.ts).
// "自8月1日收盘算起", "从1月5日到3月20日": the day (or days) the move after it is measured over (move-anchor.ts).
const VIEWPOINT = new RegExp(
  "^(?:不过|但|而|再)?(?:截至|截止)|(?:来看|看|算|计|而言)$|" +
    "^(?:在)?(?:过去|近|最近|这)?[两二三四五六七八九十]个?年(?:里|中|内|间)$",
);
export const framesNext = (a: Assertion, followed: boolean): boolean =>
  followed &&
  a.numbers.length === 0 &&
  (a.metric === null || PRICE_BASIS.test(a.text)) &&
  !a.direction &&
  !a.magnitude &&
  !a.comparison &&
  !a.level &&
  (a.topics.length === 0 || PRICE_BASIS.test(a.text) || anchorsMove(a.text)) &&
  (VIEWPOINT.test(a.text) || PRICE_BASIS.test(a.text) || anchorsMove(a.text));
/**
 * "按4月30日收盘价与2025年归母净利润测算", "以最新收盘价计算": the inputs a valuation after it is computed on (its
 * figure is checked there); "按当前股价，…市盈率约8倍" names the price alone, its verb left out; "以最新收盘计",
 * "按现价算" name the same close without 价 or as 现价.
 */
const PRICE_BASIS = /^(?:按|以|用)[^，。；]{0,16}(?:收盘价?|股价|现价|市值)(?:[^，。；]{0,16}(?:计|算))?$/;
