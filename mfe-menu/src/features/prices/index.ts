export { formatMenuPrice, unitPriceCents } from './prices';
