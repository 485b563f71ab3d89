import { describe, expect, it } from "vitest";
import { checkEventClause } from "../../../src/verification/claims/check-events";
import { DENIED_LATER } from "../../../src/verification/claims/event-words";
import { sampleFacts } from "./sample-facts";

/*
 * 601318 holds annual plans for 2023, 2024, 2025 (2024-03-22, 2025-03-20, 2026-03-27) and interim ones for 2023-2025;
 * 300750 only its 2025 annual plan (2026-03-10) and the 2026 interim authorisation.
 */
const oks = (text: string, ticker: string, asOf = "2026-04-30") =>
  checkEventClause(text, sampleFacts(ticker, asOf)).map((c) => c.ok);

describe("a dividend said to recur", () => {
  it("is shown by plans of its kind held for the newest report year and the one before", () => {
    expect(oks("延续年度派息", "601318")).toEqual([true]);
    expect(oks("中期分红如期而至", "601318", "2025-09-10")).toEqual([true]);
    expect(oks("分红政策延续", "601318")).toEqual([true]);
    expect(oks("一年两次分红的节奏延续", "601318")).toEqual([true]);
  });

  it("is 未能核验 when the year before is not held: the file is partial, never ❌", () => {
    expect(oks("延续年度派息", "300750")).toEqual([null]);
    expect(oks("一年两次分红的节奏延续", "300750")).toEqual([null]);
  });

  it("a break denied (没有中断, 从未间断, 不曾断档) is a recurrence, not one filing", () => {
    for (const t of ["年度分红没有中断", "年度派息从未间断", "分红未间断", "年度分红没有中断过"]) {
      expect(checkEventClause(t, sampleFacts("601318", "2026-04-30")).map((c) => c.found)[0]).toContain("2025-03-20");
    }
    expect(oks("年度分红没有中断", "300750")).toEqual([null]);
  });

  it("a break said (已经中断, 出现断档) is no filing found: never ✅ from a plan held", () => {
    expect(oks("中期分红已经中断", "601318")).not.toContain(true);
    expect(oks("分红出现断档", "601318")).not.toContain(true);
  });

  it("a sized dividend says more than recurrence and is not read as one", () => {
    expect(oks("分红持续增长", "601318")).toEqual([]);
    expect(oks("分红比例延续", "601318")).toEqual([]);
  });

  it("a recurrence denied or doubted is not the one asserted: never ✅ from this rule", () => {
    for (const t of ["中期分红不再延续", "中期分红没能如期而至", "中期分红能否持续存疑", "年度分红难以持续"]) {
      expect(oks(t, "601318")).not.toContain(true);
    }
  });

  it("a denial after the dividend word is a denial: refuted by the plans held", () => {
    // 601318 holds its 2025 interim plan (2025-08-27).
    expect(oks("中期分红未能延续", "601318")).toEqual([false]);
    expect(oks("中期分红没有延续下去", "601318")).toEqual([false]);
  });

  it("a denial of a later subject (增持后股价未能持续上涨) or of a stage (尚未完成) is not a denial of the event", () => {
    for (const t of ["大股东增持后股价未能持续上涨", "回购落地后股价没能持续反弹", "回购已启动但尚未完成"]) {
      const after = t.slice(t.search(/增持|回购/) + 2);
      expect(DENIED_LATER.test(after)).toBe(false);
    }
    expect(DENIED_LATER.test("未能延续")).toBe(true);
  });
});
