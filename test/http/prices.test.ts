import { describe, expect, it } from "vitest";
import { api, json } from "../support/api";

type Bar = { date: string; open: number | null; close: number; source: string };
type Prices = { ticker: string; from: string | null; to: string | null; results: Bar[] };

describe("GET /api/tickers/:ticker/prices", () => {
  it("returns the stored daily bars in a date window, oldest first, whatever form the ticker is given in", async () => {
    const res = await api(`/api/tickers/${encodeURIComponent("宁德时代")}/prices?from=2024-01-01&to=2024-01-31`);
    expect(res.status).toBe(200);
    const body = await json<Prices>(res);
    expect(body).toMatchObject({ ticker: "300750", from: "2024-01-01", to: "2024-01-31" });
    const dates = body.results.map((b) => b.date);
    expect(dates.length).toBeGreaterThanOrEqual(15);
    expect(dates.every((d) => d >= "2024-01-01" && d <= "2024-01-31")).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(body.results.every((b) => b.close > 0 && b.source.length > 0)).toBe(true);
  });

  it("covers the whole history without a window, honours limit, and answers a one-snapshot ticker with its snapshot", async () => {
    const all = await json<Prices>(await api("/api/tickers/300750/prices"));
    expect(all.results[0]?.date).toBe("2020-01-02");
    expect(all.results.at(-1)?.date).toBe("2025-12-31");
    expect((await json<Prices>(await api("/api/tickers/300750/prices?limit=5"))).results).toHaveLength(5);
    expect((await json<Prices>(await api("/api/tickers/600519/prices"))).results).toHaveLength(1);
  });

  it("rejects bad dates, an inverted window, unknown parameters and unknown tickers", async () => {
    expect((await api("/api/tickers/300750/prices?from=2024-02-30")).status).toBe(400);
    expect((await api("/api/tickers/300750/prices?from=2024-03-01&to=2024-02-01")).status).toBe(400);
    expect((await api("/api/tickers/300750/prices?limit=0")).status).toBe(400);
    expect((await api("/api/tickers/300750/prices?x=1")).status).toBe(400);
    expect((await api("/api/tickers/688999/prices")).status).toBe(404);
  });
});
