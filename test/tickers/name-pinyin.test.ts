import { describe, expect, it } from "vitest";
import { namePinyin, readingKeys } from "../../src/tickers/name-pinyin";

const readings = new Map([
  ["重", "zhong"],
  ["庆", "qing"],
  ["重庆", "chong qing"],
  ["工", "gong"],
  ["广", "guang"],
  ["道", "dao"],
]);

describe("namePinyin", () => {
  it("reads each Han character by its reading, a pair by its own where it has one", () => {
    expect(namePinyin("重庆", readings)).toEqual({ full: "chong qing", initials: "cq" });
    expect(namePinyin("重工", readings)).toEqual({ full: "zhong gong", initials: "zg" });
  });

  it("keeps Latin and digit runs whole, drops punctuation and folds full-width letters", () => {
    expect(namePinyin("*ST广道", readings)).toEqual({ full: "st guang dao", initials: "stgd" });
    expect(namePinyin("重工Ａ", readings)).toEqual({ full: "zhong gong a", initials: "zga" });
  });

  it("treats a character with no reading as part of the run around it", () => {
    expect(namePinyin("广X", readings)).toEqual({ full: "guang x", initials: "gx" });
  });
});

describe("readingKeys", () => {
  it("asks for every Han character and each adjacent pair, once", () => {
    expect(readingKeys("ST重庆重庆")).toEqual(["重", "重庆", "庆", "庆重"]);
  });
});
