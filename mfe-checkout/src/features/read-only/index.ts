export { useReadOnlyGate } from './useReadOnlyGate';
