import { describe, expect, it } from "vitest";
import fixture from "../../fixtures/sources/eastmoney-hot-rank.json";
import {
  EASTMONEY_HOT_RANK,
  EASTMONEY_HOT_RANK_URL,
  fetchEastmoneyHotRank,
  parseEastmoneyHotRank,
} from "../../../src/ingest/sources/eastmoney-hot-rank";
import { edited, headerOf, recordingFetch, shapeErrorOf } from "./source-test-kit";

describe("Eastmoney hot rank parser", () => {
  it("strips the market prefix and keeps the rank, best first", () => {
    const shuffled = edited(fixture, ["data"], { set: [fixture.data[2], fixture.data[0], fixture.data[1]] });
    expect(parseEastmoneyHotRank(shuffled)).toEqual([
      { code: "000063", rank: 1 },
      { code: "600519", rank: 2 },
      { code: "300750", rank: 3 },
    ]);
  });
});

describe("Eastmoney hot rank on a changed shape", () => {
  it("names a renamed rank field", async () => {
    const json = edited(fixture, ["data", 1, "rk"], "delete");
    const error = await shapeErrorOf(() => parseEastmoneyHotRank(json));
    expect(error).toMatchObject({ source: EASTMONEY_HOT_RANK, field: "data[1].rk" });
  });

  it("names a rank sent as a string", async () => {
    const json = edited(fixture, ["data", 0, "rk"], { set: "1" });
    expect((await shapeErrorOf(() => parseEastmoneyHotRank(json))).field).toBe("data[0].rk");
  });

  it("names a code without its market prefix", async () => {
    const json = edited(fixture, ["data", 2, "sc"], { set: "300750" });
    expect((await shapeErrorOf(() => parseEastmoneyHotRank(json))).field).toBe("data[2].sc");
  });

  it("rejects a missing list, and reads an empty one as no ranking (a page size over 100 has answered so)", async () => {
    expect(parseEastmoneyHotRank(edited(fixture, ["data"], { set: [] }))).toEqual([]);
    expect((await shapeErrorOf(() => parseEastmoneyHotRank({ code: 0, message: "success" }))).field).toBe("data");
  });

  it("rejects a stock ranked twice", async () => {
    const json = edited(fixture, ["data", 2, "sc"], { set: "SH600519" });
    expect((await shapeErrorOf(() => parseEastmoneyHotRank(json))).field).toBe("data[2].sc");
  });
});

describe("fetchEastmoneyHotRank", () => {
  it("POSTs akshare's JSON body with the app id to getAllCurrentList", async () => {
    const { politeFetch, calls } = recordingFetch(JSON.stringify(fixture));
    const ranks = await fetchEastmoneyHotRank(politeFetch, 50);
    expect(ranks).toHaveLength(3);
    const [call] = calls;
    expect(call?.url).toBe(EASTMONEY_HOT_RANK_URL);
    expect(call?.init?.method).toBe("POST");
    expect(headerOf(call?.init, "Content-Type")).toBe("application/json");
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      appId: "appId01",
      globalId: "786e4c21-70dc-435a-93bb-38",
      marketType: "",
      pageNo: 1,
      pageSize: 50,
    });
  });

  it("rejects a non-JSON body", async () => {
    const { politeFetch } = recordingFetch("<!DOCTYPE html>");
    expect((await shapeErrorOf(() => fetchEastmoneyHotRank(politeFetch))).field).toBe("(body)");
  });
});
