export { $cartChoices, CART_CHOICES_KEY, cartNoteChanged, paymentMethodChosen, restoreCartChoicesFx, tipPicked } from './model';
export type { CartChoices } from './parse';
