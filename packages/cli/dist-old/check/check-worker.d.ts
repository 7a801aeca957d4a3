export {};
//# sourceMappingURL=check-worker.d.ts.map