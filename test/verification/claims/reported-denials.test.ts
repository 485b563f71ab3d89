import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { sizeDenied } from "../../../src/verification/claims/denied-sizes";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { refutedView } from "../../../src/verification/claims/refuted-views";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string, side?: "bull" | "bear") =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf), { side }),
  );

describe("a size denied with another's word between: 并非空方说的翻倍", () => {
  it("reads the speaker's words as no obstacle to the denial", () => {
    expect(sizeDenied("但并非空方说的翻倍", "翻倍")).toBe(true);
    expect(sizeDenied("并不是市场担心的腰斩", "腰斩")).toBe(true);
    expect(sizeDenied("空方说的翻倍", "翻倍")).toBe(false);
  });
  it("holds when the change is short of the size, fails when it reached it", () => {
    expect(mark("002594", "资本开支1568.08亿元，同比多了约594亿元，但并非空方说的翻倍。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "2022年归母净利润并非空方说的翻倍。", "2023-04-30", "bull")).toBe("❌");
  });
});

describe("a size word quoted and refuted: 所谓“利润腰斩”不成立", () => {
  it("holds when the change is far from the word, and is no view reversed a second time", () => {
    expect(mark("600519", "所谓“利润腰斩”不成立，2025年归母净利润降4.53%。", "2026-04-30", "bull")).toBe("✅");
    expect(refutedView("所谓“利润下滑”的说法不成立")).toBeNull();
    expect(mark("601318", "所谓“利润下滑”的说法不成立，2025年归母净利润增长6.45%。", "2026-04-30", "bull")).toBe("✅");
  });
  it("is undecided when the change lies inside the word's band: a reviewer may mean a stricter sense", () => {
    const claim = "多方的“利润稳健增长”站不住脚：2025年归母净利润增速只有1.2%左右，只能算微增。";
    expect(mark("600036", claim, "2026-04-30", "bear")).toBe("❔");
  });
});

describe("a view named by its noun and denied, with no head: 利润增长的说法不成立", () => {
  it("takes the words before the noun as the view", () => {
    expect(refutedView("利润腰斩的说法不成立")).toBe("利润腰斩");
    expect(refutedView("这种说法不成立")).toBeNull();
  });
  it("holds when the data contradicts the view and fails when the data holds it", () => {
    expect(mark("600519", "2025年利润增长的说法不成立。", "2026-04-30", "bear")).toBe("✅");
    expect(mark("601318", "2025年利润增长的说法不成立。", "2026-04-30", "bear")).toBe("❌");
    expect(mark("600519", "利润腰斩的说法不成立，2025年归母净利润只降了4.53%。", "2026-04-30", "bull")).toBe("✅");
  });
});

describe("a move in progress denied: 不是在上升", () => {
  it("reads 不是在 and 并没有在 as denials of the move", () => {
    expect(mark("002594", "负债率不是在上升，2025年为70.74%。", "2026-04-30")).toBe("✅");
    expect(mark("601318", "归母净利润并没有在下滑，2025年为1347.78亿元。", "2026-04-30", "bull")).toBe("✅");
    expect(mark("600519", "归母净利润不是在下降，2025年为823.20亿元。", "2026-04-30", "bull")).toBe("❌");
  });
});

describe("leverage words both ways: 去杠杆 and 加杠杆", () => {
  it("reads 加杠杆 as the debt ratio rising", () => {
    expect(mark("600519", "资产负债率降到16.42%，公司在去杠杆。", "2026-04-30", "bull")).toBe("✅");
    expect(mark("600519", "资产负债率降到16.42%，公司在加杠杆。", "2026-04-30", "bull")).toBe("❌");
  });
});

describe("spoken sizes: 涨了快一半", () => {
  it("reads 快 as short of the fraction and the bare 涨 as a growth verb", () => {
    expect(mark("002594", "比亚迪上半年营收3712亿，同比涨了快一半。", "2025-09-05")).toBe("❌");
    expect(mark("002594", "比亚迪上半年营收3712亿，同比涨了近两成半。", "2025-09-05")).toBe("✅");
  });
});

describe("a figure denied where it is written: 降幅不是16.79%，而是两成以上", () => {
  it("fails when the data has exactly the denied figure", () => {
    expect(mark("600028", "2024年归母利润的降幅不是16.79%，而是两成以上。", "2026-04-30", "bull")).toBe("❌");
    expect(mark("601318", "2025年归母净利润并非1347.78亿元。", "2026-04-30", "bear")).toBe("❌");
  });
  it("holds when the data differs from the denied figure and has the corrected one", () => {
    expect(mark("600028", "2024年归母利润降幅不是10%，而是16.79%。", "2026-04-30", "bull")).toBe("✅");
    expect(mark("300750", "2025年毛利率不是30%，而是26.27%。", "2026-04-30", "bull")).toBe("✅");
    expect(mark("601318", "2025年归母净利润并非1200亿元，而是1347.78亿元。", "2026-04-30", "bull")).toBe("✅");
  });
});

describe("what a denial does not reach", () => {
  it("reads a quote refuted with 站不住脚 once, as 不成立 is", () => {
    expect(mark("600519", "所谓“利润腰斩”站不住脚，2025年归母净利润降4.53%。", "2026-04-30", "bull")).toBe("✅");
    expect(mark("002594", "所谓“利润翻倍”站不住脚，2023年归母净利润增长约81%。", "2024-04-30", "bull")).toBe("✅");
  });
  it("leaves a round or hedged denied figure that matches the data undecided: it may deny the rounding", () => {
    expect(mark("600036", "招行2025年ROE不是13%，而是13.44%。", "2026-04-30")).toBe("❔");
    expect(mark("601318", "2025年归母净利润不是约1350亿元，而是1347.78亿元。", "2026-04-30")).toBe("❔");
  });
  it("reads no denial in a question", () => {
    expect(mark("600519", "2025年营收增速是不是-1.2%？是的。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2025年茅台的利润，不是823亿元又是多少？", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2025年归母净利润是不是在下降？答案是肯定的，降了4.53%。", "2026-04-30")).toBe("✅");
  });
  it("reads another's word between a denial and its figure, and a size that did not happen", () => {
    expect(mark("601318", "2025年归母净利润1347.78亿元，不是空方说的1200亿元。", "2026-04-30", "bull")).toBe("✅");
    expect(mark("600519", "茅台2025年归母净利润并没有翻倍。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "2023年归母净利润并没有翻倍。", "2024-04-30")).toBe("✅");
    expect(mark("002594", "2022年归母净利润并没有翻倍。", "2023-04-30")).toBe("❌");
  });
});
