import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

/*
 * 比亚迪 归母净利润 2022 166.22 → 2023 300.41 → 2024 402.54 → 2025 326.19亿元; 贵州茅台 归母净利润 2024 862.28 →
 * 2025 823.20亿元, 营业总收入 1741.44 → 1720.54亿元; 招商银行 归母净利润 2024 1483.91 → 2025 1501.81亿元.
 */
describe("a move said to end (就此中断, 戛然而止, 终结了此前的三连增)", () => {
  it("is the other way in the year it ended", () => {
    expect(mark("600519", "营收多年的增长势头在2025年戛然而止。")).toBe("✅");
    expect(mark("600036", "2025年归母净利润的增长势头就此中断。")).toBe("❌");
  });
  it("an ended streak is judged on the year it ended, not on the years it ran", () => {
    const byd = "归母净利润由402.54亿降至326.19亿，同比下滑近两成，终结了此前的三连增。";
    expect(mark("002594", byd)).toBe("✅");
    const mt = "连续五年的利润增长就此中断——归母净利润从2024年的862.28亿降到823.20亿。";
    expect(mark("600519", mt)).toBe("✅");
  });
  it("a run ended (结束了/打断了此前连续五年的增长) needs that many years of it before the year judged", () => {
    expect(mark("600519", "去年归母净利润823.2亿元、同比少了4.5%，结束了此前连续五年的增长。")).toBe("✅");
    expect(mark("600519", "2025年营业总收入下滑1.2%，打断了此前连续五年的增长。")).toBe("✅");
    // 招商银行 grew again in 2025: no run ended then.
    expect(mark("600036", "2025年归母净利润1501.81亿元，结束了此前连续两年的增长。")).toBe("❌");
  });
  it("a move not ended is not turned", () => {
    expect(mark("600036", "2025年归母净利润的增长并未中断。")).not.toBe("❌");
  });
});

describe("what an ended move needs", () => {
  // 招商银行 归母净利润 rose every year 2019-2025; 宁德时代 营业总收入 2024 −9.70 %, 2025 +17.04 %.
  it("the run it ended must have run", () => {
    expect(mark("600036", "招行归母净利润连续五年下滑的势头在2025年终结。")).toBe("❌");
    expect(mark("600036", "2025年招行归母净利润增长1.2%，终结了此前的三连降。")).toBe("❌");
  });
  it("a move that ends another year's move is its own way", () => {
    expect(mark("300750", "2025年宁德营收增长终结了2024年的下滑。")).toBe("✅");
    expect(mark("300750", "2025年营收重回增长，打破了2024年的下滑局面。")).toBe("✅");
  });
});

/** A move said to be halted (下滑已经止住, 跌势刹住) is not going on now: flat or the other way both hold. */
describe("a move said to be halted", () => {
  it("招商银行 营业总收入 2025 +0.01 % and 宁德时代 +17.04 %: 下滑已经止住 holds; 贵州茅台 −1.20 %: it does not", () => {
    expect(mark("600036", "2025年营收3375.32亿元、同比+0.01%，下滑已经止住。")).toBe("✅");
    expect(mark("300750", "2025年营收4237.02亿元，下滑已经止住。")).toBe("✅");
    expect(mark("600519", "2025年营收1720.54亿元，下滑已经止住。")).toBe("❌");
  });
});

describe("a halt hoped for or doubted", () => {
  it("is no halt: 恐怕难以止住 says the move goes on", () => {
    expect(mark("600519", "茅台净利润下滑的势头恐怕难以止住。")).toBe("✅");
    expect(mark("600036", "招行营收下滑很难止住。")).toBe("❌");
  });
});

describe("a halt said plainly, and a move not left behind", () => {
  it("下滑止住了 holds on a rise; 没有走出下滑 says the fall goes on", () => {
    // 贵州茅台 归母净利润 2025Q1 268.47 → 2026Q1 272.43亿元.
    expect(mark("600519", "贵州茅台2026年一季度净利润下滑止住了。")).toBe("✅");
    expect(mark("600519", "2025年归母净利润没有走出下滑。")).toBe("✅");
  });
});

// 营业总收入 下半年 2024 → 2025: 招商银行 1645.43 → 1675.63亿元 (+1.84 %);
// 比亚迪 归母净利润 下半年 266.23 → 171.08亿元.
describe("a move the clause's period made up (靠下半年把负增长追平)", () => {
  it("is that period's move the other way: it grew to even out the fall", () => {
    expect(mark("600036", "2025年招行营收靠下半年把负增长给追平了。")).toBe("✅");
    expect(mark("002594", "2025年利润是靠下半年把下滑弥补的。")).toBe("❌");
  });
  it("counter-case: without 把 the move stays the period's own", () => {
    expect(mark("002594", "2025年下半年利润下滑，难以弥补。")).toBe("✅");
  });
});

// 招商银行 分配股利、利润或偿付利息支付的现金 2024 610.31 → 2025 617.52亿元, 归母净利润 +1.21 %; 贵州茅台 709.51 → 672.42亿元,
// 归母净利润 −4.53 %; 比亚迪 资本开支 973.60 → 1568.08亿元.
describe("a move denied by a bare 不, or in one word (不缩水, 不降, 未增)", () => {
  it("holds when the metric did not move that way", () => {
    expect(mark("600036", "招行2025年分红付息不缩水。")).toBe("✅");
    expect(mark("600036", "招行2025年归母净利润不降。")).toBe("✅");
    expect(mark("002594", "2025年资本开支不减。")).toBe("✅");
  });
  it("counter-case: fails when it did, and 不得不 denies nothing", () => {
    expect(mark("600519", "茅台2025年分红付息不缩水。")).toBe("❌");
    expect(mark("600519", "茅台2025年归母净利润不减。")).toBe("❌");
    expect(mark("600519", "茅台2025年归母净利润不得不下滑。")).toBe("✅");
    // 招商银行 营业总收入 2024 3374.88 → 2025 3375.32亿元: a turn (未增反降) says the way it went, a fall.
    expect(mark("600036", "招行2025年营业总收入未增反降。")).toBe("❌");
    expect(mark("600519", "茅台2025年营业总收入没增反降。")).toBe("✅");
  });
});

/*
 * 招商银行 营业总收入 2025上半年 1699.69 (−1.72 %), 三季度单季 814.51亿元 (+2.11 %); 归母净利润 上半年 +0.25 %.
 * 宁德时代 营业总收入 2024 −9.70 %, 2025 +17.04 %.
 */
describe("a reversal naming an earlier part of the year (扭转了上半年的下滑)", () => {
  const q3 = (claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2025-10-31" }), sampleFacts("600036", "2025-10-31")),
    );
  it("asserts that part's move as said", () => {
    expect(q3("Q3单季营收同比+2.1%，一举扭转H1营收同比下滑的颓势。")).toBe("✅");
    expect(q3("三季度单季归母净利润同比增长约1%，扭转了上半年利润同比下滑的局面。")).toBe("❌");
  });
  it("a year named there is the base of the judged year's change; no period named is the other way now", () => {
    expect(mark("300750", "2025年营收同比增长17.04%，一举扭转了2024年营收下滑的局面。")).toBe("✅");
    expect(mark("002594", "2024年营收增长，告别了此前的下滑。")).toBe("✅");
  });
});

describe("a move word called a stretch (说'增长'也勉强, 叫下滑有点牵强): the move barely happened", () => {
  it("holds on a change too small to count either way", () => {
    expect(mark("600519", "茅台2025年营收小幅回落1.2%，称为下滑都有些牵强。")).toBe("✅");
    expect(mark("600036", "招行2025年归母净利润同比多了1.21%，把它叫作增长实在勉强。")).toBe("✅");
  });
  it("fails on a real move", () => {
    expect(mark("002594", "比亚迪2025年归母净利润同比少了19%，说是下滑也勉强。")).toBe("❌");
  });
  it("leaves a move word with nothing after it asserted", () => {
    expect(mark("002594", "比亚迪2025年归母净利润同比下滑约19%，勉强守住三百亿。")).toBe("✅");
  });
});
