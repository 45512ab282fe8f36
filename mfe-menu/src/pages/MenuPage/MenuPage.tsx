import { useDeferredValue } from 'react';
import { ActionIcon, Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  $currency,
  $language,
  $selectedMenu,
  $venue,
  $venueStatus,
  loadVenueFx,
  languageSelectorVisible,
  MAX_CONTENT_WIDTH,
  type PageProps,
} from '@tabula/shared';
import { useMenuEntry } from '../../features/menu-entry';
import { MenuBrowser } from '../../features/menu-sections';
import { Notice, useNotice } from '../../features/notices';
import { searchTapped, useOpenItem, useOrderingMode } from '../../features/ordering-mode';
import { AddToHomeScreenHint } from '../../widgets/AddToHomeScreenHint';
import { CheckoutBar } from '../../widgets/CheckoutBar';
import { LanguageSelect } from '../../widgets/LanguageSelect';
import { MenuActions } from '../../widgets/MenuActions';
import { MenuSelector, menuSelectorVisible } from '../../widgets/MenuSelector';
import { PoweredByFooter } from '../../widgets/PoweredByFooter';
import { VenueHeader } from '../../widgets/VenueHeader';
import * as classes from './MenuPage.module.css';

/** /menu: the venue's header and actions, its menus by category, and the way to the cart. */
export default function MenuPage({ TabBar }: PageProps) {
  const { t } = useTranslation();
  const [venue, status, menu, currency, language, reload, tapSearch] = useUnit([
    $venue,
    $venueStatus,
    $selectedMenu,
    $currency,
    $language,
    loadVenueFx,
    searchTapped,
  ]);
  const [params] = useSearchParams();
  // Store changes render at once and in one piece; the deferred copy (null at first) lets React render
  // the dishes, on arrival or after a menu switch, in interruptible slices while the rest is on screen.
  const shownMenu = useDeferredValue(menu, null);
  const mode = useOrderingMode();
  const { message, show, close } = useNotice();
  const openItem = useOpenItem({ mode, venue, showNotice: show });
  useMenuEntry({ tabBarChecksTab: Boolean(TabBar) });
  const toSearch = () => tapSearch(params.toString());

  if (!venue) {
    if (status === 'not-found') {
      return (
        <Center className={classes.page} maw={MAX_CONTENT_WIDTH} mih="60vh">
          <Title order={1}>{t('notFound.venue')}</Title>
        </Center>
      );
    }
    if (status === 'error') {
      return (
        <Center className={classes.page} maw={MAX_CONTENT_WIDTH} mih="60vh">
          <Stack align="center">
            <Text role="alert">{t('menu.unavailable')}</Text>
            <Button onClick={() => void reload(language).catch(() => undefined)}>{t('common.retry')}</Button>
          </Stack>
        </Center>
      );
    }
    return (
      <Center className={classes.page} maw={MAX_CONTENT_WIDTH} mih="60vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }

  return (
    <div className={classes.page} style={{ maxWidth: MAX_CONTENT_WIDTH }}>
      <main>
        <VenueHeader
          venue={venue}
          corner={
            languageSelectorVisible(venue.supported_translations_dict) ? (
              <LanguageSelect supported={venue.supported_translations_dict} />
            ) : null
          }
        />
        <Stack gap="sm" mt="sm">
          <AddToHomeScreenHint venue={venue} />
          <MenuActions venue={venue} />
          {/* The tab bar names the reason for not ordering; the menu says it only where there is no bar. */}
          {mode === 'notAccepting' && !TabBar ? (
            <Alert mx="md" color="orange" variant="light" role="status">
              {t('errors.notAcceptingOrders')}
            </Alert>
          ) : null}
          {/* With several menus, the search is an icon beside their selector: one row less above the dishes. */}
          {menuSelectorVisible(venue.menus) ? (
            <Group gap="xs" px="md" wrap="nowrap" align="center">
              <div className={classes.selector}>
                <MenuSelector menus={venue.menus} />
              </div>
              <ActionIcon variant="default" radius="xl" size={42} aria-label={t('common.search')} onClick={toSearch}>
                <IconSearch size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ) : (
            <Button
              mx="md"
              variant="default"
              radius="xl"
              justify="flex-start"
              leftSection={<IconSearch size={16} aria-hidden />}
              onClick={toSearch}
            >
              {t('common.search')}
            </Button>
          )}
        </Stack>
        <MenuBrowser
          menu={shownMenu}
          pending={shownMenu !== menu}
          currency={currency}
          onOpen={openItem}
          stickyTop={TabBar ? <TabBar placement="sticky" /> : null}
        />
        <PoweredByFooter />
      </main>
      <CheckoutBar />
      <Notice message={message} onClose={close} closeLabel={t('common.close')} />
    </div>
  );
}
