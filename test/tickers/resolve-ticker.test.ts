import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SAMPLE_DATA } from "../../src/sample";
import { exchangeOf } from "../../src/tickers/exchange";
import { normalizeName, parseTickerInput } from "../../src/tickers/normalize-ticker";
import { type DirectoryEntry, resolveTicker, searchTickers } from "../../src/tickers/resolve-ticker";
import { parseCsv } from "../../scripts/lib/csv.mjs";

const SPOT = "em_spot_snapshot_2025-07-07.csv";

let snapshot: DirectoryEntry[] | undefined;
/** Parsed once: the resolver caches its index per directory array, so every test shares one. */
function snapshotDirectory(): DirectoryEntry[] {
  if (snapshot) return snapshot;
  const text = env.TEST_REFERENCE[SPOT];
  if (text === undefined) throw new Error(`reference file ${SPOT} is missing from TEST_REFERENCE`);
  snapshot = parseCsv(text).map((r) => ({ code: r.code ?? "", name: r.name ?? "" }));
  return snapshot;
}

/**
 * The exchanges' published stock-code ranges, written as numeric intervals rather than the
 * implementation's two-digit prefixes, so the two are independent statements of the same rule.
 */
const CODE_RANGES: readonly { from: number; to: number; exchange: "SH" | "SZ" | "BJ"; board: string }[] = [
  { from: 600_000, to: 605_999, exchange: "SH", board: "SSE main board" },
  { from: 688_000, to: 689_999, exchange: "SH", board: "STAR market" },
  { from: 900_000, to: 900_999, exchange: "SH", board: "SSE B shares" },
  { from: 1, to: 3_999, exchange: "SZ", board: "SZSE main board" },
  { from: 300_000, to: 302_999, exchange: "SZ", board: "ChiNext" },
  { from: 200_000, to: 200_999, exchange: "SZ", board: "SZSE B shares" },
  { from: 430_000, to: 439_999, exchange: "BJ", board: "BSE (from NEEQ)" },
  { from: 830_000, to: 839_999, exchange: "BJ", board: "BSE (from NEEQ)" },
  { from: 870_000, to: 879_999, exchange: "BJ", board: "BSE (from NEEQ)" },
  { from: 920_000, to: 920_999, exchange: "BJ", board: "BSE" },
];
const expectedExchange = (code: string) => {
  const n = Number(code);
  return CODE_RANGES.find((r) => n >= r.from && n <= r.to)?.exchange ?? null;
};

describe("normalizeName", () => {
  it("drops the padding SZSE puts in short names and folds full-width letters", () => {
    expect(normalizeName("五 粮 液")).toBe("五粮液");
    expect(normalizeName("万  科Ａ")).toBe("万科A");
    expect(normalizeName("柳    工")).toBe("柳工");
    expect(normalizeName("\u3000贵州\u3000茅台 ")).toBe("贵州茅台");
    expect(normalizeName("*st广道")).toBe("*ST广道");
  });
});

describe("parseTickerInput", () => {
  it.each([
    ["600519", "600519", "SH"],
    ["sh600519", "600519", "SH"],
    ["SH600519", "600519", "SH"],
    ["600519.SH", "600519", "SH"],
    ["600519.sh", "600519", "SH"],
    ["sz000001", "000001", "SZ"],
    ["000001.SZ", "000001", "SZ"],
    ["bj830799", "830799", "BJ"],
    ["920001", "920001", "BJ"],
    ["６００５１９", "600519", "SH"],
    ["ｓｈ６００５１９", "600519", "SH"],
    ["  300750 ", "300750", "SZ"],
    ["\t002594\n", "002594", "SZ"],
  ])("reads %j as code %s on %s", (raw, code, exchange) => {
    expect(parseTickerInput(raw)).toEqual({ kind: "code", code, exchange });
  });

  it.each([
    ["五 粮 液", "五粮液"],
    ["万  科Ａ", "万科A"],
    [" 贵州茅台 ", "贵州茅台"],
    ["*st广道", "*ST广道"],
    ["精进电动-UW", "精进电动-UW"],
  ])("reads %j as the name %s", (raw, name) => {
    expect(parseTickerInput(raw)).toEqual({ kind: "name", name });
  });

  it("rejects an exchange prefix or suffix that contradicts the code, naming the right exchange", () => {
    for (const raw of ["SZ600519", "600519.SZ", "sh000001", "bj600519"]) {
      const r = parseTickerInput(raw);
      expect(r.kind, raw).toBe("invalid");
      if (r.kind === "invalid") expect(r.message, raw).toMatch(/在 (SH|SZ) 交易/);
    }
  });

  it("rejects codes of the wrong length and six-digit numbers that are not stocks", () => {
    for (const raw of ["60051", "6005190", "510300", "sh510300", "399001"]) {
      expect(parseTickerInput(raw).kind, raw).toBe("invalid");
    }
  });

  it("rejects control characters, overlong input and query- or path-like junk", () => {
    const junk = [
      "",
      "   ",
      "600\u0000519",
      "贵州\u0007茅台",
      "茅\u200b台",
      "贵".repeat(21),
      "'; DROP TABLE companies;--",
      "茅台' OR '1'='1",
      "600519; DROP",
      "../../etc/passwd",
      "..\\..\\win.ini",
      "%2e%2e%2f",
      "<b>茅台</b>",
      "mou-tai",
    ];
    for (const raw of junk) {
      const r = parseTickerInput(raw);
      expect(r.kind, JSON.stringify(raw)).toBe("invalid");
      // Every rejection says what would have been accepted.
      if (r.kind === "invalid") expect(r.message).toContain("6 位 A 股代码");
    }
    expect(parseTickerInput("贵".repeat(20)).kind).toBe("name");
  });
});

describe("resolveTicker", () => {
  const sample = SAMPLE_DATA.companies;
  const noAliases: DirectoryEntry[] = [
    { code: "600519", name: "贵州茅台" },
    { code: "000858", name: "五 粮 液" },
    { code: "000002", name: "万  科Ａ" },
    { code: "601318", name: "中国平安" },
    { code: "600028", name: "中国石化" },
    { code: "000001", name: "平安银行" },
  ];

  it("finds a company by code in any accepted form", () => {
    for (const raw of ["600519", "sh600519", "600519.SH", "６００５１９"]) {
      expect(resolveTicker(raw, sample), raw).toEqual({
        status: "found",
        code: "600519",
        exchange: "SH",
        name: "贵州茅台",
      });
    }
    expect(resolveTicker("300750.SZ", sample)).toMatchObject({ status: "found", code: "300750", exchange: "SZ" });
  });

  it("says a well-formed code is not a listed A share rather than calling it invalid", () => {
    const r = resolveTicker("sz000001", sample);
    expect(r.status).toBe("not_found");
    if (r.status === "not_found") expect(r.message).toContain("不是在市的 A 股");
  });

  it("passes invalid input through with its message", () => {
    const r = resolveTicker("SZ600519", sample);
    expect(r.status).toBe("invalid");
    if (r.status === "invalid") expect(r.message).toContain("在 SH 交易");
  });

  it("matches an exact name, then an alias, then a unique substring", () => {
    expect(resolveTicker("贵州茅台", sample)).toMatchObject({ status: "found", code: "600519" });
    expect(resolveTicker("招行", sample)).toMatchObject({ status: "found", code: "600036", name: "招商银行" });
    expect(resolveTicker("宁德", sample)).toMatchObject({ status: "found", code: "300750" });
    expect(resolveTicker("茅台", noAliases)).toMatchObject({ status: "found", code: "600519" });
    expect(resolveTicker("五粮液", noAliases)).toMatchObject({ status: "found", code: "000858", name: "五 粮 液" });
    expect(resolveTicker("万科a", noAliases)).toMatchObject({ status: "found", code: "000002" });
  });

  it("lets an alias win over substring matches", () => {
    const directory = [...sample, { code: "000001", name: "平安银行" }];
    expect(resolveTicker("平安", directory)).toMatchObject({ status: "found", code: "601318" });
    // Without the alias, "平安" is in two names and the user has to choose.
    expect(resolveTicker("平安", noAliases)).toEqual({
      status: "ambiguous",
      candidates: [
        { code: "000001", name: "平安银行" },
        { code: "601318", name: "中国平安" },
      ],
    });
  });

  it("reports several substring matches as ambiguous, at most ten, names starting with the query first", () => {
    const r = resolveTicker("中国", snapshotDirectory());
    expect(r.status).toBe("ambiguous");
    if (r.status !== "ambiguous") return;
    expect(r.candidates).toHaveLength(10);
    const starts = r.candidates.map((c) => normalizeName(c.name).startsWith("中国"));
    expect(r.candidates.every((c) => normalizeName(c.name).includes("中国"))).toBe(true);
    expect(starts.indexOf(false) === -1 || starts.slice(starts.indexOf(false)).every((s) => !s)).toBe(true);
  });

  it("says which names it does not know", () => {
    const r = resolveTicker("不存在的公司", sample);
    expect(r).toMatchObject({ status: "not_found" });
    if (r.status === "not_found") expect(r.message).toContain("不是在市的 A 股");
  });
});

describe("resolveTicker over the full 2025-07-07 code list", () => {
  const directory = snapshotDirectory();

  it("covers every listed A share", () => {
    expect(directory.length).toBe(5729);
  });

  it("places every code on the exchange its published range gives, and none on null", () => {
    const wrong = directory.filter((d) => {
      const expected = expectedExchange(d.code);
      return expected === null || exchangeOf(d.code) !== expected;
    });
    expect(wrong).toEqual([]);
  });

  it("resolves every code, bare and exchange-prefixed, back to itself", () => {
    for (const d of directory) {
      const exchange = expectedExchange(d.code);
      expect(resolveTicker(d.code, directory)).toMatchObject({ status: "found", code: d.code, exchange });
      expect(resolveTicker(`${exchange?.toLowerCase()}${d.code}`, directory)).toMatchObject({
        status: "found",
        code: d.code,
      });
    }
  });

  it("resolves every padded name to its code, or to candidates that include it where the name repeats", () => {
    const count = new Map<string, number>();
    for (const d of directory) count.set(normalizeName(d.name), (count.get(normalizeName(d.name)) ?? 0) + 1);
    let repeated = 0;
    for (const d of directory) {
      const r = resolveTicker(d.name, directory);
      if ((count.get(normalizeName(d.name)) ?? 0) === 1) {
        expect(r, d.name).toMatchObject({ status: "found", code: d.code });
      } else {
        repeated++;
        expect(r.status, d.name).toBe("ambiguous");
        if (r.status === "ambiguous")
          expect(
            r.candidates.map((c) => c.code),
            d.name,
          ).toContain(d.code);
      }
    }
    expect(repeated).toBeGreaterThan(0);
  });
});

describe("searchTickers", () => {
  const directory = snapshotDirectory();

  it("suggests codes by prefix, in code order, up to the limit, with or without an exchange mark", () => {
    const hits = searchTickers("6005", directory, 5);
    expect(hits).toHaveLength(5);
    expect(hits.every((h) => h.code.startsWith("6005") && h.exchange === "SH")).toBe(true);
    expect(hits.map((h) => h.code)).toEqual([...hits.map((h) => h.code)].sort());
    expect(searchTickers("sh6005", directory, 5)).toEqual(hits);
    expect(searchTickers("６００５１９", directory, 5).map((h) => h.code)).toEqual(["600519"]);
  });

  it("ranks exact names, then aliases, then prefixes, then substrings", () => {
    const withAliases = [
      ...SAMPLE_DATA.companies,
      { code: "000001", name: "平安银行" },
      { code: "601319", name: "中国人保" },
    ];
    expect(searchTickers("平安", withAliases).map((h) => h.code)).toEqual(["601318", "000001"]);
    expect(searchTickers("中国", withAliases).map((h) => h.code)).toEqual(["600028", "601318", "601319"]);
    expect(searchTickers("茅台", directory)[0]).toEqual({ code: "600519", name: "贵州茅台", exchange: "SH" });
    const wuliangye = searchTickers("五粮液", directory);
    expect(wuliangye[0]?.code).toBe("000858");
  });

  it("returns nothing for an empty query, a zero limit or junk", () => {
    expect(searchTickers("", directory)).toEqual([]);
    expect(searchTickers("   ", directory)).toEqual([]);
    expect(searchTickers("茅台", directory, 0)).toEqual([]);
    expect(searchTickers("'; DROP TABLE", directory)).toEqual([]);
  });
});
