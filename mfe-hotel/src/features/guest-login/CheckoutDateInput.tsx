import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clampCheckoutDate, formatCheckoutDisplay, formatCheckoutPayload, minCheckoutDate } from '@tabula/shared';

interface CheckoutDateInputProps {
  /** YYYY-MM-DD, as the native date input holds it. */
  value: string;
  onChange: (value: string) => void;
}

/** The earliest check-out the field offers, as the date input wants it. */
export const earliestCheckout = (): string => formatCheckoutPayload(minCheckoutDate());

/** YYYY-MM-DD of the date the guest gave, or tomorrow when it is earlier, empty or not a date (spec §5). */
export const checkoutValue = (value: string): string => formatCheckoutPayload(clampCheckoutDate(value || null));

/**
 * The native date picker, whose minimum is tomorrow. A typed date is corrected when the field is left, not
 * per keystroke: typing a year passes through years like 0002, which must not snap the field back.
 */
export function CheckoutDateInput({ value, onChange }: CheckoutDateInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="date"
      label={t('login.checkoutDate')}
      min={earliestCheckout()}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => onChange(checkoutValue(value))}
      description={formatCheckoutDisplay(checkoutValue(value))}
      withAsterisk
    />
  );
}
