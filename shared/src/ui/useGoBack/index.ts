export { useGoBack } from './useGoBack';
