// Case builder for blind11: each voice is a function of the stored figures known on asOf (read through facts.mjs,
// never the checker). A voice returns true / false (one error) / undecidable variants; label.mjs decides them again.
import { metric, run, sma, rsi, announcements } from "./facts.mjs";
import * as H from "./spec-helpers.mjs";

const { V, G, PP, R, MAX, RET, CLOSE, MA, RSI, EV, U, QOQ, CAGR } = H;
const f2 = (x) => x.toFixed(2);
const f1 = (x) => x.toFixed(1);
const CN = { Q1: "一季度", H1: "上半年", M9: "前三季度" };
const qName = (p) => `${p.slice(0, 4)}年${CN[p.slice(4)] ?? ""}`;
const yName = (y, asOf) => (Number(asOf.slice(0, 4)) - 1 === Number(y) ? "去年" : `${y}年`);
const get = (t, m, p, a) => {
  const r = metric(t, m, p, a);
  if (r.unknown) return null;
  return PCT.has(m) ? r.value : r.value / 1e8;
};
const PCT = new Set(["debt_ratio", "roe", "gross_margin", "net_margin"]);
const gr = (a, b) => (a / b - 1) * 100;
const pick = (arr, i) => arr[i % arr.length];

export function build(prefix, t, name, short, dates) {
  const c = H.maker(prefix, t);
  const out = [];
  let k = 0;
  for (const [di, [A, Y, Q]] of dates.entries()) {
    const alt = di % 2 === 1;
    const y0 = String(Number(Y) - 1);
    const y1 = String(Number(Y) - 2);
    const rev = get(t, "revenue", Y, A);
    const rev0 = get(t, "revenue", y0, A);
    const np = get(t, "net_profit", Y, A);
    const np0 = get(t, "net_profit", y0, A);
    const _np1 = get(t, "net_profit", y1, A);
    const ocf = get(t, "operating_cash_flow", Y, A);
    const ocf0 = get(t, "operating_cash_flow", y0, A);
    const ta = get(t, "total_assets", Y, A);
    const dr = get(t, "debt_ratio", Y, A);
    const dr0 = get(t, "debt_ratio", y0, A);
    const dr1 = get(t, "debt_ratio", y1, A);
    const qnp = Q && get(t, "net_profit", Q, A);
    const qnp0 = Q && get(t, "net_profit", String(Number(Q.slice(0, 4)) - 1) + Q.slice(4), A);
    const qrev = Q && get(t, "revenue", Q, A);
    const qrev0 = Q && get(t, "revenue", String(Number(Q.slice(0, 4)) - 1) + Q.slice(4), A);
    const s4 = get(t, "net_profit", `${Y}S4`, A);
    const s3 = get(t, "net_profit", `${Y}S3`, A);
    const bars = run(t, A);
    const closes = bars.map((b) => b.close);
    const L = closes.length - 1;
    const even = () => k++ % 2 === 0;

    // V1 DeepSeek-V3 bull: revenue and YoY in one clause, concession after 虽然.
    if (rev && rev0) {
      const g = gr(rev, rev0);
      const flat = Math.abs(g) < 1;
      const dir = g >= 0 ? "增长" : "下降";
      const revPrev = get(t, "revenue", y1, A);
      const slowed = revPrev ? g < gr(rev0, revPrev) : true;
      if (even())
        out.push(
          c(
            "t",
            A,
            pick(["bull", "tB", "fE"], k),
            "annual",
            alt
              ? `营业总收入方面，${short}${Y}年录得${f2(rev)}亿元，较上年${dir}${f1(Math.abs(g))}%——${g >= 0 ? (slowed ? "增速放缓但没有失速" : "增速较上年回升") : "回落之下体量犹在"}。`
              : `${yName(Y, A)}${short}营业总收入${f2(rev)}亿元，同比${dir}${f1(Math.abs(g))}%，${g >= 0 ? "规模仍在扩张" : "虽有回落但体量仍在"}。`,
            [
              V("revenue", Y, f2(rev)),
              G("revenue", Y, { v: f1(g), cmp: "approx" }),
              // 增速放缓 / 回升 compares this year's growth with last year's: asserted, not left to the tail.
              ...(alt && g >= 0 && revPrev
                ? [
                    H.GDIFF(
                      { metric: "revenue", period: Y },
                      { metric: "revenue", period: y0 },
                      { dir: slowed ? "down" : "up" },
                    ),
                  ]
                : []),
            ],
          ),
        );
      if (flat && out.at(-1).intent === "t") {
        out.pop();
        out.push(
          c(
            "t",
            A,
            pick(["tNe", "fE", "vF"], k),
            "annual",
            `${yName(Y, A)}${short}营业总收入${f2(rev)}亿元，与上年基本持平（同比${g >= 0 ? "+" : ""}${f2(g)}%），谈不上成长。`,
            [V("revenue", Y, f2(rev)), G("revenue", Y, { v: f2(g), cmp: "approx", size: "基本持平" })],
          ),
        );
      } else
        out.push(
          c(
            "f",
            A,
            pick(["bull", "tB", "fE"], k),
            "annual",
            `${Y}年营业总收入达${f2(rev0)}亿元，同比${dir}约${f1(Math.abs(g))}%，收入端底盘扎实。`,
            [
              V("revenue", Y, f2(rev0), "亿", "eq", { err: "wrong_period" }),
              G("revenue", Y, { v: f1(g), cmp: "approx" }),
            ],
            { err: "wrong_period", note: "写的是上一年的营业总收入" },
          ),
        );
    }
    // V2 Qwen bear: 由…变为…, direction word separate from the figures.
    if (np && np0) {
      const g = gr(np, np0);
      const right = g >= 0 ? "增长" : "下滑";
      const wrong = g >= 0 ? "下滑" : "增长";
      const ok = even();
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["bear", "tBe", "fQ", "tC"], k),
          "annual",
          alt
            ? `${Y}年归母净利润${f2(np)}亿元，对比${y0}年${f2(np0)}亿元，${ok ? right : wrong}了${f1(Math.abs(g))}%上下，这一点不能回避。`
            : `归母净利润由${y0}年的${f2(np0)}亿元变为${Y}年的${f2(np)}亿元，${ok ? right : wrong}幅度约${f1(Math.abs(g))}%。`,
          [
            V("net_profit", y0, f2(np0)),
            V("net_profit", Y, f2(np)),
            G(
              "net_profit",
              Y,
              ok ? { v: f1(g), cmp: "approx" } : { dir: g >= 0 ? "down" : "up", err: "wrong_direction" },
            ),
          ],
          ok ? {} : { err: "wrong_direction" },
        ),
      );
    }
    // V3 sell-side summary: 万亿 / 千亿 rounding of total assets, magnitude slip in the false one.
    if (ta) {
      const big = ta >= 10000;
      const ok = even();
      const v = big ? f2(ta / 10000) : String(Math.round(ta));
      const wrongV = big ? f2(ta / 1000) : String(Math.round(ta / 10));
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["tM", "fSy", "tF"], k),
          "annual",
          `${alt ? `资产端看，${Y}年底${short}总资产在` : `截至${Y}年末，公司总资产约`}${ok ? v : wrongV}${big ? "万亿" : "亿"}元，资产负债表${dr && dr < 50 ? "相当轻" : "体量庞大"}。`,
          [
            V("total_assets", Y, ok ? v : wrongV, big ? "万亿" : "亿", "approx", ok ? {} : { err: "wrong_magnitude" }),
            ...(dr && dr < 50 ? [V("debt_ratio", Y, "50", "%", "lt")] : []),
          ],
          ok ? {} : { err: "wrong_magnitude" },
        ),
      );
    }
    // V4 quant's signal log: close vs MA20 and RSI14 in a terse line.
    if (closes.length > 30) {
      const ma20 = sma(closes, 20)[L];
      const r = rsi(closes, 14)[L];
      const above = closes[L] > ma20;
      const ok = even();
      const rsiBad = !ok && alt;
      const rel = (ok || rsiBad) === above ? ">" : "<";
      const rv = rsiBad ? r + (r > 50 ? -18 : 18) : r;
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["tT", "vT", "fM"], k),
          "technical",
          `[${A} 收盘] ${t} close=${closes[L]} ${rel} MA20(${f2(ma20)})；RSI(14)=${f1(rv)}，${rv < 30 ? "超卖区" : rv > 70 ? "超买区" : "中性区间"}。`,
          [
            CLOSE(String(closes[L])),
            MA(20, "value", { v: f2(ma20), cmp: "approx" }),
            RSI(f1(rv), "approx", rsiBad ? { err: "wrong_value" } : {}),
            MA(20, rel === ">" ? "above" : "below", ok || rsiBad ? {} : { err: "wrong_direction" }),
          ],
          ok ? {} : { err: rsiBad ? "wrong_value" : "wrong_direction" },
        ),
      );
    }
    // V5 wire lead: quarter profit with YoY, false one overstates growth.
    if (qnp && qnp0) {
      const g = gr(qnp, qnp0);
      const ok = even();
      const w = ok ? g : g + (g >= 0 ? 12 : -12) * -1;
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["tN", "vN", "fS"], k),
          "quarterly",
          `【财报速递】${name}披露${qName(Q)}报告：期内实现归母净利润${f2(qnp)}亿元，同比${w >= 0 ? "+" : ""}${f2(w)}%。`,
          [
            V("net_profit", Q, f2(qnp)),
            G("net_profit", Q, { v: f2(w), cmp: "approx", ...(ok ? {} : { err: "wrong_value" }) }),
          ],
          ok ? {} : { err: "wrong_value" },
        ),
      );
    }
    // V6 forum post: 20-session move, colloquial, false one rounds the loss into a gain.
    if (closes.length > 25) {
      const r20 = gr(closes[L], closes[L - 20]);
      const ok = even();
      const w = ok ? r20 : alt ? r20 * 2.2 : -r20;
      const fe = alt ? "wrong_value" : "wrong_direction";
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["tS", "fS", "vT"], k),
          "technical",
          `${short}这20个交易日${w >= 0 ? "涨了" : "跌了"}差不多${f1(Math.abs(w))}%，${w >= 0 ? "拿着的兄弟心态稳了" : "套在上面的别急着割"}。`,
          [RET(20, { v: f1(w), cmp: "approx", ...(ok ? {} : { err: fe }) })],
          ok ? {} : { err: fe },
        ),
      );
      if (Math.abs(r20) < 1.5) out.pop();
    }
    // V7 board secretary (互动易): cash-flow cover of profit as a multiple.
    if (ocf && np) {
      const x = ocf / np;
      const ok = even();
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["fT", "tF", "fE"], k),
          "annual",
          `您好，公司${Y}年经营活动产生的现金流量净额为${f2(ocf)}亿元，约为同期归母净利润的${f2(ok ? x : np / ocf)}倍，感谢关注。`,
          [
            V("operating_cash_flow", Y, f2(ocf)),
            R("operating_cash_flow", "net_profit", Y, f2(ok ? x : np / ocf), {
              cmp: "approx",
              ...(ok ? {} : { err: "wrong_ratio" }),
            }),
          ],
          ok ? {} : { err: "wrong_ratio" },
        ),
      );
    }
    // V8 portfolio manager, terse: debt ratio in 个百分点; false one measures against two years back.
    if (dr && dr0 && dr1) {
      const ok = even();
      const pp = ok ? dr - dr0 : dr - dr1;
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["tP", "tNe", "fR"], k),
          "annual",
          `杠杆端：资产负债率${f2(dr)}%，较上年${pp >= 0 ? "抬升" : "回落"}${f2(Math.abs(pp))}个百分点，${pp >= 0 ? "需留意" : "不构成约束"}。`,
          [
            V("debt_ratio", Y, f2(dr), "%", "eq"),
            PP("debt_ratio", Y, { v: f2(pp), cmp: "approx", ...(ok ? {} : { err: "wrong_base_year" }) }),
          ],
          ok ? {} : { err: "wrong_base_year", note: "差值是相对前年" },
        ),
      );
    }
    // V9 compliance review: 创X年新高 / 新低 on net profit.
    {
      const years = [];
      for (let y = Number(Y) - 4; y <= Number(Y); y++)
        if (get(t, "net_profit", String(y), A) != null) years.push(String(y));
      if (years.length >= 4 && np) {
        const vals = years.map((y) => get(t, "net_profit", y, A));
        const isMax = np >= Math.max(...vals);
        const ok = even();
        const word = isMax === ok ? "为近年最高" : "为近年最低";
        const isMin = np <= Math.min(...vals);
        if (ok && !isMax && !isMin) {
          out.push(
            c(
              "t",
              A,
              pick(["tC", "fR", "tM"], k),
              "annual",
              `${alt ? "二审备注：" : "合规复核："}原稿所述“${short}${Y}年归母净利润创新高”不成立，${years[0]}-${Y}年最高的一年是${years[vals.indexOf(Math.max(...vals))]}年。`,
              [MAX("net_profit", years[vals.indexOf(Math.max(...vals))], years)],
            ),
          );
        } else if (ok) {
          out.push(
            c(
              "t",
              A,
              pick(["tC", "fR", "tM"], k),
              "annual",
              alt
                ? `复核意见：${years[0]}至${Y}年这几年里，${Y}年归母净利润${f2(np)}亿元${word}，原文可保留。`
                : `经核对，${Y}年归母净利润${f2(np)}亿元，在${years[0]}-${Y}年间${word}，表述无误。`,
              [V("net_profit", Y, f2(np)), isMax ? MAX("net_profit", Y, years) : H.MIN("net_profit", Y, years)],
            ),
          );
        } else {
          out.push(
            c(
              "f",
              A,
              pick(["tC", "fR", "tM"], k),
              "annual",
              `经核对，${Y}年归母净利润${f2(np)}亿元，在${years[0]}-${Y}年间${isMax ? "为近年最低" : "创出新高"}。`,
              [
                V("net_profit", Y, f2(np)),
                isMax
                  ? H.MIN("net_profit", Y, years, { err: "wrong_extreme" })
                  : MAX("net_profit", Y, years, { err: "wrong_extreme" }),
              ],
              { err: "wrong_extreme" },
            ),
          );
        }
      }
    }
    // V10 fund letter: single fourth quarter and 环比.
    if (s4 != null && s3 != null && s3 > 0) {
      const q = gr(s4, s3);
      const ok = even();
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["tM", "fL", "tB"], k),
          "quarterly",
          `我们注意到，${Y}年第四季度单季归母净利润为${f2(ok ? s4 : s3)}亿元，环比${q >= 0 ? "上行" : "回落"}约${f1(Math.abs(q))}%。`,
          [
            V("net_profit", `${Y}S4`, f2(ok ? s4 : s3), "亿", "eq", ok ? {} : { err: "wrong_period" }),
            QOQ("net_profit", `${Y}S4`, `${Y}S3`, { v: f1(q), cmp: "approx" }),
          ],
          ok ? {} : { err: "wrong_period", note: "给出的是三季度单季" },
        ),
      );
    }
    // V11 Kimi researcher: three-year compound growth, rounded.
    {
      const y3 = String(Number(Y) - 3);
      const a = get(t, "revenue", y3, A);
      if (a && rev && a > 0) {
        const cg = ((rev / a) ** (1 / 3) - 1) * 100;
        const ok = even();
        const w = ok ? cg : gr(rev, a);
        out.push(
          c(
            ok ? "t" : "f",
            A,
            pick(["tB", "fE", "vF"], k),
            "annual",
            `拉长看，${y3}年到${Y}年营业总收入的年复合增速在${f1(w)}%上下，${cg > 10 ? "成长性并未被证伪" : "已谈不上高成长"}。`,
            [CAGR("revenue", y3, Y, { v: f1(w), cmp: "approx", ...(ok ? {} : { err: "wrong_value" }) })],
            ok ? {} : { err: "wrong_value", note: "写成了三年累计增幅" },
          ),
        );
      }
    }
    // V12 DeepSeek-R1 risk debater: OCF change with a size word.
    if (ocf && ocf0 && ocf0 > 0) {
      const g = gr(ocf, ocf0);
      const trueW = g >= 20 ? "大幅增长" : g >= 0 ? "增长" : g <= -20 ? "大幅下滑" : "下滑";
      const falseW = g >= 20 ? "小幅增长" : g >= 0 ? "下滑" : g <= -20 ? "小幅下滑" : "增长";
      const ok = even();
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["tC", "tA", "fR", "bear"], k),
          "annual",
          `${g < 0 ? "值得警惕的是现金流：" : "现金流反倒是亮点："}${Y}年经营现金流净额${f2(ocf)}亿元，较${f2(ocf0)}亿元${ok ? trueW : falseW}。`,
          [
            V("operating_cash_flow", Y, f2(ocf)),
            V("operating_cash_flow", y0, f2(ocf0)),
            G("operating_cash_flow", Y, { size: ok ? trueW : falseW, ...(ok ? {} : { err: "wrong_magnitude" }) }),
          ],
          ok ? {} : { err: falseW.includes("小幅") ? "wrong_magnitude" : "wrong_direction" },
        ),
      );
      if (!ok && !falseW.includes("小幅")) out.at(-1).spec[2].err = "wrong_direction";
    }
    // V13 revenue of the cumulative quarter, 亿 vs 万元 written as model habit (万元 figure).
    if (qrev && qrev0) {
      const g = gr(qrev, qrev0);
      const ok = even();
      const wan = Math.round(qrev * 10000);
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["fE", "tF", "vF"], k),
          "quarterly",
          `${qName(Q)}营业总收入${ok ? wan : Math.round(wan / 10)}万元（同比${g >= 0 ? "增" : "减"}${f1(Math.abs(g))}%），${g >= 0 ? "开局不差" : "需求仍在消化"}。`,
          [
            V(
              "revenue",
              Q,
              String(ok ? wan : Math.round(wan / 10)),
              "万",
              "approx",
              ok ? {} : { err: "wrong_magnitude" },
            ),
            G("revenue", Q, { v: f1(g), cmp: "approx" }),
          ],
          ok ? {} : { err: "wrong_magnitude" },
        ),
      );
    }
    // Undecidable: a true figure joined to something no stored file holds.
    const unds = [
      () =>
        np && [
          `${Y}年归母净利润${f2(np)}亿元，但市场一致预期更高，业绩实际低于卖方预测。`,
          [V("net_profit", Y, f2(np)), U("consensus")],
          "tBe",
        ],
      () =>
        rev && [
          `若${Number(Y) + 1}年营收增速回落到个位数，按${f2(rev)}亿元的基数推算，估值中枢将下移。`,
          [V("revenue", Y, f2(rev)), U("scenario")],
          "tA",
        ],
      () => [`北向资金近一个月持续净流入${short}，筹码在向长线资金集中。`, [U("fund flows")], "tS"],
      () =>
        ta && [
          `相比同行头部公司，${short}总资产约${Math.round(ta)}亿元，规模仍有差距。`,
          [V("total_assets", Y, String(Math.round(ta)), "亿", "approx"), U("peer")],
          "fQ",
        ],
      () => [`海外业务收入占比已超过三成，成为${short}新的增长引擎。`, [U("segment")], "bull"],
    ];
    const u = unds[k % unds.length]();
    k++;
    if (u) out.push(c("u", A, u[2], "undecidable", u[0], u[1]));
    const u2 = unds[(k + 2) % unds.length]();
    if (u2 && k % 3 === 0) out.push(c("u", A, pick(["vN", "fM"], k), "undecidable", u2[0], u2[1]));
  }
  const seen = new Set();
  return out.filter((x) => !seen.has(x.claim) && seen.add(x.claim));
}

/** Announcement claims for the companies with a notice feed (a filtered subset: see the feed check below). */
export function events(prefix, t, short, asOf, from) {
  const c = H.maker(prefix, t);
  const has = (kind) => announcements(t, from, asOf).some((a) => a.title?.match(/./) && kind.test(a.title));
  const out = [];
  const kinds = [
    ["repurchase", /回购/, "回购"],
    ["dividend", /分红|利润分配|派息|权益分派/, "分红"],
    ["placement", /非公开发行|向特定对象发行|定增|定向增发/, "定增"],
    ["equity_incentive", /员工持股|股权激励/, "股权激励"],
  ];
  // The feed is a filtered subset: a company's feed with no notice at all of a category (平安 has no financing or
  // incentive notice in three years, though it issues bonds and runs yearly holding plans) cannot show its absence.
  const feed = new Set(announcements(t, "1990-01-01", "2999-12-31").map((a) => a.category));
  const feedCat = {
    repurchase: "repurchase",
    dividend: "dividend",
    placement: "financing",
    equity_incentive: "equity_incentive",
  };
  for (const [kind, re, word] of kinds) {
    const e = has(re);
    if (!e && !feed.has(feedCat[kind]))
      out.push(
        c("u", asOf, "vN", "undecidable", `${short}${from}之后披露了${word}方案，资金面多了一层支撑。`, [
          U(`notices only partly stored: no ${feedCat[kind]} notice of this company in the feed`),
        ]),
      );
    else if (e)
      out.push(
        c("t", asOf, "tN", "announcement", `${from}以来${short}发布过${word}相关公告，消息面偏正面。`, [
          EV(kind, true, { from }),
        ]),
      );
    else
      out.push(
        c(
          "f",
          asOf,
          "vN",
          "announcement",
          `${short}${from}之后披露了${word}方案，资金面多了一层支撑。`,
          [EV(kind, true, { from, err: "nonexistent_event" })],
          { err: "nonexistent_event" },
        ),
      );
  }
  return out;
}
