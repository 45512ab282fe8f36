import { DEMO_GUEST } from './seed/venues';
import type { RunningServer } from './index';

/**
 * Runs a started server as a process does: says where it listens, the operator token and the demo hotel
 * guest, and stops on SIGINT (at once) or SIGTERM (draining). The venue API's and the platform's entries share it.
 */
export async function serve(server: RunningServer): Promise<void> {
  const { opsTokenFile } = server.app.tabula.config;
  console.log(opsTokenFile ? `Operator token (x-ops-token): in ${opsTokenFile}` : 'Operator token (x-ops-token): OPS_TOKEN');
  // A hotel login must give the recorded check-out date, which the seed set relative to its own day.
  const [demo] = await server.app.tabula.db.query<{ check_out: string | null }>(
    `SELECT to_char(check_out_date, 'YYYY-MM-DD') AS check_out FROM guests WHERE surname = $1 AND room_number = $2`,
    [DEMO_GUEST.surname, DEMO_GUEST.room],
  );
  if (demo?.check_out) console.log(`Demo hotel guest: ${DEMO_GUEST.surname}, room ${DEMO_GUEST.room}, check-out ${demo.check_out}`);
  const venueOrigin = server.app.tabula.origins.venue('<slug>');
  console.log(
    `Tabula API on ${server.url} — venues at ${venueOrigin} (plain ${server.app.tabula.origins.base().host}: default venue), docs at ${server.url}/api/docs`,
  );

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      // SIGTERM (an orchestrator, a deploy) drains; Ctrl-C in a terminal stops at once.
      (signal === 'SIGTERM' ? server.shutdown() : server.close()).then(
        () => process.exit(0),
        (err: unknown) => {
          console.error(err);
          process.exit(1);
        },
      );
    });
  }
}
