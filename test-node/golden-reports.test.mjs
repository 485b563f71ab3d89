// Golden reports: every sample company under every protocol, debated on the offline provider by the real local server
// (workerd), must give the same report (Markdown and JSON), the same public state and the same event log as the
// recorded ones, byte for byte once the per-run values (ids, clocks, durations) are masked. A refactor that changes
// what a user reads fails here. `UPDATE_GOLDEN=1 node --test test-node/golden-reports.test.mjs` re-records them after an
// intended change (review the diff of test-node/golden/ before committing it).
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { renderExamples, staleExamples } from "../scripts/docs-examples.mjs";
import { startLocalServer } from "../scripts/local-server.mjs";

const GOLDEN = path.join(import.meta.dirname, "golden");
const UPDATE = process.env.UPDATE_GOLDEN === "1";

/** Each sample company on a date its reports were current (000858's reports end with FY2019); shared with the report lint. */
const CASES = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "test", "support", "sample-cases.json"), "utf8"));
const PROTOCOLS = ["adversarial", "findebate", "tradingagents", "vote"];


/** Masks what differs per run: the debate id, wall-clock stamps and measured durations. */
function mask(text, id) {
  return text
    .replaceAll(id, "d_ID")
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, "TIMESTAMP")
    .replace(/"ms": ?\d+(\.\d+)?/g, '"ms": 0')
    .replace(/模型耗时 \d+ ms/g, "模型耗时 0 ms");
}

async function waitDone(url, id) {
  for (let i = 0; i < 600; i++) {
    const s = await (await fetch(`${url}/api/debates/${id}`)).json();
    if (s.status === "done" || s.status === "failed") return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`debate ${id} did not finish`);
}

/** Every event the debate logged, read back over its WebSocket from seq 0. */
async function eventLog(url, id) {
  const ws = new WebSocket(`${url.replace("http", "ws")}/api/debates/${id}/ws?since=0`);
  const events = [];
  await new Promise((resolve, reject) => {
    ws.onmessage = (m) => {
      const e = JSON.parse(m.data);
      events.push(e);
      if (e.type === "done") resolve();
    };
    ws.onerror = reject;
  });
  ws.close();
  // Deltas stream as the offline provider writes: their text is what the turn returns, checked in state already.
  return events.filter((e) => e.type !== "turn.delta");
}

describe("golden reports on the offline provider", () => {
  let server;
  before(async () => {
    server = await startLocalServer();
  });
  after(() => server?.stop());

  it("docs/examples (the 600519 reports a reader can judge without running anything) are what the code writes now", async () => {
    const stale = staleExamples(await renderExamples(server.url));
    assert.deepEqual(stale, [], `stale in docs/examples: ${stale.join(", ")}; run npm run docs:examples and review the diff`);
  });

  for (const [ticker, asOf] of CASES) {
    for (const protocol of PROTOCOLS) {
      it(`${ticker} as of ${asOf}, ${protocol}`, async () => {
        const res = await fetch(`${server.url}/api/debates`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ticker, asOf, protocol, fresh: true, memory: false }),
        });
        assert.equal(res.status, 202, await res.clone().text());
        const { id } = await res.json();
        await waitDone(server.url, id);
        const md = mask(await (await fetch(`${server.url}/api/debates/${id}/report.md`)).text(), id);
        const json = await (await fetch(`${server.url}/api/debates/${id}/report.json`)).json();
        const state = await (await fetch(`${server.url}/api/debates/${id}`)).json();
        const events = await eventLog(server.url, id);
        const record = mask(JSON.stringify({ report: json, state, events }, null, 1), id);
        const base = path.join(GOLDEN, `${ticker}-${protocol}`);
        if (UPDATE) {
          mkdirSync(GOLDEN, { recursive: true });
          writeFileSync(`${base}.md`, md);
          writeFileSync(`${base}.json`, record);
          return;
        }
        assert.equal(md, readFileSync(`${base}.md`, "utf8"), `${base}.md differs`);
        // Compared as text: key order is part of what a client receives.
        assert.equal(record, readFileSync(`${base}.json`, "utf8"), `${base}.json differs`);
      });
    }
  }
});
