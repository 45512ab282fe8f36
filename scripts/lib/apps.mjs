import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remoteList from '../../shared/build/remote-list.cjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every front-end app, with the port its production build is served from (the list is remotes.json). */
export const apps = remoteList.APPS;

export const remotes = apps.filter((app) => app.name !== 'shell');

/** The operator's app: built like the others, but a plain app the API serves at /ops, on no port of its own. */
export const operatorApp = { name: 'ops', dir: 'ops' };

/** Every app a build makes: the guests' composition (shell and remotes), then the operator's app. */
export const builtApps = [...apps, operatorApp];
