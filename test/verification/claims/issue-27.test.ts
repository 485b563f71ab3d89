import { describe, expect, it } from "vitest";
import cases from "./issue-27-cases.json";
import { type CorpusCase, measureCorpus } from "./measure";

/**
 * The examples of issue 27, written in the style a model writes (base years, relative years, enumerations, ratios,
 * bounds, scenarios, peers), each labelled true / false / undecidable from the sample figures as of 2026-06-30. The
 * mark shown is the product's: ✅ only when every clause that asserts something was checked and passed.
 */
describe("issue 27: the marks hold on sentences written the way analysts write them", () => {
  const t = measureCorpus(cases as CorpusCase[]).truth;
  const misses = t.misses
    .map((m) => `${m.id} ${m.expect}→${m.mark} ${m.claim}\n  ${m.reasons.join("\n  ")}`)
    .join("\n");

  it("shows every true claim ✅, every false one ❌ and every undecidable one ❔", () => {
    expect(t.byExpect.true.n).toBeGreaterThanOrEqual(25);
    expect(t.byExpect.false.n).toBeGreaterThanOrEqual(10);
    expect(t.misses, misses).toEqual([]);
  });
});
