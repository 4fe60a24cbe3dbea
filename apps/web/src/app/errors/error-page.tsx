import { Button, Result } from 'antd';
import { useLinkClickHandler } from 'react-router';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { errorTexts } from './error-texts';

export { errorTexts };
export const HOME_LINK_TEXT = errorTexts.homeLink;

export function ErrorPage({ status = 500 }: { status?: number }) {
  const known = status === 401 || status === 403 ? 401 : status === 404 ? 404 : null;
  const title = known ? errorTexts[known].title : errorTexts.other.title;
  usePageTitle(known === 404 ? 'Страницата не е намерена' : title.replace(/!$/, ''));
  return (
    <Result
      status={known === 404 ? '404' : known === 401 ? '403' : '500'}
      title={title}
      subTitle={
        known ? undefined : (
          <>
            <div>{errorTexts.other.apology}</div>
            <div>{errorTexts.other.team}</div>
          </>
        )
      }
      extra={<HomeLink />}
    />
  );
}

/** A link to / that looks like a button and navigates without reloading (ctrl-click still opens a tab). */
function HomeLink() {
  const onClick = useLinkClickHandler<HTMLElement>('/');
  return (
    <Button type="primary" href="/" onClick={onClick}>
      {HOME_LINK_TEXT}
    </Button>
  );
}

/** Unmatched route. */
export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
