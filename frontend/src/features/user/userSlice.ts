import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { type SignedInResponse, userApi } from '../../api/userApi';
import { sessionClosed } from '../../app/sessionActions';

const {
  login,
  loginGoogle,
  markSurveyAsked,
  register,
  sendEmail,
  submitSurvey,
  updateName,
  updatePassword,
  verifyEmail,
  verifyToken,
} = userApi.endpoints;

/**
 * Who is signed in, and where a sign-up or password reset is (persisted). Client state only:
 * the balance and every other server answer live in the API's cache (api/api.ts).
 */
export interface UserState {
  isAuthenticated: boolean;
  userId: string | null;
  userEmail: string | null;
  userName: string | null;
  /** ISO-8601 */
  createdAt: string | null;
  surveySent: boolean;
  /**
   * The survey was put to this person, answered or not ("Not now"): it is asked once per person,
   * on any browser, so the account says so (UserProfile.surveyAsked). Absent in stores persisted
   * before it existed.
   */
  surveyAsked?: boolean;
  /** A sign-up is waiting for its verification code. */
  isRegister: boolean;
  /** A password reset is under way (code, then new password). */
  isReset: boolean;
}

export const initialUserState: UserState = {
  isAuthenticated: false,
  userId: null,
  userEmail: null,
  userName: null,
  createdAt: null,
  surveySent: false,
  surveyAsked: false,
  isRegister: false,
  isReset: false,
};

const signedIn = (state: UserState, profile: SignedInResponse) => {
  state.isAuthenticated = true;
  state.userId = profile.userId;
  state.userEmail = profile.userEmail;
  state.userName = profile.userName;
  state.createdAt = profile.createdAt;
  state.surveySent = profile.surveySent;
  state.surveyAsked = profile.surveyAsked;
};

/** Nobody is signed in any more: forget who it was (shared computers). */
const signedOut = (state: UserState) => {
  state.isAuthenticated = false;
  state.userId = null;
  state.userEmail = null;
  state.userName = null;
  state.createdAt = null;
  state.surveySent = false;
  state.surveyAsked = false;
};

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** Leaving the verify/reset flow by hand (e.g. "Back to login"). */
    flowCancelled(state) {
      state.isRegister = false;
      state.isReset = false;
    },
    /**
     * The right password on an account whose e-mail is not verified yet: the sign-up's
     * verification step again (a code was just sent), so /verify opens and then /login.
     */
    verificationRequired(state, action: PayloadAction<string>) {
      state.isRegister = true;
      state.isReset = false;
      state.userEmail = action.payload.trim().toLowerCase();
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(register.matchFulfilled, (state, { meta }) => {
        state.isRegister = true;
        state.isReset = false;
        state.userEmail = meta.arg.originalArgs.email.trim().toLowerCase();
        state.userName = meta.arg.originalArgs.name.trim();
      })
      .addMatcher(verifyEmail.matchFulfilled, (state, { payload }) => {
        // Sign-up: verified, now log in. Reset (or a sign-up whose password had to go, because
        // another browser chose it): isReset for the new-password step.
        state.isRegister = false;
        if (payload.purpose === 'passwordReset') state.isReset = true;
      })
      .addMatcher(sendEmail.matchFulfilled, (state, { meta }) => {
        const sent = meta.arg.originalArgs;
        if (sent.template === 'forgotPasswordEmail') {
          state.isReset = true;
          state.isRegister = false;
          state.userEmail = sent.email.trim().toLowerCase();
        }
      })
      .addMatcher(updatePassword.matchFulfilled, (state) => {
        state.isReset = false;
      })
      .addMatcher(updateName.matchFulfilled, (state, { payload, meta }) => {
        state.userName = payload.userName ?? meta.arg.originalArgs.name.trim();
      })
      .addMatcher(submitSurvey.matchFulfilled, (state) => {
        state.surveySent = true;
      })
      // At once: even if the call fails, this page does not ask again.
      .addMatcher(markSurveyAsked.matchPending, (state) => {
        state.surveyAsked = true;
      })
      .addMatcher(verifyToken.matchFulfilled, (state, { payload }) => signedIn(state, payload))
      .addMatcher(verifyToken.matchRejected, (state, { meta }) => {
        if (!meta.aborted) signedOut(state);
      })
      .addMatcher(
        isAnyOf(login.matchFulfilled, loginGoogle.matchFulfilled),
        (state, { payload }) => {
          signedIn(state, payload);
          state.isRegister = false;
          state.isReset = false;
        },
      )
      .addMatcher(sessionClosed, signedOut);
  },
});

export const { flowCancelled, verificationRequired } = userSlice.actions;
export const userReducer = userSlice.reducer;
