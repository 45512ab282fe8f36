export { EmailLinkForm } from './EmailLinkForm';
export { LoginForm } from './LoginForm';
export { $hotelEmail, loginOpened, sendSessionEmailFx } from './model';
