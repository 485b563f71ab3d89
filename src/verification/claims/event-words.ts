import type { EventCategory } from "./event-facts";
import { CONDITION_WORDS as IF_WORDS } from "./contrast-words";
import { NOT_HAPPENED, anyOf } from "./negation-words";

/**
 * How a claim names a company event: the category it speaks of, whether it says the event is done or planned, and
 * a condition's outcome. Longer phrases first where one contains another (回购注销 before 回购).
 */
/**
 * A rating the writer gives ("给予增持", "维持“增持”评级", "评级下调至减持", "增持评级"): the point's own
 * recommendation, not a shareholder's trade the notices would file; masked before any event word is looked for.
 */
const RATED_BY = "(?:给予?|维持|首次覆盖(?:并?给予)?|[上下]调至?|调[高低]至?|建议|评级(?:为|[上下]调至)?)";
const TRADE = String.raw`[“"「]?(?:增持|减持)[”"」]?`;
export const RATING = new RegExp(String.raw`${RATED_BY}\s*${TRADE}(?:评级)?|${TRADE}\s*评级`, "g");

export const EVENT_WORDS: readonly { re: RegExp; category: EventCategory }[] = [
  { re: /减持/, category: "减持" },
  { re: /增持/, category: "增持" },
  { re: /回购/, category: "回购" },
  // "稳定增长" holds 定增 by accident: a steady growth, not a private placement.
  // "拟增发H股", "H股配售": new shares placed, of any kind, are filed as a placement is; not "大增发生在2024年".
  { re: /(?<!稳)定增|定向增发|非公开发行|向特定对象发行|(?<![大猛激暴])增发(?!生)|配售新股|H股配售/, category: "定增" },
  // "核心人员持股计划已经启动": a holding plan for staff by any name is an incentive plan's notice.
  { re: /股权激励|员工持股|持股计划|限制性股票|股票期权|激励计划/, category: "股权激励" },
  // "分红能力无虞", "分红潜力大": a capacity to pay, not a dividend announced; "已低于当年分红付现的672.42亿元": the
  // cash-flow line's outflow (metric-flow-names.ts dividendCashNames), a level, not a filing.
  {
    re: new RegExp(
      "分红(?!能力|潜力|空间|意愿|实力|底气|基础|保障|类?(?:付现|支出|现金流出|现金支出|流出|及付息|及利息))|" +
        "派息|利润分配|现金红利|权益分派|派现|分配(?:预案|方案)",
    ),
    category: "分红",
  },
  { re: /业绩预告|业绩预增|业绩预减|业绩快报/, category: "业绩预告" },
  // A bank's capital bonds (二级资本债, 永续债) are bond issues its notices file like any other.
  { re: /可转债|可转换公司债券|发行债券|发债|科创债|公司债|绿色债|资本债|永续债|金融债/, category: "债券发行" },
  // "暂无分拆子公司上市的计划": a spin-off is a notice's; none among the stored notices proves none was planned.
  { re: /分拆/, category: "分拆上市" },
  // A report named as published ("4月初披露2024年年度报告"), not a period label ("2024年报营收").
  // "3月中旬就把2024年年报发了出来", "年报早在3月下旬就已发布": a report said published after its name.
  {
    // Not one still to come ("2019年年报尚未披露").
    re: new RegExp(
      "(?:披露|发布|公布)了?.{0,8}(?:年度报告|半年度报告|季度报告|年报)" +
        "|(?:年度报告|年报)[^，,。；;未没]{0,16}(?:发布|披露|公布|发了出来|出炉)|把.{0,8}年报发" +
        // "2024年年度报告于2025年3月26日公告": 公告 as the verb, after the day it came out.
        "|(?:年度报告|年报)[^，,。；;未没]{0,4}于[^，,。；;]{2,14}(?:公告|挂出)",
    ),
    category: "定期报告",
  },
];

/** 已回购, 完成回购, 实施分红: the clause says the event happened, not only that it was proposed. */
export const DONE_WORDS = new RegExp(
  "已(?:经)?(?:完成|实施|回购|减持|增持|分红|派发|注销)|完成|实施完毕" +
    "|实施了|注销了|已注销|落地|实施公告|实施方案|分派实施|派息实施|除息|除权|已于[^，,。；;]{0,8}实施|到账",
);

/** 新一轮回购计划, 拟回购: the clause says a plan was announced; only a proposal (预案) among the events shows one. */
export const PLAN_WORDS = /新一轮|拟(?:以|回购|增持|减持|实施|推出)|(?:回购|增持|减持|激励)(?:计划|方案|预案)/;

/** A clause denying an event ("未减持", "没有定增计划", "无减持"). */
export const DENIAL = new RegExp(
  // "仍未公布2026年员工持股计划": the year the plan is of may stand between the verb and the event.
  "(?:未|没有|没|无|不存在|并无|尚无)(?:发布|披露|公告|推出|宣布|公布|出台)?(?:任何)?(?:新的?)?(?:20\\d{2}\\s*年度?)?" +
    "(?:.{0,4})?$" +
    // "还没看到2024年度分红…", "未见减持": nothing seen, whatever the words between.
    `|${anyOf(NOT_HAPPENED)}(?:看到|见到|见|出现)[^，,。；;]{0,12}$|未见[^，,。；;]{0,12}$`,
);

/**
 * A denial right after the event's word: "中期分红未能延续", "回购没有落地". Only the event's own verb, next to it: not
 * a later subject ("增持后股价未能持续上涨"), not a stage (尚未完成 leaves the progress filings to the stage checks),
 * not the future (不再).
 */
export const DENIED_LATER = new RegExp(
  // "预案迟迟未出", "方案至今尚未披露": a few words of delay may stand before the denial.
  `^(?:计划|方案|预案|事项)?[^，,。；;、但后股价]{0,4}?(?:${anyOf(NOT_HAPPENED)}|未能|没能)(?:能)?` +
    // "分红预案迟迟未出", "方案至今尚未披露": the filing itself not out.
    "(?:延续|持续|实施|推出|派发|落地|发布|如期|公布|披露|公告|出台|出炉|出(?![现售让]))" +
    "(?!上涨|下跌|上行|下行|走高|走低|反弹|回升|回落|涨|跌)",
);

/** An event said ended: only an announcement whose title ends it (终止/取消/撤回…) shows that. */
export const ENDED_WORDS = /终止|取消|撤回|撤销|放弃|中止/;

/** 解锁条件成就 / 未成就, 考核达标 / 未达标. */
export const CONDITION_WORDS: readonly { re: RegExp; condition: "成就" | "未成就" }[] = [
  // "考核没有达标", "条件并未满足", "不达标": the outcome denied in other words.
  {
    re: /未成就|未达成|未达标|未满足|(?:没有|没|并未|未能|尚未|无法)(?:成就|达成|达标|满足)|不达标|不满足/,
    condition: "未成就",
  },
  // "首个锁定期已顺利解锁": a lock-up released is its condition met.
  { re: /成就|达成|达标|满足|已(?:经)?(?:顺利)?(?:解锁|解除限售)/, condition: "成就" },
];

/**
 * A dividend is an event only when the clause says something was announced or done (拟/实施/方案/公告...): "分红力度
 * 加大所致" explains a cash change, "分红率超过70%" states a ratio; neither claims an announcement.
 */
export const DIVIDEND_EVENT =
  /拟|已|实施|公告|宣布|推出|方案|预案|计划|完成|披露|发布|公布|派发|未|没有|无|终止|取消|提请|授权董事会/;
export const DIVIDEND_RATIO = /分红率|股息率|分红比例|派息率|分红力度|分红规模|分红总额|分红金额/;

/** Forecasts and scenarios: what may happen is not a fact the announcements decide. */
export const EVENT_FORECAST = new RegExp(
  // "公司计划于6月实施" plans; "2024年员工持股计划于11月28日完成股票购买" names a plan that did something.
  `${anyOf(IF_WORDS)}|预计|有望|或将|可能|(?<!持股|激励|分配|回购|增持|减持|分红)计划于|拟于未来`,
);

/**
 * Words of an announcement's title that hold a metric or a direction word (利润分配: 利润; 减少注册资本: 减少;
 * 资本公积金转增股本: 增): the event claims them first, so they are not read as a metric's change.
 */
const EVENT_TITLE_WORDS = /利润分配|权益分派|减少注册资本|(?:资本)?公积金?转增股本?|增持|减持|回购/g;

/** Where the clause's event title words stand. */
export function eventTitleSpans(text: string): { index: number; end: number }[] {
  return [...text.matchAll(EVENT_TITLE_WORDS)].map((m) => ({ index: m.index, end: m.index + m[0].length }));
}
