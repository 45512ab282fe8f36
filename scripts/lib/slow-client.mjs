import net from 'node:net';

/** Opens a TCP connection to a loopback port, from `localAddress` (127.0.0.2, ...: another client) when given. */
export function connectTo(port, { host = '127.0.0.1', localAddress } = {}) {
  const socket = net.connect({ port, host, ...(localAddress && { localAddress }) });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * A slow client: writes `text` one byte every `everyMs` until the server closes the socket, and
 * tells what it answered and when it closed. Its timer stops with the socket, so a test stays bounded.
 */
export function trickle(socket, text, everyMs) {
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  return new Promise((resolve) => {
    let i = 0;
    const timer = setInterval(() => {
      if (i < text.length && !socket.destroyed) socket.write(text[i++] ?? '');
    }, everyMs);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}
