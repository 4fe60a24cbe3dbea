import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { tokenStorage } from './token-storage';

export interface AuthState {
  /** The bearer token of the signed-in user; null when signed out. */
  token: string | null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: tokenStorage.get() }),
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    signedOut(state) {
      state.token = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.token !== null,
  },
});

export const { signedIn, signedOut } = authSlice.actions;
export const { selectToken, selectIsSignedIn } = authSlice.selectors;
