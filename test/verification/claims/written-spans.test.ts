import { describe, expect, it } from "vitest";
import { writtenSpan } from "../../../src/verification/claims/written-spans";

describe("the written words behind a span of the text as read", () => {
  it("maps a rewritten year back onto the words the writer used", () => {
    const written = "宁德时代去年多赚约215亿元";
    const read = "宁德时代2025年多赚约215亿元";
    expect(writtenSpan(written, read, 4, 9)).toBe("去年");
  });
  it("does not align a text longer than a point (a pasted report): its table would not fit a Worker", () => {
    const long = "营收增长".repeat(200);
    expect(writtenSpan(long, long, 0, 4)).toBe("");
  });
});
