// The one HTTP/WebSocket client of a DebateDesk server, shared by bench/, eval/, scripts/ and test-node/: post, get,
// follow a debate over its WebSocket, wait until it is done. Failures come back as values ({ status, body }), so a
// measurement can count them rather than stop.

export function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host))
    throw new Error(`only this machine (loopback) is measured; got ${host}`);
}

/** A body that is not JSON (e.g. wrangler's plain-text 503 after a reload) becomes an error object, not a throw. */
async function bodyOf(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { error: { code: "not_json", message: text.slice(0, 300) } };
  }
}

/** POSTs `body` as JSON; a network failure is status 0 with an error body. `headers` adds e.g. an authorization. */
export async function postJson(base, path, body, headers = {}) {
  try {
    const init = { method: "POST", headers: { "content-type": "application/json", ...headers } };
    const res = await fetch(`${base}${path}`, { ...init, body: JSON.stringify(body) });
    return { status: res.status, body: await bodyOf(res) };
  } catch (e) {
    return { status: 0, body: { error: { code: "network", message: String(e.message ?? e) } } };
  }
}

/** Starts a debate: 202 with `{ id, existing }`, or the error answer. */
export const postDebate = (base, body) => postJson(base, "/api/debates", body);

export async function getJson(base, path, headers = {}) {
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, body: await bodyOf(res) };
}

/** A text answer as it was sent (a Markdown report). */
export async function getText(base, path) {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, text: await res.text() };
}

/**
 * Follows a debate over its WebSocket from seq `since` until `done`, or the first event `until` accepts (or the
 * timeout): resolves with the events, their seqs and types as received, in order, and whether that end arrived.
 */
export function follow(base, id, { timeoutMs = 120_000, since = 0, until = (e) => e.type === "done" } = {}) {
  return new Promise((resolve) => {
    const events = [];
    const seqs = [];
    const types = [];
    let openedAt = null;
    let settled = false;
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/debates/${id}/ws?since=${since}`);
    const finish = (done, error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      try {
        ws.close();
      } catch {
        // already closed
      }
      resolve({ done, events, seqs, types, error, openedAt, doneAt: done ? performance.now() : null });
    };
    const timer = setTimeout(() => finish(false, "timeout"), timeoutMs);
    ws.onopen = () => (openedAt = performance.now());
    ws.onmessage = (m) => {
      const e = JSON.parse(m.data);
      events.push(e);
      if (typeof e.seq === "number" && e.type !== "snapshot") seqs.push(e.seq);
      types.push(e.type);
      if (until(e)) finish(true);
    };
    ws.onerror = () => finish(false, "websocket error");
    ws.onclose = () => finish(false, "closed before done");
  });
}

/** Polls GET /api/debates/:id until it is done or failed. */
export async function waitState(base, id, { timeoutMs = 120_000, everyMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { status, body } = await getJson(base, `/api/debates/${id}`);
    if (status === 200 && (body.status === "done" || body.status === "failed")) return body;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`debate ${id} did not finish within ${timeoutMs} ms`);
}

/** Starts a debate and follows it to `done`; returns the state and the wall time from POST to `done`. */
export async function runDebate(base, body, { timeoutMs = 120_000 } = {}) {
  const t0 = performance.now();
  const posted = await postDebate(base, body);
  if (posted.status !== 202)
    return {
      ok: false,
      ms: performance.now() - t0,
      error: `POST ${posted.status}: ${JSON.stringify(posted.body).slice(0, 200)}`,
    };
  const followed = await follow(base, posted.body.id, { timeoutMs });
  const ms = performance.now() - t0;
  if (!followed.done) {
    // The socket can drop under load: fall back to polling so one lost socket is not a lost debate.
    try {
      const state = await waitState(base, posted.body.id, { timeoutMs });
      return {
        ok: state.status === "done",
        ms: performance.now() - t0,
        state,
        id: posted.body.id,
        existing: posted.body.existing,
        note: followed.error,
      };
    } catch (e) {
      return { ok: false, ms, error: String(e.message ?? e), id: posted.body.id };
    }
  }
  const state = (await getJson(base, `/api/debates/${posted.body.id}`)).body;
  return {
    ok: state.status === "done",
    ms,
    state,
    id: posted.body.id,
    existing: posted.body.existing,
    events: followed.seqs.length,
  };
}

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}
