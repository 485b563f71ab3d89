import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, json } from "../support/api";
import { runDebate } from "../support/debates";
import { issueKey, withKey } from "../support/keys";

type Summary = { id: string; name: string; protocol: string; rounds: number | null; tickers: string[] };
type Entry = {
  code: string;
  name: string;
  latest: { debateId: string; stance: string; stanceLabel: string; asOf: string } | null;
  previous: { debateId: string } | null;
  change: string;
  changeLabel: string;
};
type Detail = Summary & { entries: Entry[]; disclaimer: string };
type ApiError = { error: { code: string; message: string } };

const FIVE = ["600519", "宁德时代", "招商银行", "SZ002594", "gzmt", "601318.SH"];
const count = async (table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

describe("watchlists (a key's own lists)", () => {
  it("creates a 5-ticker list from codes, names and pinyin (a repeat counted once), reads it back in order, renames and edits it", async () => {
    const { key } = await issueKey();
    const created = await withKey(key, "/api/watchlists", { body: { name: "我的持仓", tickers: FIVE } });
    expect(created.status).toBe(201);
    const list = await json<Summary>(created);
    expect(list).toMatchObject({ name: "我的持仓", protocol: "adversarial", rounds: null });
    expect(list.tickers).toEqual(["600519", "300750", "600036", "002594", "601318"]);

    const edited = await withKey(key, `/api/watchlists/${list.id}`, {
      method: "PATCH",
      body: { name: "核心仓位", add: ["五粮液", "600519"], remove: ["招商银行"], protocol: "findebate", rounds: 2 },
    });
    expect(edited.status).toBe(200);
    expect(await json<Summary>(edited)).toMatchObject({
      name: "核心仓位",
      protocol: "findebate",
      rounds: 2,
      tickers: ["600519", "300750", "002594", "601318", "000858"],
    });
    const all = await json<{ watchlists: Summary[] }>(await withKey(key, "/api/watchlists"));
    expect(all.watchlists.map((w) => w.id)).toEqual([list.id]);
  });

  it("shows each ticker's latest verdict with the list's protocol and what changed since the one before", async () => {
    const { key } = await issueKey();
    const list = await json<Summary>(
      await withKey(key, "/api/watchlists", { body: { name: "两只", tickers: ["600519", "600036"] } }),
    );
    const older = await runDebate({ ticker: "600519", asOf: "2025-06-30" });
    const newer = await runDebate({ ticker: "600519", asOf: "2026-04-30" });
    const detail = await json<Detail>(await withKey(key, `/api/watchlists/${list.id}`));
    expect(detail.disclaimer).toContain("不构成任何投资建议");
    const [maotai, cmb] = detail.entries;
    expect(maotai).toMatchObject({ code: "600519", name: "贵州茅台" });
    expect(maotai?.latest?.debateId).toBe(newer.id);
    expect(maotai?.previous?.debateId).toBe(older.id);
    const stances = [older.verdict?.stance, newer.verdict?.stance];
    expect(maotai?.change).toBe(stances[0] === stances[1] ? "same" : "changed");
    if (maotai?.change === "changed") expect(maotai.changeLabel).toMatch(/^由(看多|看空|中性)转为(看多|看空|中性)$/);
    expect(cmb).toMatchObject({ code: "600036", latest: null, change: "none", changeLabel: "暂无结论" });

    type History = { days: { date: string; verdicts: { code: string; debateId: string }[] }[] };
    const history = await json<History>(await withKey(key, `/api/watchlists/${list.id}/history?days=7`));
    expect(history.days).toHaveLength(1);
    expect(history.days[0]?.verdicts.map((v) => v.debateId)).toEqual([newer.id, older.id]);
  });

  it("answers another key 404 on every route, as if the list did not exist, and changes nothing", async () => {
    const owner = await issueKey();
    const other = await issueKey({ name: "别人" });
    const list = await json<Summary>(
      await withKey(owner.key, "/api/watchlists", { body: { name: "私有", tickers: ["600519"] } }),
    );
    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/watchlists/${list.id}`],
      ["GET", `/api/watchlists/${list.id}/history`],
      ["PATCH", `/api/watchlists/${list.id}`, { name: "被改" }],
      ["DELETE", `/api/watchlists/${list.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await withKey(other.key, path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await json<ApiError>(res)).error.message).toContain("没有这个自选列表");
    }
    expect((await json<{ watchlists: Summary[] }>(await withKey(other.key, "/api/watchlists"))).watchlists).toEqual([]);
    expect(await json<Summary>(await withKey(owner.key, `/api/watchlists/${list.id}`))).toMatchObject({ name: "私有" });
    expect((await api(`/api/watchlists/${list.id}`)).status).toBe(401);
  });

  it("refuses hostile and oversized input with a clear 4xx and stores nothing", async () => {
    const { key } = await issueKey({ name: "限额", quotas: { watchlists: 1, tickersPerList: 3 } });
    const before = [await count("watchlists"), await count("watchlist_items")];
    const cases: [unknown, number, RegExp][] = [
      [{ name: "<img src=x onerror=alert(1)>", tickers: ["600519"] }, 400, /纯文字/],
      [{ name: "a".repeat(41) }, 400, /40/],
      [{ name: "太多", tickers: ["600519", "600036", "300750", "002594"] }, 422, /最多 3 个/],
      [{ name: "不存在", tickers: ["600519", "688999"] }, 404, /第 2 个股票「688999」/],
      [{ name: "有歧义", tickers: ["中国"] }, 409, /第 1 个股票「中国」/],
      [{ name: "轮数", tickers: ["600519"], rounds: 9 }, 400, /rounds/],
      [{ name: "协议", protocol: "chaos" }, 400, /protocol/],
      [{ name: "多余", owner: "k_x" }, 400, /owner/],
    ];
    for (const [body, status, message] of cases) {
      const res = await withKey(key, "/api/watchlists", { body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await json<ApiError>(res)).error.message).toMatch(message);
    }
    expect([await count("watchlists"), await count("watchlist_items")]).toEqual(before);

    const first = await withKey(key, "/api/watchlists", { body: { name: "唯一", tickers: ["600519"] } });
    expect(first.status).toBe(201);
    const second = await withKey(key, "/api/watchlists", { body: { name: "第二个" } });
    expect(second.status).toBe(422);
    expect((await json<ApiError>(second)).error).toMatchObject({ code: "limit_exceeded" });
    const { id } = await json<Summary>(first);
    const grow = await withKey(key, `/api/watchlists/${id}`, {
      method: "PATCH",
      body: { add: ["600036", "300750", "002594"] },
    });
    expect(grow.status).toBe(422);
    expect((await json<Summary>(await withKey(key, `/api/watchlists/${id}`))).name).toBe("唯一");
    const empty = await withKey(key, `/api/watchlists/${id}`, { method: "PATCH", body: {} });
    expect(empty.status).toBe(400);
    expect((await json<ApiError>(empty)).error.message).toContain("至少修改一项");
  });

  it("deletes a list; its id then answers 404", async () => {
    const { key } = await issueKey();
    const { id } = await json<Summary>(await withKey(key, "/api/watchlists", { body: { name: "临时" } }));
    expect((await withKey(key, `/api/watchlists/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await withKey(key, `/api/watchlists/${id}`)).status).toBe(404);
    expect((await withKey(key, "/api/watchlists/not-an-id")).status).toBe(400);
  });
});
