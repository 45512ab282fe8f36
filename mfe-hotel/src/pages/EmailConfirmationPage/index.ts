import '../../texts';
export { default } from './EmailConfirmationPage';
