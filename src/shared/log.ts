/**
 * Structured logs: one JSON object per line on stdout, which Workers Logs (wrangler.toml `[observability]`) indexes
 * field by field and `wrangler tail` shows as they happen (README "Logs").
 *
 * Every line is one of the events below and nothing else: the types are the allow-list of what may be logged, so a
 * client address, a header, an API key, a prompt or an error message (which may quote a URL or a reply) cannot reach
 * a log line by accident: failures are logged as codes, and no free-form object is ever spread into a line.
 */

/** One HTTP request the Worker answered: the route pattern (never the raw URL or query), status and time. */
export interface RequestLog {
  event: "request";
  method: string;
  /** The matched route, e.g. `/api/debates/:id`; null when no route matched (404). */
  route: string | null;
  status: number;
  ms: number;
}

/** One role's model call in a debate step (a step without a model call logs one line with a null role). */
export interface DebateStepLog {
  event: "debate.step";
  debateId: string;
  ticker: string;
  protocol: string;
  step: string;
  role: string | null;
  provider: string | null;
  model: string | null;
  promptTokens: number;
  completionTokens: number;
  /** Model calls made (retries and re-asks included); replies from the archive are not calls. */
  calls: number;
  ms: number;
  outcome: "ok" | "failed" | "skipped" | "no_call";
  /**
   * The failure's kind (`timeout`, `rate_limited`, `server`, `auth`, `bad_request`, `empty`, `network`,
   * `invalid_output`, `unavailable`; `step_error` for a step that threw and is retried); null when ok.
   */
  errorCode: string | null;
}

/** One request to a live data source, after the polite client's retries. */
export interface SourceFetchLog {
  event: "source.fetch";
  source: string;
  /** Host and path only: the query string is left out. */
  target: string;
  status: number | null;
  attempts: number;
  ms: number;
  outcome: "ok" | "failed";
  /**
   * `http_<status>`, `network`, `budget` (the host's shared budget or its open circuit refused it) or `cancelled`; null
   * when ok.
   */
  errorCode: string | null;
}

/**
 * A batch's background work that operators act on: its run found dead and the batch ended failed (`errorCode` the
 * instance's status: `errored`, `terminated`, `complete`, `gone`), or a failure that decided nothing and is retried
 * (`errorCode` the error's class name: its message may quote a URL or a reply).
 */
export interface BatchLog {
  event:
    | "batch.run_died"
    | "batch.run_check_failed"
    | "batch.watch_failed"
    | "batch.notify_failed"
    | "batch.start_failed";
  batchId: string;
  /** The ticker whose debate could not be started (`batch.start_failed`); null otherwise. */
  code: string | null;
  outcome: "failed";
  errorCode: string;
}

/** The backtest's KV cache could not be read, held an entry of another shape, or could not keep an answer. */
export interface BacktestCacheLog {
  event: "backtest.cache_failed";
  op: "read" | "write";
  outcome: "failed";
  /** `invalid_entry` for an entry that does not parse, else the error's class name. */
  errorCode: string;
}

/** A rate limiter that could not be asked (its binding missing, or failing): the limit was let through. */
export interface LimitLog {
  event: "limit.unavailable";
  binding: string;
  outcome: "failed";
  /** `missing_binding`, else the error's class name. */
  errorCode: string;
}

/** Other companies' facts a step's points name could not be read: their comparisons stay 未能核验, the step goes on. */
export interface PeerFactsLog {
  event: "verify.peers_failed";
  outcome: "failed";
  /** The error's class name. */
  errorCode: string;
}

export type LogEvent =
  | RequestLog
  | DebateStepLog
  | SourceFetchLog
  | BatchLog
  | BacktestCacheLog
  | LimitLog
  | PeerFactsLog;

/** The code a caught value is logged as: its class name (`TypeError`), never its message. */
export const errorCodeOf = (error: unknown): string =>
  error instanceof Error ? error.name || "Error" : typeof error === "string" ? "string" : typeof error;

const SEVERITY = { info: 0, warn: 1, error: 2, off: 3 } as const;
export type LogLevel = keyof typeof SEVERITY;

/** What this isolate writes, set from LOG_LEVEL by each invocation (`useLogLevel`); info until one does. */
let threshold: LogLevel = "info";

/** Sets what this isolate writes from now on (`useLogLevel` in src/invocation-settings.ts reads it from LOG_LEVEL). */
export function setLogLevel(level: LogLevel): void {
  threshold = level;
}

/**
 * Writes one event as one line of JSON (console.log, which Workers Logs collects), with the level operators filter on.
 */
export function logEvent(event: LogEvent): void {
  const level =
    "outcome" in event ? (event.outcome === "failed" ? "warn" : "info") : event.status >= 500 ? "error" : "info";
  if (SEVERITY[level] < SEVERITY[threshold]) return;
  console.log(JSON.stringify({ level, ...event }));
}

/** Host and path of a URL, without its query or credentials: what a source fetch logs. */
export function logTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return "(invalid url)";
  }
}
