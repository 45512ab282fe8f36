import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $stripeLoad, accountId, stripeRequested, type StripeLoad } from './model';

/** Stripe.js on the venue's connected account, loaded when a payment screen asks for it. */
export function useVenueStripe(publishableKey: string, account: string): StripeLoad {
  const [load, requested] = useUnit([$stripeLoad, stripeRequested]);
  useEffect(() => {
    requested({ publishableKey, account });
  }, [publishableKey, account, requested]);
  return load?.id === accountId({ publishableKey, account }) ? load.load : { state: 'loading' };
}
