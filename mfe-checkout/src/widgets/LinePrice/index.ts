export { LinePrice } from './LinePrice';
