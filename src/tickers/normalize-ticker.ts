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
  /**
   * Latin letters only: a name typed in pinyin, full or initials ("gzmt", "pingan", "ping an"), lower-case, no spaces.
   */
  | { kind: "pinyin"; key: string }
  | { kind: "invalid"; message: string };

const MAX_TICKER_INPUT = 20;

const ACCEPTED =
  "请输入 6 位 A 股代码（600519、sh600519、600519.SH、000001.SZ、bj830799）、公司名称（如 贵州茅台）" +
  "或其拼音（gzmt、guizhoumaotai）。";

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
  if (trimmed === "") return invalid(`输入为空。${ACCEPTED}`);
  if (CONTROL.test(trimmed)) return invalid(`输入含有控制字符。${ACCEPTED}`);
  if ([...trimmed].length > MAX_TICKER_INPUT) {
    return invalid(`输入超过 ${MAX_TICKER_INPUT} 个字符。${ACCEPTED}`);
  }

  const compact = trimmed.replace(/\s+/gu, "").toUpperCase();
  const prefixed = EXCHANGE_PREFIX.exec(compact);
  const suffixed = EXCHANGE_SUFFIX.exec(compact);
  const code = prefixed?.[2] ?? suffixed?.[1] ?? (BARE_CODE.test(compact) ? compact : null);
  if (code !== null) {
    const exchange = exchangeOf(code);
    if (exchange === null) return invalid(`${code} 不是 A 股股票代码。${ACCEPTED}`);
    const claimed = prefixed?.[1] ?? suffixed?.[2];
    if (claimed !== undefined && claimed !== exchange) {
      return invalid(`${code} 在 ${exchange} 交易，不是 ${claimed}。${ACCEPTED}`);
    }
    return { kind: "code", code, exchange };
  }
  if (/^\d+$/.test(compact)) return invalid(`股票代码是 6 位数字，"${compact}" 有 ${compact.length} 位。${ACCEPTED}`);

  const lower = trimmed.toLowerCase();
  if (PINYIN.test(lower)) return { kind: "pinyin", key: lower.replace(/[ ']+/g, "") };

  // Not echoed back: it may be markup or a query someone is probing with.
  const name = normalizeName(trimmed);
  if (!NAME_CHARS.test(name) || !HAS_HAN.test(name)) return invalid(`这既不是股票代码，也不是公司名称。${ACCEPTED}`);
  return { kind: "name", name };
}
