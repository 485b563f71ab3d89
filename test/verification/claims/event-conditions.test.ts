import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { carriedConditionClause } from "../../../src/verification/claims/event-conditions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * 比亚迪 (002594) filed 2026-03-28 "关于2025年员工持股计划第一个锁定期解锁条件未成就的公告": the condition was not met.
 */
describe("a condition's outcome said in the clause after the event", () => {
  it("is read as that event's condition, with the years the event's clause named", () => {
    expect(carriedConditionClause("说明业绩考核达标", "2025年员工持股计划解锁条件未成就")).toBe(
      "2025年员工持股说明业绩考核达标",
    );
    // No condition named before, or an event of its own: nothing carried.
    expect(carriedConditionClause("说明业绩考核达标", "公司公告了员工持股计划")).toBeNull();
    expect(carriedConditionClause("回购条件已满足", "员工持股计划解锁条件未成就")).toBeNull();
  });

  it("考核达标 after 未成就 is refuted by the filing; 未达标 / 没有达标 agree with it", () => {
    expect(mark("002594", "消息面视角：员工持股计划解锁条件未成就，说明业绩考核达标，属正面信号。")).toBe("❌");
    expect(mark("002594", "员工持股计划解锁条件未成就，说明业绩考核未达标。")).toBe("✅");
    expect(mark("002594", "员工持股计划解锁条件未成就，业绩考核没有达标。")).toBe("✅");
  });
});

describe("a clause naming its own plan, year or kind of condition", () => {
  // 比亚迪 also filed 2025-07-16 "关于2022年员工持股计划第三个锁定期届满暨解锁条件成就的公告".
  it("speaks of that one, not the event before", () => {
    expect(carriedConditionClause("此前2022年计划第三期解锁条件已成就", "2025年员工持股计划解锁条件未成就")).toBeNull();
    expect(carriedConditionClause("但个人考核均已达标", "员工持股计划解锁条件未成就")).toBeNull();
    expect(mark("002594", "2025年员工持股计划解锁条件未成就，此前2022年计划第三期解锁条件已成就。")).not.toBe("❌");
  });
});
