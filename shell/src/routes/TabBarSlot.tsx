import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TabBarProps } from '@tabula/shared';
import type { RemoteName } from '../remotes/contracts';
import { RemotePage } from '../remotes/RemotePage';

function TabBarUnavailable({ onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" ta="center" p="xs" role="status">
      {t('shell.tabBarUnavailable')}{' '}
      <Text component="button" type="button" size="sm" c="blue" td="underline" bg="none" bd="none" onClick={onRetry}>
        {t('shell.remoteFailed.retry')}
      </Text>
    </Text>
  );
}

/** The tab bar a remote offers (mfe_tab's), handed to pages of other remotes; if it cannot load, the page still works. */
export function tabBarSlot(widget: { remote: RemoteName; module: string }) {
  return function TabBarSlot(props: TabBarProps) {
    return <RemotePage remote={widget.remote} module={widget.module as never} pageProps={props as never} fallback={TabBarUnavailable} />;
  };
}
