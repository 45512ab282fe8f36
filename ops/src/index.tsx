import '@tabula/shared/styles';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/PasswordInput.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { createAuditModel } from './auditModel';
import { createExperimentsModel } from './experiments/model';
import { createOpsModel } from './model';
import { createOpsApi, createOpsCall } from './opsApi';
import { OpsPage } from './OpsPage';
import { opsTheme } from './opsTheme';
import { createOverrideModel, overrideFromQuery } from './overrideModel';
import { PaymentsModeNotice } from './PaymentsModeNotice';
import { createPreviewsModel } from './previews/model';
import { createPreviewsApi } from './previews/previewsApi';
import { createPaymentsModeModel } from './paymentsMode';
import { createReleaseModel } from './release/model';
import { createRolloutsModel } from './rollouts/model';
import { createRolloutsApi } from './rollouts/rolloutsApi';

const api = createOpsApi();
const model = createOpsModel(api, window.sessionStorage);
const audit = createAuditModel(api, { $token: model.$token, reloaded: model.$remotes.updates });
const paymentsMode = createPaymentsModeModel(model);
const experiments = createExperimentsModel(api, model);
const release = createReleaseModel(createOpsCall(), model, experiments);
const rollouts = createRolloutsModel(createRolloutsApi(createOpsCall()), model);
const override = createOverrideModel(model, overrideFromQuery(window.location.search));
const previews = createPreviewsModel(createPreviewsApi(), { $token: model.$token, reloaded: model.$remotes.updates });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={opsTheme}>
      <OpsPage
        model={model}
        experiments={experiments}
        audit={audit}
        override={override}
        release={release}
        rollouts={rollouts}
        previews={previews}
        banner={<PaymentsModeNotice model={paymentsMode} />}
      />
    </MantineProvider>
  </StrictMode>,
);
