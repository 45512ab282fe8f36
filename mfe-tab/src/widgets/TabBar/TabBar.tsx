import { useEffect, useRef } from 'react';
import { Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { $hasTab, $selectedMenu, $venue, type TabBarProps } from '@tabula/shared';
import { ActiveTab, NoTabActions, tabBarView, useTabCheck } from '../../features/tab-bar';
import * as classes from './TabBar.module.css';

/** The tab bar of the menu and order screens, handed to them by the shell. */
export default function TabBar({ placement = 'sticky' }: TabBarProps) {
  const { t } = useTranslation();
  const [venue, hasTab, menu] = useUnit([$venue, $hasTab, $selectedMenu]);
  const [params] = useSearchParams();
  useTabCheck();
  const view = tabBarView(venue, hasTab, params.get('type'), menu);
  const region = useRef<HTMLElement>(null);
  const shown = useRef(view.content);
  // Exiting the tab takes away the button and the dialog that had focus, which fell to <body>: it goes on to the
  // bar's first action (Open tab), where the guest was.
  useEffect(() => {
    const was = shown.current;
    shown.current = view.content;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (was === 'active' && view.content === 'noTab' && lost) region.current?.querySelector('button')?.focus();
  }, [view.content]);
  if (!venue || (view.content === 'none' && view.notice === null)) return null;
  const className = [classes.bar, placement === 'sticky' ? classes.sticky : ''].filter(Boolean).join(' ');
  return (
    <section ref={region} className={className} aria-label={t('tabBar.label')}>
      {view.notice ? (
        <Text size="sm" fw={600} ta="center" role="status" className={classes.notice}>
          {view.notice === 'readOnly' ? t('tabBar.readOnly') : t('tabBar.notAccepting')}
        </Text>
      ) : null}
      {view.content === 'active' ? <ActiveTab venue={venue} /> : null}
      {view.content === 'noTab' ? <NoTabActions /> : null}
    </section>
  );
}
