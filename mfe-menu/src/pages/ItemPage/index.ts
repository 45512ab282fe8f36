export { default } from './ItemPage';
