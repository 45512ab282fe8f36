import { startHarness } from '@tabula/shared/harness';
import MenuPage from '../pages/MenuPage';
import SearchPage from '../pages/SearchPage';
import ItemPage from '../pages/ItemPage';

// Renders this remote's pages without the shell, against the API on :8080, for its team's own work.
startHarness('Tabula menu', [
  { path: '/menu', label: 'MenuPage', Component: MenuPage },
  { path: '/search', label: 'SearchPage', Component: SearchPage },
  { path: '/addCart', label: 'ItemPage', Component: ItemPage },
]);
