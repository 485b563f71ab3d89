import { defaultAsOf } from "../sample/default-as-of";
import { and, eq, inArray } from "drizzle-orm";
import type { DebateKey, DebateParams, Protocol } from "../debate/debate-state";
import { assertKeyDayOpen } from "../access/key-spend";
import { preScreen } from "../evidence/evidence-pack";
import { protocolSlots } from "../debate/protocols/slots";
import { optionsOf, protocolOf } from "../debate/protocols/registry";
import { modelConfigFor, providerFor } from "../models/provider-registry";
import { compactSlots } from "../models/prompt-layout";
import type { AppDeps } from "../app-deps";
import { debates } from "../db/schema";
import { AppError } from "../shared/app-error";
import { beijingDate } from "../shared/dates";
import { noLocalData, resolveListing } from "./resolve-company";
import { readHoldings, staleKinds } from "../ingest/fetch/freshness";
import { cachedVerdict, type CachedVerdict } from "./verdict-cache";
import { debateRoom } from "./debate-room";
import type { InsufficientEvidenceDetails, SettingsDifferDetails } from "../wire/wire";
import type { DebateAllowance } from "../http/debate-quota";
import { debateSettings, type DebateSettings, differingSettings, settingsKey } from "./debate-settings";

/** What POST /api/debates accepts once validated; the pre-compute builds the same thing. */
export interface CreateDebateInput {
  ticker: string;
  rounds: number;
  protocol: Protocol;
  asOf?: string | undefined;
  /** Skip the verdict cache and debate again. */
  fresh: boolean;
  /** Past situations for the deciding role (judge, leader, portfolio manager): on (default) or off. */
  memory?: boolean;
  /** Memorisation control: the models read placeholders for the company, its code and the years (default off). */
  anonymize?: boolean;
  /** The chosen protocol's own fields (its plug-in's `params`), as the request gave them; others' are ignored. */
  [field: string]: unknown;
  /**
   * With live sources, fetch stale data first (default). The cron passes false: it has just refreshed the ticker, and a
   * refresh that failed is recorded there, so its debate argues from what is stored. Missing data is fetched anyway.
   */
  fetchStale?: boolean;
  /** The API key that asks (HTTP bearer, a batch's key, MCP with a key): recorded, and its daily cap enforced. */
  apiKey?: DebateKey;
}

export type CreateDebateResult =
  | { kind: "cached"; ticker: string; dataVersion: number; cached: CachedVerdict; ageSeconds: number }
  | {
      kind: "started";
      ticker: string;
      dataVersion: number;
      asOf: string;
      id: string;
      status: string;
      existing: boolean;
    };

const LIVE = ["queued", "running", "judging"] as const;

export function newDebateId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `d_${[...bytes].map((b) => "abcdefghijklmnopqrstuvwxyz0123456789"[b % 36]).join("")}`;
}

/**
 * The one way a debate is started, shared by POST /api/debates and the cron pre-compute: resolve the ticker, answer
 * from the verdict cache when a fresh verdict exists for the data's usual day (unless `fresh`), pre-screen the
 * evidence, then claim the (ticker, protocol, asOf) slot in D1 and start the Durable Object. Throws AppError for
 * 4xx/5xx.
 */
export async function createDebate(
  env: Env,
  /** The caller's deps (its request's, or the cron run's with its clock). */
  deps: AppDeps,
  input: CreateDebateInput,
  /** The client's allowance: reserved once it is certain a new debate starts (not a cache hit, a 4xx or a join). */
  allowance?: DebateAllowance,
): Promise<CreateDebateResult> {
  const { config } = deps;
  const liveSources = config.LIVE_SOURCES;
  const { listing, company } = await resolveListing(deps, input.ticker);
  if (!company && !liveSources) throw await noLocalData(deps, listing, config);
  const today = beijingDate(deps.now());
  // Without a date the debate is as of the data's usual day (today, or the sample's debate date), and that day's
  // verdicts are the ones the cache holds.
  const usual = defaultAsOf(config, today, listing.code);
  const asOf = input.asOf ?? usual;
  if (asOf > today) throw new AppError(400, "invalid_input", `asOf ${asOf} 是未来的日期；请用 ${today} 或更早的日期`);
  const ticker = listing.code;
  const dataVersion = company?.dataVersion ?? 0;
  // With live sources, what the freshness policy says is missing or stale is fetched by the debate itself, first. A
  // debate of a past date argues from what is stored, unless nothing is.
  const refresh = liveSources && (!company || (asOf === today && input.fetchStale !== false));
  const fetch = refresh ? staleKinds(await readHoldings(deps.db, ticker), today) : [];

  // Adversarial passes memory to its room only when a request turns it off (the room's long-standing params).
  const implicit = protocolOf(input.protocol).memorySlot === "implicit";
  const memory = implicit ? (input.memory === false ? false : undefined) : input.memory !== false;
  const anonymize = input.anonymize === true;
  // One rule for "the same debate": equal settings (src/services/debate-settings.ts) in the cache key and the join.
  const settings = debateSettings({ ...input }, { asOf, model: modelConfigFor(env, config) });
  const key = await settingsKey(settings);
  if (!input.fresh && asOf === usual && fetch.length === 0) {
    const slot = { ticker, protocol: input.protocol, dataVersion, settingsKey: key };
    const hit = await cachedVerdict(env, config, slot, deps.now());
    if (hit) return { kind: "cached", ticker, dataVersion, cached: hit.value, ageSeconds: hit.ageSeconds };
  }

  // Every model the protocol's nodes will ask must be reachable before anything is spent.
  for (const slot of protocolSlots(input.protocol)) {
    const picked = providerFor(env, config, slot);
    if (!picked.ok) throw new AppError(503, "model_unavailable", `模型不可用：${picked.message}`);
  }

  // A debate that fetches first pre-screens once its data is in (the 422 then ends the debate, saying what is missing).
  if (fetch.length === 0) {
    const screen = await preScreen(deps, ticker, asOf);
    if (!screen.ok) {
      throw new AppError(
        422,
        "insufficient_evidence",
        `截至 ${asOf} 的证据不足以辩论 ${ticker}：${screen.missingZh.join("；")}`,
        {
          missing: screen.missing,
          missingZh: screen.missingZh,
          ...(screen.suggestedAsOf ? { suggestedAsOf: screen.suggestedAsOf } : {}),
        } satisfies InsufficientEvidenceDetails,
      );
    }
  }

  const started = { ticker, dataVersion, asOf };
  const live = () =>
    deps.db
      .select()
      .from(debates)
      .where(
        and(
          eq(debates.ticker, ticker),
          eq(debates.protocol, input.protocol),
          eq(debates.asOf, asOf),
          inArray(debates.status, [...LIVE]),
        ),
      )
      .get();
  const joinable = await live();
  if (joinable) return join(env, settings, started, joinable);

  // Only now is a new debate certain: a cached verdict or a join cost the key nothing, so they are served.
  if (input.apiKey) await assertKeyDayOpen(env, config, input.apiKey, deps.now);
  const id = newDebateId();
  await allowance?.reserve(id);
  const createdAt = deps.now().toISOString();
  const inserted = await deps.db
    .insert(debates)
    .values({
      id,
      ticker,
      protocol: input.protocol,
      asOf,
      rounds: input.rounds,
      // "queued" even when it fetches first: D1's one-live-debate-per-slot index counts queued, running and judging.
      status: "queued",
      provider: providerFor(env, config, "bull").ok ? (config.MODEL_QUICK ?? "offline") : "unavailable",
      createdAt,
      updatedAt: createdAt,
      settings,
      keyId: input.apiKey?.id ?? null,
    })
    .onConflictDoNothing()
    .run();
  if (inserted.meta.changes === 0) {
    // Another request claimed the slot between the look-up and the insert: join its debate, spending nothing.
    await allowance?.release(id);
    const running = await live();
    if (running) return join(env, settings, started, running);
    throw new AppError(409, "conflict", "A debate for this ticker was being created at the same moment; retry");
  }

  const params: DebateParams = {
    id,
    ticker,
    companyName: company?.name ?? listing.name,
    protocol: input.protocol,
    asOf,
    rounds: input.rounds,
    tokenBudget: config.TOKEN_BUDGET,
    dataVersion,
    createdAt,
    settingsKey: key,
    ...(fetch.length > 0 ? { fetch } : {}),
    ...(input.apiKey ? { apiKey: input.apiKey } : {}),
    ...withCompact(compactSlots(env, config, protocolSlots(input.protocol))),
    ...(anonymize ? { anonymize } : {}),
    ...(memory === undefined ? {} : { memory }),
    ...withOptions(optionsOf(input.protocol, input)),
  };
  try {
    const state = await debateRoom(env, id).start(params);
    return { kind: "started", ...started, id, status: state.status, existing: false };
  } catch (e) {
    await deps.db
      .update(debates)
      .set({ status: "failed", updatedAt: deps.now().toISOString() })
      .where(eq(debates.id, id))
      .run();
    throw new AppError(503, "debate_start_failed", "辩论未能开始（没有调用任何模型），请重试", undefined, { cause: e });
  }
}

/**
 * Answer with the debate already running in the (ticker, protocol, asOf) slot when it was created with the same
 * settings; else 409 naming each setting that differs (D1 holds one live debate per slot).
 */
async function join(
  env: Env,
  settings: DebateSettings,
  started: { ticker: string; dataVersion: number; asOf: string },
  running: typeof debates.$inferSelect,
): Promise<CreateDebateResult> {
  // A row written before settings were recorded cannot say how it debates: nothing joins it blind.
  const theirs = running.settings;
  const differing = theirs ? differingSettings(theirs, settings) : Object.keys(settings).filter((k) => k !== "asOf");
  if (differing.length > 0) {
    const both = (k: string) => `${k} ${show(theirs?.[k])} there, ${show(settings[k])} asked`;
    const shown = differing.map((k) => (k === "model" || !theirs ? k : both(k)));
    throw new AppError(
      409,
      "settings_differ",
      `A ${running.protocol} debate of ${started.ticker} as of ${running.asOf} with other settings is running ` +
        `(${running.id}): ` +
        `${shown.join("; ")}. Retry when it has ended, or ask with its settings to watch it`,
      { differing, runningId: running.id } satisfies SettingsDifferDetails,
    );
  }
  const state = await startedState(env, running.id);
  return { kind: "started", ...started, id: running.id, status: state?.status ?? running.status, existing: true };
}

const show = (v: unknown) => (v === undefined ? "unset" : JSON.stringify(v));

/**
 * The running debate's public state. The slot's row is written just before its object starts, so a request racing the
 * starter may find the row first: it waits a moment (up to ~1 s) for the state that says how that debate runs.
 */
async function startedState(env: Env, id: string) {
  const room = debateRoom(env, id);
  let state = await room.getState();
  for (let i = 0; i < 20 && state === null; i++) {
    await new Promise((r) => setTimeout(r, 50));
    state = await room.getState();
  }
  return state;
}

/** A debate whose prompts all share the prefix stores no list, so its state reads as before the switch. */
const withCompact = (slots: string[]) => (slots.length > 0 ? { compactPrompts: slots } : {});

/** A protocol without params of its own stores none, so its states read as they always have. */
const withOptions = (options: Record<string, number>) => (Object.keys(options).length > 0 ? { options } : {});
