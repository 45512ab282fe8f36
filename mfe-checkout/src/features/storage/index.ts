export { keepInStorage } from './keepInStorage';
