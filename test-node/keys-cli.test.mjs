// `npm run keys` against a local server (`npm start`'s workerd): a key created, listed by its hint, used, revoked;
// each mistake an operator can make answered with a line that says what to do, and a non-zero exit.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { after, before, describe, it } from "node:test";
import { KEYS_USAGE, formatKeyTable, parseKeysArgs } from "../scripts/keys-cli-lib.mjs";
import { freePort, startLocalServer } from "../tools/lib/local-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const ADMIN = "keys-cli-admin";

async function keys(args, env = { ADMIN_TOKEN: ADMIN }) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["scripts/keys-cli.mjs", ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("npm run keys (parsing)", () => {
  it("reads create, list and revoke, and refuses what the server would refuse anyway, before any request", () => {
    const create = parseKeysArgs([
      "create",
      "--name",
      "研究组",
      "--scopes",
      "read,debate",
      "--quota",
      "batchesPerDay=5",
    ]);
    assert.deepEqual(create.body, { name: "研究组", scopes: ["read", "debate"], quotas: { batchesPerDay: 5 } });
    assert.equal(create.url, "http://localhost:8787");
    assert.match(parseKeysArgs(["create"]).error, /needs --name/);
    assert.match(parseKeysArgs(["create", "--name", "x", "--scopes", "read,admin"]).error, /unknown scope "admin"/);
    assert.match(parseKeysArgs(["create", "--name", "x", "--quota", "lots"]).error, /<name>=<whole number>/);
    assert.match(parseKeysArgs(["revoke"]).error, /exactly one key id/);
    assert.match(parseKeysArgs(["revoke", "dd_secret"]).error, /not a key id/);
    assert.match(parseKeysArgs(["list", "--name", "x"]).error, /--name is for create only/);
    assert.match(parseKeysArgs(["rotate"]).error, /unknown command "rotate"/);
    assert.match(parseKeysArgs([]).error, /no command/);
  });

  it("lines up the list by terminal columns, a Chinese name taking two a character", () => {
    const key = { hint: "dd_abcd…", scopes: ["read"], lastUsedAt: null, revokedAt: null };
    const lines = formatKeyTable([
      { ...key, id: "k_aaaaaaaaaaaa", name: "研究组" },
      { ...key, id: "k_bbbbbbbbbbbb", name: "ab", revokedAt: "2026-12-01T00:00:00.000Z" },
    ]);
    assert.equal(
      lines[1].indexOf("dd_abcd") - lines[1].indexOf("研究组"),
      lines[2].indexOf("dd_abcd") - lines[2].indexOf("ab") - 3,
    );
    assert.match(lines[2], /revoked 2026-12-01/);
    assert.deepEqual(formatKeyTable([]), ["No keys issued yet."]);
  });

  it("takes the money cap as a decimal or null, whole numbers elsewhere, and lists today's spend when given", () => {
    const quotas = (...q) => parseKeysArgs(["create", "--name", "x", ...q.flatMap((v) => ["--quota", v])]);
    assert.deepEqual(quotas("costPerDay=2.5", "watchlists=3").body.quotas, { costPerDay: 2.5, watchlists: 3 });
    assert.deepEqual(quotas("costPerDay=null").body.quotas, { costPerDay: null });
    assert.match(quotas("watchlists=2.5").error, /costPerDay=<decimal>\|null/);
    assert.match(quotas("costPerDay=-1").error, /<name>=<whole number>/);
    assert.match(KEYS_USAGE, /costPerDay/);

    const key = { hint: "dd_abcd…", scopes: ["read"], lastUsedAt: null, revokedAt: null, name: "x" };
    const lines = formatKeyTable([
      { ...key, id: "k_aaaaaaaaaaaa", spend: { costPerDay: 2.5, spentToday: 0.42, currency: "CNY" } },
      { ...key, id: "k_bbbbbbbbbbbb", spend: { costPerDay: null, spentToday: 0, currency: "CNY" } },
    ]);
    assert.match(lines[0], /spent today$/);
    assert.match(lines[1], /0\.42\/2\.5 CNY$/);
    assert.match(lines[2], /0 CNY \(no cap\)$/);
    assert.doesNotMatch(formatKeyTable([{ ...key, id: "k_cccccccccccc" }])[0], /spent/);
  });
});

describe("npm run keys (against a local server)", { timeout: 300_000 }, () => {
  let server;
  before(async () => {
    server = await startLocalServer({ env: { ADMIN_TOKEN: ADMIN } });
  });
  after(() => server?.stop());

  it("creates a key shown once, lists it by its hint only, and revokes it: the key is refused from then on", async () => {
    const url = ["--url", server.url];
    const created = await keys(["create", "--name", "研究组", "--scopes", "read,debate,watchlist", ...url]);
    assert.equal(created.code, 0, created.stderr);
    const key = /Key: (dd_[a-z2-9]{32})/.exec(created.stdout)?.[1];
    const id = /Issued (k_[a-z2-9]{12}) "研究组"/.exec(created.stdout)?.[1];
    assert.ok(key && id, created.stdout);
    assert.match(created.stdout, /only time the key is shown/);
    const use = () => fetch(`${server.url}/api/watchlists`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal((await use()).status, 200);

    const listed = await keys(["list", ...url]);
    assert.equal(listed.code, 0, listed.stderr);
    assert.match(listed.stdout, new RegExp(`${id}\\s+研究组\\s+${key.slice(0, 7)}…\\s+read,debate,watchlist`));
    assert.ok(!listed.stdout.includes(key), "the list never shows the key");

    const revoked = await keys(["revoke", id, ...url]);
    assert.equal(revoked.code, 0, revoked.stderr);
    assert.match(revoked.stdout, new RegExp(`Revoked ${id} "研究组"`));
    assert.equal((await use()).status, 401);
    const json = JSON.parse((await keys(["list", "--json", ...url])).stdout);
    assert.ok(json.find((k) => k.id === id).revokedAt);
  });

  it("says what is wrong: no token, a wrong token, a bad quota, an unknown id, no server", async () => {
    const url = ["--url", server.url];
    const none = await keys(["list", ...url], {});
    assert.equal(none.code, 2);
    assert.match(none.stderr, /Set ADMIN_TOKEN/);
    const wrong = await keys(["list", ...url], { ADMIN_TOKEN: "not-it" });
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /管理令牌不正确.*HTTP 403/);
    assert.match(wrong.stderr, /Check ADMIN_TOKEN/);
    const quota = await keys(["create", "--name", "太多", "--quota", "tickersPerList=500", ...url]);
    assert.equal(quota.code, 1);
    assert.match(quota.stderr, /HTTP 400/);
    const unknown = await keys(["revoke", "k_aaaaaaaaaaaa", ...url]);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /没有这个密钥编号.*HTTP 404/);
    const down = await keys(["list", "--url", `http://127.0.0.1:${await freePort()}`]);
    assert.equal(down.code, 1);
    assert.match(down.stderr, /Cannot reach DebateDesk/);
  });
});
