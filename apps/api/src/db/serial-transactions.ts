import { PrismaPg } from '@prisma/adapter-pg'

// One statement at a time on a transaction's connection.
//
// Prisma's query interpreter loads the relations of one read side by side: a
// `findMany({ include: { profile, reason } })` sends the two relation SELECTs at once. Outside
// a transaction each goes to its own pooled connection; inside one (`$transaction(async tx =>
// ...)` or `$transaction([...])`) both land on the same pg client, which queues the second
// and prints "Calling client.query() when the client is already executing a query is
// deprecated" (pg 8.19+; pg 9 will throw instead). adapter-pg does not serialise them yet
// (prisma/orm#29646, fix proposed in prisma/orm#29979), and the application cannot reorder
// queries that Prisma issues itself, so each transaction's statements are chained here.
// pg ran them one after the other anyway: nothing is slower.

type Adapter = Awaited<ReturnType<PrismaPg['connect']>>
type AdapterTransaction = Awaited<ReturnType<Adapter['startTransaction']>>

/** Makes every statement of `tx` (and its end) wait for the previous one to settle. */
function oneAtATime(tx: AdapterTransaction): AdapterTransaction {
  let previous: Promise<unknown> = Promise.resolve()
  const inTurn =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> => {
      const result = previous.then(() => run(...args))
      previous = result.catch(() => undefined)
      return result
    }
  // The savepoint methods call this.executeRaw, so they are chained through it.
  tx.queryRaw = inTurn(tx.queryRaw.bind(tx))
  tx.executeRaw = inTurn(tx.executeRaw.bind(tx))
  tx.commit = inTurn(tx.commit.bind(tx))
  tx.rollback = inTurn(tx.rollback.bind(tx))
  return tx
}

/** PrismaPg whose transactions send one statement at a time (see above). */
export class SerialTransactionsPg extends PrismaPg {
  override async connect(): Promise<Adapter> {
    const adapter = await super.connect()
    const start = adapter.startTransaction.bind(adapter)
    adapter.startTransaction = async (isolationLevel) => oneAtATime(await start(isolationLevel))
    return adapter
  }
}
