export { cartSubtotalCents, lineTotalCents, orderAmountsCents, orderItemTotalCents, orderTotalCents } from './totals';
