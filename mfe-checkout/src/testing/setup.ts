import { configure } from '@testing-library/react';

// Screens wait on the real API; on a shared two-core machine a round trip can take over a second.
configure({ asyncUtilTimeout: 5000 });
