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

  it("covers the whole history without a window and honours limit; every sample company's bars reach the sample's debate date", async () => {
    const all = await json<Prices>(await api("/api/tickers/300750/prices"));
    expect(all.results[0]?.date).toBe("2020-01-02");
    expect(all.results.at(-1)?.date).toBe("2026-04-30");
    expect((await json<Prices>(await api("/api/tickers/300750/prices?limit=5"))).results).toHaveLength(5);
    const moutai = (await json<Prices>(await api("/api/tickers/600519/prices"))).results;
    expect([moutai[0]?.date, moutai.at(-1)?.date]).toEqual(["2024-01-02", "2026-04-30"]);
  });

  it("rejects bad dates, an inverted window, unknown parameters and unknown tickers", async () => {
    expect((await api("/api/tickers/300750/prices?from=2024-02-30")).status).toBe(400);
    expect((await api("/api/tickers/300750/prices?from=2024-03-01&to=2024-02-01")).status).toBe(400);
    expect((await api("/api/tickers/300750/prices?limit=0")).status).toBe(400);
    expect((await api("/api/tickers/300750/prices?x=1")).status).toBe(400);
    expect((await api("/api/tickers/688999/prices")).status).toBe(404);
  });
});
