// Synthetic announcements for the retrieval benchmark: a made-up company whose every announcement is title-only,
// so N announcements become exactly N chunks (one title chunk each) in its vector namespace. Titles vary in topic,
// category and figures so the embeddings spread out; dates spread over 2015-2025 so an as-of filter cuts a share.
const TOPICS = [
  ["关于控股股东减持股份的预披露公告", "shareholding_change"],
  ["关于涉及诉讼事项的公告", "litigation"],
  ["关于收到上海证券交易所问询函的公告", "inquiry"],
  ["关于计提商誉减值准备的公告", undefined],
  ["关于股份质押的公告", "pledge"],
  ["年度利润分配方案公告", "dividend"],
  ["关于以集中竞价方式回购股份的公告", "repurchase"],
  ["关于签订重大销售合同的公告", undefined],
  ["关于新建生产基地项目的公告", undefined],
  ["关于2024年限制性股票激励计划的公告", "equity_incentive"],
  ["季度报告", "periodic_report"],
  ["关于向银行申请综合授信额度的公告", "financing"],
];

/** What the retrieval benchmark searches for (with category risk and an as-of cut); test/retrieval/exact-search.test.ts checks the local index's top-k for them against an exact scan. */
export const RETRIEVAL_QUERIES = [
  "控股股东减持与股份质押风险",
  "商誉减值与诉讼事项",
  "交易所问询函涉及的问题",
  "重大合同与新建产能",
  "利润分配与回购",
];

/** A deterministic pseudo-random sequence, so every run loads the same chunks. */
function lcg(seed) {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

export function syntheticCompany(code, label) {
  return { code, name: `基准合成${label}`, exchange: "SH", aliases: [], industry: "基准测试" };
}

/** Announcements `from`..`from+count-1` of company `code` (ids are stable, so batches add up without overlap). */
export function syntheticAnnouncements(code, from, count, seed = 7) {
  const rand = lcg(seed + from);
  const start = Date.parse("2015-01-01T00:00:00Z");
  const span = Date.parse("2025-12-31T00:00:00Z") - start;
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const [topic, category] = TOPICS[i % TOPICS.length];
    const date = new Date(start + Math.floor(rand() * span)).toISOString().slice(0, 10);
    const amount = (rand() * 900 + 10).toFixed(2);
    const share = (rand() * 9 + 0.5).toFixed(2);
    return {
      ticker: code,
      id: `bench-${code}-${i}`,
      title: `${topic}（第${i}号，涉及金额${amount}亿元，占比${share}%）`,
      date,
      ...(category ? { category } : {}),
      source: "基准合成数据",
    };
  });
}
