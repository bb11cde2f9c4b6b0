// The integration and system tiers' time per test (jest.preset.js): a boot of a real app with its
// migrations takes seconds, more when two projects' tiers run at once on a two-core machine.
// Set here because Jest reads `testTimeout` from the global configuration only, not a project's.
jest.setTimeout(60_000);
