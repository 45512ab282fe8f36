export { createCartGate } from './model';
export { whereTheCartIs } from './rules';
