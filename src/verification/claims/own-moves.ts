/**
 * A clause that names the base it is measured against (同比, 环比, 较2022年, 比上年, 较上季度) or a turn of sign
 * or size (转正, 转负, 扭亏, 翻倍) states a move of its own: "较2022年有所压降", "二季度单季营收同比已转正",
 * "环比上季度翻了两倍多". Naming no figure, it elaborates on its sentence (coverage.ts) only where a move of the
 * same metric against the same kind of base was checked there ("增长约2.1%，同比由负转正"); otherwise the move no
 * check read is 未能核验.
 */
const SEQUENTIAL = /环比|(?:较|比|相比|相较于?)\s*(?:上一?个?季度?|前一个?季度?|[一二三四]季度|Q[1-4])/i;
const YEARLY = /同比|(?:较|比|相比|相较于?)\s*(?:(?:19|20)\d{2}年|去年|上一?年|前一?年)/;
const TURN = /转正|转负|转盈|扭亏|转亏|翻(?:了)?(?:[一两三四五\d]+)?(?:倍|番)/;

/** The kind of base a clause measures its move against: the quarter before, the year before, or none named. */
export type MoveBase = "sequential" | "yearly" | null;
export const moveBaseOf = (text: string): MoveBase =>
  SEQUENTIAL.test(text) ? "sequential" : YEARLY.test(text) ? "yearly" : null;

/** Whether a clause names its own base or a turn, and so states a move of its own. */
export const statesOwnMove = (text: string): boolean => moveBaseOf(text) !== null || TURN.test(text);

/**
 * Whether a checked move (its clause's text) covers the move a clause states: a move with no base named is taken
 * against the year before, as a move of a year or a quarter is read by default.
 */
export const sameBase = (stated: string, checked: string): boolean =>
  (moveBaseOf(stated) ?? "yearly") === (moveBaseOf(checked) ?? "yearly");
