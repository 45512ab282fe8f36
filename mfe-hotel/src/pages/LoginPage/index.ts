export { default } from './LoginPage';
