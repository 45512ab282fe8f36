import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $currency, addItemFx, editItemFx, failureStatus, type CartOrderItem, type ItemChoice } from '@tabula/shared';
import { useEnsureOrderId } from '../ordering-mode';
import { useGoBack } from './useGoBack';

interface ItemSubmitOptions {
  /** The cart line being edited, null when adding. */
  line: CartOrderItem | null;
  fromSearch: boolean;
  onError: (message: string) => void;
}

/**
 * Adds the dish (or updates the edited line) on the guest's order, creating the order first if
 * there is none, then goes back, or to /menu after a dish found by search. The store raises the
 * count (by the quantity difference on edit) and refetches the order on a 403.
 */
export function useItemSubmit({ line, fromSearch, onError }: ItemSubmitOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const ensureOrderId = useEnsureOrderId();
  const [currency, addItem, editItem] = useUnit([$currency, addItemFx, editItemFx]);

  return useCallback(
    async (choice: Omit<ItemChoice, 'currency'>) => {
      try {
        const orderId = await ensureOrderId();
        const full: ItemChoice = { ...choice, currency };
        if (line) await editItem({ orderId, orderItemId: line.order_item_id, choice: full });
        else await addItem({ orderId, choice: full });
      } catch (error) {
        onError(failureStatus(error) === 0 ? t('errors.network') : t('errors.generic'));
        return;
      }
      if (fromSearch) {
        navigate('/menu');
      } else {
        goBack();
      }
    },
    [ensureOrderId, currency, line, editItem, addItem, onError, t, fromSearch, navigate, goBack],
  );
}
