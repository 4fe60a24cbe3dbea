import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage, NotFoundPage } from './error-page';
import { errorStatus } from './route-error-page';

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/missing'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('error pages', () => {
  it('says a missing page does not exist, in the words of the spec (with its Latin T)', () => {
    renderAt(<NotFoundPage />);
    expect(screen.getByText('Tърсената страница не съществува!')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Към началната страница' }).getAttribute('href')).toBe('/');
  });

  it('says the user has no access for 401 and 403', () => {
    renderAt(<ErrorPage status={401} />);
    expect(screen.getByText('Нямате достъп до тази страница!')).toBeDefined();
  });

  it('apologises for any other error and links home', () => {
    renderAt(<ErrorPage status={500} />);
    expect(screen.getByText('Възникна грешка!')).toBeDefined();
    expect(screen.getByText('Извиняваме се за причиненото неудобство.')).toBeDefined();
    expect(screen.getByText('Екипът ни работи по отстраняването на проблема.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Към началната страница' }).getAttribute('href')).toBe('/');
  });

  it('falls back to 500 for an error without a status', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus({ status: 404 })).toBe(404);
    expect(errorStatus({ status: 'nope' })).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });
});
