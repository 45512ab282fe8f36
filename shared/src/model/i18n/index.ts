import { createEffect, createEvent, createStore, sample } from 'effector';
import { htmlLangFor } from '../../i18n/html-lang';
import { i18n } from '../../i18n/instance';
import { DEFAULT_LANGUAGE } from '../../i18n/resources';
import { persist, readStoredStateFx } from '../persistence';
import { storeReset } from '../reset';

export const languageChanged = createEvent<string>();

export const $language = createStore<string>(DEFAULT_LANGUAGE)
  .on(languageChanged, (_, language) => language)
  .on(readStoredStateFx.doneData, (current, stored) => stored.language ?? current)
  .reset(storeReset);

persist($language, 'language', (language) => language);

/** Switches the shared i18next instance and the document's language (the venue's `gr` is HTML `el`). */
export const applyLanguageFx = createEffect(async (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangFor(language);
  await i18n.changeLanguage(language);
});

sample({ clock: [$language, readStoredStateFx.done], source: $language, target: applyLanguageFx });
