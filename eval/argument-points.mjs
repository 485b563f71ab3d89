// How much the offline analyst argues: every sample company under every protocol, as of the sample's debate date and
// as of the company's past date (test/support/sample-cases.json), debated on the local server; prints the points each
// side makes (adversarial: 多方/空方 over all rounds; graph protocols: evidence and counter-points over every role run,
// and the roles that made no evidence point). `node eval/argument-points.mjs [--json]`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { getJson, postDebate, waitState } from "../tools/lib/api-client.mjs";
import { startLocalServer } from "../tools/lib/local-server.mjs";

const CASES = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "..", "test", "support", "sample-cases.json"), "utf8"),
);
const PROTOCOLS = ["adversarial", "findebate", "tradingagents", "vote"];

/** Every role run in a graph flow: the objects that carry a node and the points it made. */
function runsOf(value, out = []) {
  if (Array.isArray(value)) for (const v of value) runsOf(v, out);
  else if (value && typeof value === "object") {
    if (typeof value.node === "string" && Array.isArray(value.points)) out.push(value);
    else for (const v of Object.values(value)) runsOf(v, out);
  }
  return out;
}

function countPoints(state) {
  if (!state.flow) {
    const side = (role) => state.turns.filter((t) => t.role === role).reduce((s, t) => s + t.points.length, 0);
    return { bull: side("bull"), bear: side("bear") };
  }
  const runs = runsOf(state.flow);
  return {
    evidence: runs.reduce((s, r) => s + r.points.length, 0),
    counter: runs.reduce((s, r) => s + (r.counterPoints?.length ?? 0), 0),
    silentRoles: runs.filter((r) => r.points.length === 0 && !r.skipped).length,
  };
}

const server = await startLocalServer();
const rows = [];
try {
  for (const [ticker, pastAsOf] of CASES) {
    for (const protocol of PROTOCOLS) {
      for (const asOf of [undefined, pastAsOf]) {
        let posted = await postDebate(server.url, { ticker, protocol, fresh: true, memory: false, asOf });
        // Reports too old for the default date: the date the page offers, as a user with default settings takes it.
        const suggested = posted.body?.error?.suggestedAsOf;
        if (posted.status === 422 && suggested)
          posted = await postDebate(server.url, { ticker, protocol, fresh: true, memory: false, asOf: suggested });
        if (posted.status !== 202) throw new Error(`${ticker} ${protocol} ${asOf}: ${JSON.stringify(posted.body)}`);
        await waitState(server.url, posted.body.id, { timeoutMs: 30_000, everyMs: 50 });
        const state = (await getJson(server.url, `/api/debates/${posted.body.id}`)).body;
        rows.push({ ticker, protocol, asOf: state.asOf, stance: state.verdict?.stance ?? null, ...countPoints(state) });
      }
    }
  }
} finally {
  server.stop();
}
if (process.argv.includes("--json")) console.log(JSON.stringify(rows, null, 1));
else
  for (const r of rows) {
    const counts =
      r.protocol === "adversarial"
        ? `多方 ${r.bull} 空方 ${r.bear}`
        : `evidence ${r.evidence} counter ${r.counter} silent ${r.silentRoles}`;
    console.log(`${r.ticker} ${r.asOf} ${r.protocol.padEnd(13)} ${counts} ${r.stance}`);
  }
