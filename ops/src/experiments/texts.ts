import type { ExperimentNotice } from './model';

/** The experiment cards' words, in the operator page's language (English, as the rest of the page). */
export const experimentTexts = {
  title: 'Experiments',
  none: 'No experiment yet: split a venue’s guests between versions of a remote below.',
  cardTitle: (remote: string, venue: string) => `${remote} at ${venue}`,
  running: 'Running',
  ended: { stopped: 'Stopped', shipped: 'Shipped', replaced: 'Replaced by a new split' } as Record<string, string>,
  endedLabel: 'Ended',
  started: (when: string, since: string) => `Started ${when} (${since} ago)`,
  ran: (from: string, to: string, length: string) => `Ran ${from} to ${to} (${length})`,
  phase: (phase: number, of: number, weights: string) => `Phase ${phase} of ${of}: ${weights}`,
  stoppedAutomatically: 'Stopped automatically',
  srm: (p: string) =>
    `Sample ratio mismatch (p = ${p}): guests are not split as the weights say, so these results cannot be trusted. Check what counts guests before deciding.`,
  notEnough: (minimum: number, counts: string) =>
    `Not enough data yet: each variant needs ${minimum} guests (now ${counts}). Figures so far:`,
  leader: (version: string, chance: string, control: string) => `${version} leads: ${chance} chance to beat ${control}`,
  controlLeads: (control: string) => `No variant beats the control ${control} yet`,
  control: 'Control',
  leading: 'Leading',
  weight: (weight: number) => `weight ${weight}`,
  conversion: 'Conversion',
  interval: '95 % interval',
  upliftLabel: 'Uplift on control',
  chance: 'Chance to beat control',
  guests: 'Guests',
  guestsValue: (exposed: number, converted: number) => `${exposed}, ${converted} ordered`,
  orders: 'Orders',
  ordersValue: (submitted: number, paid: number) => `${submitted} submitted, ${paid} paid`,
  revenue: 'Revenue per guest',
  failures: 'Load / render failures',
  failuresValue: (load: string, render: string, vs: string) => `${load} / ${render} of guests${vs}`,
  lcp: 'LCP p75',
  inp: 'INP p75',
  cls: 'CLS p75',
  vsControl: (value: string) => ` (control ${value})`,
  ship: (version: string) => `Ship the winner: ${version}`,
  shipLabel: (version: string, remote: string, venue: string) =>
    `Ship the winner: ${version}, the default of ${remote} for every venue, ending the experiment at ${venue}`,
  stop: 'Stop',
  stopLabel: (remote: string, venue: string) => `Stop the experiment of ${remote} at ${venue}`,
  ramp: 'Ramp',
  rampLabel: (remote: string, venue: string) => `Ramp ${remote} at ${venue}: new weights`,
  rampTitle: (remote: string, venue: string) => `New weights for ${remote} at ${venue}`,
  rampWeight: (version: string) => `Weight of ${version} (0 to 100)`,
  rampApply: 'Start a new phase',
  rampHint: 'Every guest keeps their bucket: a variant given more weight keeps all its guests. Counts start again in the new phase.',
  rampErrors: { weight: 'Each weight is a whole number from 0 to 100.', total: 'Give at least one version a weight above 0.' },
  cancel: 'Cancel',
  pooledTitle: 'Across venues',
  pooledLine: (count: number, venues: string, exposed: number, conversion: string, interval: string) =>
    `${count} experiment${count === 1 ? '' : 's'} (${venues}): ${exposed} guests, conversion ${conversion} (95 % interval ${interval})`,
  pooledHint:
    'Guests and conversion add up across venues. Revenue per guest is given for each currency on its own: amounts in different currencies are never added.',
  pooledRevenueLabel: (remote: string, version: string) => `Revenue per guest of ${remote} ${version}, by currency`,
  pooledRevenue: (currency: string, perGuest: string, venues: string, exposed: number) =>
    `Revenue per guest in ${currency}: ${perGuest} (${venues}: ${exposed} guest${exposed === 1 ? '' : 's'})`,
  notice: (notice: ExperimentNotice): string => {
    if (notice.kind === 'failed') return `The experiment was not changed: ${notice.message}`;
    const { change, label } = notice;
    if (change.action === 'shipped') return `${change.version} is shipped: the default everywhere, and ${label} has ended.`;
    if (change.action === 'stopped') return `${label} is stopped: its guests get the default. Its results stay below.`;
    return `${label} runs a new phase with the new weights.`;
  },
};
