import type { ClaimCheck } from "./check-series";
import { waitsFor } from "./market-wanted";
import type { MarketFacts } from "./market-facts";
import { statedAverageValues } from "./average-values";
import { SPEAKERS } from "./speakers";
import { TECHNICAL_VIEW } from "./technical-views";
import { VALUATION_VIEW } from "./valuation-views";
import { CAUTION } from "./negation-words";

/**
 * Clauses that assert nothing a check could take, though the parser finds a figure or a topic word in them: a log's
 * or a card's heading with its date ("信号日志 04-30", "信号日志 2026-04-30 000858"), a position rule ("单票仓位不超过
 * 5%"), a plan or a trigger ("破58止损", "回调到20日线就是机会", "先观察MA60压力", "等出现底背离再说"), a bare
 * concession ("即便大涨") and a rhetorical question ("难道一季度增长只是基数低"). They say what the writer does or
 * asks, not what the data holds. Only a clause no check read is let go this way: where a check read it (a concession
 * whose move was checked, "即便利润下滑"), that check stands, and a false one still fails the point.
 */
const HEADING = new RegExp(
  String.raw`^(?:【[^】]{1,8}】)?\s*(?:信号日志|交易日志|操作日志|复盘日志|盘后笔记|技术卡|诊股卡)\s*` +
    String.raw`(?:(?:\d{4}[-/.])?\d{1,2}[-/.]\d{1,2})?\s*(?:\d{6})?$`,
);
/**
 * "单票仓位不超过5%", "总仓位控制在三成以内", "仓位最多两成", "单只仓位别超过10%": how much to hold, a rule of the
 * portfolio; so is one held until an event ("利润止跌前建议仓位不超过5%") or after the way in ("建议分批、单票仓位不超
 * 5%", "逢低布局、持仓比例不高于10%"): the event awaited names no figure, and the bound is the position's, not a
 * metric's.
 */
const HOLDING = "(?:(?:单票|单只|单股|个股|总|整体)(?:仓位|持仓(?:比例)?)|单票|单只|仓位|持仓(?:比例)?|持股比例)";
/** The cap: a bound word (不超过, 别超, 最多, 上限) or a level kept (控制在); not 降至, a past move of holders. */
const CAP =
  "(?:上限|(?:先|要|最好|尽量|务必)?(?:最多|至多|最高|(?:不|别|勿|不要|不宜|不应|不得)(?:超过?|高于|大于)|" +
  "控制在|限制在|保持在|压在))";
const POSITION = new RegExp(
  String.raw`^(?:但|并|且|而)?(?:[^，,；;\d]{1,12}?(?:之前|以前|前|之后|后|期间))?(?:[^，,；;\d、]{1,10}、)?` +
    `(?:建议|宜|可|应|先|暂时|暂且)?${HOLDING}${CAP}`,
);
/** "破58止损", "跌破5.2元减仓": a trigger price and the action taken there. */
const TRIGGER = /^(?:若|如)?(?:跌)?破\s*\d+(?:\.\d+)?元?(?:就|即|则|便)?(?:止损|减仓|离场|清仓|出局|卖出)$/;
/** "先观察MA60压力": what the writer will watch. */
const WATCH = /^(?:先|再|继续|暂且|暂时)?观察/;
/**
 * "回调到20日线就是机会", "等出现底背离再说": a plan on a move that has not happened. Its move word is hypothetical,
 * so even a check that read it as a past move (回调 as a fall) does not speak to it.
 */
const IF_THEN = /(?:就是|便是|即是)(?:机会|买点|加仓点|上车机会)$|^等.{1,12}再说$/;
/**
 * "即便大涨", "就算反弹了一些": a concession of a price move with no subject, no figure and no window of its own. One
 * with a subject ("即便需求下滑") states that subject's fact and stays 未能核验.
 */
const BARE_CONCESSION =
  /^(?:即便|即使|就算|哪怕|纵使|纵然)(?:已经?|再)?(?:大|暴|猛|小|微|略)?(?:涨|跌|反弹|回调)了?(?:一点|一些|不少)?$/;
/** "难道一季度增长只是基数低": a question asked to be answered no, by the clauses after it. */
const RHETORICAL = /^难道[^\d]{2,20}$/;

/**
 * "估值论据更站得住", "空方的逻辑更有说服力", "价格上没有争议": a verdict on the debate's arguments, not on the data;
 * the figures the arguments rest on are checked in their own clauses.
 */
const ARGUMENT_VERDICT = new RegExp(
  "^(?:综合(?:来看|而言)?|总体(?:来看|而言)?|相比之下|相较之下)?[^，,；;\\d]{0,8}(?:论据|论点|逻辑|理由|依据)" +
    "(?:更|较|相对|明显|显然)(?:站得住脚?|有说服力|充分|扎实|硬|占优|占上风)$|" +
    "^[^，,；;\\d]{0,6}(?:上|方面)(?:没有|不存在|并无)(?:争议|分歧)$|^[^，,；;\\d]{0,4}(?:双方|多空)各说各话$|" +
    // "投反对票理由不足", "看空的依据明显不充分": a case found wanting, as much a verdict as one found sound.
    "^[^，,；;\\d]{0,8}(?:论据|论点|逻辑|理由|依据)(?:明显|显然|仍|还|都|也|实在)?" +
    "(?:不足|不充分|不够充分|站不住脚?|牵强|单薄)$|" +
    // "单季数据不足为凭", "一年的波动不足为据": the figures before called no proof of a case, a verdict on them.
    "^(?:但|而|所以|因此)?[^，,；;\\d]{0,10}(?:不足为|难以为|不能为)(?:凭|据|证|信)$",
);
/**
 * "裁定多方略占上风", "本轮空方小幅领先", "判定质疑方略胜一筹": the debate's ruling between its sides. Its size word
 * (略, 明显) sizes the win, not a metric's change; the figures the ruling rests on are checked in their own clauses.
 */
const RULING = new RegExp(
  "^(?:综合(?:来看|而言)?|总体(?:来看|而言)?|因此|所以|本轮|最终)?(?:裁定|判定?|认定|我判)?" +
    `(?:${SPEAKERS})(?:略|稍|略微|稍稍|小幅|明显|显著|大幅|完全)?` +
    "(?:占上风|占优势?|胜出|获胜|小胜|完胜|领先|胜一筹|更胜一筹|更有说服力)$",
);
/**
 * "空方的利润论据成立", "多方的一季度现金流证据也成立", "空方的估值质疑只部分成立", "多方的利润、现金流数据
 * 站得住", "利润和现金流都站在多方一边": a ruling on one side's case, named by its topic. The figures of the case are
 * the side's, checked where the point states them; the ruling names none, so it asserts nothing of its own to check.
 */
const SIDE_CASE_RULING = new RegExp(
  "^(?:裁定|判定|综合(?:来看|而言)?|总体(?:来看|而言)?|因此|所以|不过|但|而)?[:：]?" +
    `(?:${SPEAKERS})(?:的|关于|所说的?|提出的)[^，,；;\\d]{0,12}?` +
    "(?:论据|论点|证据|数据|质疑|担忧|担心|逻辑|理由|依据)(?:也|都|均|亦)?(?:只|仅)?(?:部分|基本|大体|完全|确实)?" +
    "(?:成立|站得住脚?|属实|有据|不成立|站不住脚?)$|" +
    `^[^，,；;\\d]{1,12}?(?:都|均|也)?站在(?:${SPEAKERS})(?:一边|这边)$`,
);
/**
 * "稳健有余、弹性不足", "防守有余而进攻不足": a character drawn from the figures beside it, weighed in two words that
 * name no metric and no size; the figures are checked in their own clauses.
 */
const CHARACTER = /^[^，,；;\d]{2,4}有余(?:、|而|但|却)?[^，,；;\d]{2,4}不足$/;
/**
 * "这价格我愿意慢慢攒", "这个位置我打算分批买", "这个估值我会继续拿着": what the writer will do at the price, a plan of
 * their own, not a fact of the price; the price it rests on is stated and checked in the clauses before it.
 */
const OWN_PLAN = new RegExp(
  "^(?:但|所以|因此)?(?:这个?|此|该|当前|现在的?|目前的?)?(?:价格|价位|位置|估值|股价|点位)?(?:上|下)?" +
    "(?:我|笔者|本人|咱)们?(?:还|也|就)?(?:愿意|乐意|会|打算|准备|想|选择)(?:继续|慢慢|分批|逐步|长期)*" +
    "(?:攒|买入?|加仓|拿着|持有|定投|建仓|上车|布局)(?:一些|一点|点)?$",
);
/**
 * "不能只看同比", "别只盯着利润", "不要光看PE": advice to the reader on how to read the figures, which the clauses
 * around it state and which are checked there. It names what to look at, never a fact of it.
 */
const NARROW_VIEW = new RegExp(
  `^(?:所以|因此|故而?|但|而)?(?:${CAUTION.join("|")})` +
    String.raw`(?:只|光|仅|单|一味)(?:看|盯着?|谈|凭)[^，,；;\d]{1,8}$`,
);

/**
 * "释放出管理层认为股价低估的信号", "彰显大股东对公司前景的信心": what an event is read to say of a party's belief.
 * The belief is theirs, not the writer's claim: its level word (低估) is no reading of the data to check, so even a
 * check that read it does not speak to the clause.
 */
const BELIEF = new RegExp(
  "^(?:这|此|也|更|从而|进而)?(?:释放|传递|透露|传达|显示|彰显|表明)(?:出|了)*[^，,；;\\d]{0,4}?" +
    "(?:管理层|公司|大股东|控股股东|董事会|实控人)(?:认为|觉得|判断|相信|对)[^，,；;\\d]{1,16}(?:信号|信心|判断|态度)$",
);

/**
 * "分红付现672.42亿元，高于上年的709.51亿元吗？并没有，…": a plain yes/no question asks, and its answer asserts (the
 * answer's figures are checked). Not a rhetorical one ("不是已经连降两年了吗", "岂不是…吗"), which asserts the
 * opposite of its words (RHETORICAL, denied-figures.ts).
 */
// Not 嘛, which closes a statement ("也就823亿嘛").
const YES_NO = /^(?!.*(?:不是|不就|不也|岂|难道|何尝|哪里|怎么)).*(?:吗|么)$/;

/**
 * "踏空的人太多了", "站岗的散户不少": how many investors missed or are caught by a move - the crowd's mood about the
 * move the clauses before state (and check), which the data holds no count of.
 */
const CROWD_MOOD = new RegExp(
  "^(?:现在|如今|眼下|这下|估计|恐怕)?(?:踏空|追高|站岗|被套|套牢|割肉|后悔没上车)的?" +
    "(?:人|资金|散户|投资者|股民|朋友)(?:太多|很多|不少|越来越多|一大片|众多|不在少数)了?$",
);

const IDLE = [
  YES_NO,
  BELIEF,
  CROWD_MOOD,
  HEADING,
  POSITION,
  TRIGGER,
  WATCH,
  IF_THEN,
  BARE_CONCESSION,
  RHETORICAL,
  ARGUMENT_VERDICT,
  RULING,
  SIDE_CASE_RULING,
  CHARACTER,
  OWN_PLAN,
  NARROW_VIEW,
  TECHNICAL_VIEW,
  VALUATION_VIEW,
];

const bare = (text: string): string => text.trim().replace(/[？?！!]$/, "");

/** Also a plan waiting on a market event ("等放量再跟", market-wanted.ts). */
export const assertsNothing = (text: string): boolean => IDLE.some((re) => re.test(bare(text))) || waitsFor(text);

/**
 * "难道今年一季度净利润不是在下滑吗": a rhetorical question asserts the opposite of its words; read literally,
 * its checks would pass what it denies and fail what it says, so none of them stands (未能核验).
 */
const ASKED = /^难道/;

/**
 * "先等站回MA20的1600元再评估", "回调到1600元的20日线就是机会": in a plan only the awaited move is idle; the value it
 * states of an average is a reading of the bars and is still checked (average-values.ts).
 */
export const planValues = (text: string, market: MarketFacts | null | undefined): ClaimCheck[] =>
  market ? statedAverageValues(text, market) : [];

/** The checks of a clause that asserts nothing, where none of them read it (each 未能核验); of a plan: its values. */
export function idleChecks(text: string, checks: ClaimCheck[], market?: MarketFacts | null): ClaimCheck[] {
  if (ASKED.test(bare(text)) && checks.some((c) => c.ok !== null)) {
    const reason = `“${text.trim()}”是反问，所说与字面相反，未能核验`;
    return checks.map((c) => ({ ...c, ok: null, reason }));
  }
  if (checks.length === 0 || !assertsNothing(text)) return checks;
  if (IF_THEN.test(bare(text))) return planValues(text, market);
  if (BELIEF.test(bare(text))) return [];
  // "净利润都下滑了15%还能给25倍PE吗": what a question asks is not asserted, but a figure it states wrongly still is.
  if (YES_NO.test(bare(text))) return checks.filter((c) => c.kind === "number" && c.ok === false);
  // "利润止跌前建议仓位不超过5%": a check that read the position's bound as the metric's level misread it.
  if (POSITION.test(bare(text))) return [];
  // "唱空的依据明显不足": a verdict's or a plan's degree word (明显) sizes the verdict, not a metric's change.
  // "安全边际明显更厚": a valuation view names no figure of its own, so its 明显 sizes no metric's change either.
  const views = [ARGUMENT_VERDICT, RULING, SIDE_CASE_RULING, CHARACTER, OWN_PLAN, VALUATION_VIEW];
  if (views.some((re) => re.test(bare(text)))) return [];
  // "不过超卖不等于见底": the level its view reads (超卖) is checked; the view's own word (见底) is no fact to check.
  if (TECHNICAL_VIEW.test(bare(text))) return checks.filter((c) => c.ok !== null);
  return checks.every((c) => c.ok === null) ? [] : checks;
}
