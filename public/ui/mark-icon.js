// @ts-check
// The verification marks' icons drawn as inline SVG in the text's colour. An emoji (✅ ❌ ❔ ⚠️) needs an emoji font:
// without one the page showed `▯ 已核验` and the PDF `☒`. The word beside the icon carries the meaning; the icon only
// reinforces it, so it is hidden from screen readers.

import { svg } from "./dom.js";

/** Each mark's drawing on a 16×16 grid: a shape, then the strokes inside it. */
const DRAWINGS = {
  verified: { shape: "circle", paths: ["M4.6 8.3 7 10.6 11.4 5.6"] },
  invalid: { shape: "circle", paths: ["M5.5 5.5 10.5 10.5", "M10.5 5.5 5.5 10.5"] },
  unverifiable: { shape: "circle", paths: ["M6.1 6.2a2 2 0 1 1 2.6 1.9c-.5.2-.7.6-.7 1.1v.4", "M8 11.6v.1"] },
  doubtful: { shape: "triangle", paths: ["M8 6.2v3.2", "M8 11.6v.1"] },
};

/**
 * @param {string} kind verified | invalid | unverifiable | doubtful (anything else draws as doubtful)
 * @returns {SVGElement}
 */
export function markIcon(kind) {
  const drawing = DRAWINGS[/** @type {keyof typeof DRAWINGS} */ (kind)] ?? DRAWINGS.doubtful;
  const stroke = {
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "1.6",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  };
  const shape =
    drawing.shape === "circle"
      ? svg("circle", { cx: "8", cy: "8", r: "6.8", ...stroke })
      : svg("path", { d: "M8 1.6 15 14.2H1z", ...stroke });
  return svg(
    "svg",
    { viewBox: "0 0 16 16", width: "14", height: "14", class: "mark-icon", "aria-hidden": "true", focusable: "false" },
    shape,
    drawing.paths.map((d) => svg("path", { d, ...stroke })),
  );
}
