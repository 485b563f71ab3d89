/** Against what a change is read: the period before (同比/较上年; 环比 is the same on annual data) or a streak. */
export const BASIS_WORDS: readonly { re: RegExp; basis: "yoy" | "streak" | "window" }[] = [
  // "已是连续第二年负增长": the streak named by the ordinal of its latest year is as long as that ordinal.
  // "三年连续增长" is the same streak, its count first (never a year: "2019年连续…" names when, not how long).
  {
    re: new RegExp(
      String.raw`连续第?(\d+|[一二两三四五六七八九十])(?:个)?(?:年|期|个报告期)` +
        String.raw`|(?<![\d年])(\d{1,2}|[两三四五六七八九十])个?年连续(?!第)`,
    ),
    basis: "streak",
  },
  // "营收三连升", "利润连降三年": the same streak written short.
  { re: /([两三四五六七八九十\d])连(?:升|增|降|减)|连(?:升|增|降|减)(\d+|[两三四五六七八九十])年/, basis: "streak" },
  // "近五年每年都在增加", "过去四年逐年提高": every year of the window rose over the one before, within the window.
  {
    re: /(?:近|过去|最近)(\d+|[两三四五六七八九十])(?:个)?年(?:来|间|里|中)?[^,]{0,6}?(?:每年|逐年|年年|一年比一年)/,
    basis: "window",
  },
  // "这两年都增长", "这三年营收均下滑": each of the N years named as these, not one span over them (这两年增长了30%).
  {
    // Not after its own years ("2022、2023这两年…都"): those years are the run, read where years are read.
    re: /(?<![12]\d{3}年?\s*)这(\d+|[两三四五六七八九十])个?年(?:来|间|里)?[^,，。；;]{0,8}?(?:都|均|每年|年年|逐年)/,
    basis: "streak",
  },
  { re: /同比|环比|较上年|较去年|比上年|比去年|较上期|较前一年/, basis: "yoy" },
];

/**
 * "2023年末到2025年末，总资产只多了7.3%": the first year-end of a span from one year-end to another is the base of the
 * change over it (a bare 2023-2025年 may count 2023's own growth in, so it sets no base).
 */
export const YEAR_END_SPAN = /^(?:FY)?\d{4}\s*年[末底]\s*(?:到|至|—|~|-)\s*(?:FY)?\d{4}\s*年[末底]/;
