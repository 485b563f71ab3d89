import { describe, expect, it } from "vitest";
import { checkFactClauses } from "../../../src/verification/claims/check-fact-clauses";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json, on 2026-04-30: 600036 closes at 38.27, 9.1 % below its 2025 year-end close of
 * 42.10; 300750 at 436.00, 18.7 % above 367.26; 600519 at 1384.79, 0.55 % above 1377.18, after a fall of 1.17 % on
 * the day.
 */
const zs = sampleFacts("600036", "2026-04-30");
const nd = sampleFacts("300750", "2026-04-30");
const mt = sampleFacts("600519", "2026-04-30");
const oks = (clauses: string[], facts: ReturnType<typeof sampleFacts>) =>
  checkFactClauses(clauses, facts)
    .filter((c) => c.kind === "market")
    .map((c) => c.ok);

describe("a sized move since a year began (2026年以来, 跨年以来) is from the last close of the year before", () => {
  it("reads a clause naming no metric, with the company's name inside, as the price's", () => {
    expect(oks(["2026年以来招行累计下跌约9.1%"], zs)).toEqual([true, true]);
    expect(oks(["2026年以来招行累计下跌约19.1%"], zs)).toContain(false);
    expect(oks(["跨年以来区间涨约18.7%"], nd)).toEqual([true, true]);
    expect(oks(["跨年以来区间涨约28.7%"], nd)).toContain(false);
  });
});

describe("the last session's close against a year's last close", () => {
  it("is the move over the year, not the last session's own move", () => {
    expect(oks(["4月30日收盘较2025年末的1377.18元仅涨0.55%"], mt)).not.toContain(false);
    expect(oks(["4月30日收盘较2025年末的1377.18元上涨约5%"], mt)).toContain(false);
    expect(oks(["4月30日下跌1.17%"], mt)).toEqual([true, true]);
  });
});
