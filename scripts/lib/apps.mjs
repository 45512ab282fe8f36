import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every front-end app, with the port its production build is served from. */
export const apps = [
  { dir: 'shell', name: 'shell', port: 8080 },
  { dir: 'mfe-menu', name: 'mfe_menu', port: 8081 },
  { dir: 'mfe-tab', name: 'mfe_tab', port: 8082 },
  { dir: 'mfe-checkout', name: 'mfe_checkout', port: 8083 },
  { dir: 'mfe-hotel', name: 'mfe_hotel', port: 8084 },
];

export const remotes = apps.filter((app) => app.name !== 'shell');
