export * from './access.ts';
export * from './messages.ts';
export * from './customers.ts';
export * from './log.ts';
export * from './limits.ts';
export * from './format.ts';
export * from './promotions.ts';
