export { centsInput, parseMoneyInput } from './moneyInput';
export { INITIAL_TIP, TIP_PRESETS, chipCents, tipAfterMethodChange, tipAgrees } from './presets';
export type { TipOption, TipPreset, TipState } from './presets';
export { effectiveTipCents, readTipInput, tipApplies, tipCapCents, tipChosen, tipTooHigh } from './tip';
export type { TipInput } from './tip';
