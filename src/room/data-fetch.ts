import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import type { DataFetch, DebateState } from "../debate/debate-state";
import { initFlow } from "../debate/flow";
import { companies } from "../db/schema";
import { preScreen } from "../evidence/evidence-pack";
import { loadTickerFigures } from "../evidence/ticker-figures";
import { refreshTicker, type SourceOutcome } from "../ingest/fetch/refresh-ticker";
import { livePoliteFetch, sourceGate } from "../ingest/fetch/source-gate";
import { DATA_KIND_ZH } from "../domain/labels";
import { dataKindZh, sourceFailureZh } from "../ingest/fetch/source-failure";
import { sharedPrefixAllowance } from "../debate/prompts/shared-prefix";
import { protocolOf } from "../debate/protocols/registry";
import { protocolSlots } from "../debate/protocols/slots";
import type { StepMode } from "./model-calls";
import type { PendingEvent, StoredFigures } from "./room-storage";

/** What the fetching phase needs from the room. */
export interface FetchHost {
  env: Env;
  /** The room's deps, config included. */
  deps: AppDeps;
  /** A live event: logged and broadcast now. */
  emit: (state: DebateState, type: PendingEvent[0], data: Record<string, unknown>) => void;
  checkpoint: (state: DebateState, events: PendingEvent[]) => void;
  /** The state with new figures (the data the debate now argues from) and its events, in one transaction. */
  rebase: (state: DebateState, figures: StoredFigures, events: PendingEvent[]) => void;
}

/**
 * The `fetching` phase of a debate whose data is missing or stale: fetch what the freshness policy named through the
 * same idempotent ingest path as every other refresh (`refreshTicker`, the shared per-host budget of the source gate),
 * once per ticker however many debates want it, then pre-screen. Enough evidence: the debate's evidence, flow and
 * figures are gathered from the stored data and it is queued for its first step. Not enough: it fails, naming what
 * is missing and which source failed. One call is the whole phase; a repeat after a crash fetches nothing the first
 * call stored (the ingest is idempotent, the freshness marks are per day).
 */
export async function runFetchPhase(state: DebateState, mode: StepMode, host: FetchHost): Promise<void> {
  const needs = state.fetch ?? [];
  // The watchdog's reason is an operator's English line; the reader is told what happened.
  if (mode.kind === "forced")
    return fail(state, host, { missing: [mode.reason], missingZh: ["获取数据超时，数据源未在时限内返回"] }, state.data);
  host.emit(state, "data.fetching", {
    ticker: state.ticker,
    needs: needs.map((n) => ({ ...n, label: DATA_KIND_ZH[n.kind] })),
  });

  const deps = host.deps;
  const gate = sourceGate(host.env);
  const claim = await gate.claimRefresh(state.ticker);
  let sources: SourceOutcome[];
  if (claim.role === "owner") {
    let result: SourceOutcome[] | null = null;
    try {
      // The phase's bound: every source has answered or failed by then, so the debate fails in time with what it got.
      const deadlineAt = Date.now() + deps.config.LIVE_SOURCES_DEADLINE_MS;
      const politeFetch = livePoliteFetch(host.env, deps.config, { deadlineAt });
      // The directory already knows the company: no need to download the exchange's whole list to name it.
      const listed = { code: state.ticker, name: state.companyName, aliases: [] };
      const refreshed = await refreshTicker(
        { ...deps, politeFetch, stockList: async () => [listed] },
        state.ticker,
        needs.map((n) => n.kind),
      );
      result = refreshed.sources;
    } finally {
      await gate.finishRefresh(state.ticker, result);
    }
    sources = result;
  } else {
    sources = (claim.result as SourceOutcome[] | null) ?? [];
  }
  for (const s of sources)
    host.emit(state, "data.source", { ...s, label: dataKindZh(s.kind), joined: claim.role === "joined" });
  const data: DataFetch = { needs, sources, joined: claim.role === "joined", at: new Date().toISOString() };

  const screen = await preScreen(deps, state.ticker, state.asOf);
  if (!screen.ok) {
    const failed = sources.filter((s) => s.error);
    const gaps = {
      missing: [...screen.missing, ...failed.map((s) => s.error!)],
      missingZh: [...screen.missingZh, ...failed.map(sourceFailureZh)],
    };
    return fail(state, host, gaps, data);
  }
  const company = await deps.db.select().from(companies).where(eq(companies.code, state.ticker)).get();
  const figures = await loadTickerFigures(deps, state.ticker, state.asOf);
  const { evidence, flow } = await initFlow(deps, { ...state, memory: state.memory !== false });
  state.evidence = evidence;
  state.flow = flow;
  state.dataVersion = company?.dataVersion ?? state.dataVersion;
  state.companyName = company?.name ?? state.companyName;
  // Created without evidence, the budget gets the shared prefix's allowance now (shared-prefix.ts).
  const planned = protocolOf(state.protocol).plannedCalls(state);
  state.tokenBudget += sharedPrefixAllowance(state, evidence, planned, protocolSlots(state.protocol));
  state.data = data;
  state.status = "queued";
  host.rebase(state, figures, [
    [
      "data.ready",
      {
        dataVersion: state.dataVersion,
        sources: sources.map(({ source, kind, rows, error }) => ({ source, kind, rows, ...(error ? { error } : {}) })),
      },
    ],
  ]);
}

/**
 * 422-style end: the debate cannot start on what could be fetched. `missing` / `missingZh` as the 422 carries them
 * (the source errors as operators read them); the reason a reader sees is Chinese and names each missing piece.
 */
function fail(
  state: DebateState,
  host: FetchHost,
  gaps: { missing: string[]; missingZh: string[] },
  data: DataFetch | undefined,
): void {
  const { missing, missingZh } = gaps;
  const reason = `数据不足，无法开始辩论：${missingZh.join("；")}`;
  state.status = "failed";
  if (data) state.data = data;
  state.errors.push({ at: new Date().toISOString(), step: "fetching", message: reason });
  host.checkpoint(state, [
    ["failed", { reason, reasonZh: reason, code: "insufficient_evidence", missing, missingZh }],
    ["done", { status: "failed" }],
  ]);
}
