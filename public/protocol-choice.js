// @ts-check
// Which protocol new debates run: the home page's choice (radio buttons) and the search bar's select are one setting.
import { $ } from "./dom.js";

const PROTOCOLS = new Set(["adversarial", "findebate", "tradingagents"]);
const protocolSelect = /** @type {HTMLSelectElement} */ ($("protocol-select"));
const protocolRadios = [...document.querySelectorAll('input[name="protocol-choice"]')].map((r) => /** @type {HTMLInputElement} */ (r));

/** The protocol new debates run: the home page's choice and the search bar's select are one setting. */
export function chosenProtocol() {
  return PROTOCOLS.has(protocolSelect.value) ? protocolSelect.value : "adversarial";
}

/** @param {string} value */
function setProtocol(value) {
  const protocol = PROTOCOLS.has(value) ? value : "adversarial";
  protocolSelect.value = protocol;
  for (const r of protocolRadios) r.checked = r.value === protocol;
}

protocolSelect.addEventListener("change", () => setProtocol(protocolSelect.value));
for (const r of protocolRadios) r.addEventListener("change", () => r.checked && setProtocol(r.value));
