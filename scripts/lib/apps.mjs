import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remoteList from '../../shared/build/remote-list.cjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every front-end app, with the port its production build is served from (the list is remotes.json). */
export const apps = remoteList.APPS;

export const remotes = apps.filter((app) => app.name !== 'shell');
