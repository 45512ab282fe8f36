import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useStoreMap } from 'effector-react';
import type { PageProps, RemoteExposes, RemoteName } from '@tabula/shared';
import { $remoteAttempts, remoteRetried } from './model';
import { isRemoteLoadFailure } from './remoteLoadFailure';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFailure } from './RemoteFailure';
import { useRemoteLoader } from './RemoteLoaderContext';
import { PageLoader } from './PageLoader';

type ComponentModuleName<R extends RemoteName> = {
  [M in keyof RemoteExposes[R]]: RemoteExposes[R][M] extends { default: ComponentType<never> } ? M : never;
}[keyof RemoteExposes[R]] &
  string;

interface RemotePageProps<R extends RemoteName> {
  remote: R;
  module: ComponentModuleName<R>;
  pageProps?: PageProps;
  /** Rendered instead of the page-sized fallback, for widgets inside another page. */
  fallback?: ComponentType<{ remote: RemoteName; onRetry: () => void }>;
}

/** Lazily loads one exposed component of a remote, with a fallback when loading or rendering fails. */
export function RemotePage<R extends RemoteName>({ remote, module, pageProps, fallback }: RemotePageProps<R>) {
  const loader = useRemoteLoader();
  const attempt = useStoreMap({ store: $remoteAttempts, keys: [remote], fn: (attempts, [name]) => attempts[name] ?? 0 });
  const Failure = fallback ?? RemoteFailure;
  const retry = () => remoteRetried(remote);

  const Page = useMemo(
    () =>
      lazy(async () => {
        const loaded = await loader(remote, module);
        if (isRemoteLoadFailure(loaded)) return { default: () => <Failure remote={remote} onRetry={retry} /> };
        return loaded as { default: ComponentType<PageProps> };
      }),
    // A new attempt number is the signal to import again after a retry.
    [loader, remote, module, attempt],
  );

  return (
    <RemoteErrorBoundary resetKey={attempt} fallback={<Failure remote={remote} onRetry={retry} />}>
      <Suspense fallback={<PageLoader />}>
        <Page {...pageProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
