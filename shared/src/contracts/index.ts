export type { PageProps, TabBarProps } from './remotes';
