import type { AppDeps } from "../app-deps";
import { companies } from "../db/schema";
import { resolveTicker } from "../tickers/resolve-ticker";
import { AppError } from "../shared/app-error";
import type { AmbiguousTickerDetails, UnknownTickerDetails } from "../shared/wire";

export type CompanyRow = typeof companies.$inferSelect;

export async function companyDirectory(deps: Pick<AppDeps, "db">): Promise<CompanyRow[]> {
  return deps.db.select().from(companies).orderBy(companies.code).all();
}

/** Resolves user input (code in any common form, name or short name) to a stored company, or throws a 4xx. */
export async function resolveCompany(deps: Pick<AppDeps, "db">, raw: string): Promise<CompanyRow> {
  const directory = await companyDirectory(deps);
  const result = resolveTicker(raw, directory);
  switch (result.status) {
    case "found": {
      const company = directory.find((c) => c.code === result.code);
      if (company) return company;
      throw new AppError(404, "unknown_ticker", `${result.code} is not in the loaded data`);
    }
    case "ambiguous":
      throw new AppError(409, "ambiguous_ticker", `"${raw}" matches several companies; pick one by code`, {
        candidates: result.candidates,
      } satisfies AmbiguousTickerDetails);
    case "not_found":
      throw new AppError(404, "unknown_ticker", result.message, {
        suggestions: directory.slice(0, 10).map((c) => ({ code: c.code, name: c.name })),
      } satisfies UnknownTickerDetails);
    case "invalid":
      throw new AppError(400, "invalid_ticker", result.message);
    default:
      throw new Error(`unhandled resolution ${JSON.stringify(result satisfies never)}`);
  }
}
