export * from './servers';
export * from './test-environment';
export * from './spawn-app';
export * from './net';
export * from './eventually';
export * from './service-client';
export * from './fake-stripe';
export * from './libreoffice';
