// The processes that make up Deckforge, in start order. `npm start` runs them; the
// docker-compose file and Kubernetes manifests describe the same set.
export const APPS = [
  { name: 'data', entry: 'services/data/dist/main.js', healthPortOffset: 0 },
  { name: 'identity', entry: 'services/identity/dist/main.js', healthPortOffset: 1 },
  { name: 'storage', entry: 'services/storage/dist/main.js', healthPortOffset: 2 },
  { name: 'billing', entry: 'services/billing/dist/main.js', healthPortOffset: 3 },
  { name: 'presentation', entry: 'services/presentation/dist/main.js', healthPortOffset: 4 },
  { name: 'gateway', entry: 'gateway/dist/main.js' },
];
