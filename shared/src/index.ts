export * from './entities';
export * from './contracts';
export * from './api';
export * from './storage';
export * from './rules';
export * from './theme';
export * from './i18n';
export * from './model';
