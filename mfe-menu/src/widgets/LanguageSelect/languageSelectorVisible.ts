/** The selector appears only when the venue offers more than one language. */
export const languageSelectorVisible = (supported: Record<string, string> | null | undefined): boolean =>
  Object.keys(supported ?? {}).length > 1;
