import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $linkCopied, $manualLink, shareRequested } from './shareModel';

/** Share: the share sheet, else the clipboard ('Link copied' for 2.5 s), else the link shown to copy by hand. */
export function useShareTab(venueName: string) {
  const { t } = useTranslation();
  const { copied, manualLink, requested } = useUnit({ copied: $linkCopied, manualLink: $manualLink, requested: shareRequested });
  const share = () =>
    requested({
      pageUrl: window.location.href,
      texts: { title: t('tabBar.shareTitle'), text: t('tabBar.shareText', { venue: venueName }) },
    });
  return { share, copied, manualLink };
}
