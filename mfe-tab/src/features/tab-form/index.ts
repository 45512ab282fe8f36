export { FormActions } from './FormActions';
export { FormProblem } from './FormProblem';
export { joinTabErrorKey, missingFieldsMessage, missingJoinTabFields, missingOpenTabFields, openTabErrorKey, passwordInput } from './rules';
export type { JoinTabForm, OpenTabForm, TabField, TabFormPage } from './rules';
export { TableSelect } from './TableSelect';
export { TabFormLayout } from './TabFormLayout';
export { useCancel } from './useCancel';
export { useLinkParams } from './useLinkParams';
export { useTabFormGate } from './useTabFormGate';
