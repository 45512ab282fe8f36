import '../../texts';
export { default } from './TabBar';
