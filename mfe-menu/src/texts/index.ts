import { registerTexts, type TextBundle } from '@tabula/shared';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { gr } from './gr';

/** The menu remote's own texts, registered when its entry loads so a change ships with the remote. */
export const menuTexts: TextBundle = { en, es, gr, fr };

registerTexts(menuTexts);
