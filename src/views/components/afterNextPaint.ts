/**
 * Runs `work` in a task after the next frame has painted, and returns a way to call it off. A frame callback
 * runs before its frame paints and a task it queues runs after: so a tap's own frame shows what the tap
 * changed at once, and heavier work it starts waits for that frame.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
