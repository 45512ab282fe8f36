export { CategoryChipBar } from './CategoryChipBar';
export type { ChipCategory } from './CategoryChipBar';
