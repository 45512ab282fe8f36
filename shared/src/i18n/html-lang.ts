/** Venue language keys are not all BCP 47: the venue's `gr` is Greek, whose language tag is `el`. */
export const htmlLangFor = (language: string): string => (language === 'gr' ? 'el' : language);
