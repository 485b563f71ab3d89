// @ts-check
import { svg } from "../ui/dom.js";

/**
 * A radar chart of the judge's four scores (0-100), hand-drawn in SVG: four axes, rings at 25/50/75/100, the
 * score polygon, and each axis labelled with its name and value so the chart never relies on shape alone.
 * @param {{ label: string, value: number }[]} axes
 * @param {{ size?: number }} [options]
 */
export function radarChart(axes, { size = 260 } = {}) {
  const pad = 58;
  const c = size / 2;
  const r = c - pad;
  const n = axes.length;
  const point = (/** @type {number} */ i, /** @type {number} */ value) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
    const d = (r * Math.max(0, Math.min(100, value))) / 100;
    return [c + d * Math.cos(angle), c + d * Math.sin(angle)];
  };
  const pts = (/** @type {number[]} */ values) =>
    values
      .map((v, i) =>
        point(i, v)
          .map((x) => x.toFixed(1))
          .join(","),
      )
      .join(" ");
  const label = axes.map((a) => `${a.label} ${Math.round(a.value)}`).join("，");

  const chart = svg(
    "svg",
    {
      viewBox: `0 0 ${size} ${size}`,
      width: size,
      height: size,
      class: "radar__svg",
      role: "img",
      "aria-label": `评分雷达图：${label}`,
    },
    svg("title", {}, `评分雷达图：${label}`),
    [25, 50, 75, 100].map((ring) =>
      svg("polygon", {
        class: ring === 100 ? "radar__ring radar__ring--outer" : "radar__ring",
        points: pts(axes.map(() => ring)),
      }),
    ),
    axes.map((_, i) => {
      const [x, y] = point(i, 100);
      return svg("line", { class: "radar__axis", x1: c, y1: c, x2: x.toFixed(1), y2: y.toFixed(1) });
    }),
    svg("polygon", { class: "radar__area", points: pts(axes.map((a) => a.value)) }),
    axes.map((a, i) => {
      const [x, y] = point(i, a.value);
      return svg("circle", { class: "radar__dot", cx: x.toFixed(1), cy: y.toFixed(1), r: 3.5 });
    }),
    axes.map((a, i) => {
      const [x, y] = point(i, 100);
      const dx = x - c;
      const dy = y - c;
      const anchor = Math.abs(dx) < 1 ? "middle" : dx > 0 ? "start" : "end";
      const lx = x + (Math.abs(dx) < 1 ? 0 : dx > 0 ? 8 : -8);
      const ly = y + (Math.abs(dy) < 1 ? 0 : dy > 0 ? 18 : -22);
      return svg(
        "text",
        { class: "radar__label", x: lx.toFixed(1), y: ly.toFixed(1), "text-anchor": anchor },
        svg("tspan", { x: lx.toFixed(1), dy: "0" }, a.label),
        svg("tspan", { x: lx.toFixed(1), dy: "1.2em", class: "radar__value" }, String(Math.round(a.value))),
      );
    }),
  );
  return chart;
}
