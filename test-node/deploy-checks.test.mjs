// The deploy helpers as CI and an operator run them, as child processes: the placeholder check on the repo's own
// wrangler.toml (placeholders, by design), on a filled copy and on broken ones; the bundle check against a budget the
// real bundle cannot meet (its passing run, with the real budget, is a step of .ci/run).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";

const root = path.resolve(import.meta.dirname, "..");
const script = (name) => path.join(root, "scripts", name);
const run = (name, args) =>
  spawnSync(process.execPath, [script(name), ...args], { cwd: root, encoding: "utf8", timeout: 120_000 });

const dir = mkdtempSync(path.join(tmpdir(), "debatedesk-deploy-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const repoConfig = readFileSync(path.join(root, "wrangler.toml"), "utf8");
/** A copy of the repo's config with `edit` applied, beside the repo's files so its relative paths still resolve. */
function configWith(name, edit) {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    edit(repoConfig)
      .replaceAll('"./public"', JSON.stringify(path.join(root, "public")))
      .replace('main = "src/index.ts"', `main = ${JSON.stringify(path.join(root, "src/index.ts"))}`),
  );
  return file;
}
const D1_ID = "6a1f0c7e-2b4d-4e8f-9a3c-5d7e1f2a3b4c";
const KV_ID = "9f8e7d6c5b4a39281706f5e4d3c2b1a0";
const filled = (toml) =>
  toml.replaceAll("00000000-0000-0000-0000-000000000000", D1_ID).replaceAll("00000000000000000000000000000000", KV_ID);

describe("scripts/check-deploy-config.mjs", () => {
  it("refuses the repo's wrangler.toml, naming each placeholder and the command that fixes it", () => {
    const r = run("check-deploy-config.mjs", []);
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /wrangler\.toml \[env\.production\] is not ready to deploy/);
    assert.match(
      r.stderr,
      /D1 "DB": database_id "00000000-0000-0000-0000-000000000000" is a placeholder; run `npx wrangler d1 create debatedesk`/,
    );
    assert.match(
      r.stderr,
      /KV "CACHE": id "00000000000000000000000000000000" is a placeholder; run `npx wrangler kv namespace create CACHE`/,
    );
  });

  it("passes a config whose ids are filled in", () => {
    const r = run("check-deploy-config.mjs", ["--config", configWith("filled.toml", filled)]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(
      r.stdout,
      new RegExp(`every binding has a real id \\(D1 ${D1_ID}, KV ${KV_ID}, rate limiters 1001, 1002\\)`),
    );
  });

  it("catches an id left as an instruction, a gateway without its account, and a missing binding", () => {
    const instruction = run("check-deploy-config.mjs", [
      "--config",
      configWith("instruction.toml", (t) => filled(t).replaceAll(`id = "${KV_ID}"`, 'id = "<your KV namespace id>"')),
    ]);
    assert.equal(instruction.status, 1);
    assert.match(instruction.stderr, /KV "CACHE": id "<your KV namespace id>" is a placeholder/);
    const gateway = run("check-deploy-config.mjs", [
      "--config",
      configWith("gateway.toml", (t) =>
        filled(t).replace(/(\[env\.production\.vars\][\s\S]*?)AI_GATEWAY_ID = ""/, '$1AI_GATEWAY_ID = "debatedesk"'),
      ),
    ]);
    assert.equal(gateway.status, 1);
    assert.match(gateway.stderr, /AI_GATEWAY_ID is set but AI_GATEWAY_ACCOUNT_ID "" is not an account id/);
    const noVectors = run("check-deploy-config.mjs", [
      "--config",
      configWith("novectors.toml", (t) =>
        filled(t).replace(
          /\[\[env\.production\.vectorize\]\]\nbinding = "VECTORS"\nindex_name = "debatedesk-chunks"\n/,
          "",
        ),
      ),
    ]);
    assert.equal(noVectors.status, 1);
    assert.match(noVectors.stderr, /VECTOR_STORE="vectorize" needs a Vectorize binding "VECTORS"/);
  });

  it("checks the backtest's COMPUTE_LIMITER as the debates' limiter: present, a real id, its own namespace", () => {
    const production = /(\[\[env\.production\.ratelimits\]\]\nname = "COMPUTE_LIMITER"\n)namespace_id = "1002"\n/;
    const missing = run("check-deploy-config.mjs", [
      "--config",
      configWith("nocompute.toml", (t) =>
        filled(t).replace(production, '[[env.production.ratelimits]]\nname = "OTHER"\nnamespace_id = "1002"\n'),
      ),
    ]);
    assert.equal(missing.status, 1, missing.stdout);
    assert.match(missing.stderr, /no rate limiter "COMPUTE_LIMITER"/);
    const shared = run("check-deploy-config.mjs", [
      "--config",
      configWith("sharedlimiter.toml", (t) => filled(t).replace(production, '$1namespace_id = "1001"\n')),
    ]);
    assert.equal(shared.status, 1, shared.stdout);
    assert.match(shared.stderr, /rate limiters DEBATE_LIMITER and COMPUTE_LIMITER share namespace_id 1001/);
  });

  it("refuses a production config that lets digest webhooks reach loopback addresses (a test-only setting)", () => {
    const r = run("check-deploy-config.mjs", [
      "--config",
      configWith("loopback.toml", (t) =>
        filled(t).replace(
          /(\[env\.production\.vars\][\s\S]*?)DIGEST_ALLOW_LOOPBACK = "off"/,
          '$1DIGEST_ALLOW_LOOPBACK = "on"',
        ),
      ),
    ]);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /DIGEST_ALLOW_LOOPBACK="on" lets digest webhooks reach loopback addresses/);
  });

  it("refuses a production config that turns off the address check of webhook hosts (a test-only setting)", () => {
    const r = run("check-deploy-config.mjs", [
      "--config",
      configWith("nodns.toml", (t) =>
        filled(t).replace(/(\[env\.production\.vars\][\s\S]*?)DIGEST_DNS_CHECK = "on"/, '$1DIGEST_DNS_CHECK = "off"'),
      ),
    ]);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /DIGEST_DNS_CHECK="off" lets a webhook name that resolves to a private address through/);
  });

  it("says so when the config cannot be read (exit 2)", () => {
    const r = run("check-deploy-config.mjs", ["--config", path.join(dir, "missing.toml")]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /cannot read .*missing\.toml/);
  });
});

describe("scripts/check-bundle.mjs", () => {
  it("bundles the production Worker, prints raw and gzip sizes, and fails over the budget", () => {
    const r = run("check-bundle.mjs", ["--budget-kb", "1"]);
    assert.equal(r.status, 1, r.stderr);
    const sizes = /bundle: index\.js: ([\d.]+) KiB raw, ([\d.]+) KiB gzip \(budget 1\.0 KiB gzip\)/.exec(r.stdout);
    assert.ok(sizes, r.stdout + r.stderr);
    assert.ok(Number(sizes[1]) > Number(sizes[2]) && Number(sizes[2]) > 100, `sizes ${sizes[1]} / ${sizes[2]}`);
    assert.match(r.stderr, /KiB gzipped is over the budget of 1\.0 KiB/);
  });
});

describe("the pages the Worker answers (src/http/pages.ts)", () => {
  it("carry the same Content-Security-Policy as the static files (public/_headers)", () => {
    const headers = readFileSync(path.join(root, "public", "_headers"), "utf8");
    const staticCsp = /Content-Security-Policy:\s*(.+)/.exec(headers)?.[1]?.trim();
    const source = readFileSync(path.join(root, "src", "http", "page-csp.ts"), "utf8");
    const workerCsp = [...source.matchAll(/"([^"]*)"/g)].map((m) => m[1]).join("");
    assert.ok(staticCsp, "public/_headers sets no Content-Security-Policy");
    assert.equal(workerCsp, staticCsp);
  });
});
