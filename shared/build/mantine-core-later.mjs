// The rest of the shared Mantine (see mantine-core.mjs): the components that no part of the menu's
// first screen renders before the guest acts, shared as '@tabula/mantine-core-later', one copy for
// every app like the first part. Overlays, the combobox behind Select and the form controls are
// most of Mantine's script; a screen that renders them loads this module with its own code.
export {
  AccordionChevron,
  Card,
  CheckIcon,
  Checkbox,
  Divider,
  Image,
  Modal,
  Popover,
  Radio,
  ScrollArea,
  Select,
  SimpleGrid,
  Textarea,
  createSafeContext,
} from '@tabula/mantine-core-esm';
