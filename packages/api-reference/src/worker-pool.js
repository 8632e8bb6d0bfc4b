// A pool of worker threads, for the two jobs of a build that run beside the
// bundler: the static pages' MDX compile (static-pages/mdx-compile.js) and the
// search index's preparing of pages (search/build/indexer.ts). Each task goes
// to an idle worker and the rest wait in order; its promise gives the worker's
// answer, which carries the task's id back. A worker that stops answers every
// task it had with `stopped(message)`, so no caller waits for ever. Plain
// CommonJS: the bundler loads mdx-compile.js, and this with it, by path.
/** @typedef {import('node:worker_threads').Worker} Worker */

/**
 * @template Task, Answer
 * @param {() => Worker} create makes one worker
 * @param {{size: number, unref?: boolean, stopped: (message: string) => Answer}} options
 *   `unref`: idle workers do not keep the process alive (a pool nobody closes)
 * @returns {{size: number, run: (task: Task) => Promise<Answer>, close: () => Promise<void>}}
 */
function workerPool(create, {size, unref = false, stopped}) {
  /** @type {Map<number, (answer: Answer) => void>} */
  const waiting = new Map();
  /** @type {Map<Worker, number>} the task each busy worker has */
  const busy = new Map();
  const queue = [];
  let next = 0;
  const dispatch = () => {
    for (const worker of workers) {
      if (busy.has(worker) || queue.length === 0) continue;
      const task = queue.shift();
      busy.set(worker, task.id);
      worker.postMessage(task);
    }
  };
  const workers = Array.from({length: size}, () => {
    const worker = create();
    if (unref) worker.unref();
    worker.on('message', (answer) => {
      busy.delete(worker);
      const done = waiting.get(answer.id);
      waiting.delete(answer.id);
      done?.(answer);
      dispatch();
    });
    worker.on('error', (error) => {
      for (const done of waiting.values()) done(stopped(error.message));
      waiting.clear();
      queue.length = 0;
    });
    return worker;
  });
  return {
    size,
    run: (task) =>
      new Promise((resolve) => {
        const id = next++;
        waiting.set(id, resolve);
        queue.push({...task, id});
        dispatch();
      }),
    close: async () => {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

module.exports = {workerPool};
