import type { z } from "zod";
import { ErrorResponse } from "../wire/wire-http";

/** What each error status means in this API, as the document says it (the body is always `ErrorResponse`). */
const ERROR_MEANING = {
  400:
    "invalid input: the message names the first failing field (`invalid_input`, `invalid_json`, " +
    "`invalid_debate_id`, ...)",
  401:
    "no `Authorization: Bearer` header, or (`invalid_key`) an API key that is malformed, unknown or revoked; " +
    "admin routes need the ADMIN_TOKEN",
  403: "wrong admin token, admin routes disabled (no ADMIN_TOKEN set), or `missing_scope`: the key lacks the scope",
  404:
    "no such company, debate, verdict or list (`unknown_ticker` carries `suggestions`); another key's list is " +
    "answered 404 too",
  409:
    "`ambiguous_ticker` (pick one of `candidates`), `settings_differ` (a debate of the slot runs with other " +
    "settings: `differing`, `runningId`), `replay_of_replay` (`originalId`) or a debate not finished yet",
  413: "body too large",
  415: "send the body as JSON with Content-Type: application/json",
  422:
    "`insufficient_evidence` (`missing`, maybe `suggestedAsOf`), `invalid_row` (ingest: `issues` name each row " +
    "and field; nothing stored), `invalid_target` (a digest's channel address, token or secret), `limit_exceeded` " +
    "(a key's quota) or data that cannot be stored",
  426: "WebSocket endpoint: send Upgrade: websocket",
  429:
    "`rate_limited` / `too_many_running`: retry after `retryAfterSeconds` (also the Retry-After header); " +
    "`limit_exceeded`: a daily quota (digest test sends)",
  500: "`config_invalid` names each wrong var; anything else is an internal error",
  503:
    "`model_unavailable` or `too_many_viewers`: retry later; `digests_unconfigured`: the operator has not set " +
    "DIGEST_SECRET_KEY",
} as const;

type ErrorStatus = keyof typeof ERROR_MEANING;

/** The error answers a route declares; 500 (a misconfigured deployment) can happen on every route. */
export function errors<const S extends readonly ErrorStatus[]>(...statuses: S) {
  const all = [...new Set<ErrorStatus>([...statuses, 500])];
  return Object.fromEntries(
    all.map((s) => [s, { description: ERROR_MEANING[s], content: { "application/json": { schema: ErrorResponse } } }]),
  ) as Record<
    S[number] | 500,
    { description: string; content: { "application/json": { schema: typeof ErrorResponse } } }
  >;
}

/** A JSON answer of the given schema. */
export function jsonAnswer<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}
