import { type Exchange, exchangeOf } from "./exchange";
import { normalizeName, parseTickerInput } from "./normalize-ticker";
import type { PinyinKeys } from "./pinyin-keys";

/** One listed company as the resolver sees it; extra fields (industry, ...) are ignored. */
export interface DirectoryEntry {
  readonly code: string;
  readonly name: string;
  readonly aliases?: readonly string[] | null;
  /**
   * The name's pinyin (the company directory always carries it: src/services/company-directory.ts). Without it an
   * entry is found by code and name only: pinyin-pro is kept out of the Worker bundle.
   */
  readonly pinyin?: PinyinKeys | undefined;
  /** False for a listed company with no data here: among equally close matches, companies with data come first. */
  readonly loaded?: boolean | undefined;
}

export interface TickerCandidate {
  code: string;
  name: string;
}

export type TickerResolution =
  | { status: "found"; code: string; exchange: Exchange; name: string }
  | { status: "ambiguous"; candidates: TickerCandidate[] }
  | { status: "not_found"; message: string }
  | { status: "invalid"; message: string };

export interface TickerSuggestion {
  code: string;
  name: string;
  exchange: Exchange;
}

const MAX_CANDIDATES = 10;
const NO_PINYIN: PinyinKeys = { full: "", initials: "" };

interface Indexed {
  code: string;
  name: string;
  exchange: Exchange;
  key: string;
  aliasKeys: string[];
  /** The full pinyin without spaces, and where each syllable starts in it: a pinyin query matches from a syllable. */
  pinyin: string;
  syllableStarts: number[];
  initials: string;
  loaded: boolean;
}

interface TickerIndex {
  entries: Indexed[];
  byCode: Map<string, Indexed>;
  byName: Map<string, Indexed[]>;
  byAlias: Map<string, Indexed[]>;
}

/**
 * Indexes are built once per directory array: resolving all of a 5,000-row directory against
 * itself would otherwise normalise every name once per lookup. Directories are treated as
 * immutable (the parameter is readonly); pass a new array when the data changes.
 */
const indexes = new WeakMap<readonly DirectoryEntry[], TickerIndex>();

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function indexOf(directory: readonly DirectoryEntry[]): TickerIndex {
  const cached = indexes.get(directory);
  if (cached) return cached;
  const index: TickerIndex = { entries: [], byCode: new Map(), byName: new Map(), byAlias: new Map() };
  for (const d of directory) {
    const exchange = exchangeOf(d.code);
    // A row that is not a stock code (a fund, an index) or repeats a code cannot be resolved to.
    if (exchange === null || index.byCode.has(d.code)) continue;
    const py = d.pinyin ?? NO_PINYIN;
    const syllables = py.full.split(" ").filter((x) => x !== "");
    const syllableStarts: number[] = [];
    let at = 0;
    for (const syl of syllables) {
      syllableStarts.push(at);
      at += syl.length;
    }
    const entry: Indexed = {
      code: d.code,
      name: d.name,
      exchange,
      key: normalizeName(d.name),
      aliasKeys: [...new Set((d.aliases ?? []).map(normalizeName).filter((a) => a !== ""))],
      pinyin: syllables.join(""),
      syllableStarts,
      initials: py.initials,
      loaded: d.loaded !== false,
    };
    index.entries.push(entry);
    index.byCode.set(entry.code, entry);
    push(index.byName, entry.key, entry);
    for (const alias of entry.aliasKeys) push(index.byAlias, alias, entry);
  }
  indexes.set(directory, index);
  return index;
}

const candidate = (e: Indexed): TickerCandidate => ({ code: e.code, name: e.name });

/** Closest first: a name that starts with the query, then one with data here, then the shortest name, then by code. */
function byCloseness(query: string) {
  return (a: Indexed, b: Indexed): number =>
    Number(!a.key.startsWith(query)) - Number(!b.key.startsWith(query)) ||
    Number(!a.loaded) - Number(!b.loaded) ||
    a.key.length - b.key.length ||
    a.code.localeCompare(b.code);
}

function decide(matches: readonly Indexed[], query: string, order = byCloseness(query)): TickerResolution | null {
  const [only] = matches;
  if (only === undefined) return null;
  if (matches.length === 1) return { status: "found", code: only.code, exchange: only.exchange, name: only.name };
  return {
    status: "ambiguous",
    candidates: [...matches].sort(order).slice(0, MAX_CANDIDATES).map(candidate),
  };
}

/**
 * How a pinyin query matches a name: 0 the whole pinyin or the initials, 1 a prefix of either, 2 the pinyin from a
 * later syllable (pingan -> 中国平安); null when it does not. Matching only from syllable starts keeps "pingan" from
 * matching across two words (xi ping an hui...).
 */
function pinyinRank(e: Indexed, q: string): number | null {
  if (e.pinyin === q || e.initials === q) return 0;
  if (e.pinyin.startsWith(q) || e.initials.startsWith(q)) return 1;
  if (e.syllableStarts.some((i) => i > 0 && e.pinyin.startsWith(q, i))) return 2;
  return null;
}

function pinyinMatches(index: TickerIndex, q: string): { e: Indexed; rank: number }[] {
  const out: { e: Indexed; rank: number }[] = [];
  for (const e of index.entries) {
    const rank = pinyinRank(e, q);
    if (rank !== null) out.push({ e, rank });
  }
  return out;
}

const byRank = (a: { e: Indexed; rank: number }, b: { e: Indexed; rank: number }): number =>
  a.rank - b.rank ||
  Number(!a.e.loaded) - Number(!b.e.loaded) ||
  a.e.key.length - b.e.key.length ||
  a.e.code.localeCompare(b.e.code);

/**
 * Resolves what a user typed to one company of `directory`. Codes are matched exactly; names by
 * exact normalised name, then alias, then substring (茅台 -> 贵州茅台). Several matches at the
 * first level that has any are "ambiguous" with up to ten candidates, closest first.
 */
export function resolveTicker(raw: string, directory: readonly DirectoryEntry[]): TickerResolution {
  const parsed = parseTickerInput(raw);
  if (parsed.kind === "invalid") return { status: "invalid", message: parsed.message };
  const index = indexOf(directory);

  if (parsed.kind === "code") {
    const hit = index.byCode.get(parsed.code);
    if (hit) return { status: "found", code: hit.code, exchange: hit.exchange, name: hit.name };
    return {
      status: "not_found",
      message: `${parsed.code}.${parsed.exchange} 格式正确，但不是在市的 A 股。`,
    };
  }

  if (parsed.kind === "pinyin") {
    // An exact pinyin or initials is the answer when only one name has it; otherwise every name the pinyin starts a
    // word of is a candidate (pingan -> 平安银行 and 中国平安), closest first.
    const ranked = pinyinMatches(index, parsed.key).sort(byRank);
    const exact = ranked.filter((r) => r.rank === 0);
    const rankOf = new Map(ranked.map((r) => [r.e, r.rank]));
    const order = (a: Indexed, b: Indexed) =>
      byRank({ e: a, rank: rankOf.get(a) ?? 3 }, { e: b, rank: rankOf.get(b) ?? 3 });
    return (
      decide(
        exact.map((r) => r.e),
        parsed.key,
        order,
      ) ??
      decide(
        ranked.map((r) => r.e),
        parsed.key,
        order,
      ) ?? { status: "not_found", message: `没有拼音为"${parsed.key}"的公司。` }
    );
  }

  const query = parsed.name;
  return (
    decide(index.byName.get(query) ?? [], query) ??
    decide(index.byAlias.get(query) ?? [], query) ??
    decide(
      index.entries.filter((e) => e.key.includes(query)),
      query,
    ) ?? { status: "not_found", message: `没有名为 ${query} 的公司：它不是在市的 A 股。` }
  );
}

/** How well a name or alias key matches: lower is better, null when it does not. */
function nameRank(e: Indexed, q: string): number | null {
  if (e.key === q) return 0;
  if (e.aliasKeys.includes(q)) return 1;
  if (e.key.startsWith(q)) return 2;
  if (e.aliasKeys.some((a) => a.startsWith(q))) return 3;
  if (e.key.includes(q)) return 4;
  if (e.aliasKeys.some((a) => a.includes(q))) return 5;
  return null;
}

/**
 * Suggestions while typing: digits (optionally with an exchange prefix or suffix) match code
 * prefixes in code order; anything else matches names and aliases, exact before prefix before
 * substring, shorter names first.
 */
export function searchTickers(
  q: string,
  directory: readonly DirectoryEntry[],
  limit = MAX_CANDIDATES,
): TickerSuggestion[] {
  const max = Math.max(0, Math.floor(limit));
  const compact = q.normalize("NFKC").replace(/\s+/gu, "").toUpperCase();
  if (max === 0 || compact === "") return [];
  const index = indexOf(directory);
  const toSuggestion = (e: Indexed): TickerSuggestion => ({ code: e.code, name: e.name, exchange: e.exchange });

  const digits = /^(?:SH|SZ|BJ)?(\d{1,6})(?:\.(?:SH|SZ|BJ))?$/.exec(compact)?.[1];
  if (digits !== undefined) {
    return index.entries
      .filter((e) => e.code.startsWith(digits))
      .sort((a, b) => a.code.localeCompare(b.code))
      .slice(0, max)
      .map(toSuggestion);
  }

  const lower = compact.toLowerCase();
  if (/^[a-z]+$/.test(lower)) {
    return pinyinMatches(index, lower)
      .sort(byRank)
      .slice(0, max)
      .map((r) => toSuggestion(r.e));
  }

  const key = normalizeName(compact);
  const ranked: { e: Indexed; rank: number }[] = [];
  for (const e of index.entries) {
    const rank = nameRank(e, key);
    if (rank !== null) ranked.push({ e, rank });
  }
  return ranked
    .sort(byRank)
    .slice(0, max)
    .map((r) => toSuggestion(r.e));
}
