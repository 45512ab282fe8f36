export { FIRST_PAINT_HOLD } from './first-paint';
export type { PageProps, TabBarProps } from './remotes';
