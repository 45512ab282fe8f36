const blank = (value: string): boolean => value.trim() === '';

export interface HotelLoginForm {
  surname: string;
  room_number: string;
  /** Asked only where the login opens a tab at a table and the link named none; null when not asked. */
  table: string | null;
}

export type HotelLoginErrors = Partial<Record<keyof HotelLoginForm, 'errors.fieldRequired'>>;

/** 'Field is required' under each empty field (the table only when it is asked); trimmed. */
export function validateHotelLogin(form: HotelLoginForm): HotelLoginErrors {
  const errors: HotelLoginErrors = {};
  if (blank(form.surname)) errors.surname = 'errors.fieldRequired';
  if (blank(form.room_number)) errors.room_number = 'errors.fieldRequired';
  if (form.table !== null && blank(form.table)) errors.table = 'errors.fieldRequired';
  return errors;
}
