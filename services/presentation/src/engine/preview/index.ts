export { DeckPreviews } from './deck-previews.renderer';
