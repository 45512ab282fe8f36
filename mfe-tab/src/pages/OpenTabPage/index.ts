import '../../texts';
export { default } from './OpenTabPage';
