// Third set of blind11 voices, mostly quarterly and notices: 单季营收与环比, 超过 / 不足 bounds, net margin levels,
// the annual report's date, and one-error variants on some of them.
import { metric, announcements } from "./facts.mjs";
import * as H from "./spec-helpers.mjs";

const { V, G, QOQ, EV, U } = H;
const PCT = new Set(["debt_ratio", "roe", "gross_margin", "net_margin"]);
const get = (t, m, p, a) => {
  const r = metric(t, m, p, a);
  if (r.unknown) return null;
  return PCT.has(m) ? r.value : r.value / 1e8;
};
const f2 = (x) => x.toFixed(2);
const f1 = (x) => x.toFixed(1);
const gr = (a, b) => (a / b - 1) * 100;
const pick = (arr, i) => arr[i % arr.length];

export function build3(prefix, t, _name, short, dates) {
  const c = H.maker(prefix, t);
  const out = [];
  let k = 0;
  for (const [di, [A, Y]] of dates.entries()) {
    // Trader: fourth-quarter revenue alone, 环比, a bound written as 超过 (floor to a round hundred).
    const s4 = get(t, "revenue", `${Y}S4`, A);
    const s3 = get(t, "revenue", `${Y}S3`, A);
    if (s4 && s3) {
      const q = gr(s4, s3);
      const floor = Math.floor(s4 / 100) * 100;
      k++;
      if (floor > 0)
        out.push(
          c(
            "t",
            A,
            pick(["tTr", "tF", "vF"], k),
            "quarterly",
            di % 2
              ? `${Y}年Q4单季营业总收入超过${floor}亿元，环比${q >= 0 ? "多了" : "少了"}${f1(Math.abs(q))}%。`
              : `单看${Y}年四季度，营业总收入${f2(s4)}亿元，比三季度${q >= 0 ? "高出" : "低了"}约${f1(Math.abs(q))}%。`,
            [
              V("revenue", `${Y}S4`, di % 2 ? String(floor) : f2(s4), "亿", di % 2 ? "gt" : "eq"),
              QOQ("revenue", `${Y}S4`, `${Y}S3`, { v: f1(q), cmp: "approx" }),
            ],
          ),
        );
    }
    // Analyst: net margin as a level, with 不足 / 超过 a round figure.
    const nm = get(t, "net_margin", Y, A);
    if (nm != null && nm > 0) {
      k++;
      const high = nm > 20;
      const ok = k % 3 !== 0;
      // A true "仍在X%以上" keeps 3 points of room: 归母净利润 over 营业总收入 reads up to ~3 points lower than the stored margin.
      const bound = high ? Math.floor((nm - 3) / 5) * 5 + (ok ? 0 : 10) : Math.ceil(nm / 5) * 5 - (ok ? 0 : 5);
      const tier = nm > 20 ? "赚钱效率依然出众" : nm >= 8 ? "利润率处在中游" : "属于薄利经营";
      const tierSpec =
        nm > 20
          ? V("net_margin", Y, "20", "%", "gt")
          : nm >= 8
            ? V("net_margin", Y, { cmp: "in", lo: "8", hi: "20" }, "%")
            : V("net_margin", Y, "8", "%", "lt");
      if (bound > 0 && (ok || Math.abs(bound - nm) > 1))
        out.push(
          c(
            ok ? "t" : "f",
            A,
            pick(["fV", "tF", "bear", "bull"], k),
            "annual",
            `${di % 2 ? "利润率层面，" : "盈利能力上，"}${Y}年净利率${high ? `仍在${bound}%以上` : `不足${bound}%`}，${tier}。`,
            [V("net_margin", Y, String(bound), "%", high ? "gt" : "lt", ok ? {} : { err: "wrong_value" }), tierSpec],
            ok ? {} : { err: "wrong_value" },
          ),
        );
    }
    // News analyst: the annual report's publication on or before asOf.
    const rep = announcements(t, `${Y}-12-31`, A).find((a) => /年度报告/.test(a.title ?? "") && !/摘要/.test(a.title));
    if (rep) {
      k++;
      out.push(
        c(
          "t",
          A,
          pick(["tN", "vN"], k),
          "announcement",
          di % 2
            ? `${short}已在${rep.date.slice(5, 7).replace(/^0/, "")}月披露${Y}年年报，基本面数据已经更新完毕。`
            : `${Y}年年报早在${rep.date}就已披露，本轮讨论的数据口径以它为准。`,
          [EV("annual_report", true, { from: `${Y}-12-31` })],
        ),
      );
    }
    // Quarterly revenue growth for the latest cumulative report, as 增速 with a one-decimal figure.
    for (const p of [`${Number(Y) + 1}M9`, `${Number(Y) + 1}H1`, `${Number(Y) + 1}Q1`]) {
      const v = get(t, "revenue", p, A);
      const v0 = get(t, "revenue", `${Y}${p.slice(4)}`, A);
      if (!v || !v0) continue;
      const g = gr(v, v0);
      k++;
      const ok = k % 2 === 0;
      const lab = { Q1: "一季度", M9: "前三季度", H1: "上半年" }[p.slice(4)];
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["fE", "tB", "tBe", "vF"], k),
          "quarterly",
          `${p.slice(0, 4)}年${lab}营收增速${ok ? f1(g) : f1(g + (g > 0 ? -6 : 6))}%（累计${f2(v)}亿元），${g >= 5 ? "需求端仍有韧性" : "收入端动能偏弱"}。`,
          [
            V("revenue", p, f2(v)),
            G("revenue", p, {
              v: ok ? f1(g) : f1(g + (g > 0 ? -6 : 6)),
              cmp: "approx",
              ...(ok ? {} : { err: "wrong_value" }),
            }),
            ...(g >= 5 ? [G("revenue", p, { v: "5", cmp: "ge" })] : [G("revenue", p, { v: "5", cmp: "lt" })]),
          ],
          ok ? {} : { err: "wrong_value" },
        ),
      );
      break;
    }
  }
  // Industry metrics no stored file holds (NIM, NPL, NBV, solvency, installed share, wholesale prices, crack spreads),
  // joined on some dates to a true stored figure: the point cannot be decided.
  const IND = {
    600036: ["净息差已收窄到1.9%以下，但不良率仍稳在0.95%附近，资产质量没有失守", "NIM / NPL"],
    601318: ["寿险新业务价值同比增长超两成，偿付能力充足率也保持在200%以上", "NBV / solvency"],
    300750: ["动力电池全球装机份额仍在三成以上，龙头地位短期难以撼动", "installed share"],
    "002594": ["海外销量占比已升到两成左右，出海成了第二增长曲线", "sales volume"],
    600519: ["飞天批价回落到2000元附近，渠道利润被压缩", "wholesale price"],
    "000858": ["普五批价站稳900元以上，渠道信心在恢复", "wholesale price"],
    600028: ["炼油毛利随油价回落而修复，化工板块仍在亏损边缘", "segment margins"],
  }[t];
  for (const [di, [A, Y]] of dates.entries()) {
    if (!IND || di === 3) continue;
    const np = get(t, "net_profit", Y, A);
    const lead = di % 2 && np ? `${Y}年归母净利润${f2(np)}亿元之外，` : "";
    const spec = di % 2 && np ? [V("net_profit", Y, f2(np)), U(IND[1])] : [U(IND[1])];
    out.push(c("u", A, pick(["tF", "fR", "vF", "tBe"], di + k), "undecidable", `${lead}${short}${IND[0]}。`, spec));
  }
  const seen = new Set();
  return out.filter((x) => !seen.has(x.claim) && seen.add(x.claim));
}
