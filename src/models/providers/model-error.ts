import { APICallError, NoObjectGeneratedError, NoOutputGeneratedError, RetryError } from "ai";
import type { ModelError } from "../model-provider";

/**
 * The one place where whatever a provider library throws becomes a ModelError. callModel decides on retries from the
 * kind alone: timeout, rate_limited, server and network are retried; auth and bad_request are not; empty is re-asked.
 */
export function toModelError(error: unknown): ModelError {
  if (RetryError.isInstance(error)) return toModelError(error.lastError);
  if (isAbort(error)) return { kind: "timeout", message: "the request was aborted after the per-call timeout" };
  if (APICallError.isInstance(error)) return fromApiCall(error);
  if (NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error)) {
    return { kind: "empty", message: error.message };
  }
  const message = messageOf(error);
  if (isJsonModeFailure(message)) return { kind: "empty", message };
  if (/fetch failed|network|ECONNREFUSED|ECONNRESET|ENOTFOUND|socket|Network connection lost/i.test(message)) {
    return { kind: "network", message };
  }
  return { kind: "network", message: `unexpected provider failure: ${message}` };
}

/** HTTP status -> kind, shared by every provider (Workers AI binding errors carry a status mapped from their code). */
function kindForStatus(status: number): ModelError["kind"] {
  if (status === 429) return "rate_limited";
  if (status === 401 || status === 403) return "auth";
  if (status === 408) return "timeout";
  if (status >= 500) return "server";
  return "bad_request";
}

function fromApiCall(error: APICallError): ModelError {
  const body = typeof error.responseBody === "string" ? error.responseBody.slice(0, 300) : "";
  const message = body && !error.message.includes(body) ? `${error.message}: ${body}` : error.message;
  // Workers AI reports a failed JSON mode as an error without a status: the reply was unusable, so re-ask it.
  if (isJsonModeFailure(message)) return { kind: "empty", message, status: error.statusCode };
  const status = error.statusCode;
  if (status === undefined) return { kind: "network", message };
  const retryAfter = parseRetryAfter(error.responseHeaders?.["retry-after"] ?? error.responseHeaders?.["Retry-After"]);
  return { kind: kindForStatus(status), message, status, ...(retryAfter === undefined ? {} : { retryAfter }) };
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function isJsonModeFailure(message: string): boolean {
  return /JSON Mode couldn't be met/i.test(message);
}

function isAbort(error: unknown): boolean {
  return (
    (error instanceof Error || error instanceof DOMException) &&
    ["AbortError", "TimeoutError", "ResponseAborted"].includes(error.name)
  );
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return String(error);
}
