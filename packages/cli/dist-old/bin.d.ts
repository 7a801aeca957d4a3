#!/usr/bin/env node
export {};
//# sourceMappingURL=bin.d.ts.map