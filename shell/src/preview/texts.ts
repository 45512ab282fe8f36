import { registerTexts, type TextBundle } from '@tabula/shared';

const en = {
  preview: {
    region: 'Unreleased versions in this browser',
    preview: 'Preview',
    override: 'Override',
    exit: 'Exit',
    hide: 'Hide',
  },
};

/**
 * The badge's texts, in the badge's own chunk: only a team's browser shows it, so guests download none
 * of them. Registered when the badge's module loads.
 */
export const previewTexts: TextBundle = {
  en,
  es: {
    preview: {
      region: 'Versiones sin publicar en este navegador',
      preview: 'Vista previa',
      override: 'Sustitución',
      exit: 'Salir',
      hide: 'Ocultar',
    },
  },
  gr: {
    preview: {
      region: 'Μη δημοσιευμένες εκδόσεις σε αυτό το πρόγραμμα περιήγησης',
      preview: 'Προεπισκόπηση',
      override: 'Αντικατάσταση',
      exit: 'Έξοδος',
      hide: 'Απόκρυψη',
    },
  },
  fr: {
    preview: {
      region: 'Versions non publiées dans ce navigateur',
      preview: 'Aperçu',
      override: 'Remplacement',
      exit: 'Quitter',
      hide: 'Masquer',
    },
  },
};

registerTexts(previewTexts);
