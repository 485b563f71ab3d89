import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { DIRECTORY_SOURCE, SNAPSHOT_LISTINGS } from "../../src/tickers/directory-snapshot";
import { pinyinReader, seededDirectory } from "../../src/tickers/listing-store";
import { pinyinKeys } from "../../src/tickers/pinyin-keys";

const db = createDb(env.DB);

describe("the directory seeded into D1 by the migrations", () => {
  it("holds every listing of the snapshot, as the snapshot states it, with its source", async () => {
    const seed = await seededDirectory(db);
    expect(seed.listings).toEqual(SNAPSHOT_LISTINGS);
    expect(seed.source).toEqual(DIRECTORY_SOURCE);
  });

  it("is read once per database: a second call answers from the isolate", async () => {
    expect(seededDirectory(db)).toBe(seededDirectory(db));
  });
});

describe("pinyin for names learned after the build", () => {
  it("reads new and renamed names with each character as the listed names say it", async () => {
    const read = await pinyinReader(db, ["ST平安银行", "重庆新材", "中重科技", "*ST广道", "新 上 实 业"]);
    expect(read("ST平安银行")).toEqual({ full: "st ping an yin hang", initials: "stpayh" });
    expect(read("重庆新材").initials).toBe("cqxc");
    expect(read("中重科技").initials).toBe("zzkj");
    expect(read("*ST广道")).toEqual({ full: "st guang dao", initials: "stgd" });
    expect(read("新 上 实 业")).toEqual({ full: "xin shang shi ye", initials: "xssy" });
  });

  it("agrees with pinyin-pro's word-by-word reading on nearly every listed name", async () => {
    const names = SNAPSHOT_LISTINGS.map((l) => l.name);
    const read = await pinyinReader(db, names);
    const differ = names.filter((n) => read(n).full !== pinyinKeys(n).full);
    expect(differ.length / names.length).toBeLessThan(0.01);
  });
});
