// @ts-check
// The graph protocols' own report cards on the debate page: memory and its reviews, and the look-ahead check.
import { h } from "../ui/dom.js";
import { markIcon } from "../ui/mark-icon.js";
import { DIRECTION, MEMORY_MATCH, PROTOCOL, STANCE, protocolInfo } from "../lib/labels.js";

/** @typedef {import("../../src/wire/wire").MemoryItem} MemoryItem */
/** @typedef {import("../../src/wire/wire").LookAheadCheck} LookAheadCheck */

/**
 * The protocol's memory: which past calls and their reviews the deciding roles were shown.
 * @param {string | null} protocol
 * @param {boolean} enabled
 * @param {MemoryItem[] | null} memory
 */
export function memoryCard(protocol, enabled, memory) {
  const readers = protocolInfo(protocol)?.page.memoryReaders ?? "决策角色";
  const body = [];
  if (!enabled || memory === null) {
    body.push(h("p", { class: "muted" }, "本次请求关闭了记忆（memory: false），没有参考过往情境。"));
  } else if (memory.length === 0) {
    body.push(
      h("p", { class: "muted" }, "没有可用的过往类似情境（同一股票或同一市场状态，且结果在数据截至日前已知）。"),
    );
  } else {
    body.push(
      h(
        "p",
        { class: "muted small" },
        `以下过往结论及其复盘供${readers}参考（最多三条，越久权重越低）。收益为绝对收益：数据中没有指数序列，无基准可比。`,
      ),
    );
    body.push(
      h(
        "ol",
        { class: "memory-list" },
        memory.map((m) => memoryItem(m)),
      ),
    );
  }
  return h(
    "section",
    { class: "card report-card", id: "memory-card", "aria-labelledby": "memory-title" },
    h("h3", { class: "card__title", id: "memory-title" }, "记忆与复盘"),
    ...body,
  );
}

/** @param {MemoryItem} m */
function memoryItem(m) {
  const stance = STANCE[m.stance] ?? STANCE.neutral;
  const proto = PROTOCOL[m.protocol]?.text ?? m.protocol;
  const dir = (/** @type {string} */ d) => (DIRECTION[d] ? `${DIRECTION[d].icon} ${DIRECTION[d].text}` : "—");
  const horizon = { "1d": "一日", "1w": "一周", "1m": "一月" };
  return h(
    "li",
    { class: "memory-item" },
    h(
      "p",
      { class: "memory-item__head" },
      h("a", { href: `/d/${m.debateId}`, "data-nav": true }, `${m.asOf} · ${proto}`),
      " 当时结论 ",
      h("span", { class: `stance-pill ${stance.className}` }, stance.text),
      h(
        "span",
        { class: "muted small" },
        ` · ${MEMORY_MATCH[m.match] ?? m.match} · ${m.ageDays} 天前 · 权重 ${Number(m.weight).toFixed(2)}`,
      ),
    ),
    m.outcomes?.length
      ? h(
          "table",
          { class: "compare compare--small" },
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              ["周期", "当时判断", "实际走势", "绝对收益", "结果"].map((t) => h("th", { scope: "col" }, t)),
            ),
          ),
          h(
            "tbody",
            {},
            m.outcomes.map((o) =>
              h(
                "tr",
                {},
                h("td", {}, horizon[o.horizon] ?? o.horizon),
                h("td", {}, dir(o.expected)),
                h("td", {}, dir(o.realised)),
                h("td", { class: "num" }, `${o.return > 0 ? "+" : ""}${Number(o.return).toFixed(2)}%`),
                h("td", {}, markIcon(o.hit ? "verified" : "invalid"), o.hit ? " 判断正确" : " 判断失误"),
              ),
            ),
          ),
        )
      : null,
    m.lesson ? h("p", { class: "memory-item__lesson" }, h("strong", {}, "复盘："), m.lesson) : null,
  );
}

/**
 * The look-ahead check: nothing cited or remembered was public after asOf.
 * @param {LookAheadCheck | null} check
 * @param {import("./debate-view.js").DebateView} host renders evidence chips
 */
export function lookAheadCard(check, host) {
  const body = [];
  if (!check) {
    body.push(
      h("p", { class: "muted" }, "辩论结束后，程序会检查引用的证据与参考的记忆是否都在数据截至日或之前公开 / 已知。"),
    );
  } else if (check.ok) {
    body.push(
      h(
        "p",
        { class: "lookahead lookahead--ok" },
        markIcon("verified"),
        " ",
        h("strong", {}, "通过："),
        `引用的 ${check.citedChecked} 条证据与 ${check.memoryChecked} 条记忆均在 ${check.asOf} 或之前公开 / 已知。`,
      ),
    );
  } else {
    body.push(
      h(
        "p",
        { class: "lookahead lookahead--bad" },
        markIcon("invalid"),
        " ",
        h("strong", {}, "未通过："),
        `有内容在 ${check.asOf} 之后才公开 / 可知：`,
      ),
      h(
        "ul",
        {},
        (check.evidenceAfterAsOf ?? []).map((e) => h("li", {}, host.evidenceChip(e.id, ""), ` 公开于 ${e.publicDate}`)),
        (check.memoryAfterAsOf ?? []).map((x) =>
          h(
            "li",
            {},
            "一条记忆（",
            h("a", { href: `/d/${x.debateId}`, "data-nav": true }, "查看该辩论"),
            `）的结果在 ${x.knownOn} 才可知`,
          ),
        ),
      ),
    );
  }
  return h(
    "section",
    { class: "card report-card", id: "lookahead-card", "aria-labelledby": "lookahead-title" },
    h("h3", { class: "card__title", id: "lookahead-title" }, "时间穿越检查"),
    ...body,
  );
}
