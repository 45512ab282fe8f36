import { validateHotelLogin } from './validation';

describe('hotel login', () => {
  it("puts 'Field is required' under each empty field", () => {
    expect(validateHotelLogin({ surname: ' ', room_number: '', table: null })).toEqual({
      surname: 'errors.fieldRequired',
      room_number: 'errors.fieldRequired',
    });
    expect(validateHotelLogin({ surname: 'Doe', room_number: '12', table: null })).toEqual({});
  });

  it('asks for the table only where the form shows it', () => {
    expect(validateHotelLogin({ surname: 'Doe', room_number: '12', table: '' })).toEqual({ table: 'errors.fieldRequired' });
    expect(validateHotelLogin({ surname: 'Doe', room_number: '12', table: '4' })).toEqual({});
  });
});
