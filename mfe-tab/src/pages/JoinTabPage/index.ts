export { default } from './JoinTabPage';
