import { describe, expect, it } from "vitest";
import { BYD, CATL, CMB, PINGAN, MOUTAI, SINOPEC, markWithPeers as mark } from "./peer-marks";

describe("a clause whose subject is a named peer", () => {
  // 比亚迪 2026Q1 归母净利润 40.85亿元, from 91.55亿元 a year before (-55.4 %); 宁德时代's rose 48.5 %.
  it("reads the peer's figures and move on the peer's facts", () => {
    const claim = "一季度宁德净利约207亿元、同比+48.5%，比亚迪仅约41亿元且同比大幅下滑。";
    expect(mark(CATL, claim, [BYD])).toBe("✅");
    expect(mark(CATL, claim.replace("下滑", "增长"), [BYD])).toBe("❌");
    expect(mark(CATL, "一季度宁德净利约207亿元，比亚迪约90亿元。", [BYD])).toBe("❌");
  });

  it("never reads the peer's move as the company's where the peer's facts are not given", () => {
    expect(mark(CATL, "一季度宁德净利约207亿元、同比+48.5%，比亚迪仅约41亿元且同比大幅下滑。", [])).toBe("❔");
  });
});

describe("an order to a peer", () => {
  // 招商银行 2025 归母净利润 1501.81亿元, 中国平安 1347.78亿元.
  it("reads the order word written after the peer's figure (被…反超)", () => {
    expect(mark(CMB, "招行2025年归母净利1502亿元，已被中国平安的1348亿元反超。", [PINGAN])).toBe("❌");
    expect(mark(CMB, "招行2025年归母净利1502亿元，已超过中国平安的1348亿元。", [PINGAN])).toBe("✅");
  });

  it("sizes the gap to the peer, not the company's own change, by a size word before the order", () => {
    // 招行's own growth is +1.2 %: 明显 said of its gap to 平安's growth is not a size of its own change.
    const claim = "2025年招行净利1502亿元高于中国平安的1348亿元，但增速约1.2%明显落后平安约6.5%。";
    expect(mark(CMB, claim, [PINGAN])).toBe("❔");
  });
});

describe("an order to a peer said with a bare adjective after 比", () => {
  // 2024 归母净利润: 中国石化 503.13亿元, 贵州茅台 862.28亿元.
  it("reads 比茅台同年还高 as the order", () => {
    expect(mark(SINOPEC, "2024年归母净利润503亿元，比茅台同年还高。", [MOUTAI])).toBe("❌");
    expect(mark(MOUTAI, "2024年归母净利润862亿元，比中国石化同年还高。", [SINOPEC])).toBe("✅");
  });
});

describe("a peer's multiple compared after the company's", () => {
  // 比亚迪's PE over 2025 profit is about 56; its profit is below 茅台's, its PE far above.
  it("compares the multiple said last, not the profit it was divided from", () => {
    const claim = "按7月4日快照市值约1.82万亿元，对应2025年归母净利约56倍PE，远高于茅台约22倍。";
    // The peer's 22倍 is checked on 茅台's PE and the order on the two multiples as stated (peer-multiple.ts).
    expect(mark(BYD, claim, [MOUTAI])).toBe("✅");
  });
});

describe("a fraction said with 多", () => {
  // 宁德时代 2025 营业总收入 4237.02亿元 is 0.53 of 比亚迪's 8039.65亿元.
  it("holds a little above the fraction", () => {
    expect(mark(CATL, "2025年宁德归母净利722亿元，营收却只有比亚迪的一半多。", [BYD])).toBe("✅");
    expect(mark(CATL, "2025年宁德归母净利722亿元，营收却只有比亚迪的三分之一多。", [BYD])).toBe("❌");
  });
});

describe("a peer's figure listed beside the company's", () => {
  // 2026-04-30 市盈率(TTM): 贵州茅台 about 21倍.
  it("reads a peer's name and bare figure as the peer's value of the metric the clause before named", () => {
    expect(mark(CATL, "宁德时代PE约27.5倍，茅台约21倍。", [MOUTAI])).toBe("✅");
    expect(mark(CATL, "宁德时代PE约27.5倍，茅台约31倍。", [MOUTAI])).toBe("❌");
  });

  it("leaves the figure to the peer rule where the peer's facts are not given", () => {
    expect(mark(CATL, "宁德时代PE约27.5倍，茅台约31倍。", [])).toBe("❔");
  });
});

describe("a peer's change listed beside the company's", () => {
  // 2025 营业总收入: 比亚迪 +3.46 %, 中国平安 +2.10 %; 归母净利润: 招商银行 +1.21 %, 贵州茅台 -4.53 %.
  it("reads a peer's name and bare change as the peer's change of the metric the clause before named", () => {
    expect(mark(CATL, "宁德2025年营收增长约17%，比亚迪同期仅增长约3.5%。", [BYD])).toBe("✅");
    expect(mark(CMB, "招行2025年净利润增长1.2%，茅台同期下降约4.5%。", [MOUTAI])).toBe("✅");
    // The change's word is checked as the peer's move, not only its size.
    expect(mark(CMB, "招行2025年净利润增长1.2%，茅台同期增长约4.5%。", [MOUTAI])).toBe("❌");
    expect(mark(CMB, "招行2025年净利润增长1.2%，茅台同期下降约14.5%。", [MOUTAI])).toBe("❌");
  });

  it("leaves the change to the peer rule where the peer's facts are not given", () => {
    expect(mark(CMB, "招行2025年净利润增长1.2%，茅台同期增长约4.5%。", [])).toBe("❔");
  });
});

describe("a peer's figure after a year or 同年", () => {
  // 2025 归母净利润: 贵州茅台 823.20亿元.
  it("reads the metric named right after the peer as the peer's, in the year the sentence names", () => {
    expect(mark(CMB, "2025年招行归母净利润1501.81亿元，同年茅台归母净利润823.20亿元。", [MOUTAI])).toBe("✅");
    expect(mark(CMB, "2025年招行归母净利润1501.81亿元，同年茅台归母净利润923.20亿元。", [MOUTAI])).toBe("❌");
  });
});

describe("companies' figures listed with 、", () => {
  // 2025 资产负债率: 招商银行 90.20%, 中国平安 89.81%; 2026-04-30 市盈率(TTM): 贵州茅台 about 21倍.
  it("reads each company's item as its own clause, the peer's on the peer's facts", () => {
    expect(mark(CATL, "宁德时代PE约27.5倍、茅台约21倍。", [MOUTAI])).toBe("✅");
    expect(mark(CATL, "宁德时代PE约27.5倍、茅台约31倍。", [MOUTAI])).toBe("❌");
    expect(mark(CMB, "招行负债率90.20%、平安89.80%。", [PINGAN])).toBe("✅");
    expect(mark(CMB, "招行负债率90.20%、平安80.80%。", [PINGAN])).toBe("❌");
  });
});
