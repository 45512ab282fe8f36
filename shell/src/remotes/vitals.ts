import { attach, createEvent, createStore, sample } from 'effector';
import type { Metric } from 'web-vitals';
import type { RemoteName } from './contracts';
import type { RemoteLoader } from './remoteLoading';

/** The metrics an operator weighs variants by: real guests' largest paint, responsiveness and layout shift. */
export type VitalName = 'LCP' | 'INP' | 'CLS';

export interface VitalsReport {
  /** The version of each remote the page chose and ran (none for a remote that fell back). */
  remotes: Partial<Record<RemoteName, string>>;
  metrics: { name: VitalName; value: number }[];
  /** The page's receipt: it names the page view, so the API counts its speed once, for the versions it chose. */
  receipt: string;
}

/** A metric web-vitals measured on this page (the latest value of each counts). */
export const vitalMeasured = createEvent<{ name: VitalName; value: number }>();
/** The shell loaded one of a remote's modules for this page. */
export const remoteShown = createEvent<RemoteName>();
/** The page is being hidden (another app, a new page, closed): the last moment a report is sure to leave. */
export const pageHidden = createEvent();

const $measured = createStore<Partial<Record<VitalName, number>>>({}).on(vitalMeasured, (measured, { name, value }) => ({
  ...measured,
  [name]: value,
}));
const $shownRemotes = createStore<RemoteName[]>([]).on(remoteShown, (shown, remote) =>
  shown.includes(remote) ? shown : [...shown, remote],
);

/** What the page sends when it is hidden; undefined when it measured nothing, showed no chosen version or has no receipt. */
export function vitalsReport(
  measured: Partial<Record<VitalName, number>>,
  shown: readonly RemoteName[],
  versionOf: (remote: RemoteName) => string | undefined,
  receipt: string | undefined,
): VitalsReport | undefined {
  const metrics = (Object.entries(measured) as [VitalName, number][]).map(([name, value]) => ({ name, value }));
  const remotes: VitalsReport['remotes'] = {};
  for (const remote of shown) {
    const version = versionOf(remote);
    if (version) remotes[remote] = version;
  }
  if (metrics.length === 0 || Object.keys(remotes).length === 0 || !receipt) return undefined;
  return { remotes, metrics, receipt };
}

interface VitalsSources {
  /** The version of a remote the page chose and still runs; undefined once it fell back. */
  versionOf: (remote: RemoteName) => string | undefined;
  /** The page's receipt. */
  receiptOf: () => string | undefined;
}

const sendVitalsFx = attach({
  source: { measured: $measured, shown: $shownRemotes },
  effect: ({ measured, shown }, { versionOf, receiptOf, win }: VitalsSources & { win: Window }) => {
    const report = vitalsReport(measured, shown, versionOf, receiptOf());
    if (!report) return;
    // As text/plain: sendBeacon refuses a JSON Blob (not a CORS-safelisted type); the API parses it as JSON.
    win.navigator.sendBeacon?.('/api/remotes/vitals', JSON.stringify(report));
  },
});
// Sent once: a page hidden and shown again reports only what it measures after.
$measured.reset(sendVitalsFx.finally);

/**
 * Starts measuring the page with the web-vitals package (loaded after the page, off the first
 * screen's path; its observers read the entries buffered since the start) and sends what it measured
 * with sendBeacon, which the browser delivers even as the page goes away, each time the page is hidden.
 */
export function startVitals(versionOf: VitalsSources['versionOf'], receiptOf: VitalsSources['receiptOf'], win: Window = window): void {
  sample({ clock: pageHidden, fn: () => ({ versionOf, receiptOf, win }), target: sendVitalsFx });
  // On the window as the event bubbles up from the document: after web-vitals' own listeners, which
  // report the final values as the page is hidden, whenever they were added.
  win.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') pageHidden();
  });
  const measure = (metric: Metric) => vitalMeasured({ name: metric.name as VitalName, value: metric.value });
  const observe = () =>
    void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
      onLCP(measure);
      onINP(measure);
      onCLS(measure);
      // Marks the page as measured, for whoever looks (a test) before it hides the page.
      win.document.documentElement.dataset.vitals = 'observing';
    });
  if (win.document.readyState === 'complete') observe();
  else win.addEventListener('load', observe, { once: true });
}

/** Notes each remote the page loads, so its speed is reported for the version it was served. */
export function withVitals(load: RemoteLoader): RemoteLoader {
  return (remote, module) => {
    remoteShown(remote);
    return load(remote, module);
  };
}
