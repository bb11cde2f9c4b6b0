import type { SpeechLanguage } from '@deckforge/proto';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionClosed } from '../../app/sessionActions';

/**
 * What the Create Presentation form holds, kept in the (persisted) store rather than in the form:
 * buying credits leaves the app for the hosted checkout and comes back as a new page load, and a
 * person must find their title, files and template as they left them (issue 30, item 1).
 */
export interface CreateDraftState {
  title: string;
  mediaIds: string[];
  templateId: string;
  /** What the recordings say, once the person chose it (until then: the interface's language). */
  language?: SpeechLanguage;
  /**
   * Credits were ordered because this draft was short of them: after the purchase the workspace
   * opens with the form and offers to create it.
   */
  awaitingPurchase: boolean;
}

const initialCreateDraftState: CreateDraftState = {
  title: '',
  mediaIds: [],
  templateId: '',
  awaitingPurchase: false,
};

const createDraftSlice = createSlice({
  name: 'createDraft',
  initialState: initialCreateDraftState,
  reducers: {
    draftChanged(
      state,
      action: PayloadAction<Partial<Omit<CreateDraftState, 'awaitingPurchase'>>>,
    ) {
      Object.assign(state, action.payload);
    },
    /** Purchase pressed in Credit Shortage: come back to this draft after the checkout. */
    purchaseForDraftStarted(state) {
      state.awaitingPurchase = true;
    },
    /** The offer to create after a purchase was taken or turned down. */
    purchaseOfferSettled(state) {
      state.awaitingPurchase = false;
    },
    /** The deck was made: an empty form for the next one. */
    draftUsed: () => initialCreateDraftState,
  },
  extraReducers: (builder) => {
    // Shared computers: the next person must not find this one's titles and files.
    builder.addMatcher(sessionClosed, () => initialCreateDraftState);
  },
});

export const { draftChanged, purchaseForDraftStarted, purchaseOfferSettled, draftUsed } =
  createDraftSlice.actions;
export const createDraftReducer = createDraftSlice.reducer;
