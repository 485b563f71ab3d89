// @ts-check
// A role's or a verdict's three horizons (一日 / 一周 / 一月) as one row of directions, each with its icon and word.
import { h } from "../ui/dom.js";
import { DIRECTION, HORIZON } from "../lib/labels.js";

/** @typedef {import("../../src/wire/wire").RoleOutput} RoleOutput */
/** @typedef {NonNullable<RoleOutput["horizons"]>} Horizons */

/** @param {Horizons} horizons */
export function horizonsRow(horizons) {
  return h(
    "p",
    { class: "horizons" },
    h("span", { class: "muted small" }, "方向："),
    HORIZON.map((x) => {
      const d = DIRECTION[horizons[x.key]] ?? DIRECTION.flat;
      return h(
        "span",
        { class: `horizon ${d.className}` },
        `${x.label} `,
        h("span", { "aria-hidden": "true" }, d.icon),
        ` ${d.text}`,
      );
    }),
  );
}
