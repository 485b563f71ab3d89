/**
 * "宁德时代2025年营收4237亿元，比亚迪是它的近两倍": a pronoun for one company (它, 其) in a clause whose subject is a
 * company names the other company its sentence compares: the point's own after a peer as subject, the peer named
 * before after the company's own name. The subject must lead the clause; a pronoun elsewhere is left unread.
 */
const PRONOUN = /它(?!们)|(?<=[为是于比])其(?![中他余实次])/;

/** Where the pronoun after a subject ending at `subjectEnd` stands, or -1. */
export function pronounAfter(text: string, subjectAt: number, subjectEnd: number): number {
  if (!/^(?:\d{4}\s*年度?)?(?:同期|同年|而|但|其中)?$/.test(text.slice(0, subjectAt))) return -1;
  const hit = PRONOUN.exec(text.slice(subjectEnd));
  return hit ? subjectEnd + hit.index : -1;
}
