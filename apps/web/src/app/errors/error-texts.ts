/** The texts of spec 1 §2 ("Error page"); the 404 title is copied as the spec writes it (with a Latin "T"). */
export const errorTexts = {
  401: { title: 'Нямате достъп до тази страница!' },
  404: { title: 'Tърсената страница не съществува!' },
  other: {
    title: 'Възникна грешка!',
    apology: 'Извиняваме се за причиненото неудобство.',
    team: 'Екипът ни работи по отстраняването на проблема.',
  },
  homeLink: 'Към началната страница',
} as const;
