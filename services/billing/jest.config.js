// Integration tests wait for asynchronous settling (events, the reservation sweeper) with
// `eventually`; the ceiling keeps a loaded machine from failing them, it measures nothing.
module.exports = require('../../jest.preset')(__dirname, { testTimeout: 30_000 });
