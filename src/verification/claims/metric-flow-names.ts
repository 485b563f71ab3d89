/**
 * How writers name a cash-flow line whose statement name is long: the net flow of an activity ("投资活动现金净流出",
 * "筹资活动净流入", "投资活动产生的现金流量净额") and the cash paid out as dividends and interest ("支付股利及利息",
 * "股利与利息支付"). Built from their parts, so every joining word a writer uses names the same line.
 */

/** The net flow of an activity (投资 / 筹资) under each way of naming it; an outflow's size is the stored value's. */
export function activityNames(activity: "投资" | "筹资"): string[] {
  const act = [`${activity}活动`, `${activity}性`];
  const nets = ["现金净流出", "现金净流入", "净流出", "净流入", "现金净额", "现金流净额", "现金流量净流出"];
  // "投资现金净流出": the activity's bare name before a net flow of cash (not "投资净流出", a fund's flow too).
  const bare = nets.filter((n) => n.startsWith("现金")).map((n) => `${activity}${n}`);
  return [
    `${activity}活动产生的现金流量净额`,
    `${activity}活动产生的现金净流出`,
    ...act.flatMap((a) => nets.map((n) => `${a}${n}`)),
    ...bare,
    `${activity}性现金流`,
  ];
}

/**
 * The words a writer names a payout by, one table for every name built from them, beside its interest
 * ("分配及利息支付现金", dividendInterestNames) or alone as cash that left ("分红支出", "派现等分配支出672亿元",
 * dividendCashNames).
 */
export const PAYOUT_WORDS: readonly string[] = ["分红", "派息", "派现", "现金分红", "分配"];

/**
 * A year's declared payout total ("2024年现金分红约735亿元", "分红总额", "分红金额"): the plan's sum, which no stored
 * series holds (the cash line holds the interest too; the per-share dividend is per share). Unheld as a metric
 * (phrase-words.ts UNHELD_TERMS) and never a wrong figure of the cash line (dividend-part.ts).
 */
export const DECLARED_PAYOUTS: readonly string[] = ["现金分红", "分红总额", "分红金额"];

/**
 * "支付股利及利息", "股利与利息支付", "分配股利、偿付利息", "分配股利及付息现金": the cash paid to shareholders
 * and lenders.
 */
export function dividendInterestNames(): string[] {
  const joins = ["及", "与", "和", "、", "以及", ""];
  // 股息 is 股利 by another name ("分配股息及偿付利息支出").
  return ["股利", "股息"]
    .flatMap((d) =>
      joins.flatMap((j) => [
        `支付${d}${j}利息`,
        `支付的${d}${j}利息`,
        `${d}${j}利息支付`,
        `${d}${j}利息支出`,
        // "分配股利及利息付现141.25亿元": the line's outflow said as 付现, as for 分红 below.
        `${d}${j}利息付现`,
        `分配${d}${j}偿付利息`,
        `分配${d}${j}付息`,
      ]),
    )
    .concat(
      // 派现 is 分红 paid in cash ("派现及付息支出"); "现金分红叠加利息支付", "分配及利息支付现金": the same line
      // with its payout named as 现金分红 or 分配, and the two parts added up (叠加, 加上).
      PAYOUT_WORDS.flatMap((d) =>
        [...joins, "叠加", "加上"].flatMap((j) => [
          // "分红及偿息付现": 偿息 is 付息 (偿付利息) shortened the other way.
          `${d}${j}付息`,
          `${d}${j}偿息`,
          `支付的${d}${j}利息`,
          ...["支出", "支付", "付现"].map((s) => `${d}${j}利息${s}`),
        ]),
      ),
    );
}

/**
 * "分红付现", "现金分红类支出", "分红类现金流出", "派息支出": a payout named as cash that left the company. Writers
 * reading a cash-flow statement give its dividends line (分配股利、利润或偿付利息支付的现金) these short names, so they
 * are read as that line: the interest it holds too is a small part beside the payout for most companies, and a figure
 * off the stored line is one the writer did not take from the statement.
 */
export function dividendCashNames(): string[] {
  const outs = ["付现", "支出", "现金流出", "现金支出", "流出"];
  // "分红类现金流出": 类 widens the payout to its kind (dividends and the like), the same line.
  return PAYOUT_WORDS.flatMap((p) => ["", "类"].flatMap((k) => outs.map((o) => `${p}${k}${o}`)));
}
