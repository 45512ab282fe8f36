export { REMOTE_NAMES } from './remotes';
export type { PageModule, PageProps, RemoteExposes, RemoteName, TabBarProps } from './remotes';
export { parseRemoteRegistry } from './registry';
export type { RegisteredRemote, RemoteRegistry, RemoteVersion } from './registry';
