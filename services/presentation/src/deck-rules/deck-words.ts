/**
 * The few words the planner writes itself (agenda, summary, closing), in the deck's language;
 * English for languages not listed.
 */
export interface DeckWords {
  agenda: string;
  summary: string;
  closing: string;
  sources: string;
  /** A picture that nothing in its document names ("Picture 2"). */
  picture: string;
}

const WORDS: Record<string, DeckWords> = {
  en: {
    agenda: 'Agenda',
    summary: 'Key takeaways',
    closing: 'Thank you',
    sources: 'Sources',
    picture: 'Picture',
  },
  pt: {
    agenda: 'Agenda',
    summary: 'Principais conclusões',
    closing: 'Obrigado',
    sources: 'Fontes',
    picture: 'Imagem',
  },
  es: {
    agenda: 'Agenda',
    summary: 'Conclusiones clave',
    closing: 'Gracias',
    sources: 'Fuentes',
    picture: 'Imagen',
  },
  fr: {
    agenda: 'Ordre du jour',
    summary: 'À retenir',
    closing: 'Merci',
    sources: 'Sources',
    picture: 'Image',
  },
  de: {
    agenda: 'Agenda',
    summary: 'Das Wichtigste',
    closing: 'Vielen Dank',
    sources: 'Quellen',
    picture: 'Bild',
  },
  it: {
    agenda: 'Agenda',
    summary: 'Punti chiave',
    closing: 'Grazie',
    sources: 'Fonti',
    picture: 'Immagine',
  },
  nl: {
    agenda: 'Agenda',
    summary: 'Belangrijkste punten',
    closing: 'Dank u',
    sources: 'Bronnen',
    picture: 'Afbeelding',
  },
  ru: {
    agenda: 'План',
    summary: 'Главное',
    closing: 'Спасибо',
    sources: 'Источники',
    picture: 'Изображение',
  },
  uk: {
    agenda: 'План',
    summary: 'Головне',
    closing: 'Дякую',
    sources: 'Джерела',
    picture: 'Зображення',
  },
  pl: {
    agenda: 'Agenda',
    summary: 'Najważniejsze',
    closing: 'Dziękuję',
    sources: 'Źródła',
    picture: 'Obraz',
  },
  ar: {
    agenda: 'جدول الأعمال',
    summary: 'أهم النقاط',
    closing: 'شكرًا',
    sources: 'المصادر',
    picture: 'صورة',
  },
  he: {
    agenda: 'סדר יום',
    summary: 'עיקרי הדברים',
    closing: 'תודה',
    sources: 'מקורות',
    picture: 'תמונה',
  },
  zh: { agenda: '议程', summary: '要点', closing: '谢谢', sources: '来源', picture: '图片' },
  ja: {
    agenda: 'アジェンダ',
    summary: '要点',
    closing: 'ありがとうございました',
    sources: '出典',
    picture: '画像',
  },
  tr: {
    agenda: 'Gündem',
    summary: 'Önemli noktalar',
    closing: 'Teşekkürler',
    sources: 'Kaynaklar',
    picture: 'Görsel',
  },
};

export const deckWords = (language: string): DeckWords => WORDS[language.split('-')[0]] ?? WORDS.en;

/** The agenda's title in every language listed (the quality checks tell it from content). */
export const AGENDA_TITLES = new Set(Object.values(WORDS).map((words) => words.agenda));
