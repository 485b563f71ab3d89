import { describe, expect, it } from "vitest";
import { anonymizer, COMPANY_PLACEHOLDER, TICKER_PLACEHOLDER } from "../../src/debate/anonymize";
import { buildDebaterMessages } from "../../src/debate/prompts/debater-prompts";
import { argueTask, moutaiEvidence } from "../support/moutai-evidence";

const subject = { companyName: "贵州茅台", ticker: "600519", asOf: "2025-06-30" };
/** A calendar year as the masking reads one (not a figure such as 2015亿元 or 2024.5). */
const REAL_YEAR = /(?<![\d.])(19|20)\d{2}(?![\d.亿万千百元%％倍个家股只份名位])/;

describe("anonymize: what a model reads names no company, code or year, and maps back exactly", () => {
  it("replaces the name, the code and every year counted from the as-of year; evidence keeps relative periods", () => {
    const a = anonymizer(subject);
    const line =
      "E1 [growth/earnings 2024年报 披露2025-04-03] 贵州茅台(600519) 2024年报 营业总收入 1741.44亿元，同比+15.66%；2025年一季报 SH600519";
    const masked = a.mask(line);
    expect(masked).toBe(
      `E1 [growth/earnings T-1年报 披露T年04-03] ${COMPANY_PLACEHOLDER}(${TICKER_PLACEHOLDER}) T-1年报 营业总收入 1741.44亿元，同比+15.66%；T年一季报 SH${TICKER_PLACEHOLDER}`,
    );
    expect(a.unmask(masked)).toBe(line);
  });

  it("keeps figures that look like years, and maps every form of date back to its own form", () => {
    const a = anonymizer(subject);
    const texts = [
      "货币资金 2015亿元，较上年 2024.5",
      "2025Q1 与 FY2024 对比",
      "报告期 20240930 至 2024-12-31",
      "2023年度 2022年三季报",
      "截至 2026-01-02",
    ];
    for (const t of texts) {
      const masked = a.mask(t);
      expect(a.unmask(masked), masked).toBe(t);
    }
    expect(a.mask(texts[0]!)).toBe(texts[0]);
    expect(a.mask(texts[1]!)).toBe("〔T年〕Q1 与 FY〔T-1年〕 对比");
    expect(a.mask(texts[2]!)).toBe("报告期 T-1年0930 至 T-1年12-31");
    expect(a.mask(texts[3]!)).toBe("T-2年度 T-3年三季报");
    expect(a.mask(texts[4]!)).toBe("截至 T+1年01-02");
  });

  it("maps back a year placeholder the model wrote on its own by counting from T, and leaves T+1 trading talk alone", () => {
    const a = anonymizer(subject);
    expect(a.unmask("T-2年净利润下滑，公司A仍执行T+1交收")).toBe("2023年净利润下滑，贵州茅台仍执行T+1交收");
  });

  it("maps back every string of a parsed reply, leaving numbers and structure as they were", () => {
    const a = anonymizer(subject);
    const reply = {
      stance: "bullish",
      points: [
        {
          claim: a.mask("2024年报贵州茅台营收增长"),
          evidence: [{ id: "E1", quote: a.mask("2024年报 营业总收入") }],
          confidence: 0.8,
        },
      ],
    };
    expect(a.unmaskDeep(reply)).toEqual({
      stance: "bullish",
      points: [
        { claim: "2024年报贵州茅台营收增长", evidence: [{ id: "E1", quote: "2024年报 营业总收入" }], confidence: 0.8 },
      ],
    });
  });

  it("a streamed reply split anywhere, even inside a placeholder, is shown as the real text", () => {
    const a = anonymizer(subject);
    const real = "公司贵州茅台(600519)的2024年报显示增长，2025-04-03披露；2024年度分红提升。";
    const masked = a.mask(real);
    for (const size of [1, 2, 3, 5, 7]) {
      const push = a.streamUnmasker();
      let shown = "";
      for (let i = 0; i < masked.length; i += size) shown += push(masked.slice(i, i + size));
      expect(shown, `pieces of ${size}`).toBe(real);
    }
  });

  it("a whole debater prompt of the sample holds no name, code or real year once masked", () => {
    const ev = moutaiEvidence();
    const a = anonymizer({ companyName: "贵州茅台", ticker: "600519", asOf: "2025-06-30" });
    const messages = buildDebaterMessages(argueTask("bull", ev.bullPack)).map((m) => a.mask(m.content));
    for (const text of messages) {
      expect(text).not.toContain("贵州茅台");
      expect(text).not.toContain("600519");
      expect(text).not.toMatch(REAL_YEAR);
    }
    expect(messages.join("\n")).toContain("T-1年");
  });
});
