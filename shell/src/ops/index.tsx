import '@tabula/shared/styles';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/PasswordInput.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createTheme, MantineProvider } from '@mantine/core';
import { createExperimentsModel } from './experiments/model';
import { createOpsModel } from './model';
import { createOpsApi } from './opsApi';
import { OpsPage } from './OpsPage';

const api = createOpsApi();
const model = createOpsModel(api, window.sessionStorage);
const experiments = createExperimentsModel(api, model);
// White on Mantine's default blue is 3.5:1; its darkest shade reads at the 4.5:1 small text needs.
const theme = createTheme({ primaryShade: 9 });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <OpsPage model={model} experiments={experiments} />
    </MantineProvider>
  </StrictMode>,
);
