import '@tabula/shared/styles';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/PasswordInput.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { createOpsModel } from './model';
import { createOpsApi } from './opsApi';
import { OpsPage } from './OpsPage';

const model = createOpsModel(createOpsApi(), window.sessionStorage);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider>
      <OpsPage model={model} />
    </MantineProvider>
  </StrictMode>,
);
