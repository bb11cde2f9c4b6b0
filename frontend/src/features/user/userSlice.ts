import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { SignedInResponse } from '../../api/userApi';
import {
  getBalance,
  login,
  loginGoogle,
  markSurveyAsked,
  register,
  sendEmail,
  submitSurvey,
  updateName,
  updatePassword,
  userThunks,
  verifyEmail,
  verifyToken,
} from '../../api/userApi';
import { sessionClosed } from '../../app/sessionActions';
import { initialRequestState, type RequestState, trackRequests } from '../../app/status';

/** Who is signed in, and where a sign-up or password reset is (persisted). */
export interface UserState extends RequestState {
  isAuthenticated: boolean;
  userId: string | null;
  userEmail: string | null;
  userName: string | null;
  creditBalance: number | null;
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
  creditBalance: null,
  createdAt: null,
  surveySent: false,
  surveyAsked: false,
  isRegister: false,
  isReset: false,
  ...initialRequestState,
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
  state.creditBalance = null;
  state.surveySent = false;
  state.surveyAsked = false;
};

export const userSlice = createSlice({
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
      .addCase(register.fulfilled, (state, { meta }) => {
        state.isRegister = true;
        state.isReset = false;
        state.userEmail = meta.arg.email.trim().toLowerCase();
        state.userName = meta.arg.name.trim();
      })
      .addCase(verifyEmail.fulfilled, (state, { payload }) => {
        // Sign-up: verified, now log in. Reset (or a sign-up whose password had to go, because
        // another browser chose it): isReset for the new-password step.
        state.isRegister = false;
        if (payload.purpose === 'passwordReset') state.isReset = true;
      })
      .addCase(sendEmail.fulfilled, (state, { meta }) => {
        if (meta.arg.template === 'forgotPasswordEmail') {
          state.isReset = true;
          state.isRegister = false;
          state.userEmail = meta.arg.email.trim().toLowerCase();
        }
      })
      .addCase(updatePassword.fulfilled, (state) => {
        state.isReset = false;
      })
      .addCase(updateName.fulfilled, (state, { payload, meta }) => {
        state.userName = payload.userName ?? meta.arg.name.trim();
      })
      .addCase(getBalance.fulfilled, (state, { payload }) => {
        state.creditBalance = payload.creditBalance;
      })
      .addCase(submitSurvey.fulfilled, (state) => {
        state.surveySent = true;
      })
      // At once: even if the call fails, this page does not ask again.
      .addCase(markSurveyAsked.pending, (state) => {
        state.surveyAsked = true;
      })
      .addCase(verifyToken.fulfilled, (state, { payload }) => signedIn(state, payload))
      .addCase(verifyToken.rejected, (state, { meta }) => {
        if (!meta.aborted) signedOut(state);
      })
      .addMatcher(isAnyOf(login.fulfilled, loginGoogle.fulfilled), (state, { payload }) => {
        signedIn(state, payload);
        state.isRegister = false;
        state.isReset = false;
      })
      .addMatcher(sessionClosed, signedOut);
    trackRequests(builder, [...userThunks]);
  },
});

export const { flowCancelled, verificationRequired } = userSlice.actions;
export const userReducer = userSlice.reducer;
