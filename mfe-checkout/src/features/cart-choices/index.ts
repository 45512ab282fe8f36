export { $cartChoices, CART_CHOICES, cartNoteChanged, paymentMethodChosen, restoreCartChoicesFx, tipPicked } from './model';
export type { CartChoices } from './parse';
