// Second set of blind11 voices: rebuttals, margins and ROE, moving-average order, MACD, half years, single
// quarters, cash change in 亿, streaks, multiples between years, TTM, and more points the data cannot decide.
import { metric, run, sma, macd } from "./facts.mjs";
import * as H from "./spec-helpers.mjs";

const { V, G, PP, D, RET, MAORDER, MACD, U, X, UP, DOWN } = H;
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
const _prevY = (p) => String(Number(p.slice(0, 4)) - 1) + p.slice(4);

export function build2(prefix, t, name, short, dates) {
  const c = H.maker(prefix, t);
  const out = [];
  let k = 1;
  const even = () => k++ % 2 === 0;
  for (const [di, [A, Y, Q]] of dates.entries()) {
    const alt = di % 2 === 1;
    const y0 = String(Number(Y) - 1);
    const np = get(t, "net_profit", Y, A);
    const np0 = get(t, "net_profit", y0, A);
    // GLM rebuttal: the opponent's year against this year; the false one swaps the two years' figures.
    if (np && np0 && Math.abs(np - np0) / np0 > 0.01) {
      const ok = even();
      const [a, b] = ok ? [np0, np] : [np, np0];
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["bull", "bear", "tB", "tBe"], k),
          "annual",
          alt
            ? `反方引用的${f2(b)}亿元是${Y}年的数，${y0}年其实是${f2(a)}亿元，口径别混。`
            : `对方拿${y0}年${f2(a)}亿元的归母净利润做文章，却回避了${Y}年已是${f2(b)}亿元这一事实。`,
          [
            V("net_profit", y0, f2(a), "亿", "eq", ok ? {} : { err: "wrong_period" }),
            V("net_profit", Y, f2(b), "亿", "eq", ok ? {} : { err: "wrong_period" }),
          ],
          ok ? {} : { err: "wrong_period", note: "两年数字互换" },
        ),
      );
    }
    // Qwen analyst: ROE with 个百分点; the false one misreads the level by about three points.
    const roe = get(t, "roe", Y, A);
    const roe0 = get(t, "roe", y0, A);
    if (roe != null && roe0 != null) {
      const ok = even();
      const pp = roe - roe0;
      const v = ok ? roe : roe + 3.2;
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["fE", "tF", "vF"], k),
          "annual",
          `盈利质量方面，ROE（加权）${f2(v)}%，${pp >= 0 ? "较上年提高" : "同比收窄"}${f2(Math.abs(pp))}个百分点。`,
          [
            V("roe", Y, f2(v), "%", "approx", ok ? {} : { err: "wrong_value" }),
            PP("roe", Y, { v: f2(pp), cmp: "approx" }),
          ],
          ok ? {} : { err: "wrong_value" },
        ),
      );
    }
    // Bull on margins: 毛利率 as a level; the false one cites the year before.
    const gm = get(t, "gross_margin", Y, A);
    const gm0 = get(t, "gross_margin", y0, A);
    if (gm != null && gm0 != null && gm > 0 && Math.abs(gm - gm0) > 0.3) {
      const ok = even();
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["bull", "tA", "fV"], k),
          "annual",
          `${alt ? `看毛利率：${Y}年为` : `${Y}年毛利率`}${f2(ok ? gm : gm0)}%，${gm >= gm0 ? "不降反升" : "虽有下滑"}，定价权${gm > 40 ? "依旧稳固" : "谈不上强"}。`,
          [
            V("gross_margin", Y, f2(ok ? gm : gm0), "%", "eq", ok ? {} : { err: "wrong_period" }),
            PP("gross_margin", Y, { dir: gm >= gm0 ? "up" : "down" }),
            ...(gm > 40 ? [V("gross_margin", Y, "40", "%", "gt")] : [V("gross_margin", Y, "40", "%", "le")]),
          ],
          ok ? {} : { err: "wrong_period" },
        ),
      );
    }
    const bars = run(t, A);
    const closes = bars.map((b) => b.close);
    const L = closes.length - 1;
    if (closes.length > 80) {
      const ms = [5, 20, 60].map((n) => sma(closes, n)[L]);
      const bull = ms[0] > ms[1] && ms[1] > ms[2];
      const bear = ms[0] < ms[1] && ms[1] < ms[2];
      // Vote's technical lens: moving-average order in words.
      if (bull || bear) {
        const ok = even();
        const says = ok === bull ? "bull" : "bear";
        out.push(
          c(
            ok ? "t" : "f",
            A,
            pick(["vT", "tT", "fM"], k),
            "technical",
            says === "bull"
              ? alt
                ? `${short}日线上MA5站在MA20之上、MA20又在MA60之上，均线多头格局。`
                : `${short}均线呈多头排列（5日>20日>60日），中期趋势尚未破坏。`
              : alt
                ? `${short}：MA5<MA20<MA60，均线空头排列下反弹只能看作减仓窗口。`
                : `${short}的60日、20日、5日均线自上而下依次排开，典型空头排列。`,
            [MAORDER([5, 20, 60], says, ok ? {} : { err: "wrong_direction" })],
            ok ? {} : { err: "wrong_direction" },
          ),
        );
      } else {
        k++;
        out.push(
          c(
            "f",
            A,
            pick(["tT", "vT"], k),
            "technical",
            alt
              ? `${short}均线系统已修复为多头排列，趋势资金可以回来了。`
              : `${short}5日、20日、60日三线已完成多头排列，上涨结构清晰。`,
            [MAORDER([5, 20, 60], "bull", { err: "wrong_direction" })],
            { err: "wrong_direction" },
          ),
        );
      }
      // Trader: DIF against DEA, with a 60-session return as a range.
      const { dif, dea } = macd(closes);
      const above = dif[L] > dea[L];
      const r60 = gr(closes[L], closes[L - 60]);
      const ok = even();
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["tTr", "tT", "vT"], k),
          "technical",
          `MACD上DIF${above === ok ? "仍在DEA之上" : "已落到DEA下方"}，叠加近60个交易日${r60 >= 0 ? "累计上涨" : "累计下跌"}${f1(Math.abs(r60))}%左右，${r60 >= 0 ? "可持有观察" : "仓位宜控制"}。`,
          [
            MACD(above === ok ? "dif_above_dea" : "dif_below_dea", undefined, ok ? {} : { err: "wrong_direction" }),
            RET(60, { v: f1(r60), cmp: "approx" }),
          ],
          ok ? {} : { err: "wrong_direction" },
        ),
      );
    }
    if (Q) {
      const y = Q.slice(0, 4);
      // Half year read from the cumulative report (news analyst).
      const h = get(t, "net_profit", `${y}H1`, A);
      const h0 = get(t, "net_profit", `${Number(y) - 1}H1`, A);
      if (h && h0) {
        const g = gr(h, h0);
        const ok = even();
        out.push(
          c(
            ok ? "t" : "f",
            A,
            pick(["tN", "fS", "vN"], k),
            "quarterly",
            `${y}年上半年，${name}归母净利润${ok ? `约${Math.round(h)}` : `约${Math.round(h0)}`}亿元，同比${g >= 0 ? "增长" : "下降"}${f1(Math.abs(g))}%。`,
            [
              V(
                "net_profit",
                `${y}H1`,
                String(Math.round(ok ? h : h0)),
                "亿",
                "approx",
                ok ? {} : { err: "wrong_period" },
              ),
              G("net_profit", `${y}H1`, { v: f1(g), cmp: "approx" }),
            ],
            ok ? {} : { err: "wrong_period", note: "写的是上年同期" },
          ),
        );
        if (!ok && Math.abs(h - h0) / h0 < 0.05) out.pop();
      }
      // Single third quarter (trader shorthand Q3).
      const s3 = get(t, "revenue", `${y}S3`, A);
      const s30 = get(t, "revenue", `${Number(y) - 1}S3`, A);
      if (Q.endsWith("M9") && s3 && s30) {
        const g = gr(s3, s30);
        const ok = even();
        const cum = get(t, "revenue", Q, A);
        out.push(
          c(
            ok ? "t" : "f",
            A,
            pick(["tTr", "tF", "fE"], k),
            "quarterly",
            `Q3单季营收${f2(ok ? s3 : cum)}亿，yoy ${g >= 0 ? "+" : ""}${f1(g)}%，${g >= 0 ? "环境不差" : "边际走弱"}。`,
            [
              V("revenue", `${y}S3`, f2(ok ? s3 : cum), "亿", "eq", ok ? {} : { err: "wrong_period" }),
              G("revenue", `${y}S3`, { v: f1(g), cmp: "approx" }),
            ],
            ok ? {} : { err: "wrong_period", note: "前三季度累计当作单季" },
          ),
        );
      }
      // TTM profit (researcher), rounded to the nearest 亿.
      if (Q.endsWith("Q1")) {
        const ttm = get(t, "net_profit", `${Q}TTM`, A);
        if (ttm && np) {
          const ok = even();
          out.push(
            c(
              ok ? "t" : "f",
              A,
              pick(["fV", "tM", "tF"], k),
              "annual",
              `滚动四个季度（TTM）归母净利润约${Math.round(ok ? ttm : np)}亿元，${ttm >= np ? "略高于" : "低于"}${Y}年全年水平。`,
              [
                V(
                  "net_profit",
                  `${Q}TTM`,
                  String(Math.round(ok ? ttm : np)),
                  "亿",
                  "approx",
                  ok ? {} : { err: "wrong_period" },
                ),
              ],
              ok ? {} : { err: "wrong_period", note: "用了上年全年数" },
            ),
          );
          if (!ok && Math.abs(ttm - np) / np < 0.03) out.pop();
        }
      }
    }
    // Cash change in 亿 (fund letter), the false one gets the sign wrong.
    const cash = get(t, "cash", Y, A);
    const cash0 = get(t, "cash", y0, A);
    if (cash && cash0) {
      const d = cash - cash0;
      const ok = even();
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["tM", "fL", "tNe"], k),
          "annual",
          `账上货币资金${f2(cash)}亿元，比上年末${(d >= 0) === ok ? "多出" : "减少"}约${Math.round(Math.abs(d))}亿元。`,
          [
            V("cash", Y, f2(cash)),
            D(
              "cash",
              Y,
              ok
                ? { v: String(Math.round(d)), cmp: "approx" }
                : { v: String(-Math.round(d)), cmp: "approx", err: "wrong_direction" },
            ),
          ],
          ok ? {} : { err: "wrong_direction" },
        ),
      );
      if (Math.abs(d) < 1) out.pop();
    }
    // Streak (forum / KOL voice).
    const ys = [0, 1, 2, 3].map((i) => String(Number(Y) - 3 + i));
    const vs = ys.map((y) => get(t, "revenue", y, A));
    if (vs.every((v) => v)) {
      const up = vs.slice(1).every((v, i) => v > vs[i]);
      const down = vs.slice(1).every((v, i) => v < vs[i]);
      const ok = up || down ? even() : false;
      const sayUp = ok ? up : !up;
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["tS", "fS", "vF"], k),
          "annual",
          alt
            ? `从${ys[1]}年到${ys[3]}年，${short}营业总收入${sayUp ? "三连升" : "三连降"}，趋势摆在那里。`
            : `${ys[0]}年之后${short}营收${sayUp ? "一年比一年高" : "年年往下走"}，连续三年${sayUp ? "增长" : "下滑"}，这点没什么好争的。`,
          [(sayUp ? UP : DOWN)("revenue", ys, ok ? {} : { err: "wrong_direction" })],
          ok ? {} : { err: "wrong_direction" },
        ),
      );
    }
    // Multiple between years (Kimi researcher); the false one confuses 倍 with 增长倍数.
    const y4 = String(Number(Y) - 4);
    const base = get(t, "net_profit", y4, A);
    if (base && np && base > 0 && np / base > 1.5) {
      const x = np / base;
      const ok = even();
      out.push(
        c(
          ok ? "t" : "f",
          A,
          pick(["tB", "fE", "bull"], k),
          "annual",
          ok
            ? `${Y}年归母净利润是${y4}年的${f2(x)}倍，四年间利润体量明显上台阶。`
            : `${Y}年归母净利润是${y4}年的${f2(x - 1)}倍，四年间利润体量明显上台阶。`,
          [X("net_profit", Y, y4, { v: f2(ok ? x : x - 1), cmp: "approx", ...(ok ? {} : { err: "wrong_value" }) })],
          ok ? {} : { err: "wrong_value", note: "把增长倍数写成了倍数" },
        ),
      );
    }
    // Undecidable: targets, management quotes, industry data, future dates.
    const u = [
      [`多家券商给出${short}目标价，平均上行空间约两成。`, [U("target price")], "tTr"],
      [
        `${short}管理层在业绩说明会上表示${Number(Y) + 1}年资本开支将明显收缩，自由现金流有望改善。`,
        [U("forecast")],
        "fL",
      ],
      [`行业库存周期已见底，${short}作为龙头将率先受益。`, [U("industry")], "tA"],
      [`${Number(A.slice(0, 4)) + 1}年一季度${short}净利润有望重回两位数增长。`, [U("after stored data")], "fM"],
      [`${short}的市场份额较主要竞争对手高出约5个百分点。`, [U("peer/segment")], "vF"],
      [`融资余额连续五日回升，杠杆资金对${short}的态度转暖。`, [U("margin financing")], "tS"],
    ];
    const pickU = u[(k + Number(Y)) % u.length];
    out.push(c("u", A, pickU[2], "undecidable", pickU[0], pickU[1]));
    const u2 = u[(k + Number(Y) + 3) % u.length];
    if (di % 2 === 0) out.push(c("u", A, pick(["tP", "fT", "bear"], k), "undecidable", u2[0], u2[1]));
  }
  const seen = new Set();
  return out.filter((x) => !seen.has(x.claim) && seen.add(x.claim));
}
