// The processes that make up Deckforge, in start order. `npm start` runs them; the
// docker-compose file and Kubernetes manifests describe the same set.
export const APPS = [
  { name: 'data', entry: 'services/data/dist/main.js', healthPort: 3101 },
  { name: 'identity', entry: 'services/identity/dist/main.js', healthPort: 3102 },
  { name: 'storage', entry: 'services/storage/dist/main.js', healthPort: 3103 },
  { name: 'billing', entry: 'services/billing/dist/main.js', healthPort: 3104 },
  { name: 'presentation', entry: 'services/presentation/dist/main.js', healthPort: 3105 },
  { name: 'gateway', entry: 'gateway/dist/main.js' },
];
