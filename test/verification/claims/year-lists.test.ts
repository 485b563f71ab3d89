import { describe, expect, it } from "vitest";
import { unchained } from "../../../src/verification/claims/chains";
import { sentencesOf } from "../../../src/verification/claims/clause-split";
import { writtenPeriods } from "../../../src/verification/claims/period-shorthand";
import { listedYears, onlyYears } from "../../../src/verification/claims/year-lists";

/** One reading of a list of years, wherever it is written (a shorthand list, a chained heading, a list of items). */
describe("years written as a list", () => {
  it("years that follow one another are a span; years apart each get their 年", () => {
    expect(listedYears("2017、2018、2019年", 3)).toBe("2017-2019年");
    expect(listedYears("2017和2019年", 3)).toBe("2017年和2019年");
    expect(listedYears("2022→2023", 2, "、")).toBe("2022-2023年");
    expect(listedYears("2019→2022→2025", 2, "、")).toBe("2019年、2022年、2025年");
  });

  it("the shorthand list, the chained heading and the clause split read it the same way", () => {
    expect(writtenPeriods("2017、2018、2019年营收")).toBe("2017-2019年营收");
    expect(unchained("2022→2023→2024→2025:307.29→320.5→330.1→340.2亿")).toContain("2022-2025年");
    expect(onlyYears("2024、2025年")).toBe(true);
    expect(onlyYears("2024年增长5%")).toBe(false);
    expect(sentencesOf("2024、2025年分别回升至10%、12%", undefined)[0]).toHaveLength(1);
  });
});
