import type { Assertion } from "./assertion";

/**
 * "即便连降三年，2024年归母净利润仍比2020年高出五成": a concession opening its sentence with a move and no subject
 * concedes it of the subject of the main clause after it, in the same sentence. It names no figure of its own.
 */
export function concededSubject(a: Assertion, next: Assertion | undefined): Assertion {
  if (!a.concessive || a.metric !== null || !a.direction || a.numbers.length > 0) return a;
  if (!next || next.sentence !== a.sentence || next.from !== a.from || next.metric === null) return a;
  return { ...a, metric: next.metric };
}
