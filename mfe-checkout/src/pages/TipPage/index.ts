import '../../texts';
export { default } from './TipPage';
