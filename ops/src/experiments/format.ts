import { formatCents } from '@tabula/shared';

/** How the experiment cards write figures: pure, so the words the operator reads are tested. */

const NO_VALUE = '–';

/** 0.2534 → "25.3 %". */
export const percent = (share: number | null, digits = 1): string => (share === null ? NO_VALUE : `${(share * 100).toFixed(digits)} %`);

/** A 95 % interval of shares: "12.1 – 40.2 %". */
export const shareInterval = (low: number | null, high: number | null): string =>
  low === null || high === null ? NO_VALUE : `${(low * 100).toFixed(1)} – ${(high * 100).toFixed(1)} %`;

const signed = (share: number) => `${share > 0 ? '+' : share < 0 ? '−' : ''}${Math.abs(share * 100).toFixed(1)} %`;

/** Relative uplift with its interval: "+20.0 % (−5.1 % to +45.1 %)". */
export const uplift = (value: number | null, low: number | null, high: number | null): string =>
  value === null ? NO_VALUE : low === null || high === null ? signed(value) : `${signed(value)} (${signed(low)} to ${signed(high)})`;

/** Cents in the venue's currency, written as its menu writes prices (kernel formatCents): 320, EUR → "€3.20". */
export const amount = (cents: number | null, currency: string): string => (cents === null ? NO_VALUE : formatCents(cents, currency));

export const milliseconds = (ms: number | null): string => (ms === null ? NO_VALUE : `${ms.toLocaleString('en-GB')} ms`);

export const layoutShift = (cls: number | null): string => (cls === null ? NO_VALUE : cls.toFixed(3));

/** A moment with its zone, in the operator's zone unless one is given: "27 Nov 2026, 14:05 UTC". */
export function dateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** How long from one moment to another: "3 d 2 h", "2 h 10 min", "4 min". */
export function duration(fromIso: string, toIso: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}

/** A rate of events per guest, for guardrails: 3 of 120 → "2.5 %". */
export const perGuest = (count: number, guests: number): string => (guests <= 0 ? NO_VALUE : percent(count / guests));
