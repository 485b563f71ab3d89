import { EVENT_WORDS } from "./event-words";

/**
 * A clause listing filings of several kinds ("2026年以来先后公告员工持股计划、科创债发行、回购结果和年度分配预案"):
 * each item is its own event, read with what the clause says before the first item (when, who, the verb), so that
 * one item's words (员工持股, 落地) do not select or qualify another's filings. null when the clause names one kind,
 * or when an item names no kind the checker knows (an unread item must not pass with the others).
 */

const SEPARATOR = /以及|、|和|及|与/;
/** "未见回购、增持或减持": a denied list's 或 joins kinds too (neither is held); an asserted one's is either-or. */
const DENIED_SEPARATOR = /以及|或者|、|和|及|与|或(?![将许是])/;

const categoryOf = (t: string) => EVENT_WORDS.find((w) => w.re.test(t))?.category;

const DENIED_BEFORE = /未见|没有|没|无|未|不/;

/** The verb the list hangs on ("先后公告", "已有"): what comes before it is said of every item. */
const VERB = /(?:公告|披露|发布|推出|公布|已有|有)(?:了|过)?/g;

/** Where the first kind of event is named in a clause's part (its length when none is). */
const firstKindAt = (part: string): number =>
  Math.min(...EVENT_WORDS.map((w) => w.re.exec(part)?.index ?? part.length));

export function eventItems(t: string): string[] | null {
  const joined = t.split(SEPARATOR);
  const head = joined[0]!.slice(0, firstKindAt(joined[0]!));
  // A denial just before the first kind ("未见增持或回购") denies each kind 或 joins as well.
  const parts = DENIED_BEFORE.test(head.slice(-8)) ? t.split(DENIED_SEPARATOR) : joined;
  if (parts.length < 2) return null;
  const first = parts[0]!;
  const at = firstKindAt(first);
  if (at >= first.length) return null;
  const verbs = [...first.slice(0, at).matchAll(VERB)];
  const after = verbs.length > 0 ? verbs.at(-1)!.index + verbs.at(-1)![0].length : at;
  // "公司公告中未见回购、增持或减持": a denial between the verb and the first kind is said of every kind.
  const start = DENIED_BEFORE.test(first.slice(after, at)) ? at : after;
  // "…和员工持股计划等多项公告落地": what follows 等 is said of the whole list (公告落地: filed), not of the last item.
  const items = [first.slice(start), ...parts.slice(1)].map((p, i, all) =>
    (i === all.length - 1 ? p.replace(/等[^等]*$/, "") : p).trim(),
  );
  const kinds = items.map(categoryOf);
  if (kinds.some((k) => k === undefined) || new Set(kinds).size < 2) return null;
  return items.map((item) => `${first.slice(0, start)}${item}`);
}
