#!/usr/bin/env node
// Before `wrangler deploy --env production` (`npm run deploy` runs this first): reads the config as wrangler does
// (its own parser, with the environment's inheritance) and refuses to go on while a binding still has the repo's
// placeholder id, since wrangler would deploy it and every request would then fail on a database that does not exist.
// Each problem is printed with the command that fixes it (README "Deploying to Cloudflare").
//
//   node scripts/check-deploy-config.mjs [--config wrangler.toml] [--env production]
//
// Exit 0: ready to deploy. Exit 1: placeholders or missing bindings, each named. Exit 2: the config cannot be read.
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";

const USAGE = "usage: node scripts/check-deploy-config.mjs [--config wrangler.toml] [--env production]";

let args;
try {
  args = parseArgs({
    options: { config: { type: "string", default: "wrangler.toml" }, env: { type: "string", default: "production" } },
    strict: true,
  }).values;
} catch (e) {
  console.error(`${e.message}\n${USAGE}`);
  process.exit(2);
}

let config;
try {
  config = unstable_readConfig({ config: args.config, env: args.env }, { hideWarnings: true });
} catch (e) {
  console.error(`cannot read ${args.config}: ${e.message}`);
  process.exit(2);
}

/** An id made of zeros (with or without dashes), or one that still says what to put there. */
const placeholder = (id) =>
  typeof id !== "string" ||
  id.trim() === "" ||
  /^[0-]+$/.test(id) ||
  /<|>|placeholder|replace|your[-_ ]|todo|xxx/i.test(id);
const section = (name) => `[[env.${args.env}.${name}]]`;
const problems = [];

const d1 = config.d1_databases.find((d) => d.binding === "DB");
if (!d1) problems.push(`no D1 binding "DB" in ${section("d1_databases")}`);
else if (placeholder(d1.database_id)) {
  problems.push(
    `D1 "DB": database_id ${JSON.stringify(d1.database_id ?? "")} is a placeholder; run \`npx wrangler d1 create ${d1.database_name}\` and put its database_id into ${section("d1_databases")}`,
  );
}

const kv = config.kv_namespaces.find((k) => k.binding === "CACHE");
if (!kv) problems.push(`no KV binding "CACHE" in ${section("kv_namespaces")}`);
else if (placeholder(kv.id)) {
  problems.push(
    `KV "CACHE": id ${JSON.stringify(kv.id ?? "")} is a placeholder; run \`npx wrangler kv namespace create CACHE\` and put its id into ${section("kv_namespaces")}`,
  );
}

// Each limiter its own namespace: two bindings sharing one id would share one count, so backtests would spend debates.
const LIMITERS = ["DEBATE_LIMITER", "COMPUTE_LIMITER"];
const limiters = LIMITERS.map((name) => config.ratelimits.find((r) => r.name === name));
LIMITERS.forEach((name, i) => {
  const limiter = limiters[i];
  if (!limiter) problems.push(`no rate limiter "${name}" in ${section("ratelimits")}`);
  else if (!/^[1-9]\d*$/.test(String(limiter.namespace_id))) {
    problems.push(
      `rate limiter "${name}": namespace_id ${JSON.stringify(limiter.namespace_id)} must be a positive integer, unique among your account's rate-limit namespaces`,
    );
  }
});
const ids = limiters.filter(Boolean).map((l) => String(l.namespace_id));
if (new Set(ids).size < ids.length) {
  problems.push(`rate limiters ${LIMITERS.join(" and ")} share namespace_id ${ids[0]}: give each its own`);
}

const vars = config.vars ?? {};
if (vars.VECTOR_STORE === "vectorize") {
  const index = config.vectorize.find((v) => v.binding === "VECTORS");
  if (!index || placeholder(index.index_name))
    problems.push(
      `VECTOR_STORE="vectorize" needs a Vectorize binding "VECTORS" with an index_name in ${section("vectorize")}`,
    );
}
if (
  (vars.EMBEDDINGS === "workers-ai" ||
    /workers-ai:/.test(
      `${vars.MODEL_QUICK} ${vars.MODEL_DEEP} ${vars.MODEL_BULL} ${vars.MODEL_BEAR} ${vars.MODEL_JUDGE}`,
    )) &&
  !config.ai?.binding
) {
  problems.push(`Workers AI is used (EMBEDDINGS or a MODEL_* var) but [env.${args.env}.ai] has no binding`);
}
if (vars.AI_GATEWAY_ID && placeholder(String(vars.AI_GATEWAY_ACCOUNT_ID ?? ""))) {
  problems.push(
    `AI_GATEWAY_ID is set but AI_GATEWAY_ACCOUNT_ID ${JSON.stringify(vars.AI_GATEWAY_ACCOUNT_ID ?? "")} is not an account id; \`npx wrangler whoami\` shows it`,
  );
}
// A test-only door: generic digest webhooks may reach loopback addresses (src/digests/webhook-url.ts).
if (String(vars.DIGEST_ALLOW_LOOPBACK ?? "off").trim() !== "off") {
  problems.push(
    `DIGEST_ALLOW_LOOPBACK=${JSON.stringify(vars.DIGEST_ALLOW_LOOPBACK)} lets digest webhooks reach loopback addresses; it is for tests only, set it to "off" in [env.${args.env}.vars]`,
  );
}
// The address check of webhook hosts (src/digests/webhook-dns.ts) is off only in tests.
if (String(vars.DIGEST_DNS_CHECK ?? "on").trim() !== "on") {
  problems.push(
    `DIGEST_DNS_CHECK=${JSON.stringify(vars.DIGEST_DNS_CHECK)} lets a webhook name that resolves to a private address through; set it to "on" in [env.${args.env}.vars]`,
  );
}

if (problems.length > 0) {
  console.error(`${args.config} [env.${args.env}] is not ready to deploy:`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(
  `${args.config} [env.${args.env}]: every binding has a real id (D1 ${d1.database_id}, KV ${kv.id}, rate limiters ${ids.join(", ")})`,
);
