import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { bumpDirectoryVersion, readDirectoryVersion } from "../../src/ingest/directory-version";

const now = () => new Date();
/** What another isolate's ingest does, as far as this isolate can tell: the token in D1 changes. */
const changeElsewhere = (value: string) =>
  env.DB.prepare("UPDATE meta SET value = ? WHERE key = 'companies_version'").bind(value).run();

describe("the company directory's version token", () => {
  it("is read from D1 at most once a second per isolate, sees this isolate's own change at once, and another's within a second", async () => {
    const db = createDb(env.DB);
    const first = await readDirectoryVersion(db, now);
    expect(first).not.toBe("");

    await changeElsewhere("elsewhere/1");
    // Within the trust window the token this isolate read last still answers: no D1 read per request.
    expect(await readDirectoryVersion(createDb(env.DB), now)).toBe(first);

    // A change made here is seen by the next read here.
    await bumpDirectoryVersion(db, "2026-01-01T00:00:00.000Z");
    const mine = await readDirectoryVersion(db, now);
    expect(mine).toMatch(/^2026-01-01T00:00:00\.000Z\//);

    await changeElsewhere("elsewhere/2");
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await readDirectoryVersion(db, now)).toBe("elsewhere/2");
  });
});
