import type { Assertion } from "./assertion";
import { marginNamedBefore } from "./bare-margin";
import { pbNamedBefore } from "./implied-book";
import { earningsNamedBefore, marketValueNamedBefore } from "./valuation-inputs";
import { trailingBasisBefore } from "./pe-basis";
import { tenthsAsLevel } from "./ratio-tenths";
import { multipleNamedBefore } from "./multiple-lead";
import { priceNamedBefore } from "./price-share";
import { returnAfterLookBack } from "./return-after";
import { runBefore, runFromStart } from "./run-before";
import { recentWindowBefore } from "./span-figures";
import { sumNamedBefore } from "./summed-lead";

/**
 * A parsed clause read again with the clause before it: a bare margin named there (bare-margin.ts), a ratio's tenths
 * as its level (ratio-tenths.ts), a PB named before a book value per share derived from it (implied-book.ts), the
 * trailing earnings named before a PE (pe-basis.ts), a run of the years before the one judged or after the
 * one it starts from (run-before.ts), a return after a clause looking back at an earlier year (return-after.ts), the
 * multiple named before a valuation word (multiple-lead.ts), the price named before a comparison with a per-share
 * figure (price-share.ts), the window of years a sum or average before it spans (span-figures.ts), the year of the
 * earnings named before a PE (valuation-inputs.ts), the sum named before a comparison naming no side (summed-lead.ts),
 * a market value named before a multiple (valuation-inputs.ts).
 */
export const readWithBefore = (a: Assertion, before: Assertion | null): Assertion =>
  sumNamedBefore(
    earningsNamedBefore(
      marketValueNamedBefore(
        priceNamedBefore(
          multipleNamedBefore(
            trailingBasisBefore(
              pbNamedBefore(
                tenthsAsLevel(
                  marginNamedBefore(
                    runFromStart(runBefore(returnAfterLookBack(recentWindowBefore(a, before), before))),
                    before,
                  ),
                ),
                before,
              ),
              before,
            ),
            before,
          ),
          before,
        ),
        before,
      ),
      before,
    ),
    before,
  );
