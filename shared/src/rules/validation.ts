const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/**
 * The table picker's message: 'Select table number' until a table is picked, 'Field is required' when
 * the choice was cleared.
 */
export function tablePickerError(table: string | null | undefined): 'errors.selectTableNumber' | 'errors.fieldRequired' | null {
  if (table === null || table === undefined) return 'errors.selectTableNumber';
  return blank(table) ? 'errors.fieldRequired' : null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());
