import { type Exchange, exchangeOf } from "./exchange";

/**
 * The form names are compared in: NFKC folds full-width letters and digits ("万科Ａ" -> "万科A"),
 * all whitespace goes (SZSE pads short names: "五 粮 液", "万  科Ａ"), and Latin letters are
 * upper-cased so "*st" matches "*ST".
 */
export function normalizeName(s: string): string {
  return s.normalize("NFKC").replace(/\s+/gu, "").toUpperCase();
}

export type ParsedTickerInput =
  | { kind: "code"; code: string; exchange: Exchange }
  | { kind: "name"; name: string }
  /** Latin letters only: a name typed in pinyin, full or initials ("gzmt", "pingan", "ping an"), lower-case, no spaces. */
  | { kind: "pinyin"; key: string }
  | { kind: "invalid"; message: string };

const MAX_TICKER_INPUT = 20;

const ACCEPTED =
  "Enter a 6-digit A-share code (600519, sh600519, 600519.SH, 000001.SZ, bj830799), a company name such as 贵州茅台, or its pinyin (gzmt, guizhoumaotai).";

const EXCHANGE_PREFIX = /^(SH|SZ|BJ)(\d{6})$/;
const EXCHANGE_SUFFIX = /^(\d{6})\.(SH|SZ|BJ)$/;
const BARE_CODE = /^\d{6}$/;
/** What company short names are made of: Han characters, Latin letters and digits, and *ST / -U / -W marks. */
const NAME_CHARS = /^[\p{Script=Han}A-Z0-9*\-·()]+$/u;
const HAS_HAN = /\p{Script=Han}/u;
/** Pinyin as people type it: letters, optionally split by spaces or apostrophes (xi'an). */
const PINYIN = /^[a-z]+(?:[ ']+[a-z]+)*$/;
// C0 and C1 controls, plus zero-width and bidi formatting characters that can hide what is typed.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

const invalid = (message: string): ParsedTickerInput => ({ kind: "invalid", message });

/** Reads what a user typed as either a stock code (with its exchange) or a name to look up. */
export function parseTickerInput(raw: string): ParsedTickerInput {
  if (typeof raw !== "string") return invalid(ACCEPTED);
  const trimmed = raw.normalize("NFKC").trim();
  if (trimmed === "") return invalid(`Empty input. ${ACCEPTED}`);
  if (CONTROL.test(trimmed)) return invalid(`The input contains control characters. ${ACCEPTED}`);
  if ([...trimmed].length > MAX_TICKER_INPUT) {
    return invalid(`The input is longer than ${MAX_TICKER_INPUT} characters. ${ACCEPTED}`);
  }

  const compact = trimmed.replace(/\s+/gu, "").toUpperCase();
  const prefixed = EXCHANGE_PREFIX.exec(compact);
  const suffixed = EXCHANGE_SUFFIX.exec(compact);
  const code = prefixed?.[2] ?? suffixed?.[1] ?? (BARE_CODE.test(compact) ? compact : null);
  if (code !== null) {
    const exchange = exchangeOf(code);
    if (exchange === null) return invalid(`${code} is not an A-share stock code. ${ACCEPTED}`);
    const claimed = prefixed?.[1] ?? suffixed?.[2];
    if (claimed !== undefined && claimed !== exchange) {
      return invalid(`${code} trades on ${exchange}, not ${claimed}. ${ACCEPTED}`);
    }
    return { kind: "code", code, exchange };
  }
  if (/^\d+$/.test(compact)) return invalid(`A stock code has 6 digits; "${compact}" has ${compact.length}. ${ACCEPTED}`);

  const lower = trimmed.toLowerCase();
  if (PINYIN.test(lower)) return { kind: "pinyin", key: lower.replace(/[ ']+/g, "") };

  // Not echoed back: it may be markup or a query someone is probing with.
  const name = normalizeName(trimmed);
  if (!NAME_CHARS.test(name) || !HAS_HAN.test(name)) return invalid(`That is neither a stock code nor a company name. ${ACCEPTED}`);
  return { kind: "name", name };
}
