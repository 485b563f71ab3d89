import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { afterDayBefore, sinceDay } from "../../../src/verification/claims/event-dates";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 宁德时代 buy-back notices held: 2026-04-02 (进展), 2026-04-07 (结果).
describe("notices after a day", () => {
  it("a whole day with 以后 counts from the day after it; 以来 from the day itself", () => {
    expect(sinceDay("2026年4月7日以后没有回购公告")).toBe("2026-04-08");
    expect(sinceDay("2025年12月31日之后未见减持")).toBe("2026-01-01");
    expect(sinceDay("2026年4月7日以来没有回购公告")).toBe("2026-04-07");
  });
  it("此后 opening a clause is after the last whole day the clause before names", () => {
    expect(afterDayBefore("此后至今未再出现回购公告", "2026年4月7日公告回购结果", "2026-04-30")).toBe(
      "2026年4月7日以后未再出现回购公告",
    );
    expect(afterDayBefore("此后未再出现回购公告", "2月推出员工持股计划", "2026-04-30")).toBeNull();
    expect(afterDayBefore("未再出现回购公告", "2026年4月7日公告回购结果", "2026-04-30")).toBeNull();
  });
  it("a denial after that day is refuted only by a notice after it, and never proved by the partial store", () => {
    expect(mark("300750", "2026年4月2日宁德公告回购进展，此后再无回购公告。")).toBe("❌");
    expect(mark("300750", "2026年4月7日宁德公告回购结果，此后至今没有新的回购公告。")).toBe("❔");
    expect(mark("300750", "2026年4月7日以后没有回购公告。")).toBe("❔");
    expect(mark("300750", "2026年4月1日以后没有回购公告。")).toBe("❌");
  });
});
