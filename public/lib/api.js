// @ts-check
// Talking to the Worker: every call answers { ok, status, body } or { ok: false, status: 0 } when the server is unreachable.

/** @typedef {import("../../src/wire/wire").ErrorBody} ErrorBody */
/** @typedef {import("../../src/wire/wire").ApiError & import("../../src/wire/wire").ErrorDetails} ApiErrorWithDetails */

/**
 * An answer: the route's body (its type from src/wire/wire.ts) when ok, else the error body, if the server sent one.
 * @template T
 * @typedef {{ ok: true, status: number, body: T, unreachable: false } | { ok: false, status: number, body: ErrorBody | null, unreachable: boolean }} ApiResult
 */

/**
 * @template T
 * @param {string} path
 * @param {{ signal?: AbortSignal }} [options]
 * @returns {Promise<ApiResult<T>>}
 */
export async function getJson(path, { signal } = {}) {
  return request(path, { signal, headers: { accept: "application/json" } });
}

/**
 * @template T
 * @param {string} path
 * @param {unknown} body
 * @returns {Promise<ApiResult<T>>}
 */
export async function postJson(path, body) {
  return request(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * A call made with the user's API key (自选: lists and batches belong to a key).
 * @template T
 * @param {string} path
 * @param {string} key
 * @param {{ method?: string, body?: unknown }} [options]
 * @returns {Promise<ApiResult<T>>}
 */
export async function keyedJson(path, key, { method, body } = {}) {
  /** @type {Record<string, string>} */
  const headers = { accept: "application/json", authorization: `Bearer ${key}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  return request(path, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * @param {string} path
 * @param {RequestInit} init
 * @returns {Promise<ApiResult<any>>}
 */
async function request(path, init) {
  let res;
  try {
    res = await fetch(path, init);
  } catch (e) {
    if (e && /** @type {{ name?: unknown }} */ (e).name === "AbortError") throw e;
    return { ok: false, status: 0, body: null, unreachable: true };
  }
  let body = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  return { ok: res.ok, status: res.status, body, unreachable: false };
}

/**
 * The API's error body, `{ error: { code, message, ...details } }`, or a stand-in when there was none.
 * @param {ApiResult<unknown>} result
 * @returns {ApiErrorWithDetails}
 */
export function errorOf(result) {
  const error = result.body && typeof result.body === "object" && "error" in result.body ? result.body.error : null;
  if (error && typeof error === "object") return /** @type {ApiErrorWithDetails} */ (error);
  return { code: result.unreachable ? "unreachable" : `http_${result.status}`, message: "" };
}
