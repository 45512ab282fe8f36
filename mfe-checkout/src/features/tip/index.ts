export { centsInput } from './moneyInput';
export { effectiveTipCents, readTipInput, tipApplies, tipCapCents, tipChosen, tipTooHigh } from './tip';
export type { TipInput } from './tip';
