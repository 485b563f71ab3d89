import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../../src/db/client";
import { readDirectoryVersion } from "../../../src/ingest/directory-version";
import { refreshListings } from "../../../src/ingest/fetch/listing-refresh";
import { parseCninfoStockList } from "../../../src/ingest/sources";
import { api, json } from "../../support/api";
import cninfo from "../../fixtures/sources/cninfo-szse-stock.json";

/**
 * The cninfo list as the cron gets it, plus a company listed after the bundled snapshot and a rename (of a company with
 * no data here: a stored company keeps the name it was loaded with).
 */
const list = () =>
  parseCninfoStockList({
    stockList: [
      ...cninfo.stockList,
      { orgId: "x1", category: "A股", code: "001399", pinyin: "xssy", zwjc: "新 上 实 业" },
      { orgId: "x2", category: "A股", code: "000651", pinyin: "stgl", zwjc: "ST格力" },
    ],
  });

describe("refreshing the directory from the exchange's list (the cron)", () => {
  it("adds companies listed since the snapshot and renames, at once for every reader, and changes nothing the second time", async () => {
    expect(list().some((c) => c.code === "001399")).toBe(true);
    const db = createDb(env.DB);
    await api("/api/health");
    const before = await readDirectoryVersion(db, () => new Date());
    expect(await refreshListings(db, async () => list(), "2026-11-30")).toMatchObject({ changed: true });
    expect(await readDirectoryVersion(db, () => new Date())).not.toBe(before);

    type Search = { results: { code: string; name: string; status: string; loaded: boolean }[] };
    const added = await json<Search>(await api(`/api/tickers?q=${encodeURIComponent("新上实业")}`));
    expect(added.results[0]).toMatchObject({ code: "001399", name: "新上实业", status: "listed", loaded: false });
    expect((await json<Search>(await api("/api/tickers?q=xssy"))).results[0]?.code).toBe("001399");
    const renamed = await json<Search>(await api(`/api/tickers?q=${encodeURIComponent("ST格力")}`));
    expect(renamed.results.find((r) => r.code === "000651")).toMatchObject({ name: "ST格力", status: "risk_warning" });

    const again = await readDirectoryVersion(db, () => new Date());
    expect(await refreshListings(db, async () => list(), "2026-12-01")).toMatchObject({ changed: false });
    expect(await readDirectoryVersion(db, () => new Date())).toBe(again);
  });
});
