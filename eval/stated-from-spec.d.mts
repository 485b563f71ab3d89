// Types of eval/stated-from-spec.mjs for the tests that import it.
import type { StatedAssertion } from "../src/domain/stated-assertion";

export declare const STATED_METRIC: Readonly<Record<string, string>>;
export declare function statedPeriod(p: string | number): string | null;
export declare function shows(claim: string, v: number): boolean;
export declare function statedOf(spec: Record<string, unknown>, claim: string, ticker?: string): StatedAssertion | null;
export declare function statedFromSpec(c: { claim: string; spec?: Record<string, unknown>[] }): {
  assertions: StatedAssertion[];
  specItems: number;
  mapped: number;
};
