export { CartLine } from './CartLine';
export { NoteField } from './NoteField';
export { PaymentMethodPicker } from './PaymentMethodPicker';
export { TableField } from './TableField';
export { TipPicker } from './TipPicker';
export { cartSubmitAction } from './placeOrder';
export { useScrolledToBottom } from './useScrolledToBottom';
export { useTipInputError } from './useTipInputError';
export {
  $cartFailure,
  $cartOrderLetGo,
  $cartPlacing,
  $removingLineId,
  cartLineRemoved,
  cartLeft,
  cartOrderSubmitted,
  removeItemFx,
} from './model';
