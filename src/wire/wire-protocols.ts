import { z } from "zod";

/** One request field of a protocol's own (POST /api/debates accepts it beside the common ones). */
const ProtocolParam = z.object({
  name: z.string(),
  description: z.string(),
  minimum: z.number().nullable(),
  maximum: z.number().nullable(),
  default: z.number().nullable(),
});

/** A stage of the debate page: the roles whose turns it shows, and the card that closes it once decided. */
const PageStage = z.object({
  key: z.string(),
  title: z.string(),
  hint: z.string(),
  roles: z.array(z.string()),
  rounds: z.literal(true).optional().describe("its roles argue in rounds: each turn is numbered by its round"),
  final: z.enum(["draftVsFinal", "decisionChain", "tally", "note"]).optional(),
  cardRoles: z
    .object({
      chain: z.array(z.string()).optional().describe("decisionChain: the roles the call passed through, in order"),
      seats: z.array(z.string()).optional().describe("decisionChain: the seats shown beside the chain"),
      draft: z.string().optional().describe("draftVsFinal: the role that wrote the draft"),
      final: z.string().optional().describe("draftVsFinal: the role whose report may replace the draft"),
    })
    .optional()
    .describe("the roles the closing card reads, by their place in it"),
});

export const ProtocolInfo = z
  .object({
    id: z.string().describe("the value of POST /api/debates `protocol`"),
    default: z.boolean().describe("what a request that names no protocol runs"),
    labels: z.object({ name: z.string(), text: z.string(), short: z.string(), long: z.string(), hint: z.string() }),
    defaultRounds: z.number().int(),
    ablation: z
      .boolean()
      .describe(
        "POST /api/debates `ablation` is accepted: the judge can judge the opening round alone (one more call)",
      ),
    params: z.array(ProtocolParam).describe("the protocol's own request fields"),
    roles: z.record(z.string(), z.string()).describe("each role's title, by role name"),
    page: z.object({
      layout: z.enum(["turns", "stages"]),
      header: z
        .array(z.string())
        .describe("the page header's plan words; {rounds} and {<param>} are filled from the debate"),
      memoryReaders: z.string(),
      stages: z.array(PageStage),
      decisionSources: z
        .record(z.string(), z.string())
        .describe("how the verdict card names where the decision came from, by the deciding role"),
    }),
  })
  .meta({ id: "ProtocolInfo" });
export type ProtocolInfo = z.infer<typeof ProtocolInfo>;

export const ProtocolsResponse = z.object({ protocols: z.array(ProtocolInfo) }).meta({ id: "ProtocolsResponse" });
export type ProtocolsResponse = z.infer<typeof ProtocolsResponse>;
