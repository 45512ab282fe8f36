const blank = (value: string): boolean => value.trim() === '';

export interface HotelLoginForm {
  surname: string;
  room_number: string;
}

export type HotelLoginErrors = Partial<Record<keyof HotelLoginForm, 'errors.fieldRequired'>>;

/** 'Field is required' under each empty field; trimmed. */
export function validateHotelLogin(form: HotelLoginForm): HotelLoginErrors {
  const errors: HotelLoginErrors = {};
  if (blank(form.surname)) errors.surname = 'errors.fieldRequired';
  if (blank(form.room_number)) errors.room_number = 'errors.fieldRequired';
  return errors;
}
