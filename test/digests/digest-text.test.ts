import { describe, expect, it } from "vitest";
import { DISCLAIMER } from "../../src/compliance/compliance";
import type { DigestContent, DigestStock } from "../../src/digests/digest-content";
import { FORMATS, renderParts, type TextFormat } from "../../src/digests/digest-text";

const stock = (i: number, over: Partial<DigestStock> = {}): DigestStock => ({
  code: String(600000 + i),
  name: `公司${i}`,
  stance: "bullish",
  stanceLabel: "看多",
  changeLabel: "首次推送",
  overall: 72,
  asOf: "2026-04-30",
  link: `https://desk.example.com/d/d_${String(i).padStart(12, "a")}`,
  bull: ["2025年营业收入1741.44亿元，同比增长15.66%，增长稳健。".repeat(2), "毛利率维持在91%以上。"],
  bear: ["存货余额同比上升，周转放缓。", "经营现金流同比下降。"],
  ...over,
});

const content = (stocks: DigestStock[], listName = "我的持仓"): DigestContent => ({
  listName,
  date: "2026-12-02",
  test: false,
  stocks,
});

describe("a digest's text per channel", () => {
  it("keeps every part within the channel's limit, each with the heading (n/m) and the disclaimer", () => {
    const many = content(Array.from({ length: 40 }, (_, i) => stock(i)));
    for (const [channel, f] of Object.entries(FORMATS)) {
      const parts = renderParts(many, f as TextFormat);
      for (const [i, p] of parts.entries()) {
        expect(f.measure(p), channel).toBeLessThanOrEqual(f.limit);
        expect(p, channel).toContain(DISCLAIMER);
        if (parts.length > 1) expect(p, channel).toContain(`（${i + 1}/${parts.length}）`);
      }
      // Every stock is in exactly one part: none is split across two or lost.
      for (const s of many.stocks)
        expect(
          parts.filter((p) => p.includes(`（${s.code}）`)),
          channel,
        ).toHaveLength(1);
    }
    expect(renderParts(many, FORMATS.wecom).length).toBeGreaterThanOrEqual(5);
  });

  it("cuts a stock longer than a part at a character boundary, never inside a character or a number", () => {
    const f: TextFormat = { ...FORMATS.wecom, limit: 700 };
    const long = stock(1, { bull: ["营业收入1741.44亿元😀".repeat(40)] });
    const [part] = renderParts(content([long]), f);
    expect(f.measure(part!)).toBeLessThanOrEqual(700);
    expect(part).toContain(DISCLAIMER);
    expect(part).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(part).toMatch(/…/);
  });

  it("makes markup in names and claims inert in each channel's own syntax", () => {
    const hostile = stock(2, {
      name: "<@all>[点我](https://evil.example)**",
      bull: ['<a href="https://evil.example">x</a> & <at user_id="all"></at>'],
      bear: ["# 标题\n> 引用"],
    });
    const c = content([hostile], "持仓");
    const wecom = renderParts(c, FORMATS.wecom)[0]!;
    expect(wecom).not.toContain("](https://evil");
    expect(wecom).not.toContain("<@all>");
    expect(wecom).toContain("＜@all＞［点我］（https://evil.example）＊＊");
    expect(wecom).not.toMatch(/\n# /);
    const telegram = renderParts(c, FORMATS.telegram)[0]!;
    expect(telegram).toContain("&lt;a href=&quot;https://evil.example&quot;&gt;x&lt;/a&gt; &amp; ");
    expect(telegram).not.toContain('<a href="https://evil');
    expect(telegram).toContain(`<a href="${hostile.link}">查看报告</a>`);
    const feishu = renderParts(c, FORMATS.feishu)[0]!;
    expect(feishu).not.toContain("<at");
    expect(feishu).toContain("＜at user_id=");
  });

  it("says when a stock has no verdict yet and marks a test", () => {
    const [p] = renderParts({ ...content([stock(3, { stance: null, stanceLabel: null })]), test: true }, FORMATS.email);
    expect(p).toContain("【测试消息】自选「我的持仓」盘前摘要 2026-12-02");
    expect(p).toContain("公司3（600003） 暂无结论（尚未辩论）");
  });
});
