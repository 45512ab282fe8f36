import type { Socket } from 'node:net';

export function connectTo(port: number, options?: { host?: string; localAddress?: string }): Promise<Socket>;
export function trickle(socket: Socket, text: string, everyMs: number): Promise<{ answer: string; closedAfterMs: number }>;
