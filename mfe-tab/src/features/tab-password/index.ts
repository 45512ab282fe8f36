export { groupedPassword, PASSWORD_FIELD_LENGTH, passwordInput, TAB_PASSWORD_DIGITS } from './password';
