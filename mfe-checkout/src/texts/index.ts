import { registerTexts, type TextBundle } from '@tabula/shared';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { gr } from './gr';

/** The cart, payment and order screens' texts: they ship with this remote, not with the kernel. */
export const checkoutTexts: TextBundle = { en, es, gr, fr };

// Every exposed module imports this file first, so the texts are there before a screen renders.
registerTexts(checkoutTexts);
