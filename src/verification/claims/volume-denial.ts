/**
 * A denied volume move ("谈不上放量", "没有放量出逃", "并未明显缩量", "量能并未放大"). 放量 and 缩量 name a
 * clear change of the volume, not any change: "略有放大，增幅约6%，谈不上放量" is how analysts write a 6% rise
 * (blind17 labels "成交量与前20日基本持平，没有放量出逃" true at 106.3 %). So a denied 放量/缩量 holds while the
 * change in its direction is under a tenth; a denied verb (并未放大, 没有萎缩) says the volume did not move at all,
 * which a small change neither confirms nor refutes. From a tenth (blind8 calls "放量约10%" 放量) to a fifth either
 * is unknown; from a fifth on it fails. A change the other way always keeps the denial.
 */

/** The share of a change under which a denied 放量/缩量 holds, and from which any denial fails. */
const HOLDS_UNDER = 0.1;
const FAILS_FROM = 0.2;

/** "放量", "明显放大", "算不上缩量": the word denied names a clear change (a noun, hedged by 明显, or conceded). */
const CLEAR_CHANGE = /放量|缩量|明显|算不上|谈不上|称不上|不算/;

/**
 * Whether the denial `said` ("算不上放量", "量能并未放大") holds for a window's mean volume at `ratio` times the window
 * before, `more` when it denies a rise; null where the change is too small or too unclear to tell.
 */
export function deniedVolumeMove(said: string, more: boolean, ratio: number): boolean | null {
  const change = more ? ratio - 1 : 1 - ratio;
  if (change <= 0) return true;
  if (change < HOLDS_UNDER) return CLEAR_CHANGE.test(said) ? true : null;
  return change < FAILS_FROM ? null : false;
}

/** "量能并未放大", "尚未看到缩量企稳", "未同步放大": a volume word denied, not seen or not grown with the price. */
// "反弹缺乏量能配合": the volume lacking to back a move is a denied 放量.
export const VOLUME_DENIED = new RegExp(
  "(?:并未|未|没有|没|尚未|并没有|算不上|谈不上|称不上|不算|并非|不是|并不是|缺乏|缺少|欠缺)\\s*" +
    "(?:看到|见到|见|出现)?\\s*(?:明显)?\\s*(?:同步|相应|随之)?\\s*" +
    "(?:放大|放量|萎缩|缩量|增加|减少|缩减|量能配合)",
);
/** "随新车型放量", "产能逐步放量", "电池外供放量": a product's sales or output ramping up, not the shares' volume. */
export const PRODUCT_RAMP =
  /(?:车型|新车|产品|新品|单品|产能|销量|出货|订单|项目|装机|渗透|外供|交付)[^，,。；;\d]{0,4}放量/;
