export * from './access.js';
export * from './audit.js';
export * from './common.js';
export * from './enums.js';
export * from './identifiers.js';
export * from './identity.js';
export * from './validation-messages.js';
export * from './zod-bulgarian.js';
