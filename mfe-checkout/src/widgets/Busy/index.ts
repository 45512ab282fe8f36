export { Busy } from './Busy';
