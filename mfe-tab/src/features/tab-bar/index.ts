export { ActiveTab } from './ActiveTab';
export { NoTabActions } from './NoTabActions';
export { $tabPassword } from './password';
export { useTabCheck } from './useTabCheck';
export { tabBarView } from './view';
export type { TabBarView } from './view';
export { $exitBalanceDue, exitTabAsked, exitTabDismissed, loadTabBillFx, payBillChosen } from './exitModel';
