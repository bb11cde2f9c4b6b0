import {
  type DeckPlan,
  deckPlanSchema,
  describePlanIssue,
  numberParts,
  type PlannedSlide,
  type ProjectPlanView,
} from '@deckforge/proto';
import {
  type BulletOp,
  convertSlide,
  editSlideBullets,
  type ListRef,
  newSlide,
  type NewSlideKind,
  setSlideField,
  type TextKind,
} from './slideEdits';

/**
 * The editor's state (docs/decisions.md, "Editing decks"): the deck being edited, slide by
 * slide, with the version it started from, which slide is selected, and undo/redo. Slides carry
 * a stable key (selection and drag follow it) and the number of their picture in the loaded
 * version, so a moved or edited slide keeps showing its own thumbnail until the deck is saved.
 */

export interface EditorSlide {
  key: string;
  slide: PlannedSlide;
  /** 1-based number of its slide image in the loaded version; none for slides added here. */
  picture?: number;
  /** Changed since the version was loaded. */
  changed: boolean;
}

export interface EditorDeck {
  plan: Omit<DeckPlan, 'slides'>;
  slides: EditorSlide[];
}

export interface EditorState {
  version: number;
  deck: EditorDeck;
  selected: string;
  past: EditorDeck[];
  future: EditorDeck[];
  /** The deck as loaded: undoing every edit comes back to it. */
  loaded: EditorDeck;
  /** Anything to save. */
  dirty: boolean;
  nextKey: number;
}

export type EditorAction =
  | { type: 'select'; key: string }
  | { type: 'move'; key: string; to: number }
  | { type: 'deckTitle'; title: string }
  | { type: 'field'; key: string; field: string; value: string }
  | { type: 'bullets'; key: string; list: ListRef; change: BulletOp }
  | { type: 'columnHeading'; key: string; side: 'left' | 'right'; heading: string }
  | { type: 'cell'; key: string; row: number; column: number; text: string }
  | { type: 'pictureText'; key: string; index: number; field: 'caption' | 'altText'; value: string }
  | { type: 'add'; after: string; kind: NewSlideKind }
  | { type: 'duplicate'; key: string }
  | { type: 'delete'; key: string }
  | { type: 'kind'; key: string; kind: TextKind }
  | { type: 'undo' }
  | { type: 'redo' };

/** Steps undo remembers. */
const HISTORY = 100;

export function loadEditor(view: Pick<ProjectPlanView, 'plan' | 'version'>): EditorState {
  const { slides, ...plan } = view.plan;
  const editorSlides = slides.map((slide, index) => ({
    key: `s${index + 1}`,
    slide,
    picture: index + 1,
    changed: false,
  }));
  const deck = { plan, slides: editorSlides };
  return {
    version: view.version,
    deck,
    loaded: deck,
    selected: editorSlides[0]?.key ?? '',
    past: [],
    future: [],
    dirty: false,
    nextKey: slides.length + 1,
  };
}

/** The plan to save. */
export const planOf = (deck: EditorDeck): DeckPlan => ({
  ...deck.plan,
  slides: deck.slides.map((entry) => entry.slide),
});

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'select':
      return { ...state, selected: action.key };
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return settle(
        { ...state, past: state.past.slice(0, -1), future: [state.deck, ...state.future] },
        previous,
      );
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return settle({ ...state, past: [...state.past, state.deck], future: rest }, next);
    }
    default:
      return record(state, action);
  }
}

/** An edit: the new deck, remembered for undo. */
function record(state: EditorState, action: EditorAction): EditorState {
  const edited = edit(state, action);
  if (edited.deck === state.deck) return edited;
  return {
    ...edited,
    past: [...state.past, state.deck].slice(-HISTORY),
    future: [],
    dirty: true,
  };
}

/** After undo or redo: the selection stays on a slide that exists. */
function settle(state: EditorState, deck: EditorDeck): EditorState {
  const selected = deck.slides.some((entry) => entry.key === state.selected)
    ? state.selected
    : (deck.slides[0]?.key ?? '');
  return { ...state, deck, selected, dirty: deck !== state.loaded };
}

/**
 * After slides were moved, added or deleted: the parts of a split list numbered as the saved
 * deck will number them ("Agenda (2/2)" alone becomes "Agenda"), shown here before saving so no
 * title changes behind the person's back. Only slides whose title changes count as changed.
 */
function renumbered(state: EditorState): EditorState {
  const slides = numberParts(state.deck.slides.map((entry) => entry.slide));
  if (slides.every((slide, index) => slide === state.deck.slides[index].slide)) return state;
  return {
    ...state,
    deck: {
      ...state.deck,
      slides: state.deck.slides.map((entry, index) =>
        slides[index] === entry.slide ? entry : { ...entry, slide: slides[index], changed: true },
      ),
    },
  };
}

function edit(state: EditorState, action: EditorAction): EditorState {
  const edited = reshape(state, action);
  const structural = ['move', 'add', 'duplicate', 'delete'].includes(action.type);
  return structural && edited !== state ? renumbered(edited) : edited;
}

function reshape(state: EditorState, action: EditorAction): EditorState {
  const { deck } = state;
  const index = 'key' in action ? deck.slides.findIndex((entry) => entry.key === action.key) : -1;
  const changeSlide = (change: (slide: PlannedSlide) => PlannedSlide): EditorState => {
    if (index < 0) return state;
    const entry = deck.slides[index];
    const slide = change(entry.slide);
    if (slide === entry.slide) return state;
    const slides = [...deck.slides];
    slides[index] = { ...entry, slide, changed: true };
    return { ...state, deck: { ...deck, slides } };
  };
  switch (action.type) {
    case 'deckTitle':
      return { ...state, deck: { ...deck, plan: { ...deck.plan, title: action.title } } };
    case 'field':
      return changeSlide((slide) => setSlideField(slide, action.field, action.value));
    case 'bullets':
      return changeSlide((slide) => editSlideBullets(slide, action.list, action.change));
    case 'columnHeading':
      return changeSlide((slide) =>
        slide.kind === 'two-columns'
          ? { ...slide, [action.side]: { ...slide[action.side], heading: action.heading } }
          : slide,
      );
    case 'cell':
      return changeSlide((slide) => {
        if (slide.kind !== 'table') return slide;
        const header = [...slide.table.header];
        const rows = slide.table.rows.map((row) => [...row]);
        if (action.row < 0) header[action.column] = action.text;
        else rows[action.row][action.column] = action.text;
        return { ...slide, table: { header, rows } };
      });
    case 'pictureText':
      return changeSlide((slide) => {
        if (slide.kind !== 'picture-grid') return slide;
        const pictures = [...slide.pictures];
        pictures[action.index] = { ...pictures[action.index], [action.field]: action.value };
        return { ...slide, pictures };
      });
    case 'kind':
      return changeSlide((slide) => {
        const converted = convertSlide(slide, action.kind);
        return 'slide' in converted ? converted.slide : slide;
      });
    case 'move': {
      if (index < 0) return state;
      const slides = [...deck.slides];
      const [moved] = slides.splice(index, 1);
      const to = Math.max(0, Math.min(slides.length, action.to));
      if (to === index) return state;
      slides.splice(to, 0, moved);
      return { ...state, deck: { ...deck, slides } };
    }
    case 'add':
    case 'duplicate': {
      const at =
        action.type === 'add' ? deck.slides.findIndex((e) => e.key === action.after) : index;
      const source = deck.slides[at];
      const key = `s${state.nextKey}`;
      const added: EditorSlide =
        action.type === 'add'
          ? { key, slide: newSlide(action.kind), changed: true }
          : { ...source, key, slide: structuredClone(source.slide), changed: true };
      const slides = [...deck.slides];
      slides.splice(at + 1, 0, added);
      return { ...state, deck: { ...deck, slides }, selected: key, nextKey: state.nextKey + 1 };
    }
    case 'delete': {
      if (index < 0 || deck.slides.length === 1) return state;
      const slides = deck.slides.filter((entry) => entry.key !== action.key);
      const selected =
        state.selected === action.key
          ? slides[Math.min(index, slides.length - 1)].key
          : state.selected;
      return { ...state, deck: { ...deck, slides }, selected };
    }
    default:
      return state;
  }
}

/** What is wrong with the deck, by slide key (the deck's own problems under ''). */
export interface Problem {
  /** The field's path within the slide (`title`, `bullets.2.text`, `table.rows.1.0`). */
  field: string;
  message: string;
}

export function problemsOf(deck: EditorDeck): Map<string, Problem[]> {
  const problems = new Map<string, Problem[]>();
  const checked = deckPlanSchema.safeParse(planOf(deck));
  if (checked.success) return problems;
  for (const issue of checked.error.issues) {
    const [first, slideIndex, ...rest] = issue.path;
    const onSlide = first === 'slides' && typeof slideIndex === 'number';
    const key = onSlide ? (deck.slides[slideIndex]?.key ?? '') : '';
    const field = (onSlide ? rest : issue.path).map(String).join('.');
    problems.set(key, [...(problems.get(key) ?? []), { field, message: describePlanIssue(issue) }]);
  }
  return problems;
}

/** The message for one field of a slide, without its "Slide 4, bullet 2: " location. */
export function fieldProblem(
  problems: Map<string, Problem[]>,
  key: string,
  field: string,
): string | undefined {
  const problem = problems.get(key)?.find((entry) => entry.field === field);
  return problem?.message.replace(/^[^:]*: /, '');
}
