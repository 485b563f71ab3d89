import { EVENT_WORDS } from "./event-words";

/**
 * A clause listing filings of several kinds ("2026年以来先后公告员工持股计划、科创债发行、回购结果和年度分配预案"):
 * each item is its own event, read with what the clause says before the first item (when, who, the verb), so that
 * one item's words (员工持股, 落地) do not select or qualify another's filings. null when the clause names one kind,
 * or when an item names no kind the checker knows (an unread item must not pass with the others).
 */

const SEPARATOR = /以及|、|和|及|与/;

const categoryOf = (t: string) => EVENT_WORDS.find((w) => w.re.test(t))?.category;

/** The verb the list hangs on ("先后公告", "已有"): what comes before it is said of every item. */
const VERB = /(?:公告|披露|发布|推出|公布|已有|有)(?:了|过)?/g;

export function eventItems(t: string): string[] | null {
  const parts = t.split(SEPARATOR);
  if (parts.length < 2) return null;
  const first = parts[0]!;
  const at = Math.min(...EVENT_WORDS.map((w) => w.re.exec(first)?.index ?? first.length));
  if (at >= first.length) return null;
  const verbs = [...first.slice(0, at).matchAll(VERB)];
  const start = verbs.length > 0 ? verbs.at(-1)!.index + verbs.at(-1)![0].length : at;
  // "…和员工持股计划等多项公告落地": what follows 等 is said of the whole list (公告落地: filed), not of the last item.
  const items = [first.slice(start), ...parts.slice(1)].map((p, i, all) =>
    (i === all.length - 1 ? p.replace(/等[^等]*$/, "") : p).trim(),
  );
  const kinds = items.map(categoryOf);
  if (kinds.some((k) => k === undefined) || new Set(kinds).size < 2) return null;
  return items.map((item) => `${first.slice(0, start)}${item}`);
}
