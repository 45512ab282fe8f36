import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useUnit } from 'effector-react';
import type { RemoteExposes, RemoteName } from './contracts';
import { $remoteAttempts, remoteRetried, remoteSwitchedToFallback } from './model';
import { deliveredModule, loadRemembered } from './deliveredModules';
import { isRemoteLoadFailure } from './remoteLoadFailure';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFailure } from './RemoteFailure';
import { useRemoteLoader } from './RemoteLoaderContext';
import { PageLoader } from './PageLoader';
import { FirstPaintHandOver } from '../screens/FirstPaintHandOver';

type ExposedProps<R extends RemoteName, M extends keyof RemoteExposes[R]> = RemoteExposes[R][M] extends { default: ComponentType<infer P> }
  ? P
  : never;

interface RemotePageProps<R extends RemoteName, M extends keyof RemoteExposes[R] & string> {
  remote: R;
  module: M;
  pageProps?: ExposedProps<R, M>;
  /** Rendered instead of the page-sized fallback, for widgets inside another page. */
  fallback?: ComponentType<{ remote: RemoteName; onRetry: () => void; failed?: 'load' | 'render' }>;
  /** Widgets the page shows (the tab bar), whose code it waits for; see WIDGET_WAIT_MS. */
  alongside?: readonly { remote: RemoteName; module: string }[];
}

/**
 * How long a page waits for the code of the widgets it shows before it renders without them. A
 * widget arriving after its page pushed the page's content about as it took its place (a layout
 * shift of 0.28 when the tab bar came late); a widget that does not come within this time, or
 * cannot load, must not hold the page back.
 */
export const WIDGET_WAIT_MS = 1500;

/** Resolves when `loading` settles, either way, or after `ms`, whichever comes first. */
function settledWithin(loading: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  const settled = loading.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, waited]).finally(() => clearTimeout(timer));
}

/** Lazily loads one exposed component of a remote, with a fallback when loading or rendering fails. */
export function RemotePage<R extends RemoteName, M extends keyof RemoteExposes[R] & string>({
  remote,
  module,
  pageProps,
  fallback,
  alongside,
}: RemotePageProps<R, M>) {
  const loader = useRemoteLoader();
  const attempts = useUnit($remoteAttempts);
  const attempt = attempts[remote] ?? 0;
  const Failure = fallback ?? RemoteFailure;
  const [retried, switched] = useUnit([remoteRetried, remoteSwitchedToFallback]);
  const retry = () => retried(remote);
  // A page that throws while rendering switches its remote to the fallback version, which is then
  // imported again: until it renders, the guest sees the page loading rather than a failure.
  const fallsBack = loader.canFallBack?.(remote) ?? false;
  const renderFailed = () => {
    if (loader.renderFailed?.(remote)) switched(remote);
  };

  // lazy() makes the page's component once per import attempt (memoised on it), as React requires of
  // a lazily loaded component; the failure view is bound to this remote's retry. A module already
  // delivered (a widget its page waited for) renders at once, in its page's commit.
  const Page = useMemo(
    () =>
      deliveredModule(loader, remote, module, attempt)?.default ??
      lazy(async () => {
        const [loaded] = await Promise.all([
          loadRemembered(loader, remote, module, attempt),
          ...(alongside ?? []).map((widget) =>
            settledWithin(loadRemembered(loader, widget.remote, widget.module, attempts[widget.remote] ?? 0), WIDGET_WAIT_MS),
          ),
        ]);
        if (isRemoteLoadFailure(loaded)) return { default: () => <Failure remote={remote} onRetry={retry} /> };
        return loaded as { default: ComponentType<object> };
      }),
    // A new attempt number is the signal to import again after a retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Failure, retry, alongside and other remotes' attempts are made anew on every render, the import must not be
    [loader, remote, module, attempt],
  );

  return (
    <RemoteErrorBoundary
      resetKey={attempt}
      onError={renderFailed}
      fallback={fallsBack ? fallback ? null : <PageLoader /> : <Failure remote={remote} onRetry={retry} failed="render" />}
    >
      {/* A widget waits in no space of its own: a page-sized loader in its place pushed the page about. */}
      <Suspense fallback={fallback ? null : <PageLoader />}>
        {/* A widget inside a page (its own fallback) is not the page the first paint stands for. */}
        {fallback ? null : <FirstPaintHandOver />}
        {/* eslint-disable-next-line react-hooks/static-components -- made once per attempt by lazy(), above */}
        <Page {...((pageProps ?? {}) as object)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
