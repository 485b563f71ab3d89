// Talking to the Worker: every call answers { ok, status, body } or { ok: false, status: 0 } when the server is unreachable.

export async function getJson(path, { signal } = {}) {
  return request(path, { signal, headers: { accept: "application/json" } });
}

export async function postJson(path, body) {
  return request(path, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body) });
}

async function request(path, init) {
  let res;
  try {
    res = await fetch(path, init);
  } catch (e) {
    if (e && e.name === "AbortError") throw e;
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

/** The API's error body, `{ error: { code, message, ...details } }`, or a stand-in when there was none. */
export function errorOf(result) {
  const error = result.body && typeof result.body === "object" ? result.body.error : null;
  if (error && typeof error === "object") return error;
  return { code: result.unreachable ? "unreachable" : `http_${result.status}`, message: "" };
}
