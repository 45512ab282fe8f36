export { HotelPage } from './HotelPage';
export { TablePickerStep } from './TablePickerStep';
export { useLandingFlow } from './useLandingFlow';
export { WelcomePage } from './WelcomePage';
export { $hotelDetails } from './hotelModel';
