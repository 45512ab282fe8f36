import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { createExperimentsModel } from './experiments/model';
import { createOpsModel } from './model';
import { createOpsCall, type OpsApi } from './opsApi';
import { OpsPage } from './OpsPage';
import { PaymentsModeNotice } from './PaymentsModeNotice';
import type { PaymentsMode } from '@tabula/shared';
import { createPaymentsModeModel } from './paymentsMode';
import { createReleaseModel } from './release/model';

const api: OpsApi = {
  listRemotes: async () => ({ ok: true, body: { remotes: [] } }),
  promote: async () => ({ ok: true, body: null }),
  split: async () => ({ ok: true, body: null }),
  rollback: async () => ({ ok: true, body: null }),
  audit: async () => ({ ok: true, body: { entries: [] } }),
  listExperiments: async () => ({ ok: true, body: { experiments: [] } }),
  pooled: async () => ({ ok: true, body: { versions: [] } }),
  shipExperiment: async () => ({ ok: false, problem: 'conflict', status: 409, message: 'not in this test' }),
  stopExperiment: async () => ({ ok: false, problem: 'conflict', status: 409, message: 'not in this test' }),
  rampExperiment: async () => ({ ok: false, problem: 'conflict', status: 409, message: 'not in this test' }),
};

function renderPage(mode: PaymentsMode | null) {
  const load = jest.fn(async () => mode);
  const model = createOpsModel(api, window.sessionStorage);
  const paymentsMode = createPaymentsModeModel(model, load);
  const experiments = createExperimentsModel(api, model);
  // No remote is listed, so no release control is offered and its calls never leave the page.
  const release = createReleaseModel(createOpsCall(jest.fn()), model, experiments);
  render(
    <MantineProvider>
      <OpsPage model={model} experiments={experiments} release={release} banner={<PaymentsModeNotice model={paymentsMode} />} />
    </MantineProvider>,
  );
  return load;
}

async function signIn() {
  await userEvent.type(screen.getByLabelText(/Ops token/), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Open the operator page' }));
}

beforeEach(() => window.sessionStorage.clear());

describe('the operator page’s payments mode', () => {
  it('warns that payments are simulated, and why, once signed in', async () => {
    const load = renderPage({ provider: 'simulated', simulated: true, explicit: false });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await signIn();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Payments are simulated: orders are marked paid and no card is charged. No STRIPE_SECRET_KEY is set.',
    );
    expect(load).toHaveBeenCalledWith('secret');
    await userEvent.click(screen.getByRole('button', { name: 'Forget the token' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says when the simulator was chosen on purpose', async () => {
    renderPage({ provider: 'simulated', simulated: true, explicit: true });
    await signIn();
    expect(await screen.findByRole('note')).toHaveTextContent('Chosen with PAYMENTS=simulated.');
  });

  it('shows nothing when Stripe takes the payments', async () => {
    renderPage({ provider: 'stripe', simulated: false, explicit: false });
    await signIn();
    expect(await screen.findByText('No remote is registered yet.')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
