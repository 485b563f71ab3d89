import type { z } from "zod";
import { DaySpendLedger } from "../models/cost-cap";
import { beijingDate } from "../shared/dates";
import { appDeps } from "../app-deps";
import { createDb } from "../db/client";
import { ConfigError, readConfig, type Config } from "../config";
import { ensureSampleData, loadedSampleVersion } from "../ingest/sample-loader";
import { sourceGate } from "../ingest/fetch/source-gate";
import { gatewayFor } from "../models/ai-gateway";
import { MODEL_SLOTS, providerFor, roleModel } from "../models/provider-registry";
import { createEmbedder } from "../retrieval/embedder";
import type { HealthCheck, HealthChecks, HealthStatus } from "../wire/wire-http";

/**
 * What `GET /api/health` checks: each binding and dependency, ok or degraded with why, without calling a model (a
 * model call costs money and says nothing the configuration does not). A failed *critical* check means the Worker
 * cannot serve (no configuration, no database): the route answers 503. Anything else degrades some feature while the
 * rest serves: 200, with `status: "degraded"` and the reasons.
 */

export interface HealthReport {
  status: z.infer<typeof HealthStatus>;
  checks: HealthChecks;
}

/** A probe that takes longer than this is a failure: health must answer quickly, whatever hangs behind it. */
const PROBE_TIMEOUT_MS = 3_000;
/** Loading the bundled sample on a fresh database takes seconds on a busy machine; it is awaited, within bounds. */
const SAMPLE_LOAD_TIMEOUT_MS = 30_000;

const ok = (critical: boolean, detail: string): HealthCheck => ({ status: "ok", critical, detail });
const degraded = (critical: boolean, detail: string): HealthCheck => ({ status: "degraded", critical, detail });
const reason = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 300);

async function probe<T>(
  what: string,
  run: () => Promise<T>,
  ms = PROBE_TIMEOUT_MS,
): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return { ok: true, value: await Promise.race([run(), timeout]) };
  } catch (e) {
    return { ok: false, error: reason(e) };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** Every check, each independent of the others' failures. */
export async function checkHealth(env: Env): Promise<HealthReport> {
  let config: Config | null = null;
  let configCheck: HealthCheck;
  try {
    config = readConfig(env);
    configCheck = ok(true, "every var is valid");
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    configCheck = degraded(true, e.message);
  }
  const unchecked = "not checked: the configuration is invalid";

  const { embeddings, dimensions } = embedderCheck(env, config, unchecked);
  // The remote probes at once: a slow binding costs its own bound, not the sum of all of them.
  const [db, kvProbe, vectors] = await Promise.all([
    probe("D1", () => env.DB.prepare("SELECT 1 AS one").first<{ one: number }>()),
    probe("KV", () => env.CACHE.get("health:probe")),
    config
      ? vectorsCheck(env, config, dimensions)
      : Promise.resolve({ ...degraded(false, unchecked), store: null, dimensions: null }),
  ]);
  const d1 = db.ok ? ok(true, "reachable") : degraded(true, `D1 unreachable: ${db.error}`);
  const kv = kvProbe.ok
    ? ok(false, "reachable")
    : degraded(false, `KV unreachable: verdicts are not cached (${kvProbe.error})`);
  const models = config ? modelsCheck(env, config) : { ...degraded(false, unchecked), slots: {}, gateway: null };
  const liveSources = config
    ? await liveSourcesCheck(env, config.LIVE_SOURCES)
    : { ...degraded(false, unchecked), enabled: null, breaker: null };
  const sampleData = await sampleDataCheck(env, config, db.ok);
  const spend = await spendCheck(env, config, db.ok);

  const checks: HealthChecks = {
    ...{ config: configCheck, d1, kv, embeddings, vectors },
    ...{ models, liveSources, sampleData, spend },
  };
  const all = Object.values(checks) as HealthCheck[];
  const status = all.some((c) => c.critical && c.status !== "ok")
    ? "down"
    : all.some((c) => c.status !== "ok")
      ? "degraded"
      : "ok";
  return { status, checks };
}

/**
 * Live sources on or off, and each live host's circuit breaker as the SourceGate (the one limiter every isolate
 * shares, src/ingest/fetch/source-gate.ts) holds it: an in-memory read of that object, no request to any host. A host
 * whose breaker is open is being left alone after repeated failures: degraded, since its data cannot be refreshed now.
 */
async function liveSourcesCheck(env: Env, enabled: boolean): Promise<HealthChecks["liveSources"]> {
  const states = await probe("SourceGate", () => sourceGate(env).budgetStates());
  if (!states.ok)
    return { ...degraded(false, `the SourceGate cannot be read: ${states.error}`), enabled, breaker: null };
  const breaker = Object.fromEntries(Object.entries(states.value).map(([host, s]) => [host, s.breaker]));
  const open = Object.entries(breaker)
    .filter(([, b]) => b !== "closed")
    .map(([host, b]) => `${host} (${b})`);
  const onOff = enabled
    ? "on: debates and the pre-compute fetch missing or stale data"
    : "off: nothing is fetched from the live sources";
  if (open.length > 0)
    return {
      ...degraded(false, `${onOff}; circuit open for ${open.join(", ")}: those hosts are not asked until it closes`),
      enabled,
      breaker,
    };
  const hosts = Object.keys(breaker).length;
  const asked =
    hosts === 0
      ? "no host asked since the gate started"
      : `every circuit closed (${hosts} host${hosts === 1 ? "" : "s"})`;
  return {
    ...ok(false, `${onOff}; ${asked}`),
    enabled,
    breaker,
  };
}

/**
 * The day's spend against COST_CAP_PER_DAY (src/models/cost-cap.ts): degraded once it is reached, since the cron has
 * stopped for the day and every debate ends 中性 at its first model call.
 */
async function spendCheck(env: Env, config: Config | null, d1: boolean): Promise<HealthChecks["spend"]> {
  const day = beijingDate(new Date());
  if (!config || !d1) {
    return {
      ...degraded(false, "not checked: the configuration or D1 cannot be read"),
      day,
      spent: null,
      cap: null,
      currency: null,
    };
  }
  const currency = config.MODEL_PRICES_CURRENCY;
  const cap = config.COST_CAP_PER_DAY ?? null;
  const read = await probe("spend", () => new DaySpendLedger(env.DB, currency).spent(day));
  if (!read.ok)
    return { ...degraded(false, `today's spend cannot be read: ${read.error}`), day, spent: null, cap, currency };
  const spent = read.value;
  const figures = { day, spent, cap, currency };
  if (cap === null)
    return { ...ok(false, `${spent} ${currency} today; no daily cap (COST_CAP_PER_DAY unset)`), ...figures };
  if (spent < cap) return { ...ok(false, `${spent} of ${cap} ${currency} spent today`), ...figures };
  const why = `daily cost cap reached: ${spent} of ${cap} ${currency}; no model call is sent until tomorrow (Beijing)`;
  return { ...degraded(false, why), ...figures };
}

function embedderCheck(
  env: Env,
  config: Config | null,
  unchecked: string,
): { embeddings: HealthChecks["embeddings"]; dimensions: number | null } {
  if (!config)
    return { embeddings: { ...degraded(false, unchecked), model: null, dimensions: null }, dimensions: null };
  try {
    // Builds the embedder without embedding anything: Workers AI is only asked when there is text to embed.
    const embedder = createEmbedder(env, config);
    return {
      embeddings: {
        ...ok(false, `${config.EMBEDDINGS}: ${embedder.model}, ${embedder.dimensions}-d`),
        model: embedder.model,
        dimensions: embedder.dimensions,
      },
      dimensions: embedder.dimensions,
    };
  } catch (e) {
    return {
      embeddings: { ...degraded(false, `${reason(e)}: retrieval and ingest fail`), model: null, dimensions: null },
      dimensions: null,
    };
  }
}

async function vectorsCheck(env: Env, config: Config, embedderDims: number | null): Promise<HealthChecks["vectors"]> {
  if (config.VECTOR_STORE === "local") {
    return {
      ...ok(false, "local: exact cosine search over the vectors stored in D1"),
      store: "local",
      dimensions: embedderDims,
    };
  }
  const index = (env as { VECTORS?: { describe(): Promise<unknown> } }).VECTORS;
  if (!index)
    return {
      ...degraded(false, 'VECTOR_STORE="vectorize" but the VECTORS binding is missing: retrieval and ingest fail'),
      store: "vectorize",
      dimensions: null,
    };
  // describe() reads the index's configuration; it embeds and queries nothing.
  const described = await probe("Vectorize", () => index.describe());
  if (!described.ok)
    return { ...degraded(false, `Vectorize unreachable: ${described.error}`), store: "vectorize", dimensions: null };
  const info = described.value as { dimensions?: number; config?: { dimensions?: number } };
  const dims = info.dimensions ?? info.config?.dimensions ?? null;
  if (embedderDims !== null && dims !== embedderDims) {
    return {
      ...degraded(
        false,
        `the index has ${dims ?? "unknown"} dimensions but the embedder makes ${embedderDims}: recreate it with ` +
          `--dimensions=${embedderDims}`,
      ),
      store: "vectorize",
      dimensions: dims,
    };
  }
  return { ...ok(false, `vectorize: ${dims} dimensions, matching the embedder`), store: "vectorize", dimensions: dims };
}

function modelsCheck(env: Env, config: Config): HealthChecks["models"] {
  const slots: HealthChecks["models"]["slots"] = {};
  for (const slot of MODEL_SLOTS) {
    const { spec, source } = roleModel(config, slot);
    const picked = providerFor(env, config, slot);
    let detail = picked.ok ? undefined : picked.message;
    // A key the provider needs is a secret: say whether it is set, never what it is.
    if (picked.ok && picked.provider.provider === "openai" && !config.OPENAI_API_KEY)
      detail = `${source}=${spec}: OPENAI_API_KEY is not set (fine only for a server that needs no key)`;
    slots[slot] = { spec, ok: picked.ok, ...(detail ? { detail } : {}) };
  }
  const gateway = gatewayFor(config, "quick") ? (config.AI_GATEWAY_ID ?? null) : null;
  const broken = Object.entries(slots).filter(([, s]) => !s.ok);
  const via = gateway ? ` through AI Gateway ${gateway}` : "";
  return broken.length > 0
    ? {
        ...degraded(
          false,
          `debates using ${broken.map(([k]) => k).join(", ")} fail: ${broken.map(([, s]) => s.detail).join("; ")}`,
        ),
        slots,
        gateway,
      }
    : { ...ok(false, `configured (not called)${via}`), slots, gateway };
}

async function sampleDataCheck(env: Env, config: Config | null, d1Ok: boolean): Promise<HealthChecks["sampleData"]> {
  if (!config || !d1Ok)
    return { ...degraded(false, "not checked: the configuration or D1 is unavailable"), version: null };
  if (config.SAMPLE_DATA !== "off") {
    // The first request of a fresh deployment loads the bundled sample; health is often that request. Building the
    // deps is inside the probe: a missing embedder or vector binding is a reason, not a crash.
    const loaded = await probe(
      "the sample data load",
      () => ensureSampleData(env.DB, () => appDeps(env, config)),
      SAMPLE_LOAD_TIMEOUT_MS,
    );
    if (!loaded.ok)
      return { ...degraded(false, `the bundled sample could not be loaded: ${loaded.error}`), version: null };
  }
  const version = await probe("D1", () => loadedSampleVersion({ db: createDb(env.DB) }));
  if (!version.ok) return { ...degraded(false, version.error), version: null };
  if (config.SAMPLE_DATA === "off")
    return { ...ok(false, "off: data comes from POST /api/admin/ingest and the pre-compute"), version: version.value };
  return { ...ok(false, `loaded (${version.value})`), version: version.value };
}
