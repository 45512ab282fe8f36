import { Badge, Button } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $orderList, MAX_CONTENT_WIDTH } from '@tabula/shared';
import { checkoutTapped } from './model';
import * as classes from './CheckoutBar.module.css';

/** The bottom bar to the cart, shown while the order has lines. */
export function CheckoutBar() {
  const { t } = useTranslation();
  const [lines, tapped] = useUnit([$orderList, checkoutTapped]);
  if (lines.length === 0) return null;
  // The badge counts dishes, not lines: two of one dish count two.
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className={classes.bar}>
      <Button
        className={classes.button}
        size="lg"
        radius="xl"
        fullWidth
        maw={MAX_CONTENT_WIDTH}
        onClick={() => tapped()}
        rightSection={
          <Badge variant="white" color="dark" size="lg" circle={count < 10}>
            {count}
          </Badge>
        }
        aria-label={`${t('menu.checkout')}, ${t('menu.itemCount', { count })}`}
      >
        {t('menu.checkout')}
      </Button>
    </div>
  );
}
