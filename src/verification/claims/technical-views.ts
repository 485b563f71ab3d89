/**
 * A technical reading that is the writer's view of what the indicators its sentence states imply, not a fact of the
 * bars: "短线存在技术性反弹的需求" after 超卖, "下跌动能并不极端", "超卖不等于见底", "见底言之过早", "短线乖离偏大"
 * after a BIAS figure, "短线涨幅已经偏离中期均线". It names no figure and no indicator value of its own; the facts it
 * reads are checked in their own clauses (a point of the view alone is still 未能核验: nothing in it was checked).
 */
const LEAD = "^(?:不过|但|但是|而|所以|因此|可见|说明)?\\s*(?:短线|短期|技术上|技术面)?\\s*";
const VIEWS = [
  // "短线存在技术性反弹的需求", "有超跌反弹的可能": an expectation from an oversold reading.
  "(?:存在|有)(?:技术性|超跌)?反弹(?:的)?(?:需求|需要|可能)",
  // "下跌动能并不极端": how strong a move is, read from RSI's distance to its line.
  "(?:下跌|上涨|空头|多头)动能(?:并不|并未|不算|不)(?:极端|强烈|猛烈)",
  // "超卖不等于见底", "见底言之过早", "谈见底为时尚早": a bottom (or a top) not yet called.
  "超[卖买](?:并)?不等于(?:见底|见顶)",
  "(?:说|谈|判断)?(?:见底|见顶)(?:还|仍)?(?:言之过早|为时(?:尚|过)早)",
  // "短线乖离偏大", "短线涨幅已经偏离中期均线": a BIAS figure's reading as stretched.
  "乖离(?:率)?(?:已经?)?(?:偏大|过大|较大)",
  "(?:涨幅|跌幅|股价)?(?:已经?)?(?:明显)?偏离(?:了)?(?:中期|短期|长期)?均线",
];
export const TECHNICAL_VIEW = new RegExp(`${LEAD}(?:${VIEWS.join("|")})(?:了)?$`);
