import { it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";
import { markOf } from "./measure-truth";
import all from "./zz-cases.json";
it("scratch", () => {
  for (const c of all as any[]) {
    const checks = checkAssertions(
      parseAssertions(c.claim, c.quote, { asOf: c.asOf, company: c.ticker }),
      sampleFacts(c.ticker, c.asOf),
      c.side ? { side: c.side } : {},
    );
    console.log(
      `${c.id} ${c.expect} ${markOf(checks)} ${c.asOf}: ${c.claim}\n` +
        checks.map((k) => `  ${k.kind}:${k.ok}:${k.reason}`).join("\n"),
    );
  }
});
