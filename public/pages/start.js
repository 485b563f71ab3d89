// @ts-check
// Starting a debate: from a ticker typed or picked (a fresh cached verdict answers at once), from a past date the
// server offered, or a re-run of the debate on the page. Errors are explained in the message area.
import { errorOf, getJson, postJson } from "../lib/api.js";
import { currentDebate } from "./debate-page.js";
import { $ } from "../ui/dom.js";
import { clearFlash, explain, flash } from "../ui/flash.js";
import { defaultProtocol } from "../lib/labels.js";
import { navigate } from "../lib/nav.js";
import { chosenProtocol } from "../ui/protocol-choice.js";

/** @typedef {import("../../src/wire/wire").TickerVerdictResponse} TickerVerdictResponse */
/** @typedef {import("../../src/wire/wire").DebateStarted} DebateStarted */
/** @typedef {import("../../src/wire/wire").DebateCached} DebateCached */
/**
 * @template T
 * @typedef {import("../lib/api.js").ApiResult<T>} ApiResult
 */

const form = $("search-form");
let starting = false;

/** @param {string | null} raw */
export async function openTicker(raw) {
  const ticker = String(raw ?? "").trim();
  if (!ticker || starting) return;
  starting = true;
  form.setAttribute("aria-busy", "true");
  clearFlash();
  try {
    const protocol = chosenProtocol();
    if (protocol !== defaultProtocol()) {
      // The ticker verdict route answers the default protocol's verdicts only; the POST answers from this
      // protocol's own cache.
      await startDebate(ticker, false, protocol);
      return;
    }
    // A fresh cached verdict answers at once; D1 history (stale) does not stop a new debate.
    /** @type {ApiResult<TickerVerdictResponse>} */
    const cached = await getJson(`/api/tickers/${encodeURIComponent(ticker)}/verdict`);
    if (cached.ok && cached.body && !cached.body.stale && cached.body.debateId) {
      navigate(`/d/${cached.body.debateId}`, {
        cached: { ageSeconds: cached.body.ageSeconds ?? 0, ticker: cached.body.ticker ?? ticker },
      });
      return;
    }
    // Unknown, ambiguous or malformed input answers here already, with the same errors the POST would give.
    if (!cached.ok && errorOf(cached).code !== "no_verdict") {
      showStartError(cached, ticker);
      return;
    }
    await startDebate(ticker, false, protocol);
  } finally {
    starting = false;
    form.removeAttribute("aria-busy");
  }
}

/**
 * A debate as of a past date (offered when today's data cannot support one): no cache, straight to the POST.
 * @param {string | null} ticker
 * @param {string} asOf
 */
export async function startFrom(ticker, asOf) {
  if (!ticker || starting) return;
  starting = true;
  clearFlash();
  try {
    await startDebate(ticker, false, chosenProtocol(), asOf);
  } finally {
    starting = false;
  }
}

/**
 * @param {string} ticker
 * @param {boolean} fresh
 * @param {string} [protocol]
 * @param {string | null} [asOf]
 */
async function startDebate(ticker, fresh, protocol = defaultProtocol(), asOf = null) {
  const named = protocol === defaultProtocol() ? {} : { protocol };
  const body = { ticker, ...named, ...(fresh ? { fresh: true } : {}), ...(asOf ? { asOf } : {}) };
  /** @type {ApiResult<DebateStarted | DebateCached>} 202 started, or 200 answered from the verdict cache. */
  const res = await postJson("/api/debates", body);
  if (!res.ok) {
    showStartError(res, ticker);
    return;
  }
  const answer = res.body;
  if ("cached" in answer) {
    navigate(`/d/${answer.debateId}`, { cached: { ageSeconds: answer.ageSeconds, ticker } });
    return;
  }
  // A debate this page started replays from its first event, so its turns are seen arriving one by one.
  navigate(`/d/${answer.id}`, { started: !answer.existing });
}

/**
 * @param {ApiResult<unknown>} result
 * @param {string} ticker
 */
function showStartError(result, ticker) {
  flash(explain(result, ticker));
  $("flash").scrollIntoView({ block: "nearest" });
}

const rerun = /** @type {HTMLButtonElement} */ ($("rerun"));
rerun.addEventListener("click", async () => {
  const current = currentDebate();
  if (!current || starting) return;
  starting = true;
  rerun.disabled = true;
  clearFlash();
  try {
    // A debate of a past date is re-run as of that date; today's is re-run on today's data.
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    await startDebate(
      current.ticker,
      true,
      current.protocol,
      current.asOf && current.asOf < today ? current.asOf : null,
    );
  } finally {
    starting = false;
    rerun.disabled = false;
  }
});
