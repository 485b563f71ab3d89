import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, json } from "../support/api";

describe("HTTP hygiene", () => {
  it("answers a wrong method on a known route with 405 JSON and an Allow header", async () => {
    const res = await api("/api/debates", { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    const body = await json<{ error: { code: string; message: string } }>(res);
    expect(body.error.code).toBe("method_not_allowed");
    expect(body.error.message).toContain("POST");
    const del = await api("/api/tickers/600519", { method: "DELETE" });
    expect(del.status).toBe(405);
    expect(del.headers.get("allow")).toBe("GET");
  });

  it("answers an unknown route with 404 JSON", async () => {
    const res = await api("/api/nope");
    expect(res.status).toBe(404);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe("not_found");
  });

  it("sends no-sniff, referrer policy and a locked-down CSP on API responses", async () => {
    const res = await api("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("allows cross-origin API calls only from the configured origins", async () => {
    expect(env.CORS_ORIGINS).toBe("");
    const res = await api("/api/health", { headers: { Origin: "https://evil.example" } });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await api("/api/debates", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });
});
