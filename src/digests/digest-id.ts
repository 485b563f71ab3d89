import { z } from "zod";
import { randomId } from "../shared/random-id";

/**
 * A digest's id: minted here when a digest is created, read back by the API's routes (src/wire/wire-digests.ts) and
 * by the queue's messages (due-digests.ts). The digests room owns its shape, so its own modules need nothing from the
 * API's edge.
 */
export const DigestId = z
  .string()
  .regex(/^dg_[a-z2-9]{12}$/, "推送编号应为 dg_ 加 12 位字符")
  .meta({ description: "a digest id", example: "dg_k3v9x2m2q7ab" });

export const newDigestId = (): string => randomId("dg_", 12);
