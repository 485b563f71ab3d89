import { VOLUME_TOPIC } from "./check-volume";

/**
 * A volume ratio said twice, the second time as a bare multiple: in "近20日成交均量萎缩到前20日的七成以下，约0.68倍"
 * the 0.68倍 is the same volume against the same sessions before. The bare multiple is read with the volume and the
 * base of the clause before it ("近20日成交均量萎缩到前20日的约0.68倍"), never as a price's or a valuation's multiple.
 */

/** "约0.68倍", "即1.1倍左右", "仅0.61倍": a clause that is only a multiple. */
const BARE_MULTIPLE =
  /^\s*(?:约|即|仅|只有|大约|约为|相当于|也就是)?\s*(?:为)?\s*\d+(?:\.\d+)?\s*倍\s*(?:左右|上下|多|以上)?\s*$/;
/** "…前20日的", "…此前20个交易日的": the volume's base, up to where its size begins. */
const BASE = /^.*?前\s*(?:\d+|二十|六十)\s*(?:个交易)?日(?:均量)?\s*(?:的)?/;

/**
 * "近20日均量与前20日基本相当，量比约1.07": a bare 量比 right after the volume and its base is that ratio again, so
 * read as the multiple of that base (a bare 量比 alone is volume-ratio.ts's).
 */
const BARE_RATIO = /^\s*量比\s*(?:[=≈:：]|为|是|在)?\s*(约|大约)?\s*(\d+(?:\.\d+)?)(?![\d.%倍])/;

/**
 * "近20日明显缩量，只有前20日的约68%": a clause that is only the share of the sessions before, after a clause naming
 * the volume of a window, is that window's mean volume against them (its window is written in).
 */
const BARE_SHARE = new RegExp(
  String.raw`^\s*(?:只有|仅有|仅为|仅|只|约为|约|为|是|相当于|不到|不足)?\s*(?:前|此前)\s*(?:\d+|二十|六十)\s*` +
    String.raw`(?:个交易)?日(?:均量)?\s*(?:的)?\s*(?:约|大约)?\s*(?:\d+(?:\.\d+)?\s*%|[一二两三四五六七八九]成)`,
);
const OWN_WINDOW = /(?:近|过去|最近)\s*(?:\d+|二十|六十)\s*(?:个交易)?日/;

export function withVolumeBase(text: string, previous: string | null): string {
  if (previous === null || !VOLUME_TOPIC.test(previous)) return text;
  const window = BARE_SHARE.test(text) ? OWN_WINDOW.exec(previous) : null;
  if (window) return `${window[0]}均量${text.trim()}`;
  const ratio = BARE_RATIO.exec(text);
  if (!BARE_MULTIPLE.test(text) && !ratio) return text;
  const base = BASE.exec(previous);
  if (!base) return text;
  if (!ratio) return `${base[0]}${text.trim()}`;
  return `${base[0]}${ratio[1] ?? ""}${ratio[2]}倍${text.slice(ratio.index + ratio[0].length)}`;
}
