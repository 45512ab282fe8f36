import { validateHotelLogin } from './validation';

describe('hotel login', () => {
  it("puts 'Field is required' under each empty field", () => {
    expect(validateHotelLogin({ surname: ' ', room_number: '' })).toEqual({
      surname: 'errors.fieldRequired',
      room_number: 'errors.fieldRequired',
    });
    expect(validateHotelLogin({ surname: 'Doe', room_number: '12' })).toEqual({});
  });
});
