/** The one plan constant (PRODUCT.md): pages state the free limit from here, never a literal. */
export { FREE_RECEIPTS_PER_MONTH } from '@receiptbox/contracts/plan-limits';
