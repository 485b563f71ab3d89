// `npm run keys`: the operator's API keys (POST/GET/DELETE /api/admin/keys) from a terminal. Argument reading and
// the printed lines, as pure functions (the run itself is tested against a local server in test-node/keys-cli.test.mjs).
import { parseArgs } from "node:util";
import { DEFAULT_URL } from "./debate-cli-lib.mjs";
import { columns } from "./batch-cli-lib.mjs";

export const KEYS_USAGE = `Usage: npm run keys -- <command> [--url <server>] [--json]
  create --name <name> [--scopes read,debate,watchlist] [--quota <name>=<n> ...]
                      issue a key (shown once: store it now); scopes default to all three
  list                every key issued, newest first (hint, scopes, last use, revocation; never the key)
  revoke <id>         revoke a key for good (its id, k_…, from list)
The admin token is read from ADMIN_TOKEN. --url defaults to ${DEFAULT_URL}.
Quotas: watchlists, tickersPerList, batchesPerDay, testSendsPerDay, digestsPerList (whole numbers);
  costPerDay: the key's money per day (a decimal, e.g. costPerDay=2.5, or costPerDay=null for no cap).`;

const SCOPES = ["read", "debate", "watchlist"];

/** The command line as { ok, command, url, json, ... } or { ok: false, error }. */
export function parseKeysArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: "string" },
        scopes: { type: "string" },
        quota: { type: "string", multiple: true },
        url: { type: "string", default: DEFAULT_URL },
        json: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (e) {
    return { ok: false, error: e.message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { ok: true, help: true };
  const [command, ...rest] = positionals;
  const url = values.url.replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+/.test(url)) return { ok: false, error: `--url must be an http(s) address, not "${url}"` };
  const common = { ok: true, url, json: values.json };
  const extra = (allowed) =>
    Object.entries({ name: values.name, scopes: values.scopes, quota: values.quota })
      .filter(([k, v]) => v !== undefined && !allowed.includes(k))
      .map(([k]) => `--${k}`);
  if (command === "create") {
    if (rest.length > 0) return { ok: false, error: `create takes no positional argument (got "${rest[0]}")` };
    if (!values.name?.trim()) return { ok: false, error: "create needs --name (who or what the key is for)" };
    const scopes = values.scopes === undefined ? undefined : values.scopes.split(",").map((s) => s.trim());
    const unknown = scopes?.filter((s) => !SCOPES.includes(s)) ?? [];
    if (scopes && (scopes.length === 0 || unknown.length > 0))
      return { ok: false, error: `unknown scope "${unknown[0] ?? ""}": use read, debate and/or watchlist` };
    const quotas = {};
    for (const q of values.quota ?? []) {
      const money = /^costPerDay=(\d{1,9}(?:\.\d{1,6})?|null)$/.exec(q);
      if (money) {
        quotas.costPerDay = money[1] === "null" ? null : Number(money[1]);
        continue;
      }
      const m = /^([A-Za-z]+)=(\d{1,6})$/.exec(q);
      if (!m || m[1] === "costPerDay")
        return {
          ok: false,
          error: `--quota takes <name>=<whole number>, e.g. batchesPerDay=5, or costPerDay=<decimal>|null (got "${q}")`,
        };
      quotas[m[1]] = Number(m[2]);
    }
    return { ...common, command, body: { name: values.name.trim(), ...(scopes ? { scopes } : {}), quotas } };
  }
  if (command === "list" || command === "revoke") {
    const bad = extra([]);
    if (bad.length > 0) return { ok: false, error: `${bad[0]} is for create only` };
    if (command === "list") {
      if (rest.length > 0) return { ok: false, error: `list takes no argument (got "${rest[0]}")` };
      return { ...common, command };
    }
    if (rest.length !== 1) return { ok: false, error: "revoke needs exactly one key id (k_…, see list)" };
    if (!/^k_[a-z2-9]{12}$/.test(rest[0]))
      return { ok: false, error: `"${rest[0]}" is not a key id: ids look like k_ and 12 characters (see list)` };
    return { ...common, command, id: rest[0] };
  }
  return { ok: false, error: command ? `unknown command "${command}"` : "no command given" };
}

const pad = (text, width) => text + " ".repeat(Math.max(0, width - columns(text)));

/** The keys as a table a terminal lines up (a Chinese character takes two columns). */
export function formatKeyTable(keys) {
  if (keys.length === 0) return ["No keys issued yet."];
  // Today's spend and the cap in force, when the server reports them (older servers do not).
  const spent = keys.some((k) => k.spend);
  const rows = keys.map((k) => [
    k.id,
    k.name,
    k.hint,
    k.scopes.join(","),
    k.lastUsedAt ?? "never",
    k.revokedAt ? `revoked ${k.revokedAt}` : "active",
    ...(spent ? [spendOf(k.spend)] : []),
  ]);
  const head = ["id", "name", "hint", "scopes", "last used", "state", ...(spent ? ["spent today"] : [])];
  const widths = head.map((h, i) => Math.max(columns(h), ...rows.map((r) => columns(r[i]))));
  return [head, ...rows].map((r) =>
    r
      .map((cell, i) => pad(cell, widths[i]))
      .join("  ")
      .trimEnd(),
  );
}

/** "0.42/2.5 CNY", or "0.42 CNY (no cap)"; "-" for a key the server gave no spend for. */
function spendOf(spend) {
  if (!spend) return "-";
  const cap = spend.costPerDay === null ? " (no cap)" : `/${spend.costPerDay}`;
  return spend.costPerDay === null
    ? `${spend.spentToday} ${spend.currency}${cap}`
    : `${spend.spentToday}${cap} ${spend.currency}`;
}

/** What `create` prints: the key once, and that it cannot be shown again. */
export function formatIssued(issued) {
  return [
    `Issued ${issued.id} "${issued.name}" (scopes: ${issued.scopes.join(", ")}).`,
    `Key: ${issued.key}`,
    "This is the only time the key is shown (only its hash is stored): give it to its holder now.",
  ];
}
