export { EmailLinkForm } from './EmailLinkForm';
export { LoginForm } from './LoginForm';
export { $hotelEmail, loginLeft, loginOpened, sendSessionEmailFx } from './model';
export { customerGuestSession, sendSessionEmail } from './api/session';
export type { GuestSessionResponse } from './api/session';
