declare module 'stopwords-iso' {
  /** Stop words by ISO 639-1 code. */
  const lists: Record<string, string[]>;
  export default lists;
}
