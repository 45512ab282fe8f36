export { default } from './TipPage';
