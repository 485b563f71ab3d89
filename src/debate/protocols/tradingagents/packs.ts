import type { PackSpec } from "../../../evidence/role-packs";

/** What each analyst reads: one pack per analyst, built from the same evidence before the graph runs. */
export const TA_PACKS: PackSpec[] = [
  {
    name: "ta_fundamentals",
    dimensions: ["earnings", "valuation", "risk"],
    kinds: ["metric", "derived"],
    queries: [
      "营业总收入 归母净利润 同比",
      "毛利率 净利率 净资产收益率",
      "经营活动现金流量净额 利润",
      "资产负债率 应收账款 存货 商誉",
    ],
  },
  {
    name: "ta_technical",
    dimensions: ["market"],
    kinds: ["quote"],
    queries: ["收盘价 近二十个交易日涨跌幅", "近六十个交易日涨跌幅 回撤"],
    computed: ["technical"],
  },
  {
    name: "ta_news",
    dimensions: ["sentiment", "earnings", "risk", "market", "valuation"],
    kinds: ["announcement"],
    queries: ["公告 回购 增持 分红", "减持 问询函 处罚 诉讼", "业绩预告 重大合同 中标"],
  },
  {
    name: "ta_sentiment",
    dimensions: ["market"],
    kinds: ["quote"],
    queries: ["五十二周 最高 最低 回撤"],
    computed: ["sentiment_proxy"],
  },
];
export const ALL_TA = TA_PACKS.map((p) => p.name);
