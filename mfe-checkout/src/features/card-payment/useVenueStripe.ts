import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $language } from '@tabula/shared';
import { $stripeLoad, accountId, stripeRequested, type StripeLoad } from './model';
import { stripeLocale } from './stripe';

/** Stripe.js on the venue's connected account, in the guest's language, loaded when a payment screen asks for it. */
export function useVenueStripe(publishableKey: string, account: string): StripeLoad {
  const [load, requested, language] = useUnit([$stripeLoad, stripeRequested, $language]);
  const locale = stripeLocale(language);
  useEffect(() => {
    requested({ publishableKey, account, locale });
  }, [publishableKey, account, locale, requested]);
  return load?.id === accountId({ publishableKey, account, locale }) ? load.load : { state: 'loading' };
}
