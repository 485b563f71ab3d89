import { createRoute, z } from "@hono/zod-openapi";
import { KEY_SECURITY, type KeyedEnv, requireKey } from "../access/require-key";
import { appDeps } from "../app-deps";
import { DEFAULT_PROTOCOL, type Protocol, protocolOf } from "../debate/protocols/registry";
import { AppError } from "../shared/app-error";
import { DISCLAIMER } from "../compliance/compliance";
import {
  createWatchlist,
  deleteWatchlist,
  getWatchlist,
  listWatchlists,
  updateWatchlist,
  type Watchlist,
} from "../watchlists/watchlist-store";
import { watchlistEntries, watchlistHistory } from "../watchlists/watchlist-verdicts";
import {
  CreateWatchlist,
  HistoryQuery,
  UpdateWatchlist,
  WatchlistDetail,
  WatchlistHistory,
  WatchlistId,
  WatchlistList,
  WatchlistSummary,
} from "../wire/wire-watchlists";
import { apiRouter } from "./api-router";
import { errors, jsonAnswer } from "./responses";
import { jsonBody } from "./validate";

const security = [{ [KEY_SECURITY]: [] }];
const Params = z.object({ id: WatchlistId });
const Deleted = z.object({ id: WatchlistId, deleted: z.literal(true) });
const Detail = WatchlistDetail.extend({ disclaimer: z.string() });
const History = WatchlistHistory.extend({ disclaimer: z.string() });
/** Errors every keyed route can answer: no key / a bad key, a key without the scope. */
const KEYED = [401, 403] as const;

const list = createRoute({
  method: "get",
  path: "/",
  tags: ["watchlists"],
  summary: "The key's own lists (scope read)",
  security,
  middleware: [requireKey("read")] as const,
  responses: { 200: jsonAnswer(WatchlistList, "the lists, newest first"), ...errors(...KEYED) },
});

const create = createRoute({
  method: "post",
  path: "/",
  tags: ["watchlists"],
  summary: "Create a list: a name, tickers as the search accepts them (code, name, pinyin), its protocol and rounds",
  security,
  middleware: [requireKey("watchlist"), jsonBody(16 * 1024)] as const,
  request: { body: { required: true, content: { "application/json": { schema: CreateWatchlist } } } },
  responses: {
    201: jsonAnswer(WatchlistSummary, "the list"),
    ...errors(400, ...KEYED, 404, 409, 413, 415, 422),
  },
});

const read = createRoute({
  method: "get",
  path: "/{id}",
  tags: ["watchlists"],
  summary: "A list with each ticker's latest verdict, its date and what changed since the one before",
  security,
  middleware: [requireKey("read")] as const,
  request: { params: Params },
  responses: { 200: jsonAnswer(Detail, "the list and its verdicts"), ...errors(400, ...KEYED, 404) },
});

const update = createRoute({
  method: "patch",
  path: "/{id}",
  tags: ["watchlists"],
  summary: "Rename a list, change its protocol or rounds, add or remove tickers",
  security,
  middleware: [requireKey("watchlist"), jsonBody(16 * 1024)] as const,
  request: {
    params: Params,
    body: { required: true, content: { "application/json": { schema: UpdateWatchlist } } },
  },
  responses: { 200: jsonAnswer(WatchlistSummary, "the list"), ...errors(400, ...KEYED, 404, 409, 413, 415, 422) },
});

const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags: ["watchlists"],
  summary: "Delete a list (its verdicts stay: they are the tickers')",
  security,
  middleware: [requireKey("watchlist")] as const,
  request: { params: Params },
  responses: { 200: jsonAnswer(Deleted, "deleted"), ...errors(400, ...KEYED, 404) },
});

const history = createRoute({
  method: "get",
  path: "/{id}/history",
  tags: ["watchlists"],
  summary: "Per day (Beijing time), the verdicts the list's tickers got with its protocol",
  security,
  middleware: [requireKey("read")] as const,
  request: { params: Params, query: HistoryQuery },
  responses: { 200: jsonAnswer(History, "newest day first"), ...errors(400, ...KEYED, 404) },
});

/** A list as GET /api/watchlists (and the MCP tool list_watchlists) shows it. */
export const watchlistSummary = (w: Watchlist) => ({
  id: w.id,
  name: w.name,
  protocol: w.protocol,
  rounds: w.rounds,
  tickers: w.tickers,
  createdAt: w.createdAt,
  updatedAt: w.updatedAt,
});

/** Rounds above what the list's protocol runs are refused, as a debate's are (a protocol may cap its rounds). */
function checkRounds(protocol: string, rounds: number | null | undefined) {
  const plugin = protocolOf(protocol as Protocol);
  const max = plugin.maxRounds;
  if (rounds == null || max === undefined || rounds <= max) return;
  const name = plugin.labels.name;
  throw new AppError(400, "invalid_input", `${name}最多进行 ${max} 轮，请把 rounds 设为 1-${max}`);
}

export const watchlistsApi = apiRouter<KeyedEnv>()
  .openapi(list, async (c) => {
    const key = c.get("apiKey");
    const lists = await listWatchlists(c.var.deps, key);
    return c.json({ watchlists: lists.map(watchlistSummary), limit: key.quotas.watchlists }, 200);
  })
  .openapi(create, async (c) => {
    const body = c.req.valid("json");
    checkRounds(body.protocol ?? DEFAULT_PROTOCOL, body.rounds);
    const created = await createWatchlist(c.var.deps, c.get("apiKey"), body);
    return c.json(watchlistSummary(created), 201);
  })
  .openapi(read, async (c) => {
    const deps = c.var.deps;
    const w = await getWatchlist(deps, c.get("apiKey"), c.req.valid("param").id);
    const { tickers: _codes, ...rest } = watchlistSummary(w);
    return c.json({ ...rest, entries: await watchlistEntries(deps, w), disclaimer: DISCLAIMER }, 200);
  })
  .openapi(update, async (c) => {
    const deps = c.var.deps;
    const key = c.get("apiKey");
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const current = await getWatchlist(deps, key, id);
    checkRounds(body.protocol ?? current.protocol, body.rounds === undefined ? current.rounds : body.rounds);
    return c.json(watchlistSummary(await updateWatchlist(deps, key, id, body)), 200);
  })
  .openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    await deleteWatchlist(c.var.deps, c.get("apiKey"), id);
    return c.json({ id, deleted: true as const }, 200);
  })
  .openapi(history, async (c) => {
    const deps = c.var.deps;
    const w = await getWatchlist(deps, c.get("apiKey"), c.req.valid("param").id);
    const days = await watchlistHistory(deps, w, c.req.valid("query").days);
    return c.json({ id: w.id, name: w.name, days, disclaimer: DISCLAIMER }, 200);
  });
