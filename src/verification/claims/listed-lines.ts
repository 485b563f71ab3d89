import { BOTTOM_UP_WORDS, TOP_DOWN_WORDS } from "./average-listing";
import { MA_LIST_NAMES, listSpans } from "./average-names";
import { MA_WINDOWS } from "./market-facts";
import { MA_ORDER_WORDS } from "./order-words";

/**
 * The averages a clause speaks of when it lists them in a clause of its own: a list of averages each with its value
 * ("20日425、60日392、120日383、250日335"), the values a listing clause's neighbour gives in turn ("20日、60日、120日
 * 均线由下至上排列，分别约58.2、61.2、62.7元"), the lines counted back ("5日、10日、20日均线由低到高依次排开，价格压
 * 在三线之下") and an order word naming no average of its own, said of the listed ones ("均线多头排列未破：20日425、
 * 60日392…", "…，典型空头排列"): the order is of the averages listed, not of the usual four MA5/MA10/MA20/MA60.
 */

/** The windows an average is drawn over: a span written alone before a value must be one of them. */
const AVERAGE_SPANS: ReadonlySet<number> = new Set([5, 10, 20, 30, 60, 120, 250]);
const ONE_PAIR = String.raw`\d+\s*日(?:均线|线)?\s*约?\s*\d+(?:\.\d+)?\s*元?`;
/** A clause that is only a list of averages with their values: "20日425、60日392、120日383、250日335". */
const PAIR_LIST = new RegExp(String.raw`^\s*(?:${ONE_PAIR}\s*[、，,/]\s*)+${ONE_PAIR}\s*$`);
const PAIR = /(\d+)\s*日(?:均线|线)?\s*(约)?\s*(\d+(?:\.\d+)?)\s*元?/g;

/** The averages and values of a clause that only lists them; null when it is not such a list. */
function pairsOf(text: string): { n: number; value: string }[] | null {
  if (!PAIR_LIST.test(text)) return null;
  const pairs = [...text.matchAll(PAIR)].map((x) => ({ n: Number(x[1]), value: `${x[2] ?? ""}${x[3]}` }));
  return pairs.length >= 2 && pairs.every((p) => AVERAGE_SPANS.has(p.n)) ? pairs : null;
}

/** "20日425、60日392": each average written as MA20 425元, which the average readers take as its value. */
export function withPairedValues(text: string): string {
  const pairs = pairsOf(text);
  return pairs ? pairs.map((p) => `MA${p.n} ${p.value}元`).join("、") : text;
}

/** "MA5 39.03、MA10 39.39": the value written after each average, which does not change what is listed. */
const VALUE_AFTER = /(MA\s*\d+)(?!\d)(?:\s*[(（]\s*|\s*约\s*|\s+)\d+(?:\.\d+)?\s*元?\s*[)）]?/gi;
/** "MA5到MA250六条均线": every stored average from the first to the last (check-averages.ts reads it so too). */
const RANGE = /MA\s*(\d+)\s*(?:到|至|~)\s*MA\s*(\d+)/i;

/** The averages a clause lists (two or more, in its order), or null. */
function listOf(text: string): number[] | null {
  const range = RANGE.exec(text);
  if (range) {
    const spans = MA_WINDOWS.filter((n) => n >= Number(range[1]) && n <= Number(range[2]));
    return spans.length >= 2 ? spans : null;
  }
  const list = new RegExp(MA_LIST_NAMES, "i").exec(text.replace(VALUE_AFTER, "$1"));
  const spans = list ? listSpans(list[0]) : null;
  return spans && spans.length >= 2 ? spans : null;
}

// Written as MA5、MA10: a clause may be read joined to the one before, whose last figure a leading span would extend.
const written = (spans: readonly number[]): string => spans.map((n) => `MA${n}`).join("、");

/** "三线", "两条均线": the lines counted back, by their number. */
const COUNTED = /([两三四五六])\s*条?\s*均?线/;
const COUNTS: Record<string, number> = { 两: 2, 三: 3, 四: 4, 五: 5, 六: 6 };

/** "价格压在三线之下" after a list of three averages: the three listed. */
export function withCountedLines(text: string, previous: string | null): string {
  const counted = COUNTED.exec(text);
  const spans = counted && previous ? listOf(previous) : null;
  if (!counted || !spans || spans.length !== COUNTS[counted[1]!]) return text;
  return `${text.slice(0, counted.index)}${written(spans)}${text.slice(counted.index + counted[0].length)}`;
}

/** "收盘价与之相差不到2%": 之 standing for the averages the clause before lists. */
const PRONOUN = /([与和跟距离])\s*之(?=\s*(?:相差|相距|偏离|差距|的距离))/;

/** The close against each average listed before, one reading each ("与MA5相差…；与MA10相差…"). */
export function withPronounLines(text: string, previous: string | null): string {
  const spans = previous && PRONOUN.test(text) ? listOf(previous) : null;
  return spans ? spans.map((n) => text.replace(PRONOUN, `$1MA${n}`)).join("；") : text;
}

/** "分别约58.2、61.2、62.7元", "依次为…": values given in turn, of the averages the clause before listed. */
const IN_TURN = /^\s*(?:依次|分别)\s*(?:为|是|在|约|位于)/;

/** The values in turn with the list of the clause before as their subject. */
export function withListedValues(text: string, previous: string | null): string {
  const spans = previous && IN_TURN.test(text) ? listOf(previous) : null;
  return spans ? `${written(spans)}${text.trim()}` : text;
}

/** A list laid out in an order: "由低到高依次排开", "自上而下排列". */
const STACKED = new RegExp(`排列|排开|依次|${TOP_DOWN_WORDS}|${BOTTOM_UP_WORDS}`);

/** "股价被压在最下方", "价格处在最上方": where the price stands, naming no average and no figure. */
const PRICE_ASIDE = /^[^\d]*(?:股价|价格|现价|收盘价?)[^\d]*$/;

const ORDER_WORD = new RegExp(MA_ORDER_WORDS.map((w) => w.re.source).join("|"));
/** A clause naming averages of its own: a span, MA20, 年线, or a span word (中长期, order-span.ts). */
const NAMES_AVERAGE = /\d+\s*日|MA\s*\d|半年线|年线|季线|[短中长]期|所有|全部|各条?均线/i;

/**
 * An order word naming no average, the order of the averages listed next to it: in the clause after it, each with
 * its value, or in the clause before it (also when the clause between counts them back, "三线"). `earlier`: the
 * clauses of its sentence before it, in order.
 */
export function withOrderList(text: string, earlier: readonly string[], next: string | null): string {
  const word = ORDER_WORD.exec(text);
  if (!word || NAMES_AVERAGE.test(text)) return text;
  // "均线多头排列未破：20日425、…": only when nothing but a word on the order follows it in its clause.
  const after = /\d/.test(text.slice(word.index)) ? null : next && pairsOf(next);
  const [last, before] = [earlier.at(-1) ?? null, earlier.at(-2) ?? null];
  const counted = last && COUNTED.exec(last) && !listOf(last) ? withCountedLines(last, before) !== last : false;
  // "5日、10日、20日均线由低到高依次排开，典型空头排列": a list before only when it is laid out in an order.
  const laid = (c: string | null): number[] | null => (c && STACKED.test(c) ? listOf(c) : null);
  // "MA5…MA20依次抬高，股价被压在最下方，呈空头排列": a clause on the price alone between does not end the list.
  const aside = last !== null && PRICE_ASIDE.test(last) && !NAMES_AVERAGE.test(last) && !ORDER_WORD.test(last);
  const spans = after ? after.map((p) => p.n) : (laid(last) ?? (counted || aside ? laid(before) : null));
  return spans ? `${written(spans)}${text.trim().replace(/^均线/, "")}` : text;
}

/** A clause with the averages listed beside it written into it (each rule above, in turn). */
export function withListedLines(text: string, earlier: readonly string[], next: string | null): string {
  const previous = earlier.at(-1) ?? null;
  const own = withPronounLines(withCountedLines(withPairedValues(text), previous), previous);
  return withOrderList(withListedValues(own, previous), earlier, next);
}
