/**
 * Verbs that size one quantity as the share of another it uses up: "投资活动净流出约5600亿元，吃掉了经营现金流的85%
 * 左右", "用掉了经营现金流的一半左右". Read as 占 is, by the share in words (relation-shares.ts) and the share in
 * figures (binding.ts) alike; a regular-expression alternation.
 */
export const USED_UP_VERBS = "吃掉了?|耗掉了?|用掉了?|花掉了?";
