import { type ChildProcess, spawn } from 'node:child_process';
import type { Job } from './engine-client.js';
import type { Latencies } from './latencies.js';
import { LOAD_CORE, root } from './support.js';

/** The load client, pinned to the load core, answering one job at a time over IPC. */
export function startLoadClient(): Promise<{ run: (job: Job) => Promise<Latencies>; close: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn('taskset', ['-c', LOAD_CORE, process.execPath, '--import', 'tsx', 'bench/engine-client.ts'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let next = 0;
    const waiting = new Map<number, { resolve: (r: Latencies) => void; reject: (e: Error) => void }>();
    child.on('message', (message: { ready?: true; id?: number; result?: Latencies; error?: string }) => {
      if (message.ready) {
        resolve({
          run: (job) =>
            new Promise((res, rej) => {
              next += 1;
              waiting.set(next, { resolve: res, reject: rej });
              child.send({ id: next, job });
            }),
          close: () =>
            new Promise((res) => {
              child.once('exit', () => res());
              child.send({ close: true });
            }),
        });
        return;
      }
      const pending = waiting.get(message.id ?? -1);
      if (!pending) return;
      waiting.delete(message.id ?? -1);
      if (message.result) pending.resolve(message.result);
      else pending.reject(new Error(message.error ?? 'client failed'));
    });
    child.once('exit', (code) => {
      for (const pending of waiting.values()) pending.reject(new Error(`load client exited with ${code}`));
      reject(new Error(`load client exited with ${code}`));
    });
  });
}
