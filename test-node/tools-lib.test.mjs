// The shared client and helpers of tools/lib/ (used by bench/, eval/, scripts/ and test-node/), against a stand-in
// server on loopback: what each returns on success and on failure.
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { after, before, describe, it } from "node:test";
import { assertLoopback, getJson, getText, pool, postDebate, postJson, waitState } from "../tools/lib/api-client.mjs";
import { freePort } from "../tools/lib/local-server.mjs";
import { percentile } from "../tools/lib/percentile.mjs";

describe("percentile", () => {
  it("takes the nearest rank, so it is always one of the measured values", () => {
    const xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    assert.equal(percentile(xs, 50), 5);
    assert.equal(percentile(xs, 95), 10);
    assert.equal(percentile(xs, 0), 1);
    assert.equal(percentile([7], 99), 7);
    assert.ok(Number.isNaN(percentile([], 50)));
  });
});

describe("assertLoopback", () => {
  it("lets this machine through and refuses any other host", () => {
    for (const url of ["http://127.0.0.1:8787", "http://localhost:1", "http://[::1]:2"]) assertLoopback(url);
    assert.throws(() => assertLoopback("https://example.com"), /loopback.*example\.com/);
  });
});

describe("pool", () => {
  it("keeps the order of its items and never runs more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const out = await pool([30, 10, 20, 5], 2, async (ms, i) => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      return i;
    });
    assert.deepEqual(out, [0, 1, 2, 3]);
    assert.equal(most, 2);
  });
});

describe("the API client against a stand-in server", () => {
  let server;
  let base;
  const seen = [];
  let polls = 0;
  before(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (d) => (body += d));
      req.on("end", () => {
        seen.push({ method: req.method, url: req.url, body, auth: req.headers.authorization });
        const json = (status, value) =>
          res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
        if (req.method === "POST" && req.url === "/api/debates") return json(202, { id: "d_1", existing: false });
        if (req.url === "/api/debates/d_1") return json(200, { id: "d_1", status: ++polls < 3 ? "running" : "done" });
        if (req.url === "/api/debates/d_1/report.md") return res.writeHead(200).end("# 报告\n");
        if (req.url === "/plain") return res.writeHead(503).end("worker restarted");
        json(404, { error: { code: "not_found", message: "no such route" } });
      });
    });
    await new Promise((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => server.close());

  it("posts JSON with its headers and reads the answer", async () => {
    const posted = await postDebate(base, { ticker: "600519" });
    assert.deepEqual(posted, { status: 202, body: { id: "d_1", existing: false } });
    await postJson(base, "/api/admin/x", { a: 1 }, { authorization: "Bearer t" });
    assert.deepEqual(seen.at(-1), { method: "POST", url: "/api/admin/x", body: '{"a":1}', auth: "Bearer t" });
  });

  it("turns a body that is not JSON into an error body, not a throw", async () => {
    const notJson = { status: 503, body: { error: { code: "not_json", message: "worker restarted" } } };
    assert.deepEqual(await getJson(base, "/plain"), notJson);
    assert.deepEqual(await getText(base, "/api/debates/d_1/report.md"), { status: 200, text: "# 报告\n" });
  });

  it("waits until the debate is done and returns its state", async () => {
    const state = await waitState(base, "d_1", { timeoutMs: 5_000, everyMs: 10 });
    assert.equal(state.status, "done");
    assert.equal(polls, 3);
  });

  it("gives up on a debate that never ends, naming it", async () => {
    const never = waitState(base, "d_missing", { timeoutMs: 100, everyMs: 10 });
    await assert.rejects(never, /d_missing did not finish within 100 ms/);
  });

  it("reports a refused connection as status 0", async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const r = await postDebate(closed, {});
    assert.equal(r.status, 0);
    assert.equal(r.body.error.code, "network");
  });
});
