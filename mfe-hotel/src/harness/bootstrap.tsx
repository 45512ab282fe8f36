import { startHarness } from '@tabula/shared/harness';
import LandingPage from '../pages/LandingPage';
import LoginPage from '../pages/LoginPage';
import EmailConfirmationPage from '../pages/EmailConfirmationPage';
import EnterTablePage from '../pages/EnterTablePage';

// Renders this remote's pages without the shell, against the API on :8080, for its team's own work.
startHarness('Tabula hotel', [
  { path: '/', label: 'LandingPage', Component: LandingPage },
  { path: '/login', label: 'LoginPage', Component: LoginPage },
  { path: '/email-confirmation', label: 'EmailConfirmationPage', Component: EmailConfirmationPage },
  { path: '/enter-table/:slug', label: 'EnterTablePage', Component: EnterTablePage },
]);
