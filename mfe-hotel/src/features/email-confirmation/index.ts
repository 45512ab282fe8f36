export { useInboxPopup } from './useInboxPopup';
export { useResendEmail } from './useResendEmail';
export { webmailUrl } from './webmail';
export { $confirmationDetour, confirmationLeft, confirmationOpened } from './gateModel';
export { resendEmailFx } from './model';
