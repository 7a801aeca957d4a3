/**
 * The worker thread of the `--call` result checks (started by result-budget.ts): loads the validators at once, builds
 * one `ResultChecker` from the `setup` of the `WorkerJob` it is sent, then checks its results host by host, posting
 * `begin` before each check, `verdict` after it, and `done` at the end (`WorkerMessage`). Main terminates it when a
 * check passes the budget.
 */
import { parentPort } from "node:worker_threads";
import { ResultChecker, type ResultVerdict } from "./results.js";
import type { WorkerJob, WorkerMessage } from "./result-budget.js";

const post = (message: WorkerMessage) => parentPort?.postMessage(message);

parentPort?.on("message", (job: WorkerJob) => {
  const { setup } = job;
  const checker = new ResultChecker(setup.hosts, setup.versions, setup.evidence, setup.revisions);
  const hosts = checker.hosts;
  for (let item = job.item; item < job.items.length; item++) {
    const { tool, outputSchema, result } = job.items[item] as WorkerJob["items"][number];
    for (let host = item === job.item ? job.host : 0; host < hosts.length; host++) {
      const archetype = checker.archetypeOf(host);
      const known: ResultVerdict | undefined = job.unfinished.find(([at, which]) => at === item && which === archetype)?.[2];
      post({ kind: "begin", item, host, hostId: hosts[host] as ResultVerdict["host"], archetype });
      post({ kind: "verdict", item, host, verdict: checker.checkHost(host, tool, outputSchema, result, known) });
    }
  }
  post({ kind: "done" });
});
