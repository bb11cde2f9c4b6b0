// Static checks of the images, compose file and manifests against the apps: a unit tier of their
// own, in `test/` since deploy has no sources.
module.exports = require('../jest.preset')(__dirname, { unit: ['<rootDir>/test/**/*.spec.ts'] });
