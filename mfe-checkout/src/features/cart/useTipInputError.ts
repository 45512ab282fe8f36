import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readTipInput, tipCapCents } from '../tip';
import { formatCents } from '@tabula/shared';

/**
 * What is wrong with a typed tip, in the guest's language: not a number, below 0, or above the cap,
 * which the message names ('The tip can be at most €10.00.'). Null when it is fine.
 */
export function useTipInputError(subtotalCents: number, currency: string): (input: string) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (input: string) => {
      const tip = readTipInput(input, subtotalCents);
      if (tip.ok) return null;
      if (tip.problem === 'tooHigh') return t('cart.tipTooHigh', { max: formatCents(tipCapCents(subtotalCents), currency) });
      return t(tip.problem === 'negative' ? 'cart.tipInvalid' : 'cart.tipNotNumber');
    },
    [t, subtotalCents, currency],
  );
}
