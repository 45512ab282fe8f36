import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $tabLink, TIMINGS_MS } from '@tabula/shared';
import { useTimedMessage } from '../tab-form';
import { shareLink } from './share';

/** Share: the share sheet, else the clipboard ('Link copied' for 2.5 s), else the link shown to copy by hand. */
export function useShareTab(venueName: string) {
  const { t } = useTranslation();
  const tabLink = useUnit($tabLink);
  const [copied, showCopied] = useTimedMessage<true>(TIMINGS_MS.snackbarLong);
  const [manualLink, setManualLink] = useState<string | null>(null);

  const share = async () => {
    const link = tabLink || window.location.href;
    const outcome = await shareLink(link, { title: t('tabBar.shareTitle'), text: t('tabBar.shareText', { venue: venueName }) });
    showCopied(outcome === 'copied' ? true : null);
    setManualLink(outcome === 'unavailable' ? link : null);
  };

  return { share, copied: copied === true, manualLink };
}
