import '../../texts';
export { default } from './JoinTabPage';
