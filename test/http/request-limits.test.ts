import { describe, expect, it } from "vitest";
import { api, json } from "../support/api";

/** Every input answered in kind (issue 34): oversized bodies stop at the limit, trailing slashes reach the route. */
type ErrorBody = { error: { code: string; message: string } };

/** A body of `total` bytes in 1 KiB chunks, counting how many bytes the server pulled. */
function streamed(total: number) {
  const chunk = new TextEncoder().encode(`{"ticker":"${"9".repeat(1010)}`.slice(0, 1024));
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, counter };
}

describe("the body limit is enforced while reading", () => {
  it("a 50 MB chunked body to POST /api/debates (limit 16 KB): 413 after reading about the limit", async () => {
    const { body, counter } = streamed(50 * 1024 * 1024);
    const res = await api("/api/debates", { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(res.status).toBe(413);
    expect((await json<ErrorBody>(res)).error.code).toBe("payload_too_large");
    // The limit, plus what the runtime's pipe buffers ahead: far from the 50 MB sent.
    expect(counter.pulled).toBeLessThan(64 * 1024);
    console.info(`bytes pulled from a 50 MB body before the 413: ${counter.pulled}`);
  });

  it("a body within the limit is still read whole and validated by the route", async () => {
    const body = JSON.stringify({ tickr: "600519" });
    const res = await api("/api/debates", { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.code).toBe("invalid_input");
  });
});

describe("trailing slashes", () => {
  it.each(["/api/health/", "/api/hot/", "/api/tickers/600519/", "/api/track-record/", "/api/debates/d_k3v9x0m2q7ab/"])(
    "GET %s redirects (308) to the route's own path, query kept",
    async (path) => {
      const res = await api(`${path}?x=1`, { redirect: "manual" });
      expect(res.status).toBe(308);
      expect(res.headers.get("location")).toBe(`${path.slice(0, -1)}?x=1`);
    },
  );

  it("followed, the redirect answers as the route does", async () => {
    const res = await api("/api/health/");
    expect(res.status).toBe(200);
  });

  it("a method the route does not take is still 405, and an unknown path 404; no redirect off the site", async () => {
    expect((await api("/api/health/", { method: "DELETE" })).status).toBe(405);
    expect((await api("/api/nope/", { redirect: "manual" })).status).toBe(404);
    expect((await api("//evil.example/", { redirect: "manual" })).headers.get("location")).toBeNull();
  });
});
