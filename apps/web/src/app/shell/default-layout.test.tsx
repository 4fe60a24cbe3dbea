import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { identityRoutes } from '@kg/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../test/fetch-stub';
import { aDirector, renderApp } from '../../test/render-app';
import { setScreenWidth } from '../../test/screen-width';
import { shellTexts } from './default-layout';
import { MAIN_CONTENT_ID, skipLinkText } from './skip-link';

describe('the menu drawer on a phone', () => {
  beforeEach(() => setScreenWidth(390));

  it('closes when the current page is chosen again, not only when the page changes', { timeout: 30_000 }, async () => {
    stubRoutes(answer(identityRoutes.getUserData, () => aDirector));
    const { router } = renderApp('/', { token: 'token-1' });
    const toggle = await screen.findByRole('button', { name: shellTexts.openMenu });
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const drawer = (await screen.findByRole('dialog')) as HTMLElement;
    await user.click(within(drawer).getByRole('link', { name: 'Начало' }));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });
});

describe('the skip link', () => {
  beforeEach(() => setScreenWidth(1280));

  it(
    'is the first Tab stop of a signed-in page and takes the focus past the top bar and the menu',
    { timeout: 30_000 },
    async () => {
      stubRoutes(answer(identityRoutes.getUserData, () => aDirector));
      const { router } = renderApp('/', { token: 'token-1' });
      await screen.findByRole('button', { name: shellTexts.collapseMenu });
      const user = userEvent.setup();
      await user.tab();
      const skip = screen.getByRole('link', { name: skipLinkText });
      expect(document.activeElement).toBe(skip);
      await user.keyboard('{Enter}');
      const main = screen.getByRole('main');
      expect(main.id).toBe(MAIN_CONTENT_ID);
      expect(document.activeElement).toBe(main);
      // The page stays where it was: the link moves the focus, it does not navigate.
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.location.hash).toBe('');
    },
  );
});
