import { useEffect, useState } from 'react';
import type { DataResponse, FaqItem } from '@deckforge/proto';

/** Placeholder until the real screens land: proves the SPA talks to the gateway. */
export function App() {
  const [faq, setFaq] = useState<FaqItem[]>([]);
  useEffect(() => {
    fetch('/api/v1/data/faq', { credentials: 'include' })
      .then((response) => response.json() as Promise<DataResponse<FaqItem[]>>)
      .then((body) => setFaq(body.data))
      .catch(() => setFaq([]));
  }, []);
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 720,
        margin: '48px auto',
        padding: '0 16px',
      }}
    >
      <h1>Deckforge</h1>
      <p>Turn your documents, images, audio and video into finished PowerPoint decks.</p>
      <ul>
        {faq.map((item) => (
          <li key={item.question}>{item.question}</li>
        ))}
      </ul>
    </main>
  );
}
