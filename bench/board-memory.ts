/**
 * Preloaded into the bench's gateways (`--import`): on SIGUSR2, a full collection then one line of
 * `process.memoryUsage()` on stderr, so bench/preparation-board.ts can read each replica's heap.
 */
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  process.stderr.write(`board-memory ${JSON.stringify(process.memoryUsage())}\n`);
});
