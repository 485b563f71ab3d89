import type { PackSpec } from "../../../evidence/role-packs";

/** What each analyst reads: one pack per specialist, built from the same evidence before the graph runs. */
export const FIN_PACKS: PackSpec[] = [
  {
    name: "fin_earnings",
    dimensions: ["earnings"],
    queries: ["营业总收入 归母净利润 同比", "毛利率 净利率 净资产收益率", "经营活动现金流量净额 利润 覆盖"],
  },
  {
    name: "fin_market",
    dimensions: ["market"],
    queries: ["收盘价 近二十个交易日涨跌幅", "近六十个交易日涨跌幅 回撤", "五十二周 最高 最低"],
    computed: ["technical"],
  },
  {
    name: "fin_sentiment",
    dimensions: ["sentiment"],
    queries: ["回购 增持 分红 业绩预告", "减持 问询函 处罚 诉讼", "股东大会 管理层 董事会"],
  },
  { name: "fin_valuation", dimensions: ["valuation"], queries: ["市盈率 TTM", "市净率 每股净资产", "总市值"] },
  { name: "fin_risk", dimensions: ["risk"], queries: ["资产负债率 总负债", "应收账款 存货 周转天数", "商誉 货币资金"] },
];

export const ALL_FIN = FIN_PACKS.map((p) => p.name);
