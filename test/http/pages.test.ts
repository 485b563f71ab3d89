import { describe, expect, it } from "vitest";
import { api, json, postJson } from "../support/api";

describe("the page's addresses (src/http/pages.ts)", () => {
  it("answers a debate that exists with the page, and an unknown debate with the 404 page and status 404", async () => {
    const started = await postJson("/api/debates", { ticker: "600519", asOf: "2025-06-30", rounds: 1 });
    const { id } = await json<{ id: string }>(started);
    const known = await api(`/d/${id}`);
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('<script type="module" src="/pages/app.js">');
    // The page loads its scripts: the static files' policy, not the Worker's default-src 'none'.
    expect(known.headers.get("content-security-policy")).toContain("script-src 'self'");
    for (const path of ["/d/d_doesnotexist", "/d/xyz", "/d/d_doesnotexist/extra"]) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      const page = await res.text();
      expect(page, path).toContain("找不到这个页面");
      expect(page, path).not.toContain("/pages/app.js");
    }
  });

  it("answers /track with the page", async () => {
    const res = await api("/track");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id="track-view"');
  });
});
