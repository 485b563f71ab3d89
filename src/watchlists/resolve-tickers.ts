import type { AppDeps } from "../app-deps";
import { resolveListing } from "../services/resolve-company";
import { AppError } from "../shared/app-error";

/**
 * The listed codes a user's entries name (code, name or pinyin, as the search box accepts), deduplicated in order.
 * The first entry that names no single company fails the whole call, its position and text in the message.
 */
export async function resolveTickers(deps: Pick<AppDeps, "db" | "now">, entries: string[]): Promise<string[]> {
  const codes: string[] = [];
  for (const [i, entry] of entries.entries()) {
    try {
      const { listing } = await resolveListing(deps, entry);
      if (!codes.includes(listing.code)) codes.push(listing.code);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(error.status, error.code, `第 ${i + 1} 个股票「${entry}」：${error.message}`, {
        ...error.details,
        entry,
        index: i,
      });
    }
  }
  return codes;
}
