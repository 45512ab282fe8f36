import { registerTexts, type TextBundle } from '@tabula/shared';

const en = {
  preview: {
    region: 'Unreleased versions in this browser',
    preview: 'Preview',
    override: 'Override',
    exit: 'Exit',
    hide: 'Hide',
    stopped: 'stopped: {{reason}}',
    overrideFailed: 'Override failed: {{overrides}}, running the default',
    ended: 'This preview link has ended (it expired or was revoked): you see what every guest sees.',
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
      stopped: 'detenida: {{reason}}',
      overrideFailed: 'La sustitución falló: {{overrides}}, se usa la versión por defecto',
      ended: 'Este enlace de vista previa ha terminado (caducó o fue revocado): ves lo que ve cualquier cliente.',
    },
  },
  gr: {
    preview: {
      region: 'Μη δημοσιευμένες εκδόσεις σε αυτό το πρόγραμμα περιήγησης',
      preview: 'Προεπισκόπηση',
      override: 'Αντικατάσταση',
      exit: 'Έξοδος',
      hide: 'Απόκρυψη',
      stopped: 'διακόπηκε: {{reason}}',
      overrideFailed: 'Η αντικατάσταση απέτυχε: {{overrides}}, εκτελείται η προεπιλεγμένη έκδοση',
      ended: 'Αυτός ο σύνδεσμος προεπισκόπησης δεν ισχύει πια (έληξε ή ανακλήθηκε): βλέπετε ό,τι βλέπει κάθε πελάτης.',
    },
  },
  fr: {
    preview: {
      region: 'Versions non publiées dans ce navigateur',
      preview: 'Aperçu',
      override: 'Remplacement',
      exit: 'Quitter',
      hide: 'Masquer',
      stopped: 'arrêtée : {{reason}}',
      overrideFailed: 'Échec du remplacement : {{overrides}}, la version par défaut est utilisée',
      ended: 'Ce lien d’aperçu a pris fin (il a expiré ou a été révoqué) : vous voyez ce que voit chaque client.',
    },
  },
};

registerTexts(previewTexts);
