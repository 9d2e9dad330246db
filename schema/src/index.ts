export * from './access.ts';
export * from './messages.ts';
