import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $venue } from '@tabula/shared';
import { pageTitle } from './pageTitle';

/**
 * Names the document after the page shown and the venue, in the guest's language. A remote's texts
 * arrive with its code, after the route is shown: the title is written again when texts are added,
 * when the guest changes language, and when the venue loads.
 */
export function PageTitle({ titleKey }: { titleKey: string | undefined }) {
  const { i18n } = useTranslation();
  const venueName = useUnit($venue)?.name;
  useEffect(() => {
    const write = () => {
      const translate = (key: string) => (i18n.exists(key) ? i18n.t(key) : undefined);
      document.title = pageTitle(titleKey, translate, venueName, i18n.language);
    };
    write();
    i18n.store.on('added', write);
    i18n.on('languageChanged', write);
    return () => {
      i18n.store.off('added', write);
      i18n.off('languageChanged', write);
    };
  }, [i18n, titleKey, venueName]);
  return null;
}
