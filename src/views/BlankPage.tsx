/** /redirect: a blank page by design (seed-spec §2), a neutral stop between two navigations. */
export function BlankPage() {
  return <div data-testid="blank-page" />;
}
