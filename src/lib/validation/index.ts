// The product rules of docs/product.md §4–§6, shared by the browser's forms and the service. Plain TypeScript: no DOM,
// no Node APIs.
export * from './text';
export * from './auth';
export * from './fields';
export * from './workflow';
export * from './permissions';
export * from './mentions';
