// What every app shares as '@mantine/core': only the components the apps use, not the whole
// library. Shared whole, Mantine was ~590 KB of script the shell evaluated before the first screen
// (a 250–700 ms long task at 4× CPU throttling, npm run bench:menu). A singleton cannot be
// tree-shaken per consumer, so the list is the union for all apps and mantine-core.test.ts keeps it
// equal to what their sources import. A new component means a line here and a new shell.
export {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Checkbox,
  Container,
  Divider,
  Group,
  Image,
  Loader,
  MantineProvider,
  Modal,
  Notification,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
  VisuallyHidden,
  createTheme,
} from '@tabula/mantine-core-esm';
