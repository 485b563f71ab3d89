import type { Assertion } from "./assertion";
import { ATTRIBUTED_LEAD, OWN_VOICE } from "./phrase-words";
import { SPOKEN_BY } from "./speakers";
import { VIEW_DENIALS, markRefuted } from "./refuted-views";

/**
 * Whose voice a clause speaks in. "空方称…" reports the other side's claim (not checked as the point's own);
 * the point's own voice returns after a turn (但, 实际上), a lead on the data ("从数据看", "数据显示") or a
 * judgement of what it reported ("空方说…并不成立：…", "…，这与数据不符：…"): what follows is checked.
 */
// "质疑方称一季度利润降了55%，核对40.85亿元对91.55亿元…": the writer's check of the view leads its own figures.
const DATA_VOICE = new RegExp(
  "^(?:而|但|却)|^(?:从数据(?:上|来)?看|数据上看?|数据显示|据数据|实际数据|财报显示|年报显示|往前看|拉长(?:时间)?看|" +
    "(?:经|一)?(?:核对|核实|查证|对照)(?:下来|后|一下|数据)?)",
);

/** "空方所说的利润下滑幅度有限": the other side's claim named as a subject; the judgement on it is the point's. */
const SPOKEN_OF = new RegExp(`^${SPOKEN_BY}`);

/**
 * "所谓招行一季度营收下滑的说法有误", "认为…的观点并不成立", "说招行2025年利润下降是错误的": a view named and
 * refuted in one clause. Its words (下滑) are no one's claim here, the point's least of all; the clause is reported.
 */
const NAMED_VIEW = /^(?:所谓|认为|说|称|声称|断言)/;

/**
 * "这点我承认确实偏高", "我承认，…", "诚然如此": the writer concedes the view it reported. The concession is the
 * writer's own voice, and grants the view: what it concedes (a level word, a move) is asserted and checked.
 */
const CONCEDES =
  "^(?:这(?:一)?点|这)?(?:我们?)?(?:也|得|必须)?(?:承认|认同|同意|认可|不否认)(?:这(?:一)?点)?|^诚然(?:如此)?";
const CONCEDED = new RegExp(CONCEDES);

/**
 * "质疑方把89.8%的负债率当作风险点，这对保险集团属于行业常态", "…，这个水平在银行业再正常不过": the figure the
 * other side read, named back by a demonstrative and called normal for the case it is applied to. The writer's reading
 * of the shared figure (industry-norms.ts checks it with the figure), not more of the other side's claim.
 */
const NORMAL_READ_BACK = new RegExp(
  "^(?:这|此|该)(?:一|个|种)?(?:水平|比例|比率|负债率|杠杆率?|数字|数值)?(?:其实|本就|本来就|恰恰)?" +
    "(?:(?:对|在|于|放在)[^，,；;。]{1,8}?(?:来说|而言|中|里|身上)?)?(?:其实|本就|本来就|恰恰|完全)?" +
    "(?:属于|属|是|为|乃|算|再)[^，,；;。\\d]{0,4}(?:常态|正常|合理|惯例|特征|属性|本色)",
);

/** The voice of a clause given the voice of the clause before it: true when it reports another side's claim. */
export function voiceOf(clause: string, attributed: boolean): boolean {
  // "多方所说的“站上年线”不成立", "信任方引用的…不成立": a view named by its speaker and denied is reported too.
  if ((NAMED_VIEW.test(clause) || SPOKEN_OF.test(clause)) && REPORT_JUDGED.test(clause)) return true;
  if (OWN_VOICE.test(clause) || DATA_VOICE.test(clause) || SPOKEN_OF.test(clause) || CONCEDED.test(clause))
    return false;
  if (attributed && NORMAL_READ_BACK.test(clause)) return false;
  return ATTRIBUTED_LEAD.test(clause) ? true : attributed;
}

/** "确实如此", "的确是这样": the reported view granted as said. */
const AS_SAID = "(?:确实|的确|确是|事实)(?:如此|这样|是这样)";

/**
 * "多方说短线转强并非空穴来风：…", "空方担心利润下滑不无道理，…": the view found grounded is granted, so the point
 * asserts it as its own (checked where a rule reads it), and the figures after it are the point's own too.
 */
const GROUNDED = "(?:并非|不是|绝非|也非)空穴来风|不无道理|有(?:一定|其)?道理|确有(?:依据|其事)|有据可[查依]|事出有因";
/** "质疑方说资本开支失控，确实，1568.08亿元比…": a clause that is a bare grant, the writer's figures following it. */
const BARE_GRANT = "^(?:这(?:一)?点)?(?:也)?(?:确实|的确|没错|不假|是的|诚然)$";
const BARE_GRANTED = new RegExp(BARE_GRANT);

// Not "难以成立", "未必成立": a doubt of the view grants nothing.
// Not "未必属实", "难言属实", "不完全准确": a doubt before any grant word grants nothing.
const NOT_GRANTED = "不|未|难以|很难|无法|未必|是否|能否|不能|难|难言|不完全|不一定|并非完全";
/** "…属实", "…没错（1501.81亿）": a grant closing the reported clause itself, an aside in brackets after it. */
// "空方所说…下降约19%站得住", "…不假": a vote's or a ruling's grant in its own words, no doubt before it.
const GRANT_CLOSE = `(?<!${NOT_GRANTED})(?:属实|没错|无误|准确|站得住脚?|不假|是对的|成立)(?:[（(][^）)]*[）)])?`;

/**
 * A clause that judges the view it reported, denying it ("…并不成立", "这与数据不符") or granting it ("两边都对",
 * "两者都成立"): the clauses after it are the point's own again.
 */
export const REPORT_JUDGED = new RegExp(
  // "空方把利润说成“大幅下滑”言过其实：…": an overstatement named is a denial too; "…属实：" a grant.
  `(?:并?(?:${VIEW_DENIALS})|属实|${AS_SAID}|都对|都成立|都站得住脚?|都没错|均成立|均属实|${GROUNDED})[:：\\s]*$` +
    `|${BARE_GRANT}` +
    // "多方强调利润创新高没错，2025年归母净利润…": a grant closing the reported clause; the figures after it are the
    // writer's own, checked.
    `|${GRANT_CLOSE}[:：\\s]*$` +
    // "激进派说的“底部放量”并不明显：…": the view found too weak, or too early, is judged as well.
    '|^[^，,；;]*[”"」’](?:其实|实际上)?' +
    "(?:并不(?:明显|显著|充分|成立)|并未(?:出现|兑现)|言之过早|为时(?:尚|过)早)[:：\\s]*$" +
    // "多方称“营收增13%”，那是前三季度口径；全年…": the view placed in another basis is judged too.
    "|^(?:那|这)(?:只|其实)?是(?:把)?[^，,；;]{0,14}(?:口径|当成了?[^，,；;]{0,6}|混为一谈)[:：\\s]*$" +
    // "空方说营收下滑9.7%，那是2024年的旧账；2025年…": the view placed in a past year, what follows is the point's.
    // "多头说PB 1.16倍已是底部，那是去年7月快照的数；按今天收盘…": an old snapshot's figure, likewise.
    "|^(?:那|这)(?:只|其实|已经?)?是[^，,；;]{0,10}" +
    "(?:旧账|老黄历|过去式|旧数据|老数据|旧闻|快照的?数(?:据|字)?)了?[:：\\s]*$" +
    // "信任方说负债率89.8%是行业常态，我不同意：…": the writer's own disagreement, what follows it its own view.
    "|^(?:对此)?(?:我|我们|本方|笔者)?(?:并|完全|坚决)?(?:不同意|不认同|不赞同|不敢苟同)" +
    "(?:这一?[种个点]?(?:观点|说法|看法))?[:：\\s]*$",
);

/** "数据准确", "引用属实", "也无误": a clause granting the claim it reported, which the point then asserts itself. */
// "确实如此：…": the grant in the writer's own words, the figures after it its own.
const GRANTED = new RegExp(
  `^(?:[也均都亦]|这一点)?(?:数据|引用|说法|所引数据)?(?:准确|正确|属实|无误|成立|没错|${AS_SAID})$`,
);
const GRANTED_AT_END = new RegExp(`(?:${GRANT_CLOSE}|${GROUNDED}(?:[（(][^）)]*[）)])?)$`);
/** "并不成立", "有误": a reported claim denied in the same sentence (its denial is not read as the point's claim). */
const DENIED = new RegExp(`${VIEW_DENIALS}|不符`);

/**
 * "裁判：多方称茅台一季度ROE 10.57%、高于上年同期，引用属实": the claims a sentence reports and then grants are the
 * point's own (checked); a sentence that also denies one is left as reported.
 */
export function adoptGranted(out: Assertion[], from: Assertion["from"], sentence: number, clauses: string[]): void {
  const said = clauses.map((c) => c.trim().replace(/[。.!！]+$/, ""));
  if (said.some((c) => DENIED.test(c))) return;
  const whole = said.some((c) => GRANTED.test(c) || CONCEDED.test(c) || BARE_GRANTED.test(c));
  out.forEach((a, k) => {
    // "空方称比亚迪2025年归母净利同比下滑约19%属实（326.19亿元对402.54亿元）": a claim granted in its own clause.
    const granted = whole || GRANTED_AT_END.test(a.text.trim().replace(/[。.!！]+$/, ""));
    if (a.from === from && a.sentence === sentence && a.attributed && granted) out[k] = { ...a, attributed: false };
  });
}

/** What a sentence's judgements make of the views it reported: granted ones adopted, refuted ones marked. */
export function judgeReported(out: Assertion[], from: Assertion["from"], sentence: number, clauses: string[]): void {
  adoptGranted(out, from, sentence, clauses);
  markRefuted(out, from, sentence, clauses);
}
