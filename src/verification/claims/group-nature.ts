/**
 * An industry's nature stated: "银行本来就是高杠杆经营", "险企天生高负债", "白酒行业本身就是高毛利". The level
 * word after it is said of the group as such, not measured on the company (its norm is industry-norms.ts'
 * business); the lead ends right where the level word starts.
 */
export const GROUP_NATURE = new RegExp(
  "(?:行业|同业|银行业?|保险业?|险企|保险公司|券商|证券业|金融(?:企业|机构|业)?)[^，,。；;]{0,4}?" +
    "(?:本来|本身|天然|天生|向来|历来|一向|本就|生来)就?(?:是|属于?|为)?[^，,。；;]{0,3}$",
);
