import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import worker from "../../src/index";
import { DISCLAIMER } from "../../src/compliance/compliance";
import { DIGEST_CRON, runDueDigests } from "../../src/digests/due-digests";
import { checkKey } from "../../src/access/api-keys";
import { appDeps } from "../../src/app-deps";
import { digestSettings } from "../../src/digests/digest-config";
import { createDigest } from "../../src/digests/digest-store";
import { ADMIN_TOKEN, api, json } from "../support/api";
import { runDebate } from "../support/debates";
import { issueKey, withKey } from "../support/keys";
import { mockNetwork, type RecordedRequest } from "../support/mock-network";
import { readConfig } from "../../src/config";

type ApiError = { error: { code: string; message: string } };
type Digest = { id: string; channel: string; hint: string; schedule: { time: string }; lastRunDate: string | null };
type Delivery = {
  kind: string;
  part: number;
  parts: number;
  status: string;
  statusLabel: string;
  attempts: { attempt: number; responseCode: number | null; error: string | null }[];
  message: string;
};
type SendResult = { ok: boolean; parts: number; sent: number; deadLettered: number; deliveries: Delivery[] };

const FIVE = ["600519", "600036", "300750", "002594", "601318"];
const WECOM = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7f2c-4bc4-97a0-0ec2af5ba1c3";
const FEISHU = "https://open.feishu.cn/open-apis/bot/v2/hook/2b1c3d4e-aaaa-bbbb-cccc-1234567890ab";
const DINGTALK = "https://oapi.dingtalk.com/robot/send?access_token=abcdef0123456789abcdef0123456789";
const TG_TOKEN = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw";
const HOOK = "https://hooks.example.com/debatedesk";
const SECRETS = {
  feishu: "feishu-secret-123",
  dingtalk: "SEC0123456789abcdef0123456789",
  webhook: "whsec-0123456789abcdef",
};
const TARGETS: Record<string, Record<string, string>> = {
  wecom: { url: WECOM },
  feishu: { url: FEISHU, secret: SECRETS.feishu },
  dingtalk: { url: DINGTALK, secret: SECRETS.dingtalk },
  telegram: { token: TG_TOKEN, chatId: "-1001234567890" },
  email: { to: "reader@example.com" },
  webhook: { url: HOOK, secret: SECRETS.webhook },
};

/** The channels' receivers, answering as each platform does when it accepts a message. */
const receivers = () =>
  mockNetwork(
    http.post("https://qyapi.weixin.qq.com/cgi-bin/webhook/send", () =>
      HttpResponse.json({ errcode: 0, errmsg: "ok" }),
    ),
    http.post("https://open.feishu.cn/open-apis/bot/v2/hook/:id", () =>
      HttpResponse.json({ code: 0, msg: "success", data: {} }),
    ),
    http.post("https://oapi.dingtalk.com/robot/send", () => HttpResponse.json({ errcode: 0, errmsg: "ok" })),
    http.post("https://api.telegram.org/:bot/sendMessage", () =>
      HttpResponse.json({ ok: true, result: { message_id: 7 } }),
    ),
    http.post(HOOK, () => new HttpResponse(null, { status: 204 })),
    http.post("https://hooks.example.com/failing", () => new HttpResponse("down", { status: 500 })),
  );

let net: ReturnType<typeof mockNetwork> | null = null;
afterEach(() => {
  net?.restore();
  net = null;
});

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;
/** HMAC-SHA256 composed here, apart from src/digests, so each signature is checked against the channel's own rule. */
async function hmac(key: string, message: string): Promise<Uint8Array> {
  const enc = new TextEncoder();
  const k = await crypto.subtle.importKey("raw", enc.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, enc.encode(message)));
}
const base64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));
const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

async function listOf(key: string, tickers: string[] = FIVE, name = "核心持仓"): Promise<string> {
  const res = await withKey(key, "/api/watchlists", { body: { name, tickers } });
  expect(res.status).toBe(201);
  return (await json<{ id: string }>(res)).id;
}

async function digestOf(key: string, body: Record<string, unknown>): Promise<Digest> {
  const res = await withKey(key, "/api/digests", { body });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Digest>(res);
}

const testSend = async (key: string, id: string) => {
  const res = await withKey(key, `/api/digests/${id}/test`, { method: "POST" });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<SendResult>(res);
};

/** A finished debate's verdict for the ticker (the file's tests share storage: an earlier one may have made it). */
async function verdictFor(ticker: string) {
  const held = await env.DB.prepare("SELECT COUNT(*) AS n FROM verdicts WHERE ticker = ?")
    .bind(ticker)
    .first<{ n: number }>();
  if (!held?.n) await runDebate({ ticker });
}

/** Every message the scheduled handler queued, across the file (one per due digest). */
const queued: { body: unknown }[] = [];

/**
 * The cron at a given time, as the platform runs it: the scheduled handler (the producer) queues one message per
 * due digest; each message is then handed to the Worker's queue() (the consumer), which must ack it.
 */
function at(at: string) {
  return async () => {
    const ctx = createExecutionContext();
    const from = queued.length;
    const producer = {
      ...env,
      DIGEST_QUEUE: {
        sendBatch: async (messages: Iterable<{ body: unknown }>) => void queued.push(...messages),
      } as unknown as Queue,
    };
    await worker.scheduled(
      createScheduledController({ cron: DIGEST_CRON, scheduledTime: Date.parse(at) }),
      producer,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    for (const [i, { body }] of queued.slice(from).entries()) {
      const batch = createMessageBatch("debatedesk-digests", [
        { id: `m${from + i}`, timestamp: Date.parse(at), attempts: 1, body },
      ]);
      await worker.queue!(batch, env);
      expect(await getQueueResult(batch, createExecutionContext())).toMatchObject({
        outcome: "ok",
        explicitAcks: [`m${from + i}`],
      });
    }
  };
}

describe("digests: a list's pre-open digest on every channel", () => {
  it("sends a 5-ticker list's digest to each channel in its wire format, signatures recomputed here", async () => {
    const { key } = await issueKey({ name: "六个渠道", quotas: { digestsPerList: 6 } });
    const listId = await listOf(key);
    for (const ticker of FIVE) await verdictFor(ticker);
    const digests: Record<string, Digest> = {};
    for (const [channel, target] of Object.entries(TARGETS))
      digests[channel] = await digestOf(key, { watchlistId: listId, channel, ...target });

    // Secrets never come back: only a masked hint, and the stored row holds ciphertext.
    const listed = JSON.stringify(await json(await withKey(key, "/api/digests")));
    for (const secret of [WECOM, FEISHU, DINGTALK, TG_TOKEN, HOOK, ...Object.values(SECRETS)]) {
      expect(listed).not.toContain(secret);
      const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM digests WHERE instr(target, ?) OR instr(hint, ?)")
        .bind(secret, secret)
        .first<{ n: number }>();
      expect(stored?.n).toBe(0);
    }
    expect(digests.telegram!.hint).toBe("机器人 …Dsaw，会话 …7890");
    expect(digests.wecom!.schedule.time).toBe("08:45");

    net = receivers();
    const results: Record<string, SendResult> = {};
    for (const [channel, d] of Object.entries(digests)) results[channel] = await testSend(key, d.id);
    for (const [channel, r] of Object.entries(results)) {
      expect(r, channel).toMatchObject({ ok: true, deadLettered: 0 });
      for (const d of r.deliveries) expect(d.message, channel).toContain(DISCLAIMER);
    }
    const to = (prefix: string) => net!.requests.filter((q) => q.url.startsWith(prefix));

    // WeCom: markdown, each part within 4096 bytes (splitting a longer digest: test/digests/digest-text.test.ts).
    const wecom = to("https://qyapi.weixin.qq.com/");
    expect(wecom.length).toBe(results.wecom!.parts);
    for (const q of wecom) {
      const body = q.json() as { msgtype: string; markdown: { content: string } };
      expect(Object.keys(body)).toEqual(["msgtype", "markdown"]);
      expect(body.msgtype).toBe("markdown");
      expect(utf8Bytes(body.markdown.content)).toBeLessThanOrEqual(4096);
      expect(body.markdown.content).toContain(DISCLAIMER);
      expect(body.markdown.content).toContain("【测试消息】");
    }
    const wecomText = wecom.map((q) => (q.json() as { markdown: { content: string } }).markdown.content).join("\n");
    expect(wecomText).toContain("**贵州茅台（600519）**");
    expect(wecomText).toMatch(/\[查看报告\]\(http:\/\/localhost\/d\/d_[a-z0-9]{12}\)/);
    expect(wecomText).toMatch(/数据截至 \d{4}-\d{2}-\d{2}/);
    expect(wecomText).toMatch(/(多方|空方)✅ /);

    // Feishu: text, timestamp in seconds, sign = base64(HMAC-SHA256(key = timestamp + "\n" + secret, "")).
    for (const q of to("https://open.feishu.cn/")) {
      const body = q.json() as { timestamp: string; sign: string; msg_type: string; content: { text: string } };
      expect(body.msg_type).toBe("text");
      expect(body.timestamp).toMatch(/^\d{10}$/);
      expect(body.sign).toBe(base64(await hmac(`${body.timestamp}\n${SECRETS.feishu}`, "")));
      expect(body.content.text).toContain(DISCLAIMER);
    }

    // DingTalk: markdown; timestamp (ms) and sign = urlencode(base64(HMAC-SHA256(secret, timestamp + "\n" + secret))).
    for (const q of to("https://oapi.dingtalk.com/")) {
      const url = new URL(q.url);
      expect(url.searchParams.get("access_token")).toBe("abcdef0123456789abcdef0123456789");
      const ts = url.searchParams.get("timestamp")!;
      expect(ts).toMatch(/^\d{13}$/);
      const expected = base64(await hmac(SECRETS.dingtalk, `${ts}\n${SECRETS.dingtalk}`));
      expect(url.searchParams.get("sign")).toBe(expected);
      expect(q.url).toContain(`&sign=${encodeURIComponent(expected)}`);
      const body = q.json() as { msgtype: string; markdown: { title: string; text: string } };
      expect(body.msgtype).toBe("markdown");
      expect(body.markdown.title).toMatch(/^自选盘前摘要 \d{4}-\d{2}-\d{2}$/);
      expect(body.markdown.text).toContain(DISCLAIMER);
    }

    // Telegram: sendMessage with the bot token in the path, HTML parse mode, at most 4096 characters.
    for (const q of to("https://api.telegram.org/")) {
      expect(new URL(q.url).pathname).toBe(`/bot${TG_TOKEN}/sendMessage`);
      const body = q.json() as { chat_id: string; text: string; parse_mode: string };
      expect(body).toMatchObject({ chat_id: "-1001234567890", parse_mode: "HTML" });
      expect(body.text.length).toBeLessThanOrEqual(4096);
      expect(body.text).toContain("<b>贵州茅台（600519）</b>");
      expect(body.text).toContain(DISCLAIMER);
    }

    // The generic webhook: JSON, x-debatedesk-timestamp and sha256=<hex HMAC(secret, timestamp + "." + body)>.
    const hooks = to(HOOK);
    expect(hooks.length).toBe(results.webhook!.parts);
    for (const q of hooks) {
      const ts = q.headers.get("x-debatedesk-timestamp")!;
      expect(ts).toMatch(/^\d{10}$/);
      const sig = `sha256=${hex(await hmac(SECRETS.webhook, `${ts}.${q.body}`))}`;
      expect(q.headers.get("x-debatedesk-signature")).toBe(sig);
      expect(q.headers.get("content-type")).toContain("application/json");
    }
    const first = hooks[0]!.json() as { event: string; test: boolean; stocks: { code: string; link: string }[] };
    expect(first).toMatchObject({ event: "digest", test: true });
    expect(first.stocks.map((s) => s.code)).toEqual(FIVE);

    // Email goes through the send_email binding (simulated locally): accepted, one part, the disclaimer in it.
    expect(results.email).toMatchObject({ ok: true, parts: 1, sent: 1 });

    // The log has every part, newest first.
    const log = await json<{ deliveries: Delivery[] }>(
      await withKey(key, `/api/digests/${digests.wecom!.id}/deliveries`),
    );
    expect(log.deliveries).toHaveLength(results.wecom!.parts);
    expect(log.deliveries.every((d) => d.status === "sent" && d.kind === "test")).toBe(true);
  });

  it("retries a failing receiver with backoff, then dead-letters the part; the log says so, text kept", async () => {
    const { key } = await issueKey();
    const listId = await listOf(key, ["600519"]);
    const d = await digestOf(key, {
      watchlistId: listId,
      channel: "webhook",
      url: "https://hooks.example.com/failing",
      secret: SECRETS.webhook,
    });
    net = receivers();
    const r = await testSend(key, d.id);
    expect(r).toMatchObject({ ok: false, parts: 1, sent: 0, deadLettered: 1 });
    expect(net.requests.filter((q) => q.url === "https://hooks.example.com/failing")).toHaveLength(3);
    const log = await json<{ deliveries: Delivery[] }>(await withKey(key, `/api/digests/${d.id}/deliveries`));
    const [entry] = log.deliveries;
    expect(entry).toMatchObject({ status: "dead_letter", part: 1, parts: 1 });
    expect(entry!.statusLabel).toContain("已放弃重试");
    expect(entry!.attempts.map((a) => [a.attempt, a.responseCode, a.error])).toEqual([
      [1, 500, "对方返回 HTTP 500"],
      [2, 500, "对方返回 HTTP 500"],
      [3, 500, "对方返回 HTTP 500"],
    ]);
    expect(entry!.message).toContain("贵州茅台（600519）");
    expect(entry!.message).toContain(DISCLAIMER);
  });

  it("runs from the scheduled handler on trading days at its Beijing time, once, not on holidays", async () => {
    const { key } = await issueKey();
    const listId = await listOf(key, ["600519", "000858"]);
    await verdictFor("600519");
    const d = await digestOf(key, { watchlistId: listId, channel: "webhook", url: HOOK, secret: SECRETS.webhook });
    net = receivers();
    // The file's other digests run at 08:45 too: this one's requests are those naming it.
    const mine = () =>
      net!.requests.filter((q) => q.url === HOOK && (q.json() as { digestId: string }).digestId === d.id);

    await at("2026-10-01T00:45:00Z")(); // 国庆, a Thursday: the exchanges are closed
    await at("2026-12-05T00:45:00Z")(); // a Saturday
    await at("2026-12-02T00:30:00Z")(); // a trading day, 08:30 Beijing: not yet
    expect(mine()).toHaveLength(0);

    const before = queued.length;
    await at("2026-12-02T00:45:00Z")(); // Wednesday 08:45 Beijing
    expect(mine()).toHaveLength(1);
    // Fanned out: one message per due digest, this one's among them.
    const messages = queued.slice(before).map((m) => m.body as { digestId: string; date: string });
    expect(messages.filter((m) => m.digestId === d.id)).toEqual([
      { digestId: d.id, date: "2026-12-02", at: expect.stringMatching(/^2026-12-02T00:45:00\./) },
    ]);
    expect(new Set(messages.map((m) => m.digestId)).size).toBe(messages.length);
    const day1 = mine()[0]!.json() as { test: boolean; date: string; text: string };
    expect(day1).toMatchObject({ test: false, date: "2026-12-02" });
    expect(day1.text).toContain("首次推送");
    expect(day1.text).toContain("五粮液（000858） 暂无结论（尚未辩论）");
    await at("2026-12-02T01:00:00Z")(); // the next quarter hour: already sent today
    expect(mine()).toHaveLength(1);
    // Queues deliver at least once: the same message again sends nothing (the day's claim holds); a malformed one is
    // dropped (acked, logged), not retried for ever.
    const again = createMessageBatch<unknown>("debatedesk-digests", [
      { id: "dup", timestamp: Date.now(), attempts: 2, body: messages.find((m) => m.digestId === d.id) },
      { id: "bad", timestamp: Date.now(), attempts: 1, body: { digestId: "nope" } },
    ]);
    await worker.queue!(again, env);
    expect(await getQueueResult(again, createExecutionContext())).toMatchObject({
      explicitAcks: ["dup", "bad"],
      retryMessages: [],
    });
    expect(mine()).toHaveLength(1);
    const read = await json<Digest>(await withKey(key, `/api/digests/${d.id}`));
    expect(read.lastRunDate).toBe("2026-12-02");

    await at("2026-12-03T00:45:00Z")();
    expect(mine()).toHaveLength(2);
    expect((mine()[1]!.json() as { text: string }).text).toContain("结论未变");
    const log = await json<{ deliveries: Delivery[] }>(await withKey(key, `/api/digests/${d.id}/deliveries`));
    expect(log.deliveries.map((x) => x.kind)).toEqual(["scheduled", "scheduled"]);

    // A stale message for the 2nd, delivered after the 3rd ran: nothing sent, the day not moved back.
    const stale = createMessageBatch<unknown>("debatedesk-digests", [
      { id: "stale", timestamp: Date.now(), attempts: 3, body: messages.find((m) => m.digestId === d.id) },
    ]);
    await worker.queue!(stale, env);
    expect(await getQueueResult(stale, createExecutionContext())).toMatchObject({ explicitAcks: ["stale"] });
    expect(mine()).toHaveLength(2);
    expect((await json<Digest>(await withKey(key, `/api/digests/${d.id}`))).lastRunDate).toBe("2026-12-03");
  });

  it("without the queue, sends the digests after one that fails at its claim (logged), not none of them", async () => {
    const { key } = await issueKey();
    const listId = await listOf(key, ["600519"]);
    const body = {
      watchlistId: listId,
      channel: "webhook",
      url: HOOK,
      secret: SECRETS.webhook,
      schedule: { time: "13:30" },
    };
    const broken = await digestOf(key, body);
    const good = await digestOf(key, body);
    // A stored value its claim cannot read back: the claim's RETURNING throws for this digest only.
    await env.DB.prepare("UPDATE digests SET last_stances = '{not json' WHERE id = ?").bind(broken.id).run();
    net = receivers();
    // A deployment without the queue binding: the producer sends the digests itself.
    const unqueued = { ...env, DIGEST_QUEUE: undefined } as unknown as Env;
    const run = await runDueDigests(unqueued, () => new Date("2026-12-04T05:30:00Z"));
    expect(run.queued).toEqual(expect.arrayContaining([broken.id, good.id]));
    const sent = net.requests.filter((q) => q.url === HOOK).map((q) => (q.json() as { digestId: string }).digestId);
    expect(sent).toContain(good.id);
    expect(sent).not.toContain(broken.id);
  });
});

describe("digests: the points of every protocol", () => {
  it("reads a graph protocol's strongest verified points by the side each role argues", async () => {
    const { key } = await issueKey();
    const res = await withKey(key, "/api/watchlists", {
      body: { name: "FinDebate", tickers: ["600519"], protocol: "findebate" },
    });
    const listId = (await json<{ id: string }>(res)).id;
    const state = await runDebate({ ticker: "600519", protocol: "findebate", fresh: true });
    expect(state.flow).toBeTruthy();
    const d = await digestOf(key, { watchlistId: listId, channel: "email", to: "reader@example.com" });
    const r = await testSend(key, d.id);
    expect(r.ok).toBe(true);
    const text = r.deliveries[0]!.message;
    expect(text).toContain(`查看报告：http://localhost/d/${state.id}`);
    expect(text).toMatch(/(多方|空方)✅ /);
    // Each line is one of the debate's verified claims, at most two a side.
    const claims = text.split("\n").filter((l) => /^(多方|空方)✅ /.test(l));
    expect(claims.filter((l) => l.startsWith("多方")).length).toBeLessThanOrEqual(2);
    expect(claims.filter((l) => l.startsWith("空方")).length).toBeLessThanOrEqual(2);
    const verified = JSON.stringify(state.flow);
    for (const l of claims) expect(verified).toContain(JSON.stringify(l.slice(4)).slice(1, -1));
  });
});

describe("digests: hostile inputs and other keys", () => {
  it("answers another key 404 on every route, a revoked key 401, a key without the scope 403", async () => {
    const owner = await issueKey();
    const other = await issueKey();
    const reader = await issueKey({ name: "只读", scopes: ["read"] });
    const listId = await listOf(owner.key, ["600519"]);
    const d = await digestOf(owner.key, {
      watchlistId: listId,
      channel: "webhook",
      url: HOOK,
      secret: SECRETS.webhook,
    });
    const routes: [string, string][] = [
      ["GET", `/api/digests/${d.id}`],
      ["DELETE", `/api/digests/${d.id}`],
      ["POST", `/api/digests/${d.id}/test`],
      ["GET", `/api/digests/${d.id}/deliveries`],
    ];
    for (const [method, path] of routes) {
      const res = await withKey(other.key, path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await json<ApiError>(res)).error.code).toBe("not_found");
    }
    const theirs = await withKey(other.key, "/api/digests", {
      body: { watchlistId: listId, channel: "webhook", url: HOOK, secret: SECRETS.webhook },
    });
    expect(theirs.status).toBe(404);
    expect(await json(await withKey(other.key, "/api/digests"))).toEqual({ digests: [] });
    expect((await withKey(reader.key, `/api/digests/${d.id}`)).status).toBe(404);
    const noScope = await withKey(reader.key, "/api/digests", { body: { watchlistId: listId, channel: "email" } });
    expect(noScope.status).toBe(403);

    const revoke = await api(`/api/admin/keys/${owner.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(revoke.status).toBe(200);
    for (const [method, path] of [...routes, ["GET", "/api/digests"] as [string, string]]) {
      const res = await withKey(owner.key, path, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await json<ApiError>(res)).error.code).toBe("invalid_key");
    }
    expect(await count("digests")).toBeGreaterThan(0);
  });

  it("refuses private, loopback, IP, port and foreign addresses and bad fields: 4xx JSON, nothing stored", async () => {
    const { key } = await issueKey();
    const listId = await listOf(key, ["600519"]);
    const before = await count("digests");
    const hook = (url: string) => ({ watchlistId: listId, channel: "webhook", url, secret: SECRETS.webhook });
    const cases: [Record<string, unknown>, number, string][] = [
      [hook("https://127.0.0.1/hook"), 422, "IP"],
      [hook("http://hooks.example.com/hook"), 422, "https"],
      [hook("https://hooks.example.com:8443/hook"), 422, "443"],
      [hook("https://2130706433/hook"), 422, "IP"],
      [hook("https://0x7f.0.0.1/hook"), 422, "IP"],
      [hook("https://[::1]/hook"), 422, "IP"],
      [hook("https://169.254.169.254/latest/meta-data/"), 422, "IP"],
      [hook("https://metadata.google.internal/computeMetadata/v1/"), 422, "元数据"],
      [hook("https://localhost/hook"), 422, "本机"],
      [hook("https://nas.local/hook"), 422, "内网"],
      [hook("https://192.168.1.10.nip.io/hook"), 422, "IP"],
      [{ watchlistId: listId, channel: "webhook", url: HOOK }, 422, "secret"],
      [
        { watchlistId: listId, channel: "wecom", url: "https://evil.example.com/cgi-bin/webhook/send?key=abcdefgh" },
        422,
        "企业微信",
      ],
      [{ watchlistId: listId, channel: "dingtalk", url: `${DINGTALK}&x=1` }, 422, "钉钉"],
      [{ watchlistId: listId, channel: "telegram", token: "nope", chatId: "1" }, 422, "token"],
      [{ watchlistId: listId, channel: "email", to: "not-an-address" }, 422, "邮箱"],
      [{ watchlistId: listId, channel: "email", to: "a@example.com", url: HOOK }, 422, "不使用"],
      [{ watchlistId: listId, channel: "sms", to: "a@example.com" }, 400, ""],
      [{ watchlistId: listId, channel: "email", to: "a@example.com", schedule: { time: "08:50" } }, 400, "整刻钟"],
      [{ watchlistId: listId, channel: "email", to: "a@example.com", extra: 1 }, 400, ""],
      [{ watchlistId: "w_aaaaaaaaaaaa", channel: "email", to: "a@example.com" }, 404, "自选列表"],
    ];
    for (const [body, status, says] of cases) {
      const res = await withKey(key, "/api/digests", { body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      const err = await json<ApiError>(res);
      expect(err.error.message, JSON.stringify(body)).toContain(says);
    }
    expect(await count("digests")).toBe(before);
  });

  it("refuses a webhook whose name resolves to a private address (the resolver faked): 422, nothing stored", async () => {
    const { key } = await issueKey();
    const listId = await listOf(key, ["600519"]);
    const checked = await checkKey(appDeps(env, readConfig(env)).db, key, new Date());
    if (!checked.ok) throw new Error("the key was refused");
    const answers: Record<string, string[]> = {
      "hooks.example.com": ["93.184.216.34"],
      "rebind.example.com": ["93.184.216.34", "192.168.0.10"],
    };
    const settings = { ...digestSettings(env), resolve: async (name: string) => answers[name] ?? [] };
    const create = (url: string) =>
      createDigest(appDeps(env, readConfig(env)), settings, checked.key, {
        watchlistId: listId,
        channel: "webhook",
        url,
        secret: SECRETS.webhook,
        time: "08:45",
        baseUrl: "http://localhost",
      });
    const before = await count("digests");
    for (const url of ["https://rebind.example.com/hook", "https://nowhere.example.com/hook"])
      await expect(create(url), url).rejects.toMatchObject({ status: 422, code: "invalid_target" });
    expect(await count("digests")).toBe(before);
    expect((await create(HOOK)).id).toMatch(/^dg_/);
  });

  it("holds the per-key limits: digests per list and test sends per day", async () => {
    const { key } = await issueKey({ name: "限额", quotas: { digestsPerList: 1, testSendsPerDay: 1 } });
    const listId = await listOf(key, ["600519"]);
    const d = await digestOf(key, { watchlistId: listId, channel: "webhook", url: HOOK, secret: SECRETS.webhook });
    const second = await withKey(key, "/api/digests", {
      body: { watchlistId: listId, channel: "email", to: "a@b.cn" },
    });
    expect(second.status).toBe(422);
    expect((await json<ApiError>(second)).error.code).toBe("limit_exceeded");
    net = receivers();
    await testSend(key, d.id);
    const again = await withKey(key, `/api/digests/${d.id}/test`, { method: "POST" });
    expect(again.status).toBe(429);
    expect((await json<ApiError>(again)).error.message).toContain("测试消息已达上限 1 次");
    expect(net.requests).toHaveLength(1);
  });

  it("takes a test send's place before sending: of 5 parallel test sends with 2 places, exactly 2 go out", async () => {
    const { key } = await issueKey({ name: "并发", quotas: { testSendsPerDay: 2 } });
    const listId = await listOf(key, ["600519"]);
    const d = await digestOf(key, { watchlistId: listId, channel: "webhook", url: HOOK, secret: SECRETS.webhook });
    net = receivers();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => withKey(key, `/api/digests/${d.id}/test`, { method: "POST" })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(net.requests).toHaveLength(2);
  });

  it("deletes a digest with its log", async () => {
    const { key } = await issueKey();
    const listId = await listOf(key, ["600519"]);
    const d = await digestOf(key, { watchlistId: listId, channel: "webhook", url: HOOK, secret: SECRETS.webhook });
    net = receivers();
    await testSend(key, d.id);
    expect((await withKey(key, `/api/digests/${d.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await withKey(key, `/api/digests/${d.id}`)).status).toBe(404);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM digest_deliveries WHERE digest_id = ?")
      .bind(d.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("deletes a list's digests and their logs with the list", async () => {
    const { key } = await issueKey();
    const listId = await listOf(key, ["600519"]);
    const d = await digestOf(key, { watchlistId: listId, channel: "webhook", url: HOOK, secret: SECRETS.webhook });
    net = receivers();
    await testSend(key, d.id);
    expect((await withKey(key, `/api/watchlists/${listId}`, { method: "DELETE" })).status).toBe(200);
    expect((await withKey(key, `/api/digests/${d.id}`)).status).toBe(404);
    const rows = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM digests WHERE id = ?1) + " +
        "(SELECT COUNT(*) FROM digest_deliveries WHERE digest_id = ?1) AS n",
    )
      .bind(d.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

export type { RecordedRequest };
