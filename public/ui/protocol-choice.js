// @ts-check
// Which protocol new debates run: the home page's choice (radio buttons) and the search bar's select are one setting.
// Both list the server's protocols (GET /api/protocols), loaded once before the page renders.
import { getJson } from "../lib/api.js";
import { $, h } from "./dom.js";
import { PROTOCOLS, defaultProtocol, protocolInfo, useProtocols } from "../lib/labels.js";

/** @typedef {import("../../src/wire/wire-protocols").ProtocolsResponse} ProtocolsResponse */

const protocolSelect = /** @type {HTMLSelectElement} */ ($("protocol-select"));
const picker = $("protocol-picker");

/** The protocol new debates run: the home page's choice and the search bar's select are one setting. */
export function chosenProtocol() {
  return protocolInfo(protocolSelect.value) ? protocolSelect.value : defaultProtocol();
}

/** @param {string} value */
function setProtocol(value) {
  const protocol = protocolInfo(value) ? value : defaultProtocol();
  protocolSelect.value = protocol;
  for (const r of picker.querySelectorAll('input[name="protocol-choice"]')) {
    const radio = /** @type {HTMLInputElement} */ (r);
    radio.checked = radio.value === protocol;
  }
}

/** One option and one radio per protocol, in the registry's order, the default chosen. */
function renderChoices() {
  protocolSelect.replaceChildren(...PROTOCOLS.map((p) => h("option", { value: p.id }, p.labels.text)));
  picker.querySelectorAll(".protocol-option").forEach((el) => el.remove());
  for (const p of PROTOCOLS) {
    const radio = /** @type {HTMLInputElement} */ (h("input", { type: "radio", name: "protocol-choice", value: p.id }));
    radio.addEventListener("change", () => radio.checked && setProtocol(p.id));
    const name = h("span", { class: "protocol-option__name" }, p.labels.long);
    const hint = h("span", { class: "protocol-option__hint" }, p.labels.hint);
    picker.append(h("label", { class: "protocol-option" }, radio, name, hint));
  }
  setProtocol(defaultProtocol());
}

/** Loads the server's protocols (names, roles, page stages) for every view, and lists them as choices. */
export async function loadProtocols() {
  /** @type {import("../lib/api.js").ApiResult<ProtocolsResponse>} */
  const res = await getJson("/api/protocols");
  useProtocols(res.ok && res.body ? res.body.protocols : []);
  renderChoices();
}

protocolSelect.addEventListener("change", () => setProtocol(protocolSelect.value));
