import type { PooledRevenue, PooledVersionReport } from '@tabula/shared/entities';
import type { VariantCounts } from './experiment-results';
import { wilsonInterval } from './experiment-stats';

/** One variant's counts in one phase of one experiment, with where it ran. */
export interface PhaseCounts {
  experiment: number;
  remote: string;
  venue: string;
  /** The venue's currency (ISO 4217): the unit of `counts.revenue_cents`. */
  currency: string;
  counts: VariantCounts;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each remote version's counts summed across the venues and phases that tried it. Guests, conversion,
 * orders and failures are counts of people and events, so they pool, with a Wilson interval over the
 * sum. Revenue is pooled only among venues of one currency: without exchange rates, cents of EUR and
 * USD are not the same money, and a sum of them would crown whichever variant ran where prices are
 * written in bigger numbers.
 */
export function poolVersions(phases: readonly PhaseCounts[]): PooledVersionReport[] {
  const pooled = new Map<string, { report: PooledVersionReport; experiments: Set<number>; revenue: Map<string, PooledRevenue> }>();
  for (const { experiment, remote, venue, currency, counts: c } of phases) {
    const key = `${remote}\u0000${c.version}`;
    const entry = pooled.get(key) ?? {
      report: {
        remote,
        version: c.version,
        experiments: 0,
        venues: [],
        exposed: 0,
        converted: 0,
        conversion: null,
        ci_low: null,
        ci_high: null,
        orders_submitted: 0,
        orders_paid: 0,
        revenue: [],
        load_failures: 0,
        render_failures: 0,
      },
      experiments: new Set<number>(),
      revenue: new Map<string, PooledRevenue>(),
    };
    const { report } = entry;
    entry.experiments.add(experiment);
    if (!report.venues.includes(venue)) report.venues.push(venue);
    report.exposed += c.exposed;
    report.converted += c.converted;
    report.orders_submitted += c.orders_submitted;
    report.orders_paid += c.orders_paid;
    report.load_failures += c.load_failures;
    report.render_failures += c.render_failures;
    const money = entry.revenue.get(currency) ?? { currency, venues: [], exposed: 0, revenue_cents: 0, revenue_per_exposed_cents: null };
    if (!money.venues.includes(venue)) money.venues.push(venue);
    money.exposed += c.exposed;
    money.revenue_cents += c.revenue_cents;
    entry.revenue.set(currency, money);
    pooled.set(key, entry);
  }
  return [...pooled.values()]
    .map(({ report, experiments, revenue }): PooledVersionReport => {
      const interval = wilsonInterval(report.converted, report.exposed);
      return {
        ...report,
        experiments: experiments.size,
        venues: report.venues.sort(byText),
        conversion: report.exposed > 0 ? round6(report.converted / report.exposed) : null,
        ci_low: interval ? round6(interval.low) : null,
        ci_high: interval ? round6(interval.high) : null,
        revenue: [...revenue.values()]
          .map((money) => ({
            ...money,
            venues: money.venues.sort(byText),
            revenue_per_exposed_cents: money.exposed > 0 ? Math.round(money.revenue_cents / money.exposed) : null,
          }))
          .sort((a, b) => byText(a.currency, b.currency)),
      };
    })
    .sort((a, b) => byText(a.remote, b.remote) || byText(a.version, b.version));
}
