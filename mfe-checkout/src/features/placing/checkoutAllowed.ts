import type { OrderStatus } from '@tabula/shared';

/** An order can be paid for only while it is open (status 0): once submitted it is the venue's. */
export const isCheckoutAllowed = (status: OrderStatus): boolean => status === 0;
