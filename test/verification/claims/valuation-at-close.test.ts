import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 招商银行: a 2025-07-04 snapshot PB 1.16倍; 38.27 on 2026-04-30 over the 2025 每股净资产 43.43 is 0.88倍. 中国石化:
// a 2025-07-04 snapshot 总市值 6886.73亿元 at 5.68, so 6535亿元 at the 2026-04-30 close 5.39.
describe("a market reading priced at the last close (现价, 以现价折算)", () => {
  it("is the last close's PB, not a snapshot's months old", () => {
    expect(mark("600036", "现价对应2025年每股净资产约0.88倍PB。")).toBe("✅");
    expect(mark("600036", "现价对应2025年每股净资产约1.2倍PB，已不算便宜。")).toBe("❌");
    expect(mark("600036", "按现价计算，PB约1.2倍。")).toBe("❌");
  });

  it("is the market value the snapshot's share count gives at the last close", () => {
    expect(mark("600028", "以现价折算市值约6535亿元。")).toBe("✅");
    expect(mark("600028", "以现价折算市值约7535亿元。")).toBe("❌");
  });

  it("does not fail a market value priced at the latest close on the snapshot's recency (按最新股价)", () => {
    expect(mark("600028", "按最新股价，市值约6535亿元。")).toBe("✅");
    expect(mark("600028", "按最新股价，市值约7535亿元。")).toBe("❌");
  });

  it("leaves the figure unread where no reading is of the last bar", () => {
    expect(mark("601318", "现价对应2025年每股净资产约1.2倍PB。")).toBe("❔");
  });
});
