// What every app shares as '@mantine/hooks': the hooks the apps and the shared '@mantine/core'
// subset call, not the whole library (81 KB of script the shell downloaded and evaluated before
// the first screen). subsets.test.ts keeps the list equal to what they import.
export {
  assignRef,
  useCallbackRef,
  useClickOutside,
  useDebouncedCallback,
  useDidUpdate,
  useDisclosure,
  useFocusReturn,
  useFocusTrap,
  useId,
  useIsomorphicEffect,
  useLongPress,
  useMergedRef,
  useMutationObserverTarget,
  usePrevious,
  useReducedMotion,
  useUncontrolled,
  useWindowEvent,
} from '@tabula/mantine-hooks-esm';
