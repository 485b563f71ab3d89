import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

// 招商银行 销售净利率 2021-2025 rose every year, 2025 44.77 % (2024 44.32 %); 五粮液 2019 营业利润率 48.38 %.
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("利润率 after its sentence named one margin", () => {
  it("is that margin said again", () => {
    expect(mark("600036", "净利率44.77%，比上年提高约0.45个百分点，利润率在2021年以来逐年上移。")).toBe("✅");
    expect(mark("600036", "净利率44.77%，利润率在2021年以来逐年下移。")).toBe("❌");
  });

  it("is sized as that margin: 几乎腰斩 of 2.18 %→1.87 % (−14 %) fails, 小幅下滑 holds (中国石化 2024)", () => {
    const said = "净利率1.87%，较上年的2.18%下降0.31个百分点，利润率";
    expect(mark("600028", `${said}几乎腰斩。`)).toBe("❌");
    expect(mark("600028", `${said}小幅下滑。`)).toBe("✅");
  });

  it("names no margin on its own, nor after two margins", () => {
    expect(mark("600036", "利润率在2021年以来逐年上移。")).toBe("❔");
    expect(mark("600519", "毛利率91.18%，净利率50.53%，利润率在2021年以来逐年上移。")).toBe("❔");
  });
});

describe("利润率 after its sentence named a revenue and one profit", () => {
  // 宁德时代 2025: 营业总收入 +17 %, 归母净利润 +42 %, so 归母净利润 / 营业总收入 rose (14.02 % → 17.04 %).
  it("is that profit over the revenue, the revenue a clause further back too", () => {
    expect(mark("300750", "2025年营收增约17%，利润增约42%，利润率明显改善。")).toBe("✅");
    expect(mark("300750", "2025年营收增约17%而归母净利润增约42%，利润率受挤压。")).toBe("❌");
  });

  it("is no margin after a profit alone, nor after the sentence named a margin", () => {
    expect(mark("300750", "2025年利润增约42%，利润率明显改善。")).toBe("❔");
    expect(mark("600519", "2025年营收降1.2%，毛利率91.18%，净利率50.53%，利润降约4.5%，利润率被压缩。")).toBe("❔");
  });
});

describe("营业利润率", () => {
  it("is 营业利润 over 营业收入", () => {
    expect(mark("000858", "营业利润242.46亿元，按营业收入计营业利润率约48%。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "营业利润242.46亿元，按营业收入计营业利润率约53%。", "2020-05-15")).toBe("❌");
  });
});

describe("squeezed (被压缩, 受挤压) said of a figure", () => {
  // 600519's 管理费用 97.29亿元 (2023) → 93.16亿元 (2024); 002594's 2025 revenue +3.46 %, profit −18.97 %.
  it("is a fall, whichever metric it is said of", () => {
    expect(mark("600519", "茅台2024年管理费用被压缩到93亿元。")).toBe("✅");
    expect(mark("002594", "营收增3.5%而净利润降约19%，利润率受挤压。")).toBe("✅");
    expect(mark("600519", "茅台2024年销售费用被压缩到56亿元。")).toBe("❌");
  });

  it("and 实质性 is no size of a change (对股东是实质性回报)", () => {
    expect(mark("600519", "茅台2025年净利润下降4.5%，对股东是实质性回报。")).toBe("✅");
  });
});

// 比亚迪 2025 销售净利率 4.20 %; 中国石化 2024 1.87 %.
describe("a heading naming the margins as the topic (利润率层面，…)", () => {
  it("asserts nothing of its own: the margin after it is judged", () => {
    expect(mark("002594", "利润率层面，比亚迪2025年净利率只有约4.2%。")).toBe("✅");
    expect(mark("002594", "利润率层面，比亚迪2025年净利率只有约8%。")).toBe("❌");
    expect(mark("600028", "利润率层面，2024年净利率不足2%。")).toBe("✅");
  });
  it("a bare 利润率 with no framing word is still no heading", () => {
    expect(mark("002594", "利润率，依然偏低。")).toBe("❔");
  });
});
