// The product rules of docs/product.md §4–§6, shared by forms and the service: plain TypeScript, no DOM or Node.
export * from './text';
export * from './auth';
export * from './fields';
export * from './workflow';
export * from './permissions';
export * from './mentions';
export * from './labels';
