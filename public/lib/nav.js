// @ts-check
// Moving to another of the page's addresses without a reload: the history entry, then the router shows the path.
// The router (router.js) registers itself here, so the modules that navigate need not import it.

/** What `history.state` carries into a debate page: a cached answer's age, or that this page just started it. */
/** @typedef {{ cached?: { ageSeconds: number, ticker: string }, started?: boolean }} DebateOpenOptions */

/** @type {() => void} */
let route = () => {};

/**
 * Sets what shows the current address (router.js, once at load).
 * @param {() => void} fn
 */
export function setRouter(fn) {
  route = fn;
}

/**
 * @param {string} path
 * @param {DebateOpenOptions} [state]
 */
export function navigate(path, state = {}) {
  if (location.pathname !== path) history.pushState(state, "", path);
  else history.replaceState(state, "", path);
  route();
}
