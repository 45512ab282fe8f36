export { EmailLinkForm } from './EmailLinkForm';
export { LoginForm } from './LoginForm';
export { $hotelEmail, HOTEL_EMAIL, loginLeft, loginOpened, restoreHotelEmailFx, sendSessionEmailFx } from './model';
export { customerGuestSession, sendSessionEmail } from './api/session';
