import pg from 'pg';

export interface ListenHandlers<C> {
  changed(change: C): void;
  /** The connection is gone (an error, the server closing it): nothing more will be heard. */
  down(err?: unknown): void;
}

/**
 * A connection of its own (LISTEN holds it; a pooled one would be handed to queries) that listens
 * on one channel, each payload read by `parse`, named `applicationName` in pg_stat_activity so
 * operators (and the tests) can find it. Resolves once it listens; rejects when it cannot.
 */
export async function listenOn<C>(
  databaseUrl: string,
  channel: string,
  applicationName: string,
  parse: (payload: string | undefined) => C,
  on: ListenHandlers<C>,
) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: applicationName });
  let open = true;
  const down = (err?: unknown) => {
    if (!open) return;
    open = false;
    client.end().catch(() => {});
    on.down(err);
  };
  client.on('error', down);
  client.on('end', () => down());
  client.on('notification', (n) => {
    if (n.channel === channel) on.changed(parse(n.payload));
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
  } catch (err) {
    open = false;
    await client.end().catch(() => {});
    throw err;
  }
  return {
    async close() {
      open = false;
      await client.end().catch(() => {});
    },
  };
}
