import { fsyncSync } from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresModule = Parameters<NodeFS['init']>[1];
type OpenFile = { nfd: number };
interface NodeFsDriver {
  stream_ops?: { fsync?: (stream: OpenFile) => number | void };
  tryFSOperation?: (operation: () => void) => void;
}

/**
 * PGlite's data directory on Node is Emscripten's NODEFS, which has no fsync, and whose fdatasync
 * is a stub: Postgres' `fsync = on` alone never reaches the disk. This file system passes fsync
 * through, so with `fsync = on` and `wal_sync_method = fsync` a commit is on disk before it is
 * acknowledged, and an OS crash or power loss cannot undo it.
 */
export class DurableNodeFS extends NodeFS {
  /** How many fsyncs reached the disk (a health check that the pass-through is in place). */
  flushes = 0;

  override async init(pg: Parameters<NodeFS['init']>[0], options: PostgresModule) {
    const result = await super.init(pg, options);
    const installFsync = (module: PostgresModule) => {
      const driver = module.NODEFS as unknown as NodeFsDriver | undefined;
      const operations = driver?.stream_ops;
      const tryFSOperation = driver?.tryFSOperation?.bind(driver);
      // Fail loudly rather than quietly run without durability after a PGlite upgrade.
      if (!operations || !tryFSOperation) throw new Error('PGlite NODEFS internals changed: cannot make the embedded database durable');
      operations.fsync = (stream) => {
        // tryFSOperation turns Node's errors into the errno Postgres expects.
        tryFSOperation(() => fsyncSync(stream.nfd));
        this.flushes += 1;
        return 0;
      };
    };
    const preRun = result.emscriptenOpts.preRun ?? [];
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun: [installFsync, ...preRun] } };
  }
}
