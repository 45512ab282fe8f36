// What every app shares as '@mantine/hooks': the hooks the apps, the shared '@mantine/core' subset
// and the Mantine libraries a remote bundles (@mantine/dates) call, not the whole library, which
// the shell downloaded and evaluated before the first screen. subsets.test.ts keeps the
// list equal to what they import.
export {
  assignRef,
  clamp,
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
