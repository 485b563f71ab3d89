import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { withVolumeBase } from "../../../src/verification/claims/volume-restated";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json on 2026-04-30, the mean volume of the last 20 sessions over the 20 before:
 * 002594 0.682, 600028 0.608, 600036 1.101.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a volume ratio said again as a bare multiple", () => {
  it("is the same volume against the same base as the clause before", () => {
    expect(mark("002594", "近20日成交均量萎缩到前20日的七成以下，约0.68倍，上涨缺乏量能配合。")).toBe("✅");
    expect(mark("002594", "近20日成交均量萎缩到前20日的七成以下，约0.78倍。")).toBe("❌");
    expect(withVolumeBase("约0.68倍", "近20日成交均量萎缩到前20日的七成以下")).toBe(
      "近20日成交均量萎缩到前20日的约0.68倍",
    );
  });

  it("leaves a multiple of anything else, or after no volume, alone", () => {
    expect(withVolumeBase("市盈率约20倍", "近20日均量萎缩到前20日的七成")).toBe("市盈率约20倍");
    expect(withVolumeBase("约20倍", "市盈率较前20日回落")).toBe("约20倍");
  });
});

describe("volume 高于/低于 the sessions before", () => {
  it("is more or less volume", () => {
    expect(mark("600028", "近20日均量明显低于此前20个交易日，仅0.61倍。")).toBe("✅");
    expect(mark("600036", "招行近20日均量略高于前20日，约1.1倍。")).toBe("✅");
    expect(mark("600036", "招行近20日均量略高于前20日，约1.5倍。")).toBe("❌");
    expect(mark("002594", "比亚迪近20日均量高于前20日。")).toBe("❌");
  });
});

describe("a volume's share of the sessions before, said again bare", () => {
  // 2026-04-30: 中国石化 0.608, 招商银行 1.101; 宁德时代 2025-10-31 0.753.
  it("is the share of the window named before", () => {
    expect(mark("600028", "近20日量能明显萎缩，只有前20日的约61%。")).toBe("✅");
    expect(mark("600028", "近20日量能明显萎缩，只有前20日的约81%。")).toBe("❌");
    expect(mark("600036", "近20日成交温和放大，约为前20日的110%。")).toBe("✅");
    expect(withVolumeBase("只有前20日的约68%", "近20日明显缩量")).toBe("近20日均量只有前20日的约68%");
    expect(withVolumeBase("只有前20日的约68%", "明显缩量")).toBe("只有前20日的约68%");
  });
});
