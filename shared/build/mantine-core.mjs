// What every app shares as '@mantine/core': the components the menu's first screen renders (the
// shell's, the menu's and the tab bar's), not the whole library, which the shell evaluated before
// the first screen in one long task (docs/decisions/build-subsets-and-startup.md). A singleton cannot be tree-shaken per consumer, so the other
// components the apps use are a second shared module, mantine-core-later.mjs, which a screen loads
// with its code; the build sends each import of '@mantine/core' to the part that has the name
// (styles.cjs, mantineSplit). The second part's files take Mantine's core (the theme and its
// context, Box, the styles API...) from this one, so the last block is what they import from it.
// subsets.test.ts keeps both lists equal to what the apps and the Mantine libraries they bundle
// (@mantine/dates) import. A new first-screen component means a line here and a new shell.
export {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  MantineProvider,
  NativeSelect,
  Notification,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
  createTheme,
} from '@tabula/mantine-core-esm';

// What mantine-core-later.mjs takes from this part, and what it would otherwise share with it.
export {
  Box,
  CloseButton,
  ComboboxChevron,
  InlineStyles,
  Input,
  InputBase,
  InputWrapperContext,
  Transition,
  UnstyledButton,
  createVarsResolver,
  extractStyleProps,
  factory,
  filterProps,
  genericFactory,
  getContrastColor,
  getFontSize,
  getParsedComboboxData,
  getRadius,
  getShadow,
  getSize,
  getSpacing,
  getThemeColor,
  keys,
  parseThemeColor,
  polymorphicFactory,
  px,
  rem,
  rgba,
  useMantineEnv,
  useInputProps,
  useMantineTheme,
  useProps,
  useRandomClassName,
  useResolvedStylesApi,
  useStyles,
} from '@tabula/mantine-core-esm';
