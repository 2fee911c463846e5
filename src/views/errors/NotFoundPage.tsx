import { ErrorPage } from './ErrorPage';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundPage() {
  return (
    <ErrorPage
      code="404"
      title={NOT_FOUND_TITLE}
      text="The address does not match any page of Freightdesk. Check the link, or start again from the dashboard."
      testId="page-404"
    />
  );
}
