import { ActionIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  $currency,
  $selectedOrder,
  MAX_CONTENT_WIDTH,
  requiresPriceChoice,
  toCents,
  useGoBack,
  type PageProps,
  formatMenuPrice,
} from '@tabula/shared';
import { $itemToShow, ItemForm, sanitizeHtml, useItemPageShown } from '../../features/customise';
import type { ItemScreenState } from '../../features/ordering-mode';
import * as classes from './ItemPage.module.css';

/** /addCart: one dish, its choices and the button that puts it on the order. */
export default function ItemPage(_props: PageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const goBack = useGoBack();
  const [item, line, currency] = useUnit([$itemToShow, $selectedOrder, $currency]);
  const fromSearch = (location.state as ItemScreenState | null)?.from === 'search';

  // With no dish to show, the model sends the guest back.
  useItemPageShown();

  if (!item) return null;
  const description = sanitizeHtml(item.description);
  const price = requiresPriceChoice(item) ? '' : formatMenuPrice(toCents(item.price), currency);

  return (
    <main className={classes.page} style={{ maxWidth: MAX_CONTENT_WIDTH }}>
      <div className={classes.hero}>
        {item.image ? <img className={classes.image} src={item.image} alt={item.name} /> : null}
        <ActionIcon
          className={classes.back}
          variant="white"
          color="dark"
          radius="xl"
          size="lg"
          aria-label={t('common.back')}
          onClick={goBack}
        >
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
      </div>
      <div className={classes.heading}>
        <Title order={1} className={classes.name}>
          {item.name}
        </Title>
        {price ? <span className={classes.price}>{price}</span> : null}
      </div>
      {description ? <div className={classes.description} dangerouslySetInnerHTML={{ __html: description }} /> : null}
      <ItemForm
        key={`${item.item_id}-${line?.order_item_id ?? 'new'}`}
        item={item}
        line={line}
        currency={currency}
        fromSearch={fromSearch}
      />
    </main>
  );
}
