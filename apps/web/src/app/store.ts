import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../shared/api/base-api';
import { authSlice } from '../shared/auth/auth-slice';
import { sessionListener } from '../shared/auth/session-listener';

const rootReducer = combineSlices(authSlice, baseApi);

export type RootState = ReturnType<typeof rootReducer>;

/** A new store: one for the app, a fresh one for every test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(sessionListener.middleware).concat(baseApi.middleware),
  });
  // Refetch on focus and on reconnect where an endpoint asks for it.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
