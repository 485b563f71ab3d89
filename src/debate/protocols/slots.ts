import { type ModelSlot, modelSlot } from "../../models/provider-registry";
import { type Protocol, protocolOf } from "./registry";

/** The model slots a protocol's nodes draw from (adversarial: its three roles; the role graphs: the two tiers). */
export function protocolSlots(protocol: Protocol): ModelSlot[] {
  return [...new Set(Object.values(protocolOf(protocol).graph(() => []).nodes).map(modelSlot))];
}
