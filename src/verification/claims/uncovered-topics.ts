/**
 * Topics the annual series do not cover (prices, indicators, volume, announcements): a clause about one that no check
 * covers is 未能核验 with this reason, never a silent ✅.
 */
export const UNCOVERED_TOPICS: readonly { words: readonly string[]; what: string }[] = [
  {
    what: "行情或技术指标",
    words: [
      "MACD",
      "KDJ",
      "BOLL",
      "布林",
      "均线",
      "MA",
      "EMA",
      "金叉",
      "死叉",
      "多头排列",
      "空头排列",
      "成交量",
      "乖离",
      "成交",
      "放量",
      "缩量",
      "DIF",
      "DEA",
      // An indicator's lines with no MACD named (market-spellings.ts reads them as DIF and DEA only beside MACD).
      "快线",
      "慢线",
      "柱值",
      "上轨",
      "中轨",
      "下轨",
      "RSI",
      "量能",
      // "近20日均量比前20日放大约6%，但价格同期跌了5%": the volume's window speaks of the share, and so of its price.
      "均量",
      "量比",
      "换手率",
      "股价",
      "收盘价",
      "收盘",
      "涨幅",
      "跌幅",
      "振幅",
      "52周",
      // "过去一年最低231.2元、最高460元": the year's extremes in 元 are the 52-week range's.
      "一年最低",
      "一年最高",
      "年内",
      "回撤",
      "高点",
      "低点",
      "支撑位",
      "压力位",
      "阻力位",
      "K线",
      "阳线",
      "阴线",
      "上涨",
      "下跌",
      "反弹",
      "走势",
    ],
  },
  {
    what: "公告事件",
    words: [
      "回购",
      "分红",
      "派息",
      "增持",
      "减持",
      "定增",
      "非公开发行",
      "股权激励",
      "员工持股", // a plan's lock-up (员工持股计划解锁条件未成就) is a notice's, and so is the clause after it
      "解禁",
      "质押",
      "业绩预告",
      "业绩快报",
      "重组",
      "并购",
      "收购",
    ],
  },
  // "与某欧洲车企签订供货协议", "若钠离子电池2026年量产": contracts and products no stored figure or notice records.
  { what: "订单与业务进展", words: ["订单", "供货协议", "签订", "签署", "中标", "量产", "投产"] },
];

/** Topic words a financial line shares with the price: "营收…为近年低点", "净利润涨幅". */
const SHARED_WITH_METRICS: ReadonlySet<string> = new Set([
  "高点",
  "低点",
  "涨幅",
  "跌幅",
  "上涨",
  "下跌",
  "反弹",
  "回撤",
]);

/**
 * The topics a clause leaves to the clauses after it. "2023年营收9137.89亿元为近年低点，2024年反弹逾12%": a financial
 * line's low is no price topic, so the move after it stays the line's; a clause naming no metric keeps all its topics.
 */
export function carriedTopics(clause: string, topics: string[], namesMetric: boolean): string[] {
  if (!namesMetric) return topics;
  return topicsOf(clause, (w) => !SHARED_WITH_METRICS.has(w));
}

/** Topic words met inside an ordinary word: "稳定增长" holds 定增, a steady growth and no private placement. */
const INSIDE_WORDS: Readonly<Record<string, RegExp>> = { 定增: /(?<!稳)定增/ };

/** Whether a text names a topic's word in its own right. */
export function namesTopicWord(text: string, word: string): boolean {
  return INSIDE_WORDS[word]?.test(text) ?? text.includes(word);
}

/** The uncovered topics a text names (those of `keep`'s words only, if given). */
export function topicsOf(text: string, keep: (word: string) => boolean = () => true): string[] {
  return UNCOVERED_TOPICS.filter((t) => t.words.some((w) => keep(w) && namesTopicWord(text, w))).map((t) => t.what);
}
