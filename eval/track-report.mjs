// The track record as Markdown: the same tables the 战绩 page shows (public/pages/track-page.js), from the same
// GET /api/track-record answer, so docs/evaluation.md and the page cannot disagree.

const pct = (x) => (x === null ? "—" : `${(x * 100).toFixed(1)}%`);
/** "55.0%（95%区间 40.1%–69.0%，n=40）" as on the page. */
export const proportionText = (p) =>
  p.n === 0 || p.rate === null ? "无样本（n=0）" : `${pct(p.rate)}（95%区间 ${pct(p.low)}–${pct(p.high)}，n=${p.n}）`;
const mean = (m) => (m.mean === null ? "—（n=0）" : `${m.mean >= 0 ? "+" : ""}${m.mean.toFixed(2)}%（n=${m.n}）`);
const num = (x) => (x === null ? "—" : x.toFixed(3).replace("-", "−"));
const estimateText = (e, n) =>
  e.value === null ? `—（n=${n}）` : `${num(e.value)}（95%区间 ${num(e.low)} 至 ${num(e.high)}，n=${n}）`;
const brier = (b) => (b.score === null ? "—（n=0）" : `${b.score.toFixed(3)}（n=${b.n}）`);

function table(head, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

export function renderTrackRecord(tr) {
  const H = tr.horizons;
  const p = tr.predictions;
  const out = [];
  out.push(
    "**技能分：是否胜过基准率**（1 − Brier ÷ 参照Brier；参照为只用此前已到期行情的基准率常数概率；自助法95%区间）",
  );
  out.push("");
  for (const h of H) out.push(`- ${h.skillNote}`);
  out.push("");
  out.push(
    table(
      ["预测者（概率口径）", ...H.map((h) => `${h.label}（${h.horizon}）`)],
      H[0].skill.map((k, i) => [
        `${k.label}：${k.probability}`,
        ...H.map((h) => {
          const s = h.skill[i];
          const brierText = `Brier ${num(s.brier.value)}（参照 ${num(s.referenceBrier.value)}）`;
          return `技能分 ${estimateText(s.skill, s.n)}；${brierText}；对数损失 ${num(s.logLoss.value)}`;
        }),
      ]),
    ),
  );
  out.push("");
  out.push(
    `共 ${p.total} 条预测（事前 ${p.forward} 条，回测 ${p.backtest} 条；待到期 ${p.pending} 条${p.unscorable ? `；无后续行情，无法计分 ${p.unscorable} 条` : ""}）；看多 ${p.stances.bullish}、看空 ${p.stances.bearish}、中性 ${p.stances.neutral}。`,
  );
  out.push("");
  out.push(
    table(
      ["指标", ...H.map((h) => `${h.label}（${h.horizon}）`)],
      [
        ["本系统命中率", ...H.map((h) => proportionText(h.hitRate))],
        ...H[0].baselines.map((b, i) => [`基准：${b.label}`, ...H.map((h) => proportionText(h.baselines[i].hitRate))]),
        ["方向性判断占比（覆盖率）", ...H.map((h) => proportionText(h.coverage))],
        [
          "无法成交占比（停牌/涨跌停）",
          ...H.map(
            (h) =>
              `${proportionText(h.untradeable.share)}：停牌 ${h.untradeable.suspended}，涨停 ${h.untradeable.limitUp}，跌停 ${h.untradeable.limitDown}`,
          ),
        ],
        ["按判断方向的平均收益", ...H.map((h) => mean(h.callReturn))],
        ["相对沪深300的平均超额", ...H.map((h) => mean(h.callExcess))],
        ["原始分当作概率的Brier分数（越低越好）", ...H.map((h) => brier(h.brier))],
      ],
    ),
  );
  out.push("");
  out.push("**校准概率的可靠性（逐条只用此前已到期的预测拟合；校准概率分箱 → 实际命中）**");
  out.push("");
  const counts = H.map((h) => {
    const c = h.calibration;
    return `${h.label} ${c.calibrated} 条（样本不足，未校准 ${c.uncalibrated} 条；Brier ${brier(c.brier)}）`;
  });
  out.push(`已校准 ${counts.join("，")}。`);
  out.push("");
  out.push(
    table(
      ["校准概率区间", ...H.map((h) => h.label)],
      H[0].calibration.reliability
        .map((bin, i) => [
          `${pct(bin.from)}–${pct(bin.to)}`,
          ...H.map((h) => {
            const b = h.calibration.reliability[i];
            return b.observed.n === 0 ? "—（n=0）" : `平均概率 ${pct(b.meanP)}，实际 ${proportionText(b.observed)}`;
          }),
        ])
        .filter((row) => row.slice(1).some((c) => c !== "—（n=0）")),
    ),
  );
  out.push("");
  out.push("**原始分的可靠性（辩论质量综合分/100 当作概率分箱 → 实际命中）**");
  out.push("");
  out.push(
    table(
      ["概率区间", ...H.map((h) => h.label)],
      H[0].reliability.map((bin, i) => [
        `${pct(bin.from)}–${pct(bin.to)}`,
        ...H.map((h) => {
          const b = h.reliability[i];
          return b.observed.n === 0 ? "—（n=0）" : `平均概率 ${pct(b.meanP)}，实际 ${proportionText(b.observed)}`;
        }),
      ]),
    ),
  );
  for (const [title, groups] of [
    ["按辩论方式", tr.byProtocol],
    ["按模型", tr.byModel],
    ["按公司", tr.byCompany],
  ]) {
    out.push("");
    out.push(`**${title}**`);
    out.push("");
    out.push(
      table(
        ["分组", "预测数", "一日命中率", "一周命中率", "一月命中率"],
        groups.map((g) => [
          g.label,
          String(g.predictions),
          ...g.horizons.map(
            (x) => `${proportionText(x.hitRate)}${x.untradeable ? `（无法成交 ${x.untradeable}）` : ""}`,
          ),
        ]),
      ),
    );
  }
  out.push("");
  out.push("口径：");
  for (const n of [...tr.notes, tr.benchmark.note]) out.push(`- ${n}`);
  out.push("");
  out.push(`> ${tr.disclaimer}`);
  return out.join("\n");
}
