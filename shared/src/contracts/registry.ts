import { REMOTE_NAMES, type RemoteName } from './remotes';

export interface RemoteRegistry {
  remotes: Record<RemoteName, { entry: string }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates the remote registry the shell fetches at start-up. A deploy that ships a broken registry
 * should fail with a message naming the broken remote, not with an undefined deep in the runtime.
 * Remotes this shell does not know are ignored, so a registry can list a new remote before every
 * shell that reads it has been deployed.
 */
export function parseRemoteRegistry(json: unknown): RemoteRegistry {
  if (!isRecord(json) || !isRecord(json.remotes)) {
    throw new Error('Remote registry: expected an object with a "remotes" object');
  }
  const source = json.remotes;
  const remotes = {} as Record<RemoteName, { entry: string }>;
  for (const name of REMOTE_NAMES) {
    const remote = source[name];
    if (!isRecord(remote)) {
      throw new Error(`Remote registry: remote "${name}" is missing`);
    }
    const { entry } = remote;
    if (typeof entry !== 'string' || entry.trim() === '') {
      throw new Error(`Remote registry: remote "${name}" needs a non-empty string "entry"`);
    }
    remotes[name] = { entry };
  }
  return { remotes };
}
