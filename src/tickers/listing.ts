import { z } from "zod";
import { type Exchange, exchangeOf } from "./exchange";

/** The board a code was issued on, by the exchanges' code ranges (see normalize-ticker.ts). */
export const Board = z.enum(["sh_main", "star", "sz_main", "chinext", "bse", "b_share"]);
export type Board = z.infer<typeof Board>;

/**
 * Listing status as the short name shows it: the exchanges prefix *ST/ST for risk warnings and 退/退市 for the
 * delisting period (退市整理期), and PT (特别转让) marks a company already out of normal trading; "listed" is
 * everything else.
 */
export const ListingStatus = z.enum(["listed", "risk_warning", "delisting"]);
export type ListingStatus = z.infer<typeof ListingStatus>;

export function boardOf(code: string): Board | null {
  const exchange = exchangeOf(code);
  if (exchange === null) return null;
  if (code.startsWith("900") || code.startsWith("200")) return "b_share";
  if (exchange === "BJ") return "bse";
  if (exchange === "SH") return code.startsWith("68") ? "star" : "sh_main";
  return code.startsWith("30") ? "chinext" : "sz_main";
}

/**
 * A short name as it should be shown: NFKC folds full-width letters ("万科Ａ" -> "万科A") and the padding SZSE puts
 * between the characters of short names goes ("五 粮 液" -> "五粮液").
 */
export function cleanShortName(raw: string): string {
  return raw.normalize("NFKC").replace(/\s+/gu, "");
}

export function listingStatusOf(shortName: string): ListingStatus {
  const name = cleanShortName(shortName).toUpperCase();
  if (name.startsWith("退市") || name.endsWith("退") || name.startsWith("PT")) return "delisting";
  if (/^\*?ST/.test(name)) return "risk_warning";
  return "listed";
}

/** One listed company of the directory: what the resolver, the search and the local-mode message need. */
export interface Listing {
  code: string;
  exchange: Exchange;
  board: Board;
  name: string;
  status: ListingStatus;
  /** False when it did not trade in the snapshot's session (suspended, or listed but not trading yet). */
  traded: boolean;
  pinyin: { full: string; initials: string };
  industry: string | null;
}
