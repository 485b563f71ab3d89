// @ts-check
// The debate page's header line: the data date, the plan as the protocol words it, memory, models and the start time.
import { formatDateTime, protocolInfo } from "../lib/labels.js";

/** @typedef {import("./debate-view.js").ViewState} ViewState */

/**
 * The header's parts, in order. The plan is the protocol's own words (its plug-in's `page.header`), with `{rounds}`
 * and `{<option>}` filled from this debate.
 * @param {ViewState} s
 * @param {boolean} graph whether the debate runs a graph protocol (it shows whether memory is on)
 * @returns {string[]}
 */
export function headerMeta(s, graph) {
  /** @type {Record<string, number | null>} */
  const values = { rounds: s.rounds, ...s.options };
  const fill = (/** @type {string} */ w) => w.replace(/\{(\w+)\}/g, (_, k) => String(values[k] ?? "?"));
  const plan = (protocolInfo(s.protocol)?.page.header ?? []).map(fill);
  const parts = [`数据截至 ${s.asOf}`, ...plan];
  if (graph) parts.push(s.memoryEnabled === false ? "记忆：关" : "记忆：开");
  if (s.models && !s.models.offline) parts.push(`模型 ${s.models.quick} / ${s.models.deep}`);
  if (s.createdAt) parts.push(`开始于 ${formatDateTime(s.createdAt)}`);
  return parts;
}
