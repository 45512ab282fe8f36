// The stylesheet of every page, whether the shell or a remote's standalone harness renders it:
// the font, then Mantine's styles for the shared component subset, then what the theme adds to them for large text.
import './open-sans.css';
import './mantine-core-styles.mjs';
import './large-text.css';
