/**
 * Whether the user is filling in a form on the current screen: they typed or changed a field inside a
 * `<form>` and have neither reset it nor left the screen. Read from the page's own events, so every form,
 * whoever wrote it, counts without registering itself. A failed submit leaves the form in progress.
 */
export function watchFormsInProgress(target: Window = window): {
  inProgress: () => boolean;
  stop: () => void;
} {
  let dirty = false;
  const onEdit = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('form')) dirty = true;
  };
  const onClear = () => {
    dirty = false;
  };
  target.addEventListener('input', onEdit, true);
  target.addEventListener('change', onEdit, true);
  target.addEventListener('reset', onClear, true);
  target.addEventListener('hashchange', onClear);
  return {
    inProgress: () => dirty,
    stop: () => {
      target.removeEventListener('input', onEdit, true);
      target.removeEventListener('change', onEdit, true);
      target.removeEventListener('reset', onClear, true);
      target.removeEventListener('hashchange', onClear);
    },
  };
}
