export { TestCardForm } from './TestCardForm';
