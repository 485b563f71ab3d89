import { describe, expect, it } from "vitest";
import { reachedMovesWritten } from "../../../src/verification/claims/reached-moves";

describe("到 after a one-character move between two figures (从A升到B)", () => {
  it("is read as 至", () => {
    expect(reachedMovesWritten("净利从1266亿升到1348亿")).toBe("净利从1266亿升至1348亿");
    expect(reachedMovesWritten("经营现金流由924.64亿元降到615.22亿元")).toBe("经营现金流由924.64亿元降至615.22亿元");
  });
  it("stays as written for a reading or a rate with no figure it moved from", () => {
    expect(reachedMovesWritten("RSI升到70.29")).toBe("RSI升到70.29");
    expect(reachedMovesWritten("之后两年降到1%档")).toBe("之后两年降到1%档");
    expect(reachedMovesWritten("归母净利润/营收由2021年的约12.2%降到约9.4%")).toBe(
      "归母净利润/营收由2021年的约12.2%降到约9.4%",
    );
  });
});
