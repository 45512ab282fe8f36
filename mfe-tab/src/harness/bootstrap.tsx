import { startHarness } from '@tabula/shared/harness';
import OpenTabPage from '../pages/OpenTabPage';
import JoinTabPage from '../pages/JoinTabPage';
import TabBar from '../widgets/TabBar';

// Renders this remote's pages without the shell, against the API on :8080, for its team's own work.
startHarness('Tabula tab', [
  { path: '/open-tab', label: 'OpenTabPage', Component: OpenTabPage },
  { path: '/join-tab', label: 'JoinTabPage', Component: JoinTabPage },
  { path: '/tab-bar', label: 'TabBar', Component: TabBar },
]);
