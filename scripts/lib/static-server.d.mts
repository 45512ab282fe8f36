import type { Server } from 'node:http';

export function serveStatic(options: { dir: string; port: number; host?: string }): Promise<Server>;
