export { describeCartLine, describeOrderItem } from './describeLine';
export type { LineDescription } from './describeLine';
