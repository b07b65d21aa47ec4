/**
 * Named prepared statements on the embedded database (decision 0010, "Named statements on the embedded database").
 * PGlite's `query` parses, analyses and plans its text again on every call (an unnamed statement); for the long
 * statements of the hot reads and the one-statement writes that is most of their time in WebAssembly (the receipt's
 * read: 0.9–1.2 ms per call, 0.26–0.38 ms as a named statement). Here a text is parsed once per PGlite instance under
 * a short name and then only bound and executed, through PGlite's own protocol functions, under the same two locks
 * its `query` takes, so it never runs inside another caller's transaction. Those locks are PGlite's internals
 * (`_runExclusiveTransaction`, `_runExclusiveQuery`): package.json pins PGlite to one exact version, and
 * pglite-named.test.ts fails on an upgrade that changes them.
 */
import { type PGlite, parse, protocol } from '@electric-sql/pglite';

interface NamedStatement {
  name: string;
  /** The parameters' type ids as PostgreSQL inferred them, for PGlite's serializers. */
  paramTypes: number[];
}

/** Per instance: a test or the CLI may open several, and a closed one takes its statements with it. */
const statementsOf = new WeakMap<PGlite, Map<string, NamedStatement>>();

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

const quiet = { syncToFs: false } as const;

async function named(client: PGlite, statements: Map<string, NamedStatement>, text: string) {
  const known = statements.get(text);
  if (known) return known;
  const name = `nabavka_${statements.size + 1}`;
  const messages = await client
    .execProtocolStream(
      joined([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name })]),
      quiet,
    )
    .finally(() => client.execProtocolStream(protocol.serialize.sync(), quiet));
  const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
  statements.set(text, statement);
  return statement;
}

export async function runNamedOnPglite<Row>(
  client: PGlite,
  text: string,
  values: readonly unknown[],
): Promise<Row[]> {
  let statements = statementsOf.get(client);
  if (!statements) {
    statements = new Map();
    statementsOf.set(client, statements);
  }
  const known = statements;
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const statement = await named(client, known, text);
      const params = values.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[statement.paramTypes[index] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      let messages;
      try {
        messages = await client.execProtocolStream(
          joined([
            protocol.serialize.bind({ statement: statement.name, values: params }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
          quiet,
        );
      } catch (error) {
        // The Sync above ended the failed statement already; one more makes sure, and costs nothing if not needed.
        await client.execProtocolStream(protocol.serialize.sync(), quiet);
        throw error;
      }
      // As PGlite's own query does outside a transaction: the data directory sees the write now.
      await client.syncToFs();
      return parse.parseResults(messages, client.parsers)[0]?.rows as Row[];
    }),
  );
}
