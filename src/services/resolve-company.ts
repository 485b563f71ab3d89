import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import { companies } from "../db/schema";
import { resolveTicker } from "../tickers/resolve-ticker";
import type { Config } from "../config";
import { preScreen } from "../evidence/evidence-pack";
import { AppError } from "../shared/app-error";
import { beijingDate } from "../shared/dates";
import { defaultAsOf } from "../sample/default-as-of";
import type { AmbiguousTickerDetails, NoLocalDataDetails, UnknownTickerDetails } from "../wire/wire";
import { companyDirectory, type DirectoryListing } from "./company-directory";

export type CompanyRow = typeof companies.$inferSelect;

/** A listed company the input names, and its D1 row when it is stored (null: listed, but no data here yet). */
export interface ResolvedListing {
  listing: DirectoryListing;
  company: CompanyRow | null;
}

const MAX_SUGGESTIONS = 10;

/** The listed A share the input names (see `findListing`) and its D1 row when its data is stored. */
export async function resolveListing(deps: Pick<AppDeps, "db" | "now">, raw: string): Promise<ResolvedListing> {
  const listing = await findListing(deps, raw);
  // One row by key, always current: the cached directory only maps input to a code.
  const company = listing.loaded
    ? ((await deps.db.select().from(companies).where(eq(companies.code, listing.code)).get()) ?? null)
    : null;
  return { listing, company };
}

/**
 * Resolves user input (code in any common form, name, short name or pinyin) to a listed A share from the cached
 * directory alone, or throws a 4xx: 400 unreadable, 404 no such listing, 409 several. Whether its data is stored is for
 * the caller to decide.
 */
async function findListing(deps: Pick<AppDeps, "db" | "now">, raw: string): Promise<DirectoryListing> {
  const directory = await companyDirectory(deps);
  const result = resolveTicker(raw, directory.entries);
  switch (result.status) {
    case "found": {
      const listing = directory.byCode.get(result.code);
      if (!listing) throw new Error(`resolved ${result.code} is not in the directory it was resolved from`);
      return listing;
    }
    case "ambiguous":
      throw new AppError(409, "ambiguous_ticker", `"${raw}" 对应多家公司，请用股票代码选择其一`, {
        candidates: result.candidates,
      } satisfies AmbiguousTickerDetails);
    case "not_found":
      throw new AppError(404, "unknown_ticker", result.message, {
        suggestions: directory.loaded.slice(0, MAX_SUGGESTIONS).map((c) => ({ code: c.code, name: c.name })),
      } satisfies UnknownTickerDetails);
    case "invalid":
      throw new AppError(400, "invalid_ticker", result.message);
    default:
      throw new Error(`unhandled resolution ${JSON.stringify(result satisfies never)}`);
  }
}

/**
 * Resolves user input to a stored company, or throws a 4xx; a listed company with no data here is 404
 * `no_local_data`, saying in Chinese what to do about it.
 */
export async function resolveCompany(
  deps: Pick<AppDeps, "db" | "now">,
  raw: string,
  config: Config,
): Promise<CompanyRow> {
  const { listing, company } = await resolveListing(deps, raw);
  if (company) return company;
  throw await noLocalData(deps, listing, config);
}

/**
 * The code of a stored company the input names, for routes that read its data by code and need nothing of its row
 * (evidence, prices): the directory alone answers, without the row read. Same 4xx as `resolveCompany`.
 */
export async function resolveStoredCode(
  deps: Pick<AppDeps, "db" | "now">,
  raw: string,
  config: Config,
): Promise<string> {
  const listing = await findListing(deps, raw);
  if (listing.loaded) return listing.code;
  throw await noLocalData(deps, listing, config);
}

/**
 * The stored companies a debate started without a date would not refuse (the pre-screen's 422 at their default
 * date: 000858's sample reports end with FY2019), so every company offered instead can be debated with one click.
 */
async function debatableNow(
  deps: Pick<AppDeps, "db" | "now">,
  config: Config,
  loaded: readonly DirectoryListing[],
): Promise<DirectoryListing[]> {
  const today = beijingDate(deps.now());
  const screens = await Promise.all(loaded.map((c) => preScreen(deps, c.code, defaultAsOf(config, today, c.code))));
  return loaded.filter((_, i) => screens[i]!.ok);
}

/** 404 `no_local_data`: a real listed company whose data is not stored, with what to do and what can be debated now. */
export async function noLocalData(
  deps: Pick<AppDeps, "db" | "now">,
  listing: DirectoryListing,
  config: Config,
): Promise<AppError> {
  const liveSources = config.LIVE_SOURCES;
  const directory = await companyDirectory(deps);
  const offered = await debatableNow(deps, config, directory.loaded.slice(0, MAX_SUGGESTIONS * 2));
  const who = `${listing.name}（${listing.code}）`;
  const message = liveSources
    ? `${who}的数据尚未获取：发起辩论（POST /api/debates）时会先从实时数据源获取它的财务数据、行情和公告。`
    : `${who}不在本地样例数据中：本地模式（LIVE_SOURCES=off）不联网获取数据。可以通过 POST /api/admin/ingest ` +
      `导入它的数据，或开启实时数据源（LIVE_SOURCES=on）` +
      `后再发起辩论；也可以先试试已有数据的公司。`;
  return new AppError(404, "no_local_data", message, {
    listing: {
      code: listing.code,
      name: listing.name,
      exchange: listing.exchange,
      board: listing.board,
      status: listing.status,
    },
    liveSources,
    suggestions: offered.slice(0, MAX_SUGGESTIONS).map((c) => ({ code: c.code, name: c.name })),
  } satisfies NoLocalDataDetails);
}
