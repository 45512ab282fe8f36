export { formatDateTime } from './dates';
export { formatCents, formatOptionCents } from './money';
