/**
 * The wire: every shape the Worker sends the page, as types only. The HTTP answers are the `z.infer` types of the
 * schemas in `wire-http.ts`, which the routes declare (so the compiler checks each answer against its schema, and the
 * API document shows the same schemas); the page (public/*.js, `// @ts-check`) reads them through JSDoc imports, so
 * the server, the document and the page cannot drift apart and the page never has to guess a shape.
 */
import type { z } from "zod";
import type { PublicDebateState } from "../debate/public-state";
import type { DataNeed, DebateStatus } from "../debate/debate-state";
import type { Role, Usage, Verdict } from "../debate/debate-types";
import type { PublicTurn } from "../debate/public-state";
import type { GraphFinal } from "../debate/protocol";
import type { AgentRole, Turn } from "../debate/role-output";
import type { LookAheadCheck } from "../verification/look-ahead";

/** `GET /api/debates/:id`, the WebSocket snapshot's `state` and the report's input. */
export type { PublicDebateState };

/** The parts the answers are made of, for readers that take them apart (the page's views). */
export type { EvidenceItem, Point, Role, Scores, Stance, Usage, Verdict } from "../debate/debate-types";
export type { PublicTurn } from "../debate/public-state";
export type { AgentRole, RoleOutput, Turn } from "../debate/role-output";
export type { GraphFinal } from "../debate/protocol";
export type { LookAheadCheck } from "../verification/look-ahead";
export type { MemoryItem } from "../memory/memory-types";

// ---------------------------------------------------------------- HTTP answers and errors

/** Each is `z.infer` of its schema in `wire-http.ts` (the schemas the routes declare and the API document shows). */
export type {
  AmbiguousTickerDetails,
  ApiError,
  CachedVerdict,
  CompanyResponse,
  DatasetLabel,
  DebateCached,
  DebateLinks,
  DebateRefused,
  DebateStarted,
  ErrorBody,
  ErrorDetails,
  EvidenceResponse,
  HealthResponse,
  HotResponse,
  HotTicker,
  HotVerdict,
  InsufficientEvidenceDetails,
  InvalidInputDetails,
  NoLocalDataDetails,
  PricesResponse,
  ReplayStarted,
  ReplayOfReplayDetails,
  RetryAfterDetails,
  SettingsDifferDetails,
  TickerSearchResponse,
  TickerSuggestion,
  TickerVerdictResponse,
  UnknownTickerDetails,
  VerdictHistoryResponse,
  VerdictLinks,
} from "./wire-http";
/** The report as one document (report.json), which the page's printed report renders. */
export type {
  ReportBlock,
  ReportCitation,
  ReportDocument,
  ReportFact,
  ReportItem,
  ReportMark,
  ReportSection,
} from "./report-document";

// ---------------------------------------------------------------- the WebSocket

/**
 * Every event a viewer sees, in order, the same for every protocol; `seq` is the event log's row id, so it only ever
 * increases. A turn's events carry its `turnSeq`, role, graph node, round and step (parallel roles stream at once, told
 * apart by `turnSeq`); a stage's end (`round.completed`) names its step; the verdict carries the protocol's final
 * decision when it has one. `converged` is an event any protocol MAY send when its rounds end early.
 */
export type DebateEvent =
  | SnapshotEvent
  | TurnStartedEvent
  | TurnDeltaEvent
  | TurnCompletedEvent
  | StageCompletedEvent
  | ConvergedEvent
  | VerdictEvent
  | FailedEvent
  | DataEvent
  | DoneEvent;
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
  /** Why, for operators (may quote a provider's English). */
  reason: string;
  /** Why, for readers: in Chinese, as the report's 错误记录 says it (absent in events logged before it). */
  reasonZh?: string;
  /** The fetching phase ended without enough data: `insufficient_evidence` and what is missing, as the 422 says. */
  code?: "insufficient_evidence";
  missing?: string[];
  /** The same gaps in Chinese (the reason is built from them). */
  missingZh?: string[];
}

/** A debate whose data is missing or stale fetches it first (status `fetching`): what, and why. */
export interface DataFetchingEvent extends Sequenced<"data.fetching"> {
  ticker: string;
  needs: (DataNeed & { label: string })[];
}

/** One live source's answer: the rows it gave, or its error (the others' rows are kept). */
export interface DataSourceEvent extends Sequenced<"data.source"> {
  source: string;
  kind?: DataNeed["kind"];
  label?: string;
  rows: number;
  error?: string;
  note?: string;
  /** Another debate of the same ticker fetched it; this one waited for its result. */
  joined: boolean;
}

/** The data is stored and the debate is queued for its first step. */
export interface DataReadyEvent extends Sequenced<"data.ready"> {
  dataVersion: number;
  sources: { source: string; kind?: DataNeed["kind"]; rows: number; error?: string }[];
}

/** The fetching phase's events. */
export type DataEvent = DataFetchingEvent | DataSourceEvent | DataReadyEvent;

/** The last event of every debate. */
export interface DoneEvent extends Sequenced<"done"> {
  status: Extract<DebateStatus, "done" | "failed">;
}

/** A role's turn begins (the judge's too: round 0 in adversarial events logged before the round was carried). */
export interface TurnStartedEvent extends Sequenced<"turn.started"> {
  turnSeq: number;
  role: Role | AgentRole;
  /** The graph node and the step it runs in (absent in adversarial events logged before every protocol sent them). */
  node?: string;
  round: number;
  step?: string;
}

/**
 * A piece of the turn's text as the model writes it: readable Chinese (each claim, conclusion or judgement on its own
 * line, labelled; never JSON, keys or point ids), appended to the pieces before it. Logged like every event, so a
 * replay from `since=0` shows it too.
 */
export interface TurnDeltaEvent extends Sequenced<"turn.delta"> {
  turnSeq: number;
  role: Role | AgentRole;
  node?: string;
  round: number;
  text: string;
  /** The model was asked again: this piece starts the turn's text anew (drop what came before). */
  restart?: true;
}

export interface TurnCompletedEvent extends Sequenced<"turn.completed"> {
  /** The whole turn record (its node and output too; adversarial events logged before carry the public fields only). */
  turn: PublicTurn & Partial<Turn>;
  /** The debate's usage so far. */
  usage: Usage;
}

/**
 * A stage of the graph finished (`round.completed` on the wire, for every protocol): the step that ended it, its nodes,
 * and why the router left the planned path if it did. A protocol whose stages are rounds (adversarial) adds the round
 * and its verified shares. Events logged before every protocol sent the step carry the round fields only.
 */
export interface StageCompletedEvent extends Sequenced<"round.completed"> {
  step?: string;
  nodes?: string[];
  detour?: string | null;
  round?: number;
  /** Verified share of this round's points, and of the whole debate's so far. */
  hitRate?: number;
  debateHitRate?: number;
}

/** The rounds end early: nothing new was argued, or the token budget is spent; the judge follows. */
export interface ConvergedEvent extends Sequenced<"converged"> {
  reason: "converged" | "budget";
  round: number;
  detail: string;
}

export interface VerdictEvent extends Sequenced<"verdict"> {
  verdict: Verdict;
  /** Verified share of the points the verdict was reached on. */
  hitRate: number;
  /** The protocol's final decision and the look-ahead check; null (or absent in older logs) when it has none. */
  final?: GraphFinal | null;
  lookAhead?: LookAheadCheck | null;
}

// ---------------------------------------------------------------- track record

/** `GET /api/track-record`: every verdict as a dated prediction, scored when the market answered. */
export type {
  BaselineStats,
  DirectionProbabilityResponse,
  ForecasterSkill,
  GroupStats,
  HorizonStats,
  MeanFigure,
  Proportion,
  ReliabilityBin,
  ScoreRunResponse,
  TrackRecordResponse,
} from "./wire-track";
/** `GET /api/track-record/backtest`: following the 看多 verdicts after costs, against the CSI 300. */
export type { BacktestResponse } from "./wire-backtest";
export type { AblationResponse } from "./wire-ablation";

// ---------------------------------------------------------------- a key's watchlists and batch runs (自选)

export type WatchlistList = z.infer<typeof import("./wire-watchlists").WatchlistList>;
export type WatchlistSummary = z.infer<typeof import("./wire-watchlists").WatchlistSummary>;
export type WatchlistDetail = z.infer<typeof import("./wire-watchlists").WatchlistDetail> & { disclaimer: string };
export type WatchlistHistory = z.infer<typeof import("./wire-watchlists").WatchlistHistory> & { disclaimer: string };
export type BatchInfo = z.infer<typeof import("./wire-batches").BatchInfo>;
export type BatchStarted = z.infer<typeof import("./wire-batches").BatchStarted>;
export type DigestList = z.infer<typeof import("./wire-digests").DigestList>;
export type DigestSendResult = z.infer<typeof import("./wire-digests").SendResult>;
