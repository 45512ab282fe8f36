import '../../texts';
export { default } from './LoginPage';
