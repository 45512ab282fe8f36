import { registerTexts, type TextBundle } from '@tabula/shared';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { gr } from './gr';

/** This remote's texts, registered when any module it exposes loads, so a text change ships with the remote. */
export const texts: TextBundle = { en, es, gr, fr };

registerTexts(texts);
