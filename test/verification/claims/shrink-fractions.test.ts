import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a shrinking sized as a fraction (缩水近一半, 萎缩超过四分之一) is judged as the fall it names", () => {
  // 中国石化 归母净利润 2021 712.08亿 → 2024 503.13亿 (-29.3 %); 基本每股收益 0.59 → 0.41元 (-29.4 %).
  it("passes a fraction the fall reaches and fails one it does not", () => {
    expect(mark("600028", "中国石化2024年净利润较2021年缩水近三分之一。", "2026-04-30")).toBe("✅");
    expect(mark("600028", "中国石化2024年净利润较2021年萎缩超过四分之一。", "2026-04-30")).toBe("✅");
    expect(mark("600028", "中国石化2024年净利润较2021年缩水近一半。", "2026-04-30")).toBe("❌");
    const eps = "基本每股收益从2021年的0.59元降到2024年的0.41元，三年缩水近一半。";
    expect(mark("600028", eps, "2026-04-30")).toBe("❌");
  });
});
