import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../scripts/lib/csv.mjs";
import { DIRECTORY_SOURCE, SNAPSHOT_LISTINGS } from "../../src/tickers/directory-snapshot";
import { boardOf, cleanShortName, listingStatusOf } from "../../src/tickers/listing";
import { pinyinKeys } from "../../src/tickers/pinyin-keys";
import { resolveTicker, searchTickers } from "../../src/tickers/resolve-ticker";

const SPOT = "em_spot_snapshot_2025-07-07.csv";
const reference = () => parseCsv(env.TEST_REFERENCE[SPOT] ?? "");
const byCode = new Map(SNAPSHOT_LISTINGS.map((l) => [l.code, l]));

describe("the bundled directory", () => {
  it("lists every A share of the reference snapshot once, with its date and source", () => {
    const rows = reference();
    expect(rows).toHaveLength(5729);
    expect(SNAPSHOT_LISTINGS).toHaveLength(rows.length);
    for (const r of rows) expect(byCode.has(r.code ?? ""), r.code).toBe(true);
    expect(DIRECTORY_SOURCE).toMatchObject({ file: SPOT, session: "2025-07-04", count: 5729 });
  });

  it("states each name as the exchange means it: SZSE padding and full-width letters folded", () => {
    for (const r of reference()) expect(byCode.get(r.code ?? "")?.name, r.code).toBe(cleanShortName(r.name ?? ""));
    expect(byCode.get("000858")?.name).toBe("五粮液");
    expect(byCode.get("000002")?.name).toBe("万科A");
    expect(SNAPSHOT_LISTINGS.filter((l) => /\s|[Ａ-Ｚ]/u.test(l.name))).toEqual([]);
  });

  it("places each code on its exchange and board", () => {
    expect(byCode.get("600519")).toMatchObject({ exchange: "SH", board: "sh_main" });
    expect(byCode.get("688981")).toMatchObject({ exchange: "SH", board: "star" });
    expect(byCode.get("000333")).toMatchObject({ exchange: "SZ", board: "sz_main", name: "美的集团" });
    expect(byCode.get("300750")).toMatchObject({ exchange: "SZ", board: "chinext" });
    const bse = SNAPSHOT_LISTINGS.filter((l) => l.exchange === "BJ");
    expect(bse.length).toBe(271);
    expect(bse.every((l) => l.board === "bse")).toBe(true);
    expect(boardOf("510300")).toBeNull();
  });

  it("reads the listing status from the short name and marks listings that did not trade in the session", () => {
    expect(listingStatusOf("*ST广道")).toBe("risk_warning");
    expect(listingStatusOf("ST星源")).toBe("risk_warning");
    expect(listingStatusOf("退市泽达")).toBe("delisting");
    expect(listingStatusOf("贵州茅台")).toBe("listed");
    expect(byCode.get("839680")).toMatchObject({ name: "*ST广道", status: "risk_warning", traded: true });
    expect(byCode.get("688555")).toMatchObject({ status: "delisting", traded: false });
    const untraded = reference().filter((r) => (r.price ?? "") === "").length;
    expect(SNAPSHOT_LISTINGS.filter((l) => !l.traded)).toHaveLength(untraded);
  });

  it("carries the pinyin the Worker would compute for each name", () => {
    for (const l of SNAPSHOT_LISTINGS.filter((_, i) => i % 97 === 0))
      expect(l.pinyin, l.code).toEqual(pinyinKeys(l.name));
  });
});

describe("pinyinKeys", () => {
  it("reads names as they are said, polyphones included, with Latin runs whole", () => {
    expect(pinyinKeys("贵州茅台")).toEqual({ full: "gui zhou mao tai", initials: "gzmt" });
    expect(pinyinKeys("平安银行")).toEqual({ full: "ping an yin hang", initials: "payh" });
    expect(pinyinKeys("重庆啤酒").initials).toBe("cqpj");
    expect(pinyinKeys("*ST广道")).toEqual({ full: "st guang dao", initials: "stgd" });
    expect(pinyinKeys("万科A")).toEqual({ full: "wan ke a", initials: "wka" });
  });
});

describe("resolving and searching the whole directory", () => {
  const all = SNAPSHOT_LISTINGS;

  it("finds any listed company by code in every common form", () => {
    for (const raw of ["600519", "sh600519", "SH600519", "600519.SH", "600519.sh"]) {
      expect(resolveTicker(raw, all), raw).toMatchObject({ status: "found", code: "600519", name: "贵州茅台" });
    }
    expect(resolveTicker("000333.SZ", all)).toMatchObject({ status: "found", name: "美的集团" });
    expect(resolveTicker("bj920002", all).status).toBe("found");
  });

  it("finds a company by its name and by its padded SZSE name", () => {
    expect(resolveTicker("美的集团", all)).toMatchObject({ status: "found", code: "000333" });
    expect(resolveTicker("五 粮 液", all)).toMatchObject({ status: "found", code: "000858" });
  });

  it("resolves pinyin initials and full pinyin", () => {
    expect(resolveTicker("gzmt", all)).toMatchObject({ status: "found", code: "600519", name: "贵州茅台" });
    expect(resolveTicker("byd", all)).toMatchObject({ status: "found", code: "002594", name: "比亚迪" });
    expect(resolveTicker("GuiZhouMaoTai", all)).toMatchObject({ status: "found", code: "600519" });
    expect(resolveTicker("mei de ji tuan", all)).toMatchObject({ status: "found", code: "000333" });
  });

  it("calls a pinyin that starts several names ambiguous, listing them closest first", () => {
    const r = resolveTicker("pingan", all);
    expect(r.status).toBe("ambiguous");
    if (r.status !== "ambiguous") return;
    const names = r.candidates.map((c) => c.name);
    expect(names).toContain("中国平安");
    expect(names).toContain("平安银行");
    // A name that starts with the pinyin comes before one where it starts a later word.
    expect(names.indexOf("平安银行")).toBeLessThan(names.indexOf("中国平安"));
  });

  it("does not match pinyin across word boundaries, and says when nothing reads that way", () => {
    expect(resolveTicker("zzzzqx", all)).toMatchObject({ status: "not_found" });
    // "ngan" is inside ping an, never at a syllable's start.
    expect(searchTickers("ngan", all, 50).map((s) => s.name)).not.toContain("平安银行");
    expect(searchTickers("anyin", all, 50).map((s) => s.name)).toContain("平安银行");
  });

  it("suggests by pinyin while typing, prefixes first", () => {
    expect(searchTickers("gzm", all).map((s) => s.code)).toContain("600519");
    expect(searchTickers("gzmt", all)[0]).toMatchObject({ code: "600519" });
    const pingan = searchTickers("pingan", all, 20).map((s) => s.name);
    expect(pingan.slice(0, 3)).toContain("平安银行");
    expect(pingan).toContain("中国平安");
    expect(searchTickers("6005", all).every((s) => s.code.startsWith("6005"))).toBe(true);
  });
});
