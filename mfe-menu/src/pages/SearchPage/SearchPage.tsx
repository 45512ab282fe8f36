import { useEffect } from 'react';
import { Text, Title, VisuallyHidden } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { $currency, $venue, MAX_CONTENT_WIDTH, type PageProps } from '@tabula/shared';
import { Notice, useNotice } from '../../features/notices';
import { useOpenItem, useOrderingMode } from '../../features/ordering-mode';
import {
  $searchRan,
  $searchedItems,
  OUTCOME_TEXT_KEY,
  SearchBar,
  SearchResults,
  searchCancelled,
  searched,
  searchOutcome,
  searchPageLeft,
  searchPageOpened,
  useLogoFallback,
} from '../../features/search';
import { CheckoutBar } from '../../widgets/CheckoutBar';
import * as classes from './SearchPage.module.css';

/** /search: a fixed search bar over the matches, grouped by menu and category. */
export default function SearchPage(_props: PageProps) {
  const { t } = useTranslation();
  const [venue, groups, searchRan, currency, search, cancel, opened, left] = useUnit([
    $venue,
    $searchedItems,
    $searchRan,
    $currency,
    searched,
    searchCancelled,
    searchPageOpened,
    searchPageLeft,
  ]);
  const [params] = useSearchParams();
  const mode = useOrderingMode();
  const { message, show, close } = useNotice();
  const openItem = useOpenItem({ mode, venue, showNotice: show, from: 'search' });
  const logo = useLogoFallback(venue?.logo);

  // Back from Cancel with the query kept: the model searches it again once the menu is there.
  useEffect(() => {
    opened();
    return left;
  }, [opened, left]);

  const menus = venue?.menus ?? [];
  const outcome = venue ? searchOutcome(menus, groups, searchRan) : 'idle';

  return (
    <div className={classes.page} style={{ maxWidth: MAX_CONTENT_WIDTH }}>
      <SearchBar
        logo={logo}
        venueName={venue?.name ?? t('common.menu')}
        onSearch={() => search()}
        onCancel={() => cancel(params.toString())}
      />
      <main className={classes.results}>
        <VisuallyHidden>
          <Title order={1}>{t('common.search')}</Title>
        </VisuallyHidden>
        {outcome === 'menuEmpty' || outcome === 'noneFound' || outcome === 'noneAvailable' ? (
          <Text className={classes.outcome} ta="center" c="dimmed" py="xl" role="status">
            {t(OUTCOME_TEXT_KEY[outcome])}
          </Text>
        ) : null}
        {outcome === 'results' || outcome === 'noneAvailable' ? (
          <SearchResults menus={menus} groups={groups} currency={currency} onOpen={openItem} />
        ) : null}
      </main>
      <CheckoutBar />
      <Notice message={message} onClose={close} closeLabel={t('common.close')} />
    </div>
  );
}
