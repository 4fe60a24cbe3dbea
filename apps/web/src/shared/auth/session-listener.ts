import { createListenerMiddleware, type Dispatch } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { selectToken, signedIn, signedOut } from './auth-slice';
import { TOKEN_KEY, tokenStorage } from './token-storage';

/** Keeps localStorage in step with the auth state and forgets the previous user's data on sign-out. */
export const sessionListener = createListenerMiddleware();

sessionListener.startListening({
  actionCreator: signedIn,
  effect: (action, api) => {
    tokenStorage.set(action.payload);
    // Another user took over (e.g. in another tab): nothing cached for the previous one may show.
    const previous = selectToken(api.getOriginalState() as { auth: { token: string | null } });
    if (previous !== null && previous !== action.payload) api.dispatch(baseApi.util.resetApiState());
  },
});

sessionListener.startListening({
  actionCreator: signedOut,
  effect: (_action, api) => {
    tokenStorage.clear();
    api.dispatch(baseApi.util.resetApiState());
  },
});

/** Signing in or out in another tab does the same here. Returns the function that stops watching. */
export function followOtherTabs(store: { dispatch: Dispatch; getState: () => unknown }): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = tokenStorage.get();
    if (token === selectToken(store.getState() as { auth: { token: string | null } })) return;
    store.dispatch(token ? signedIn(token) : signedOut());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
