export { default } from './OpenTabPage';
