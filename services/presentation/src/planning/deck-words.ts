/**
 * The few words the planner writes itself (agenda, summary, closing), in the deck's language;
 * English for languages not listed.
 */
export interface DeckWords {
  agenda: string;
  summary: string;
  closing: string;
  sources: string;
}

const WORDS: Record<string, DeckWords> = {
  en: { agenda: 'Agenda', summary: 'Key takeaways', closing: 'Thank you', sources: 'Sources' },
  pt: {
    agenda: 'Agenda',
    summary: 'Principais conclusões',
    closing: 'Obrigado',
    sources: 'Fontes',
  },
  es: { agenda: 'Agenda', summary: 'Conclusiones clave', closing: 'Gracias', sources: 'Fuentes' },
  fr: { agenda: 'Ordre du jour', summary: 'À retenir', closing: 'Merci', sources: 'Sources' },
  de: { agenda: 'Agenda', summary: 'Das Wichtigste', closing: 'Vielen Dank', sources: 'Quellen' },
  it: { agenda: 'Agenda', summary: 'Punti chiave', closing: 'Grazie', sources: 'Fonti' },
  nl: { agenda: 'Agenda', summary: 'Belangrijkste punten', closing: 'Dank u', sources: 'Bronnen' },
  ru: { agenda: 'План', summary: 'Главное', closing: 'Спасибо', sources: 'Источники' },
  uk: { agenda: 'План', summary: 'Головне', closing: 'Дякую', sources: 'Джерела' },
  pl: { agenda: 'Agenda', summary: 'Najważniejsze', closing: 'Dziękuję', sources: 'Źródła' },
  ar: { agenda: 'جدول الأعمال', summary: 'أهم النقاط', closing: 'شكرًا', sources: 'المصادر' },
  he: { agenda: 'סדר יום', summary: 'עיקרי הדברים', closing: 'תודה', sources: 'מקורות' },
  zh: { agenda: '议程', summary: '要点', closing: '谢谢', sources: '来源' },
  ja: { agenda: 'アジェンダ', summary: '要点', closing: 'ありがとうございました', sources: '出典' },
  tr: {
    agenda: 'Gündem',
    summary: 'Önemli noktalar',
    closing: 'Teşekkürler',
    sources: 'Kaynaklar',
  },
};

export const deckWords = (language: string): DeckWords => WORDS[language.split('-')[0]] ?? WORDS.en;

/** The agenda's title in every language listed (the quality checks tell it from content). */
export const AGENDA_TITLES = new Set(Object.values(WORDS).map((words) => words.agenda));
