export { default } from './EmailConfirmationPage';
