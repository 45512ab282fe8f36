import { registerTexts, type TextBundle } from '@tabula/shared';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { gr } from './gr';

/** The shell's texts, registered when its bootstrap loads, so a text change ships with the shell. */
export const texts: TextBundle = { en, es, gr, fr };

registerTexts(texts);
