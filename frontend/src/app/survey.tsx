import { createContext, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import { lazyWithPreload } from '../components/lazyWithPreload';
import { useMarkSurveyAskedMutation } from '../api/userApi';
import { useAppSelector } from './hooks';

/**
 * The feedback survey is asked once per person, after they have looked at a finished deck and
 * closed it: never over the result, never again after "Not now", on no browser (issue 30, item 6;
 * the account keeps `surveyAsked`). Screens that
 * show a deck say so through this context instead of importing the survey feature.
 */
type DeckSeen = () => void;

const SurveyDialog = lazyWithPreload(
  () => import('../features/survey/SurveyDialog'),
  'SurveyDialog',
);

const DeckSeenContext = createContext<DeckSeen>(() => undefined);

/** Call when a person closes a finished deck they were looking at. */
export const useDeckSeen = (): DeckSeen => useContext(DeckSeenContext);

export function SurveyHost({ children }: { children: ReactNode }) {
  const [markSurveyAsked] = useMarkSurveyAskedMutation();
  const userId = useAppSelector(({ user }) => user.userId);
  const due = useAppSelector(
    ({ user }) => user.isAuthenticated && !user.surveySent && !user.surveyAsked,
  );
  const [open, setOpen] = useState(false);
  const deckSeen = useCallback(() => {
    if (!due || userId === null) return;
    void markSurveyAsked({ userId });
    setOpen(true);
  }, [markSurveyAsked, due, userId]);
  return (
    <DeckSeenContext value={deckSeen}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <SurveyDialog onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </DeckSeenContext>
  );
}
