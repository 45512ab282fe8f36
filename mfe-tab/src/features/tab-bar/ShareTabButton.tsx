import { useState } from 'react';
import { Button, Text, TextInput } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $tabLink, TIMINGS_MS } from '@tabula/shared';
import { useTimedMessage } from '../tab-form/useTimedMessage';
import { shareLink } from './share';
import * as buttonClasses from './TabBarButton.module.css';

export function ShareTabButton({ venueName }: { venueName: string }) {
  const { t } = useTranslation();
  const tabLink = useUnit($tabLink);
  const [copied, showCopied] = useTimedMessage<true>(TIMINGS_MS.snackbarLong);
  const [manualLink, setManualLink] = useState<string | null>(null);

  const share = async () => {
    const link = tabLink || window.location.href;
    const outcome = await shareLink(link, { title: t('tabBar.shareTitle'), text: t('tabBar.shareText', { venue: venueName }) });
    showCopied(outcome === 'copied' ? true : null);
    // Neither a share sheet nor a clipboard: the link is shown for the guest to copy by hand.
    setManualLink(outcome === 'unavailable' ? link : null);
  };

  return (
    <>
      <Button classNames={buttonClasses} size="compact-sm" variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={() => void share()}>
        {t('tabBar.share')}
      </Button>
      <Text role="status" size="sm" aria-live="polite">
        {copied ? t('tabBar.linkCopied') : ''}
      </Text>
      {manualLink ? (
        <TextInput
          label={t('tabBar.share')}
          value={manualLink}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          w="100%"
        />
      ) : null}
    </>
  );
}
