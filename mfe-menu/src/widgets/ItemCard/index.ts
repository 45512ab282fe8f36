export { ItemCard } from './ItemCard';
export type { ItemCardProps } from './ItemCard';
