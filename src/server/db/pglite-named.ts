/**
 * Named prepared statements on the embedded database (decision 0012; the measurements in decision 0010, "Named
 * statements on the embedded database"). PGlite's `query` parses, analyses and plans its text again on every call (an
 * unnamed statement); for the long statements of the hot reads and the one-statement writes that is most of their
 * time in WebAssembly (the receipt's read: 0.9–1.2 ms per call, 0.26–0.38 ms as a named statement). Here a text is
 * parsed once per PGlite instance under a short name and then only bound and executed, through PGlite's public
 * protocol functions (`execProtocolStream`, `protocol`, `parse`).
 *
 * A named statement must never run inside another caller's transaction. PGlite's public `runExclusive` holds only its
 * query lock, which a transaction releases between its statements; the lock that keeps a transaction whole is
 * private. So every transaction of the app goes through `gatedTransaction` (client.ts wraps drizzle's), and a named
 * statement passes the same gate: while a transaction is open, named statements wait for it. What PGlite would need
 * for this adapter to go: a public way to run protocol messages outside any open transaction (its `runExclusive`
 * taking the transaction lock too), or named statements of its own (decision 0012).
 */
import { type PGlite, parse, protocol, type Transaction } from '@electric-sql/pglite';

interface NamedStatement {
  name: string;
  /** The parameters' type ids as PostgreSQL inferred them, for PGlite's serializers. */
  paramTypes: number[];
}

/** Per instance: a test or the CLI may open several, and a closed one takes its statements with it. */
const statementsOf = new WeakMap<PGlite, Map<string, NamedStatement>>();

/** One queue per instance: a transaction, or a named statement, at a time. */
const gates = new WeakMap<PGlite, { tail: Promise<unknown> }>();

function passGate<T>(client: PGlite, work: () => Promise<T>): Promise<T> {
  let gate = gates.get(client);
  if (!gate) {
    gate = { tail: Promise.resolve() };
    gates.set(client, gate);
  }
  const turn = gate.tail.then(work);
  // The next in line waits for this one to end, however it ends.
  gate.tail = turn.then(
    () => undefined,
    () => undefined,
  );
  return turn;
}

/** PGlite's `transaction`, taking its turn with the named statements: the only way the app opens a transaction. */
export function gatedTransaction<T>(client: PGlite, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return passGate(client, () => client.transaction(work));
}

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
  return passGate(client, () =>
    client.runExclusive(async () => {
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
