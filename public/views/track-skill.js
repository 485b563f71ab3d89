// @ts-check
// The 战绩 page's lead section: the Brier skill score of the model and the baselines, each stated as a probability and
// scored against a constant forecast at the base rate, with bootstrap 95 % intervals; says plainly when it is below 0.
import { h } from "../ui/dom.js";
import { reliabilityChart } from "./track-charts.js";

/** @typedef {import("../../src/wire/wire").HorizonStats} HorizonStats */
/** @typedef {import("../../src/wire/wire").ForecasterSkill} ForecasterSkill */

/** @param {number | null} x */
const num = (x) => (x === null ? "—" : x.toFixed(3).replace("-", "−"));

/**
 * "−0.285（95%区间 −0.35 至 −0.22）" with n, as the API's skillNote writes it.
 * @param {ForecasterSkill["skill"]} e
 * @param {number} n
 */
const estimate = (e, n) =>
  e.value === null ? `—（n=${n}）` : `${num(e.value)}（95%区间 ${num(e.low)} 至 ${num(e.high)}，n=${n}）`;

/** @param {HorizonStats[]} horizons */
export function skillSection(horizons) {
  const keys = horizons[0]?.skill ?? [];
  const below = horizons.filter((x) => (x.skill[0]?.skill.value ?? 0) < 0);
  return h(
    "section",
    { class: "track-section", "aria-labelledby": "track-skill" },
    h("h2", { id: "track-skill" }, "技能分：是否胜过基准率"),
    h(
      "p",
      { class: "muted" },
      "技能分 = 1 − 预测的Brier分数 ÷ 参照预测的Brier分数。参照预测只用预测日之前已到期的行情，" +
        "按该方向此前出现的比例给出常数概率：高于0才算胜过它，低于0即不如它。",
    ),
    below.length
      ? h(
          "p",
          { class: "track-skill-warn", role: "note" },
          `注意：${below.map((x) => x.label).join("、")}的技能分低于0——本系统在这些期限上不如按此前涨跌比例给出的常数概率。`,
        )
      : null,
    h(
      "ul",
      { class: "track-notes" },
      horizons.map((x) => h("li", {}, x.skillNote)),
    ),
    h(
      "table",
      { class: "track-table", id: "track-skill-table" },
      h(
        "caption",
        {},
        "各预测者的技能分、Brier分数与对数损失（均附自助法95%区间与n；对数损失越低越好，抛硬币为0.693）",
      ),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "col" }, "预测者"),
          horizons.map((x) => h("th", { scope: "col" }, `${x.label}（${x.horizon}）`)),
        ),
      ),
      h(
        "tbody",
        {},
        keys.map((k, i) =>
          h(
            "tr",
            {},
            h("th", { scope: "row" }, k.label, h("br"), h("span", { class: "muted small" }, k.probability)),
            horizons.map((x) => {
              const s = x.skill[i];
              if (!s) return h("td", {}, "—");
              return h(
                "td",
                { class: (s.skill.value ?? 0) < 0 ? "track-skill--below" : null },
                `技能分 ${estimate(s.skill, s.n)}`,
                h("br"),
                h(
                  "span",
                  { class: "small" },
                  `Brier ${num(s.brier.value)}（参照 ${num(s.referenceBrier.value)}）；对数损失 ${num(s.logLoss.value)}`,
                ),
              );
            }),
          ),
        ),
      ),
    ),
  );
}

/** @param {{ score: number | null, n: number }} b */
const brierText = (b) => `Brier ${b.score === null ? "—" : b.score.toFixed(3)}（n=${b.n}，越低越好）`;

/**
 * Raw score against calibrated probability, side by side per horizon: the raw score's points sit far right of the
 * diagonal (a score, not a chance); the calibrated ones should lie on it.
 * @param {HorizonStats[]} horizons
 */
export function calibrationSection(horizons) {
  return h(
    "section",
    { class: "track-section", "aria-labelledby": "track-calib" },
    h("h2", { id: "track-calib" }, "置信度校准：原始分与校准概率（可靠性图）"),
    h(
      "p",
      { class: "muted" },
      "原始分是辩论质量综合分/100，不是概率；校准概率逐条只用此前已到期的预测拟合。点落在对角线上才说明所说的概率与实际命中一致；竖线为95%区间。",
    ),
    horizons.map((x) =>
      h(
        "div",
        { class: "track-reliability" },
        h("figure", {}, reliabilityChart(x), h("figcaption", {}, `${x.label}·原始分：${brierText(x.brier)}`)),
        h(
          "figure",
          {},
          reliabilityChart(x, x.calibration.reliability, "校准概率"),
          h(
            "figcaption",
            {},
            `${x.label}·校准概率：${brierText(x.calibration.brier)}`,
            x.calibration.uncalibrated ? `；样本不足，未校准 ${x.calibration.uncalibrated} 条` : null,
          ),
        ),
      ),
    ),
  );
}
