import { ErrorPage } from './ErrorPage';

export const UNAUTHORIZED_TITLE = 'You do not have access to this page';

export function UnauthorizedPage() {
  return (
    <ErrorPage
      code="401"
      title={UNAUTHORIZED_TITLE}
      text="Your role does not include the permission this page needs. Ask your administrator if you should have it."
      testId="page-401"
    />
  );
}
