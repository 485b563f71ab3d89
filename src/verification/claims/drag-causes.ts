/**
 * "息差收窄是拖累营收的核心因素", "是收入承压的主因", "仍是利润的最大拖累": a drag named inside what a cause is of says
 * which cause weighs on the metric, not that the metric fell - a drag may only slow a rise (营收+0.01 %, 利润+1.2 %).
 * Its drag word is masked, lengths kept, so no direction is read from it; the cause is judged as an attribution
 * (scope-words.ts MAIN_CAUSE), and a move the clause states before 是 ("营收下滑是…") is still checked.
 */
const DRAG_CAUSE =
  /(?:是|为|成为)[^，,。；;]{0,12}?的(?:主(?:要原)?因|(?:主要|核心|关键|首要|最大)(?:因素|原因|拖累))/g;
const DRAG_WORD = /拖累|承压|压制/g;

export const maskDragCauses = (text: string): string => text.replace(DRAG_CAUSE, (m) => m.replace(DRAG_WORD, "□□"));
