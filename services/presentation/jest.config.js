// The quality checker's specs live with it in test/quality (it is a tool, not shipped in dist/).
module.exports = require('../../jest.preset')(__dirname, {
  unit: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/quality/**/*.spec.ts'],
});
