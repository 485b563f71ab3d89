/**
 * The one rule every debating role is given for stated assertions (stated-assertion.ts): short, since it is in every
 * prompt of every turn (test/debate/prompts-stated.test.ts holds its size); the example of each prompt shows one.
 */
export const STATED_RULE =
  "assertions（可选，≤4项，程序逐项核对）：metric 指标名；period 2024=年报/2025Q1=单季/2025H1=上半年/" +
  "2025Q3累计=前三季度；value+unit(亿元/%/元/倍/天)；change {kind:pct|pp|abs,value} 较上年同期或base期；" +
  "direction up/down/flat；size 幅度词。正文数字须与之一致。";

/** The example's stated assertions, as JSON text inside a point (营业总收入 2024: 1741.44亿元, +15.66 %). */
export const STATED_EXAMPLE =
  '"assertions":[{"metric":"营业总收入","period":"2024","value":1741.44,"unit":"亿元",' +
  '"change":{"kind":"pct","value":15.66}}]';
