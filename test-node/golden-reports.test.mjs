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
import { follow, getJson, getText, postDebate, waitState } from "../tools/lib/api-client.mjs";
import { startLocalServer } from "../tools/lib/local-server.mjs";

const GOLDEN = path.join(import.meta.dirname, "golden");
const UPDATE = process.env.UPDATE_GOLDEN === "1";

/** Each sample company on a date its reports were current (000858's reports end with FY2019); shared with the report lint. */
const CASES = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "..", "test", "support", "sample-cases.json"), "utf8"),
);
const PROTOCOLS = ["adversarial", "findebate", "tradingagents", "vote"];

/** Masks what differs per run: the debate id, wall-clock stamps and measured durations. */
function mask(text, id) {
  return text
    .replaceAll(id, "d_ID")
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, "TIMESTAMP")
    .replace(/"ms": ?\d+(\.\d+)?/g, '"ms": 0')
    .replace(/模型耗时 \d+ ms/g, "模型耗时 0 ms");
}

/** Every event the debate logged, read back over its WebSocket from seq 0. */
async function eventLog(url, id) {
  const followed = await follow(url, id, { timeoutMs: 30_000 });
  if (!followed.done) throw new Error(`the event log of ${id} ended without done: ${followed.error}`);
  // Deltas stream as the offline provider writes: their text is what the turn returns, checked in state already.
  return followed.events.filter((e) => e.type !== "turn.delta");
}

describe("golden reports on the offline provider", () => {
  let server;
  before(async () => {
    server = await startLocalServer();
  });
  after(() => server?.stop());

  it("docs/examples (the 600519 reports a reader can judge without running anything) are what the code writes now", async () => {
    const stale = staleExamples(await renderExamples(server.url));
    assert.deepEqual(
      stale,
      [],
      `stale in docs/examples: ${stale.join(", ")}; run npm run docs:examples and review the diff`,
    );
  });

  for (const [ticker, asOf] of CASES) {
    for (const protocol of PROTOCOLS) {
      it(`${ticker} as of ${asOf}, ${protocol}`, async () => {
        const posted = await postDebate(server.url, { ticker, asOf, protocol, fresh: true, memory: false });
        assert.equal(posted.status, 202, JSON.stringify(posted.body));
        const { id } = posted.body;
        await waitState(server.url, id, { timeoutMs: 30_000, everyMs: 50 });
        const md = mask((await getText(server.url, `/api/debates/${id}/report.md`)).text, id);
        const json = (await getJson(server.url, `/api/debates/${id}/report.json`)).body;
        const state = (await getJson(server.url, `/api/debates/${id}`)).body;
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
