import { REMOTE_NAMES, type RemoteName } from './contracts';

/** Where a remote's build is and which deployed version it is. */
export interface RemoteVersion {
  /** Its manifest (or, registered by hand, its remote entry). */
  entry: string;
  version: string;
  /** The remote entry the manifest names, when the server read it: the runtime loads it without the manifest. */
  script?: string;
}

/** The experiment of a venue the guest is in for a remote, and its phase: the shell reports their exposure. */
export interface RemoteExperiment {
  id: number;
  phase: number;
}

/** The version chosen for this guest, and the remote's default to load when that one fails. */
export interface RegisteredRemote extends RemoteVersion {
  fallback?: RemoteVersion;
  experiment?: RemoteExperiment;
}

/** A build this browser alone runs instead of the guests': a preview link it opened, or an operator's override. */
export interface PinnedBuild {
  remote: string;
  version: string;
  entry: string;
  by: 'preview' | 'override';
  /** Why the API stopped this previewed version, when it did: the team still sees it, and the badge says so. */
  stopped?: string;
}

export interface RemoteRegistry {
  remotes: Record<RemoteName, RegisteredRemote>;
  /** The server's signed receipt of the versions this page was served, sent back with a failure report. */
  receipt?: string;
  /** What the server says this browser alone runs, unchecked: only a team's browser has any, and its badge reads them (parsePinned). */
  pinned?: unknown;
  /** The preview link this browser had opened was revoked or ended: the page says so. */
  previewEnded?: true;
}

/** The label of a build registered by hand in a registry file, which names no version. */
export const INITIAL_VERSION = 'initial';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function parseVersion(name: string, where: string, value: Record<string, unknown>): RemoteVersion {
  const { entry, version } = value;
  if (!isFilled(entry)) {
    throw new Error(`Remote registry: ${where} "${name}" needs a non-empty string "entry"`);
  }
  // A registry file written by hand (the dev server's) names no version: it is the one first seeded.
  if (version !== undefined && !isFilled(version)) {
    throw new Error(`Remote registry: ${where} "${name}" needs a non-empty string "version"`);
  }
  // A page whose script is malformed still loads the remote, through its manifest.
  const { script } = value;
  return { entry, version: version ?? INITIAL_VERSION, ...(isFilled(script) ? { script } : {}) };
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** A well-formed experiment marker, or none: a page whose marker is broken still loads, it only reports nothing. */
function parseExperiment(value: unknown): RemoteExperiment | undefined {
  if (!isRecord(value) || !isCount(value.id) || !isCount(value.phase)) return undefined;
  return { id: value.id, phase: value.phase };
}

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
  const remotes = {} as Record<RemoteName, RegisteredRemote>;
  for (const name of REMOTE_NAMES) {
    const remote = source[name];
    if (!isRecord(remote)) {
      throw new Error(`Remote registry: remote "${name}" is missing`);
    }
    const chosen = parseVersion(name, 'remote', remote);
    const { fallback } = remote;
    if (fallback !== undefined && !isRecord(fallback)) {
      throw new Error(`Remote registry: the fallback of "${name}" must be an object`);
    }
    const experiment = parseExperiment(remote.experiment);
    remotes[name] = {
      ...chosen,
      ...(fallback ? { fallback: parseVersion(name, 'the fallback of', fallback) } : {}),
      ...(experiment ? { experiment } : {}),
    };
  }
  return {
    remotes,
    ...(typeof json.receipt === 'string' && json.receipt !== '' ? { receipt: json.receipt } : {}),
    ...(json.pinned !== undefined ? { pinned: json.pinned } : {}),
    ...(json.preview_ended === true ? { previewEnded: true as const } : {}),
  };
}
