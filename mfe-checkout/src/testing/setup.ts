import { configure } from '@testing-library/react';
// The screens' texts, as the exposed modules register them when they load.
import '../texts';

// Screens wait on the real API; on a shared two-core machine a round trip can take over a second.
configure({ asyncUtilTimeout: 5000 });
