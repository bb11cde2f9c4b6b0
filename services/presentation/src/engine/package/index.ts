export { renderDeck } from './deck-renderer';
export { checkPackage } from './package-check';
export { textBoxOf } from './text-contrast';
