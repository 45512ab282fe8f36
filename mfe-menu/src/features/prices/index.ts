export { unitPriceCents } from './prices';
