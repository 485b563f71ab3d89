/**
 * The wire: every shape the Worker sends the page, as types only. Routes that build an answer inline check it
 * against these (`satisfies`), and the page (public/*.js, `// @ts-check`) reads them through JSDoc imports, so the
 * server and the page cannot drift apart and the page never has to guess a shape.
 */
import type { PublicDebateState } from "../debate/public-state";
import type { DebateStatus } from "../debate/debate-state";
import type { Role, Scores, Stance, Usage, Verdict } from "../debate/debate-types";
import type { PublicTurn } from "../debate/public-state";
import type { GraphFinal } from "../debate/protocol";
import type { AgentRole, Turn } from "../debate/role-output";
import type { LookAheadCheck } from "../verification/look-ahead";
import type { CachedVerdict } from "../services/verdict-cache";
import type { TickerCandidate } from "../tickers/resolve-ticker";
import type { describeRuntime } from "../runtime-info";

/** `GET /api/debates/:id`, the WebSocket snapshot's `state` and the report's input. */
export type { PublicDebateState };

/** The parts the answers are made of, for readers that take them apart (the page's views). */
export type { EvidenceItem, Point, Role, Scores, Stance, Usage, Verdict } from "../debate/debate-types";
export type { PublicTurn } from "../debate/public-state";
export type { AgentRole, RoleOutput, Turn } from "../debate/role-output";
export type { GraphFinal } from "../debate/protocol";
export type { LookAheadCheck } from "../verification/look-ahead";
export type { MemoryItem } from "../memory/memory-types";

// ---------------------------------------------------------------- errors

/** Every 4xx/5xx body (`app.onError`): a code to branch on, a message for people, and some codes carry details. */
export interface ErrorBody<D extends object = ErrorDetails> {
  error: ApiError & D;
}

export interface ApiError {
  code: string;
  message: string;
}

/** 404 `unknown_ticker` when the input matched no company: the first companies of the directory to pick from. */
export interface UnknownTickerDetails {
  suggestions: TickerCandidate[];
}

/** 409 `ambiguous_ticker`: the companies the input could mean, closest first. */
export interface AmbiguousTickerDetails {
  candidates: TickerCandidate[];
}

/** 422 `insufficient_evidence`: what is missing, and an earlier date the reports were current for, if any. */
export interface InsufficientEvidenceDetails {
  missing: string[];
  suggestedAsOf?: string;
}

/** 400 `invalid_input`: the first failing fields. */
export interface InvalidInputDetails {
  issues: { path: string; message: string }[];
}

/** The details an error may carry; which ones depends on its code (each is named above). */
/** 429 `rate_limited` / `too_many_running`: when to try again (also the Retry-After header). */
export interface RetryAfterDetails {
  retryAfterSeconds: number;
}

export type ErrorDetails = Partial<UnknownTickerDetails & AmbiguousTickerDetails & InsufficientEvidenceDetails & InvalidInputDetails & RetryAfterDetails>;

// ---------------------------------------------------------------- debates

/** Where a debate can be read, watched and downloaded. */
export interface DebateLinks {
  self: string;
  ws: string;
  report: string;
  page: string;
}

/** Where a cached verdict's debate can be read. */
export interface VerdictLinks {
  debate: string;
  report: string;
  page: string;
}

/** `POST /api/debates` 202: a debate was started, or one for the same slot is already running (`existing`). */
export interface DebateStarted {
  id: string;
  status: string;
  existing: boolean;
  links: DebateLinks;
}

/** `POST /api/debates` 200: a fresh verdict for today's data answers at once (its age is also in the Age header). */
export interface DebateCached {
  cached: true;
  ticker: string;
  dataVersion: number;
  verdict: Verdict;
  debateId: string;
  asOf: string;
  createdAt: string;
  ageSeconds: number;
  links: VerdictLinks;
  disclaimer: string;
}

/** `POST /api/debates` 422. */
export type DebateRefused = ErrorBody<InsufficientEvidenceDetails>;

/** `POST /api/debates/:id/replay` 202. */
export interface ReplayStarted {
  id: string;
  status: string;
  replayOf: string;
  links: DebateLinks;
}

// ---------------------------------------------------------------- home and tickers

/** `GET /api/hot`: the last pre-compute's ranking, each ticker with its cached verdict (null when none is fresh). */
export interface HotResponse {
  source: string;
  updatedAt: string | null;
  tickers: HotTicker[];
  disclaimer: string;
}

export interface HotTicker {
  ticker: string;
  rank: number;
  name: string | null;
  verdict: HotVerdict | null;
}

export interface HotVerdict {
  stance: Stance;
  scores: Scores;
  ageSeconds: number;
  asOf: string;
  debateId: string;
  links: VerdictLinks;
}

/** `GET /api/tickers?q=`: suggestions while typing (or the directory's first companies without `q`). */
export interface TickerSearchResponse {
  query: string | null;
  results: TickerSuggestion[];
}

export interface TickerSuggestion {
  code: string;
  name: string;
  exchange: string | null;
  industry: string | null;
}

/** The UI and API label data as a dated snapshot. */
export type DatasetLabel = { kind: "ingested"; snapshot: null } | { kind: "sample"; snapshot: string; note: string };

/** `GET /api/tickers/:ticker`: the company, its latest metrics and what data there is. */
export interface CompanyResponse {
  company: {
    code: string;
    exchange: "SH" | "SZ" | "BJ";
    name: string;
    aliases: string[];
    industry: string | null;
    dataVersion: number;
  };
  latestMetrics: {
    metric: string;
    label: string;
    period: string;
    value: number;
    unit: string;
    yoy: number | null;
    source: string;
    disclosureDate: string;
  }[];
  coverage: {
    periods: string[];
    metrics: number;
    metricValues: number;
    announcements: { count: number; first: string | null; last: string | null };
    quotes: { count: number; first: string | null; last: string | null };
    chunks: Record<string, number>;
  };
  asOf: string | null;
  dataset: DatasetLabel;
}

/** `GET /api/tickers/:ticker/verdict`: the latest verdict, from the cache (fresh) or D1's history (`stale`). */
export interface TickerVerdictResponse extends CachedVerdict {
  source: "cache" | "history";
  stale: boolean;
  ageSeconds: number;
  links: { debate: string; report: string };
  disclaimer: string;
}

/** `GET /api/tickers/:ticker/verdicts`: the ticker's track record, newest first. */
export interface VerdictHistoryResponse {
  ticker: string;
  companyName: string;
  results: {
    debateId: string;
    protocol: string;
    asOf: string;
    stance: Stance;
    overall: number;
    factuality: number;
    createdAt: string;
  }[];
}

/** One check of `GET /api/health` (src/services/health-checks.ts). */
export type CheckStatus = "ok" | "degraded";

export interface HealthCheck {
  status: CheckStatus;
  /** True when the Worker cannot serve without it (a failure here is a 503). */
  critical: boolean;
  /** Why, in a sentence an operator can act on. */
  detail: string;
}

export interface HealthChecks {
  config: HealthCheck;
  d1: HealthCheck;
  kv: HealthCheck;
  embeddings: HealthCheck & { model: string | null; dimensions: number | null };
  vectors: HealthCheck & { store: string | null; dimensions: number | null };
  models: HealthCheck & { slots: Record<string, { spec: string; ok: boolean; detail?: string }>; gateway: string | null };
  liveSources: HealthCheck & { enabled: boolean | null; breaker: null };
  sampleData: HealthCheck & { version: string | null };
}

export interface HealthReport {
  status: "ok" | "degraded" | "down";
  checks: HealthChecks;
}

/**
 * `GET /api/health`: 200 while the Worker can serve (`status` "ok", or "degraded" with the checks that say why), 503
 * when it cannot (`status` "down": the configuration is invalid or D1 is unreachable). `runtime` is null when the
 * configuration cannot be read.
 */
export interface HealthResponse {
  ok: boolean;
  status: HealthReport["status"];
  checks: HealthReport["checks"];
  runtime: ReturnType<typeof describeRuntime> | null;
  data: { sampleVersion: string | null; sampleAsOf: string };
}

// ---------------------------------------------------------------- the WebSocket

/**
 * Every event a viewer sees, in order; `seq` is the event log's row id, so it only ever increases. The adversarial
 * protocol and the graph protocols (FinDebate, TradingAgents) send different fields for some events; the debate's
 * `protocol` says which family a stream carries.
 */
export type DebateEvent = AdversarialEvent | GraphEvent;
export type DebateEventType = DebateEvent["type"];

/** What the socket carries: the events, and `{"type":"pong"}` in answer to a viewer's "ping" (no seq: not logged). */
export type ViewerMessage = DebateEvent | PongMessage;

export interface PongMessage {
  type: "pong";
}

interface Sequenced<T extends string> {
  seq: number;
  type: T;
  at: string;
}

/** The first message of a connection without `?since=`: the whole state, and the seq it is current up to. */
export interface SnapshotEvent extends Sequenced<"snapshot"> {
  state: PublicDebateState;
}

export interface FailedEvent extends Sequenced<"failed"> {
  reason: string;
}

/** The last event of every debate. */
export interface DoneEvent extends Sequenced<"done"> {
  status: Extract<DebateStatus, "done" | "failed">;
}

// ---- adversarial: bull and bear take turns per round, then the judge (round 0 while judging)

export type AdversarialEvent =
  | SnapshotEvent
  | TurnStartedEvent
  | TurnDeltaEvent
  | TurnCompletedEvent
  | RoundCompletedEvent
  | ConvergedEvent
  | VerdictEvent
  | FailedEvent
  | DoneEvent;

export interface TurnStartedEvent extends Sequenced<"turn.started"> {
  turnSeq: number;
  role: Role;
  round: number;
}

/** A piece of the model's reply as it streams; logged like every event, so a replay from `since=0` shows it too. */
export interface TurnDeltaEvent extends Sequenced<"turn.delta"> {
  turnSeq: number;
  role: Role;
  round: number;
  text: string;
}

export interface TurnCompletedEvent extends Sequenced<"turn.completed"> {
  turn: PublicTurn;
  /** The debate's usage so far. */
  usage: Usage;
}

export interface RoundCompletedEvent extends Sequenced<"round.completed"> {
  round: number;
  /** Verified share of this round's points, and of the whole debate's so far. */
  hitRate: number;
  debateHitRate: number;
}

/** The rounds end early: nothing new was argued, or the token budget is spent; the judge follows. */
export interface ConvergedEvent extends Sequenced<"converged"> {
  reason: "converged" | "budget";
  round: number;
  detail: string;
}

export interface VerdictEvent extends Sequenced<"verdict"> {
  verdict: Verdict;
  /** Verified share of the debaters' points, as the judge saw it. */
  hitRate: number;
}

// ---- graph protocols: each step runs one or more role nodes (parallel analysts stream at once, told apart by turnSeq)

export type GraphEvent =
  | SnapshotEvent
  | GraphTurnStartedEvent
  | GraphTurnDeltaEvent
  | GraphTurnCompletedEvent
  | StepCompletedEvent
  | GraphVerdictEvent
  | FailedEvent
  | DoneEvent;

export interface GraphTurnStartedEvent extends Sequenced<"turn.started"> {
  turnSeq: number;
  role: AgentRole;
  node: string;
  round: number;
  /** The graph step the node runs in. */
  step: string;
}

export interface GraphTurnDeltaEvent extends Sequenced<"turn.delta"> {
  turnSeq: number;
  role: AgentRole;
  node: string;
  round: number;
  text: string;
}

export interface GraphTurnCompletedEvent extends Sequenced<"turn.completed"> {
  turn: Turn;
  usage: Usage;
}

/** A graph step finished (`round.completed` on the wire); `detour` says why the router left the planned path. */
export interface StepCompletedEvent extends Sequenced<"round.completed"> {
  step: string;
  nodes: string[];
  detour: string | null;
}

export interface GraphVerdictEvent extends Sequenced<"verdict"> {
  verdict: Verdict;
  hitRate: number;
  final: GraphFinal;
  lookAhead: LookAheadCheck;
}
