import { describe, expect, it } from "vitest";
import { digestSettings } from "../../src/digests/digest-config";
import { seal, unseal } from "../../src/digests/digest-crypto";
import { AppError } from "../../src/shared/app-error";

const KEY = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)));
const OTHER = btoa(String.fromCharCode(...new Uint8Array(32).fill(9)));

describe("channel secrets at rest", () => {
  it("seals with a fresh IV each time, opens only with the same key and the same digest id", async () => {
    const plain = JSON.stringify({ url: "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abc" });
    const a = await seal(KEY, plain, "dg_aaaaaaaaaaaa");
    const b = await seal(KEY, plain, "dg_aaaaaaaaaaaa");
    expect(a).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("qyapi");
    expect(await unseal(KEY, a, "dg_aaaaaaaaaaaa")).toBe(plain);
    await expect(unseal(OTHER, a, "dg_aaaaaaaaaaaa")).rejects.toThrow();
    // A sealed target copied onto another digest does not open there.
    await expect(unseal(KEY, a, "dg_bbbbbbbbbbbb")).rejects.toThrow();
  });

  it("says the operator has not set DIGEST_SECRET_KEY (503), for a missing or malformed key", async () => {
    for (const key of [undefined, "", "short", btoa("sixteen bytes!!!")]) {
      const e = await seal(key, "x", "dg_aaaaaaaaaaaa").catch((err: unknown) => err);
      expect(e).toBeInstanceOf(AppError);
      expect(e).toMatchObject({ status: 503, code: "digests_unconfigured" });
      expect((e as AppError).message).toContain("DIGEST_SECRET_KEY");
    }
  });

  it("reads the digest settings with their defaults, and names a wrong one", () => {
    const env = {} as Env;
    expect(digestSettings(env)).toMatchObject({ backoffMs: 2000, allowLoopback: false, timeoutMs: 10_000 });
    const bad = () => digestSettings({ DIGEST_RETRY_BACKOFF_MS: "soon" } as unknown as Env);
    expect(bad).toThrow(/DIGEST_RETRY_BACKOFF_MS/);
  });
});
