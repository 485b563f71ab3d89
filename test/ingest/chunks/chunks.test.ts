import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { announcementChunks } from "../../../src/ingest/chunks/announcement-chunks";
import { chunkId, contentHash } from "../../../src/ingest/chunks/chunk-id";
import { derivedChunks } from "../../../src/ingest/figures/derived-indicators";
import type { AnnouncementInput, QuoteInput } from "../../../src/ingest/ingest-payload";
import { metricChunks } from "../../../src/ingest/chunks/metric-chunks";
import { formatAmount, formatPercent, formatSignedPercent } from "../../../src/shared/number-format";
import { periodLabel } from "../../../src/ingest/figures/period-label";
import { quoteChunks } from "../../../src/ingest/chunks/quote-chunks";
import { EM, metric, MOUTAI, moutaiMetrics } from "../moutai-fixture";
import { statedNumbers, unbackedNumbers } from "../stated-numbers";

const BYD = { code: "002594", name: "比亚迪" };
const CATL = { code: "300750", name: "宁德时代" };

function announcement(
  a: Partial<AnnouncementInput> & Pick<AnnouncementInput, "id" | "title" | "date">,
): AnnouncementInput {
  return { ticker: BYD.code, source: "巨潮资讯", ...a };
}

/** 宁德时代 daily closes 2020-2025 from the reference price file (real, unadjusted). */
function catlQuotes(): QuoteInput[] {
  const csv = env.TEST_REFERENCE["prices_daily_300750_000858_2020_2025.csv"];
  if (!csv) throw new Error("reference price file missing");
  const [header, ...rows] = csv.trim().split("\n");
  const col = Object.fromEntries(header!.split(",").map((h, i) => [h, i]));
  return rows
    .map((r) => r.split(","))
    .filter((f) => f[col.code!] === "300750")
    .map((f) => ({
      ticker: "300750",
      date: f[col.date!]!,
      open: Number(f[col.open!]),
      high: Number(f[col.high!]),
      low: Number(f[col.low!]),
      close: Number(f[col.close!]),
      source: "行情",
    }));
}

describe("period labels and number formats", () => {
  it("names report periods the way Chinese reports do", () => {
    expect(periodLabel("2024-12-31")).toBe("2024年报");
    expect(periodLabel("2024-09-30")).toBe("2024三季报");
    expect(periodLabel("2024-06-30")).toBe("2024中报");
    expect(periodLabel("2024-03-31")).toBe("2024一季报");
    expect(periodLabel("2024-05-17")).toBe("2024-05-17");
    expect(periodLabel("2024-12-15")).toBe("2024-12-15");
  });

  it("names any date of a report month under the prompts' quarter-month rule", () => {
    expect(periodLabel("2024-12-31", "quarter-month")).toBe("2024年报");
    expect(periodLabel("2025-03-14", "quarter-month")).toBe("2025一季报");
    expect(periodLabel("2024-06-03", "quarter-month")).toBe("2024中报");
    expect(periodLabel("2024-05-17", "quarter-month")).toBe("2024-05-17");
    expect(periodLabel("2024年报", "quarter-month")).toBe("2024年报");
  });

  it("prints amounts in 亿元, 万元 or 元 and percentages with two decimals", () => {
    expect(formatAmount(174144069958.25)).toBe("1741.44亿元");
    expect(formatAmount(18974192.75)).toBe("1897.42万元");
    expect(formatAmount(-1785202630.71)).toBe("-17.85亿元");
    expect(formatAmount(512.5)).toBe("512.50元");
    expect(formatPercent(91.93121663606456)).toBe("91.93%");
    expect(formatSignedPercent(15.663979743024825)).toBe("+15.66%");
    expect(formatSignedPercent(-3.2)).toBe("-3.20%");
  });
});

describe("chunk ids", () => {
  it("are short, stable and differ by fact", () => {
    const id = chunkId("600519", "metric", "2024-12-31|revenue|东方财富F10");
    expect(id).toMatch(/^600519-m-[0-9a-f]{10}$/);
    expect(chunkId("600519", "metric", "2024-12-31|revenue|东方财富F10")).toBe(id);
    expect(chunkId("600519", "metric", "2023-12-31|revenue|东方财富F10")).not.toBe(id);
    expect(chunkId("600028", "metric", "2024-12-31|revenue|东方财富F10")).not.toMatch(/^600519/);
    expect(contentHash("a", [])).toBe(contentHash("a", []));
    expect(contentHash("a", [{ label: "x", value: 1, unit: "元" }])).not.toBe(contentHash("a", []));
  });
});

describe("metricChunks", () => {
  it("writes one short self-contained chunk per figure, with YoY where the source gives it", () => {
    const [withYoy, plain] = metricChunks(MOUTAI, [
      metric("2024-12-31", "revenue", 174144069958.25, { yoy: 15.66 }),
      metric("2023-12-31", "net_profit", 74734071550.75),
    ]);
    expect(withYoy!.text).toBe(
      "贵州茅台(600519) 2024年报 营业总收入 1741.44亿元，同比+15.66%（东方财富F10，披露 2025-04-03）",
    );
    expect(withYoy!.figures).toEqual([
      { label: "营业总收入", value: 174144069958.25, unit: "元" },
      { label: "营业总收入同比", value: 15.66, unit: "%" },
    ]);
    expect(withYoy).toMatchObject({
      ticker: "600519",
      kind: "metric",
      period: "2024-12-31",
      publicDate: "2025-04-03",
      source: EM,
    });
    expect(withYoy).toMatchObject({ category: "growth", dimension: "earnings" });
    expect(plain!.text).toBe("贵州茅台(600519) 2023年报 归母净利润 747.34亿元（东方财富F10，披露 2024-04-03）");
  });

  it("prints per-share figures in 元/股", () => {
    const [eps] = metricChunks(MOUTAI, [metric("2024-12-31", "basic_eps", 68.64)]);
    expect(eps!.text).toBe("贵州茅台(600519) 2024年报 基本每股收益 68.64元/股（东方财富F10，披露 2025-04-03）");
  });

  it("keeps one chunk per source when sources disagree, and ids survive re-ingesting", () => {
    const rows = [
      metric("2022-12-31", "net_profit", 62716443738.27, { source: "原始年报" }),
      metric("2022-12-31", "net_profit", 62717467870.12),
    ];
    const first = metricChunks(MOUTAI, rows);
    expect(first).toHaveLength(2);
    expect(new Set(first.map((c) => c.id)).size).toBe(2);
    expect(first.map((c) => c.text)).toEqual([
      "贵州茅台(600519) 2022年报 归母净利润 627.16亿元（原始年报，披露 2023-03-31）",
      "贵州茅台(600519) 2022年报 归母净利润 627.17亿元（东方财富F10，披露 2023-03-31）",
    ]);
    expect(metricChunks(MOUTAI, rows).map((c) => c.id)).toEqual(first.map((c) => c.id));
  });

  it("ignores other tickers' rows", () => {
    expect(metricChunks(MOUTAI, [{ ...metric("2024-12-31", "revenue", 1), ticker: "600028" }])).toEqual([]);
  });
});

describe("announcementChunks", () => {
  it("writes a title chunk naming company, date, title and category", () => {
    const [title] = announcementChunks(BYD, [
      announcement({ id: "1221670000", title: "2024年员工持股计划", date: "2024-11-06", category: "equity_incentive" }),
    ]);
    expect(title!.text).toBe("比亚迪(002594) 2024-11-06 公告：2024年员工持股计划（类别：股权激励）");
    expect(title).toMatchObject({
      kind: "announcement",
      dimension: "sentiment",
      publicDate: "2024-11-06",
      period: null,
      figures: [],
    });
  });

  it("splits the body into pieces of at most 300 characters, each prefixed with the title", () => {
    const sentence =
      "公司拟以集中竞价方式回购股份，回购资金总额不低于人民币5亿元且不超过人民币10亿元，回购价格不超过每股350.00元。";
    const text = [sentence.repeat(4), "本次回购股份拟用于员工持股计划或股权激励。", sentence.repeat(5)].join("\n");
    const list = announcementChunks(BYD, [
      announcement({ id: "a1", title: "关于回购公司股份方案的公告", date: "2025-03-18", text }),
    ]);
    const pieces = list.slice(1);
    expect(pieces.length).toBeGreaterThan(1);
    const prefix = "比亚迪(002594) 2025-03-18 公告《关于回购公司股份方案的公告》：";
    for (const p of pieces) {
      expect(p.text.startsWith(prefix)).toBe(true);
      expect(p.text.length - prefix.length).toBeLessThanOrEqual(300);
    }
    expect(
      pieces
        .map((p) => p.text.slice(prefix.length))
        .join("")
        .replaceAll("\n", ""),
    ).toBe(text.replaceAll("\n", ""));
    expect(list.every((c) => c.category === "growth")).toBe(true);
    expect(pieces[0]!.figures).toContainEqual({ label: "回购资金总额不低于人民币", value: 5e8, unit: "元" });
    expect(pieces[0]!.figures).toContainEqual({ label: "回购价格不超过每股", value: 350, unit: "元" });
  });
});

describe("quoteChunks", () => {
  const quotes = catlQuotes();
  const list = quoteChunks(CATL, quotes);

  it("keeps one market chunk per stored month plus the 52-week range, so six years of daily quotes stay under a hundred chunks", () => {
    expect(quotes.length).toBeGreaterThan(1400);
    const months = new Set(quotes.map((q) => q.date.slice(0, 7)));
    expect(months.size).toBe(72);
    expect(list.filter((c) => c.text.includes("五十二周"))).toHaveLength(1);
    expect(list).toHaveLength(months.size + 1);
    // A debate as of a past date still sees the market of that time.
    expect(list.some((c) => c.publicDate === "2020-06-30")).toBe(true);
  });

  it("computes no return across a gap in the stored series, and no 52-week range from a few bars", () => {
    const early = quotes.filter((q) => q.date <= "2020-06-30");
    const late = { ticker: "300750", date: "2025-07-04", close: 260.1, pb: 5.1, source: "行情快照" };
    const gapped = quoteChunks(CATL, [...early, late]);
    const july = gapped.find((c) => c.publicDate === "2025-07-04" && c.dimension === "market")!;
    expect(july.text).toBe("宁德时代(300750) 2025-07-04 收盘价 260.10元（行情快照）");
    // June 2020 has more than sixty bars behind it, so its returns exist; July 2025's sixtieth bar back is in 2020.
    const june = gapped.find((c) => c.publicDate === "2020-06-30" && c.dimension === "market")!;
    expect(june.text).toContain("近二十个交易日涨跌幅");
    expect(june.text).toContain("近六十个交易日涨跌幅");
    expect(early.length).toBeGreaterThan(60);
    expect(gapped.some((c) => c.text.includes("五十二周"))).toBe(false);
  });

  it("writes month-end closes with twenty- and sixty-day returns computed from the series", () => {
    const dec = list.find(
      (c) => c.publicDate === "2025-12-31" && c.text.includes("收盘价") && !c.text.includes("五十二周"),
    )!;
    const i = quotes.findIndex((q) => q.date === "2025-12-31");
    const close = quotes[i]!.close;
    const r20 = (close / quotes[i - 20]!.close - 1) * 100;
    const r60 = (close / quotes[i - 60]!.close - 1) * 100;
    expect(dec.text).toBe(
      `宁德时代(300750) 2025-12-31 收盘价 ${close.toFixed(2)}元，近二十个交易日涨跌幅${formatSignedPercent(r20)}，近六十个交易日涨跌幅${formatSignedPercent(r60)}（行情）`,
    );
    expect(dec).toMatchObject({ kind: "quote", dimension: "market", period: null });
  });

  it("writes a 52-week range chunk at the last date", () => {
    const range = list.find((c) => c.text.includes("近五十二周"))!;
    const year = quotes.filter((q) => q.date > "2024-12-31");
    const high = Math.max(...year.map((q) => q.high!));
    expect(range.publicDate).toBe("2025-12-31");
    expect(range.figures).toContainEqual({ label: "近五十二周最高价", value: high, unit: "元" });
  });

  it("writes valuation chunks only where the source gives PE, PB or market cap", () => {
    expect(list.some((c) => c.dimension === "valuation")).toBe(false);
    const withValuation = quoteChunks(CATL, [
      { ticker: "300750", date: "2025-06-30", close: 250.2, peTtm: 21.35, pb: 4.9, marketCap: 1.1e12, source: "行情" },
    ]);
    expect(withValuation.find((c) => c.dimension === "valuation")!.text).toBe(
      "宁德时代(300750) 2025-06-30 市盈率(TTM) 21.35倍，市净率 4.90倍，总市值 1.10万亿元（行情）",
    );
  });
});

describe("every number in a chunk text is one of its figures", () => {
  const all = [
    ...metricChunks(MOUTAI, [
      ...moutaiMetrics(),
      metric("2024-12-31", "gross_margin", 91.93, { yoy: -0.03, unit: "%" }),
    ]),
    ...derivedChunks(MOUTAI, moutaiMetrics()),
    ...quoteChunks(CATL, catlQuotes()),
    ...quoteChunks(CATL, [
      { ticker: "300750", date: "2025-06-30", close: 250.2, peTtm: 21.35, pb: 4.9, marketCap: 1.1e12, source: "行情" },
    ]),
    ...announcementChunks(BYD, [
      announcement({
        id: "x",
        title: "关于控股股东部分股份质押的公告",
        date: "2025-01-08",
        text: "截至2025年1月7日，控股股东累计质押股份1,200.5万股，占其所持股份的12.35%。本次质押融资金额为3.2亿元，质押期限为365天。",
      }),
    ]),
  ];

  it.each(all.map((c) => [c.text, c] as const))("%s", (_text, chunk) => {
    expect(unbackedNumbers(chunk.text, chunk.figures ?? [])).toEqual([]);
  });

  it("skips years, dates and codes but reads everything else", () => {
    expect(
      statedNumbers("贵州茅台(600519) 2024年报 营业总收入 1741.44亿元（披露 2025-04-03）").map((n) => n.raw),
    ).toEqual(["1741.44亿元"]);
  });
});
