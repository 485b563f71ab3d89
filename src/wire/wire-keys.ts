import { z } from "zod";
import { KeyQuotas, KeyScope } from "../access/key-scopes";
import { PlainName } from "./plain-name";

export const IssueKeyRequest = z.strictObject({
  name: PlainName.meta({ description: "who or what the key is for (shown in lists)", example: "张三的研究助理" }),
  scopes: z
    .array(KeyScope)
    .min(1, "scopes 至少要有一项：read、debate 或 watchlist")
    .default(["read", "debate", "watchlist"])
    .meta({ description: "what the key may do (default: all three)" }),
  quotas: KeyQuotas.partial().default({}).meta({ description: "limits; an omitted one takes its default" }),
});

export const KeyInfo = z.object({
  id: z.string(),
  name: z.string(),
  hint: z.string().meta({ description: "the key's first characters, to recognise it (never the key)" }),
  scopes: z.array(KeyScope),
  quotas: KeyQuotas,
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable().meta({ description: "last request made with it (to the minute)" }),
  spend: z
    .object({
      costPerDay: z.number().nullable().meta({ description: "the daily cap in force (its quota, else the setting)" }),
      spentToday: z.number().meta({ description: "spent (and reserved by calls in flight) this Beijing day" }),
      closed: z.boolean().meta({
        description: "true when no new debate starts today: the spend reached the cap, or a call was refused at it",
      }),
      currency: z.string(),
    })
    .meta({ description: "the money its debates spent today against its daily cap" }),
});

export const IssuedKey = KeyInfo.extend({
  key: z.string().meta({ description: "the key itself: shown this once, store it now (only its hash is kept)" }),
});

export const KeyList = z.object({ keys: z.array(KeyInfo) });
