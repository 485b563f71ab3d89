/**
 * Compliance filter (seed 000 §5.4): every report carries the AI disclaimer; advice-like words,
 * price targets and return forecasts are removed after the model speaks, because prompts alone
 * do not stop a model from saying them. Stances stay as words of probability (看多/看空/中性).
 */

export const DISCLAIMER = "内容由AI生成，仅供研究参考，不构成任何投资建议";

/** What replaces a removed span, so a reader sees that something was taken out. */
export const REMOVED_MARK = "【已移除：投资建议】";

/** What replaces advice inside quoted third-party text (quoted-evidence.ts): each mark names what was there. */
export const QUOTE_MASKS = {
  priceTarget: "〔目标价已略〕",
  buySell: "〔买卖指令已略〕",
  returnPromise: "〔收益承诺已略〕",
} as const;

/** Orders to trade: "建议买入", "清仓", "抄底". */
export const BUY_SELL_PHRASES: readonly string[] = [
  "快买",
  "赶紧买",
  "赶快买",
  "马上买入",
  "立即买入",
  "立刻买入",
  "赶紧卖",
  "马上卖出",
  "立即卖出",
  "建议买入",
  "建议卖出",
  "强烈推荐",
  "强烈建议买入",
  "清仓",
  "满仓",
  "重仓买入",
  "抄底",
  "梭哈",
  "加仓",
  "减仓",
  "补仓",
  "牛股推荐",
];

/** Price levels named as targets or stops, even without a number. */
export const PRICE_TARGET_PHRASES: readonly string[] = ["止损位", "止盈位", "目标价"];

/** Promises of return. */
export const RETURN_PROMISE_PHRASES: readonly string[] = [
  "必涨",
  "必跌",
  "稳赚",
  "稳赚不赔",
  "包赚",
  "保本保收益",
  "翻倍股",
  "十倍股",
];

export const DEFAULT_BANNED_PHRASES: readonly string[] = [
  ...BUY_SELL_PHRASES,
  ...PRICE_TARGET_PHRASES,
  ...RETURN_PROMISE_PHRASES,
  "内幕消息",
];

/** Extra phrases from configuration (comma-, 顿号-, semicolon- or newline-separated), added to the defaults. */
export function parseBannedPhrases(envValue: string | undefined): string[] {
  const extra = (envValue ?? "")
    .split(/[,，、;；\r\n]+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return [...new Set([...DEFAULT_BANNED_PHRASES, ...extra])];
}

// Digits as a model may write them: ASCII or full-width, with thousands separators and a decimal point.
const NUM = String.raw`[+\-]?[0-9０-９]+(?:[,，][0-9０-９]{3})*(?:[.．][0-9０-９]+)?`;
const RANGE = String.raw`${NUM}(?:\s*[-~～至到]\s*${NUM})?`;
const PRICE = String.raw`\s*${RANGE}\s*(?:元|块)`;
const PCT = String.raw`\s*${RANGE}\s*(?:%|％)`;
const AMOUNT_WORD = String.raw`(?:为|是|在|约|达到?|超过?|可达|或达|有|近)?`;

/**
 * Price targets and return forecasts. A bare "元" after the number means a share price: amounts
 * in 亿元/万元 (营业总收入1741.44亿元) never match, and neither do past changes stated without
 * a forecasting word (同比+15.66%). Price targets first ("目标价2000元", "看到2000元"):
 */
export const PRICE_TARGET_PATTERNS: readonly RegExp[] = [
  new RegExp(
    String.raw`(?:目标(?:价位?|价格|股价)|止损(?:价位?|位|线)|止盈(?:价位?|位|线))` +
      String.raw`\s*(?:[为是在至到约设:：]|上调至|下调至)*\s*${RANGE}\s*(?:元|块)?`,
    "gu",
  ),
  new RegExp(String.raw`看(?:高|涨|低|跌)?(?:到|至)${PRICE}`, "gu"),
  new RegExp(
    String.raw`(?:股价)?(?:有望|预计|将|或将|可望|可能)?(?:再次|再)?` +
      String.raw`(?:上涨|涨|反弹|冲高|攀升|拉升|下跌|跌|回落|下探)(?:到|至)${PRICE}`,
    "gu",
  ),
  new RegExp(String.raw`(?:有望|预计|将|或将|可望)\s*(?:突破|冲击|站上|触及|跌破)${PRICE}`, "gu"),
];

/** Return forecasts and promises ("有望上涨30%", "上涨空间50%", "预期收益率20%"). */
export const RETURN_FORECAST_PATTERNS: readonly RegExp[] = [
  new RegExp(
    String.raw`(?:有望|预计|预期|可望|将|或将|能够?|可以?)\s*(?:再)?(?:上涨|涨|反弹|下跌|跌)(?:幅度)?` +
      String.raw`\s*${AMOUNT_WORD}\s*${RANGE}\s*(?:%|％|倍|成)`,
    "gu",
  ),
  new RegExp(String.raw`(?:上涨|下跌|上行|下行)空间\s*${AMOUNT_WORD}${PCT}`, "gu"),
  new RegExp(String.raw`${RANGE}\s*(?:%|％)\s*(?:以上)?的?(?:上涨|下跌|上行|下行)空间`, "gu"),
  new RegExp(
    String.raw`未来[^，。；,;\n]{0,8}?(?:收益率?|回报率?|涨幅|跌幅)\s*(?:预计|有望)?${AMOUNT_WORD}${PCT}`,
    "gu",
  ),
  new RegExp(String.raw`(?:预期|预计|目标)(?:收益率?|回报率?|涨幅)\s*${AMOUNT_WORD}${PCT}`, "gu"),
];

const FORECAST_PATTERNS: readonly RegExp[] = [...PRICE_TARGET_PATTERNS, ...RETURN_FORECAST_PATTERNS];

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "增加仓储", "削减仓库" contain 加仓/减仓 as letters, not as advice. */
export function isWordPart(phrase: string, next: string): boolean {
  return phrase.endsWith("仓") && (next === "储" || next === "库");
}

// Text the filter must leave alone even when a configured phrase occurs in it.
// A claim quoting masked evidence repeats its mark: "目标价" inside "〔目标价已略〕" is the mark, not advice.
const PROTECTED = new RegExp(
  `(${[REMOVED_MARK, DISCLAIMER, ...Object.values(QUOTE_MASKS)].map(escapeRegExp).join("|")})`,
  "u",
);

function sanitizePiece(text: string, phrases: RegExp | null, removed: string[]): string {
  let out = text;
  for (const re of FORECAST_PATTERNS) {
    out = out.replace(re, (m) => {
      removed.push(m.trim());
      return REMOVED_MARK;
    });
  }
  if (phrases) {
    out = out.replace(phrases, (m: string, offset: number, whole: string) => {
      if (isWordPart(m, whole[offset + m.length] ?? "")) return m;
      removed.push(m);
      return REMOVED_MARK;
    });
  }
  return out;
}

export function sanitize(text: string, banned: readonly string[]): { text: string; removed: string[] } {
  const words = [...new Set(banned.map((b) => b.trim()).filter((b) => b.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  const phrases = words.length > 0 ? new RegExp(words.map(escapeRegExp).join("|"), "giu") : null;
  const removed: string[] = [];
  // Splitting on the protected texts keeps them intact and makes sanitize idempotent.
  const pieces = text
    .split(PROTECTED)
    .map((piece, i) => (i % 2 === 1 ? piece : sanitizePiece(piece, phrases, removed)));
  const mark = escapeRegExp(REMOVED_MARK);
  const joined = pieces.join("").replace(new RegExp(`${mark}(?:\\s*${mark})+`, "gu"), REMOVED_MARK);
  return { text: joined, removed: [...new Set(removed)] };
}

/** Applies `sanitize` to every string value (not keys) in a JSON-like value, returning a copy. */
export function sanitizeDeep<T>(value: T, banned: readonly string[]): { value: T; removed: string[] } {
  const removed: string[] = [];
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") {
      const r = sanitize(v, banned);
      removed.push(...r.removed);
      return r.text;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === "object") {
      const proto: unknown = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return v;
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return { value: walk(value) as T, removed: [...new Set(removed)] };
}
