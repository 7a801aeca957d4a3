/**
 * What the loaders hand to the checker: one schema to judge, and where it came from.
 */
export {};
//# sourceMappingURL=subject.js.map