#!/usr/bin/env node
// npm run keys -- create|list|revoke: the operator's API keys over the admin routes (README "Keys, watchlists and
// batches"). The admin token comes from ADMIN_TOKEN only, never an argument, so it stays out of shell history.
import { formatApiError } from "./debate-cli-lib.mjs";
import { KEYS_USAGE, formatIssued, formatKeyTable, parseKeysArgs } from "./keys-cli-lib.mjs";

function fail(lines, code = 1) {
  for (const line of lines) console.error(line);
  process.exit(code);
}

const args = parseKeysArgs(process.argv.slice(2));
if (!args.ok) fail([args.error, "", KEYS_USAGE], 2);
if (args.help) {
  console.log(KEYS_USAGE);
  process.exit(0);
}
const token = process.env.ADMIN_TOKEN?.trim();
if (!token)
  fail(["Set ADMIN_TOKEN to the server's admin token (wrangler secret ADMIN_TOKEN, or .dev.vars locally)."], 2);

async function call(method, path, body) {
  let res;
  try {
    res = await fetch(`${args.url}/api/admin/keys${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (e) {
    const cause = e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(e);
    fail([`Cannot reach DebateDesk at ${args.url} (${cause}).`, "Is the server running? Pass --url."]);
  }
  let answer = null;
  try {
    answer = await res.json();
  } catch {
    // not JSON: reported by status below
  }
  if (!res.ok) {
    const hint = res.status === 401 || res.status === 403 ? ["Check ADMIN_TOKEN: it must match the server's."] : [];
    fail([...formatApiError(res.status, answer), ...hint]);
  }
  return answer;
}

if (args.command === "create") {
  const issued = await call("POST", "", args.body);
  if (args.json) console.log(JSON.stringify(issued, null, 2));
  else for (const line of formatIssued(issued)) console.log(line);
} else if (args.command === "list") {
  const { keys } = await call("GET", "");
  if (args.json) console.log(JSON.stringify(keys, null, 2));
  else for (const line of formatKeyTable(keys)) console.log(line);
} else {
  const record = await call("DELETE", `/${args.id}`);
  if (args.json) console.log(JSON.stringify(record, null, 2));
  else console.log(`Revoked ${record.id} "${record.name}" at ${record.revokedAt}: every request with it is refused.`);
}
