export * from './servers';
export * from './test-environment';
export * from './spawn-app';
export * from './net';
export * from './mail-outbox';
export * from './event-probe';
export * from './fake-google';
