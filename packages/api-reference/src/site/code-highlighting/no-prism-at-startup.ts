// Stands in for the classic theme's prism-include-languages client module
// (see ./index.ts): nothing to do at startup.
export {};
