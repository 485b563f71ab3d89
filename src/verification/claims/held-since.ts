/**
 * A move held since a day named earlier in the sentence, written as a move since that day's close ("自…以来"), which
 * the price checks read as the last close against that day's (market-change.ts sinceBase):
 * - a buy at a dated price, then a size naming no period of its own: "去年4月18日225块上车，拿到现在436，涨了九成多",
 *   "2025年4月18日1566元买入，现在1385元，亏了11%多" (the holder's gain or loss runs to now);
 * - "从那天收盘算到现在" after a clause that dates something: "年报于2025年4月3日挂出，从那天收盘算到现在，股价已累计
 *   回落约11.7%";
 * - the price then as the start of the move to now, after a clause naming a day or the snapshot: "快照时总市值约6887亿
 *   元，股价从当时的5.68元跌到5.39元", "7月4日快照PB约5倍；如今股价较当时的265.8元上涨约64%" (written "此后股价从…",
 *   which the price checks start at that day's close).
 * Relative years are already written out (去年 → 2025年) when this runs; a day without its year stays as written.
 */
const DAY = String.raw`\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日`;
const BUY = "(?:上车|买入|买进|买的|建仓|入手|进场|抄底)";
const PRICE = String.raw`\d+(?:\.\d+)?\s*(?:元|块)?`;
/** "拿到现在436，", "现在1385元，": the price now, which may stand between the buy and the size. */
const WORDS = String.raw`[^,，;。!?\d]`;
const NOW_PRICE = String.raw`${WORDS}{0,6}(?:现在|目前|如今|当前)${WORDS}{0,3}${PRICE}${WORDS}{0,3}[,，]`;
/** A size that names no period nor day of its own: "涨了九成多", "亏了11%多", "差不多翻倍". */
const TENTHS = "[一二两三四五六七八九]";
const BARE_SIZE = String.raw`[^,，;。!?\d年月日周近来]{0,8}(?:\d+(?:\.\d+)?\s*%|${TENTHS}成|翻倍|翻番|${TENTHS}倍)`;
const BOUGHT_THEN_SIZE = new RegExp(
  String.raw`(${DAY})(\s*(?:以|在)?\s*(?:约)?\s*${PRICE}\s*(?:左右)?\s*${BUY}[^,，;。!?]{0,4}[,，])` +
    String.raw`((?:${NOW_PRICE})?)(?=${BARE_SIZE})`,
  "g",
);
/** "…于2025年4月3日挂出，从那天收盘算到现在，": the day named before is the move's start. */
const FROM_THAT_DAY = new RegExp(
  String.raw`(${DAY})([^;。!?]*?[,，]\s*)从\s*(?:那天|当天|那一天|这一天|那日|当日)\s*(?:的)?\s*` +
    String.raw`(?:收盘)?\s*(?:算)?起?\s*(?:到|至)\s*(?:现在|今天|目前|如今)`,
  "g",
);

/** The day or the snapshot named before, then the price set against the time then (当时的5.68元). */
const FROM_THEN = new RegExp(
  String.raw`((?:\d{1,2}\s*月\s*\d{1,2}\s*日|快照)[^。!?]*?[,，;；:：]\s*)` +
    String.raw`(?:(?:如今|现在|目前|眼下|当前|今天|今日)\s*)?(?:的)?股价\s*(?:已经?|又|还)?\s*` +
    String.raw`(?:从|较|比|相比|相较)\s*(?:当时|那时|彼时|那会儿?|快照时|快照日)\s*(?:的)?\s*(?=(?:约)?\s*\d)`,
  "g",
);

/**
 * "6月20日收盘45.99元，较当时已下跌约17%", "10月9日收在409.89元，如今股价比那时涨了6%": the time then with no price
 * after it, then a bare size: the move from the day named last before it to the last close.
 */
const SINCE_THEN = new RegExp(
  String.raw`((?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*日)((?:(?!\d{1,2}\s*月\s*\d)[^。!?])*?[,，;；]\s*)` +
    String.raw`(?:(?:如今|现在|目前|眼下|当前|今天|今日)\s*)?(?:的)?(?:股价\s*)?(?:已经?|又|还)?\s*` +
    String.raw`(?:较|比|相比|相较)(?:于)?\s*(?:当时|那时|彼时|那会儿?)(?:而言)?\s*(?=${BARE_SIZE})`,
  "g",
);

export const heldSinceWritten = (sentence: string): string =>
  sentence
    .replace(BOUGHT_THEN_SIZE, (_m, day: string, buy: string, now: string) => `${day}${buy}${now}自${day}以来`)
    .replace(FROM_THAT_DAY, (_m, day: string, between: string) => `${day}${between}自${day}收盘以来`)
    .replace(FROM_THEN, (_m, before: string) => `${before}此后股价从`)
    .replace(SINCE_THEN, (_m, day: string, between: string) => `${day}${between}自${day}收盘以来股价`);
