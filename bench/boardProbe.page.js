// Runs inside the board's page (Chromium), installed by board.bench.ts once signed in, before the board opens. It
// measures what the dispatcher sees, from outside the product code: long tasks and the frames that held the page,
// while the board opens (the first snapshot's load: its decode, the board's first order, the first render and
// the map's first fill) and apart from that while the fleet moves; then frame times (requestAnimationFrame
// deltas) and when a visible row starts to show a new fix (its "NN km/h" text changes).
(() => {
  const phase = () => ({ longTasks: [], longFrames: [] });
  const probe = {
    /** What the task observers record into: 'open', then 'measure' (board.bench.ts), or nothing (null). */
    phase: 'open',
    open: phase(),
    measure: phase(),
    frames: [],
    rowUpdates: [],
    watchRows,
  };
  const recording = () => probe.phase === 'measure';
  const epoch = () => performance.timeOrigin + performance.now();

  let lastFrame = 0;
  const onFrame = (time) => {
    if (recording() && lastFrame > 0) probe.frames.push(time - lastFrame);
    lastFrame = time;
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);

  new PerformanceObserver((list) => {
    if (!probe.phase) return;
    for (const entry of list.getEntries()) probe[probe.phase].longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });

  // What ran in each frame that held the page for more than 50 ms: the scripts by what invoked them (a socket
  // message, a timer, an animation frame) with their source, and the frame's own rendering.
  new PerformanceObserver((list) => {
    if (!probe.phase) return;
    for (const frame of list.getEntries()) {
      if (frame.blockingDuration === 0) continue;
      probe[probe.phase].longFrames.push({
        duration: Math.round(frame.duration),
        rendering: Math.round(frame.renderStart ? frame.startTime + frame.duration - frame.renderStart : 0),
        scripts: frame.scripts.map((script) => ({
          invoker: script.invoker,
          source: `${script.sourceFunctionName || '(anonymous)'} ${(script.sourceURL || '').split('/').pop()}`,
          duration: Math.round(script.duration),
        })),
      });
    }
  }).observe({ type: 'long-animation-frame' });

  // The speed a row shows, by order id, once the board shows rows. A row that leaves the DOM is forgotten, so a
  // row scrolled or sorted back into view counts as a first sight, not as an update.
  function watchRows() {
    const board = document.querySelector('[data-testid="tracking-board"]');
    const shown = new Map();
    const SPEED = /(\d+) km\/h/;
    const rowOf = (node) => (node.nodeType === 1 ? node : node.parentElement)?.closest('tr[data-order-id]');
    const speedOf = (row) => {
      const match = SPEED.exec(row.textContent ?? '');
      return match ? Number(match[1]) : null;
    };
    const look = (row, time) => {
      const orderId = Number(row.dataset.orderId);
      const speed = speedOf(row);
      if (speed === null) return;
      const before = shown.get(orderId);
      shown.set(orderId, speed);
      if (recording() && before !== undefined && before !== speed)
        probe.rowUpdates.push([orderId, speed, time]);
    };
    new MutationObserver((mutations) => {
      const time = epoch();
      const touched = new Set();
      for (const mutation of mutations) {
        for (const node of mutation.removedNodes)
          if (node.nodeType === 1 && node.matches('tr[data-order-id]'))
            shown.delete(Number(node.dataset.orderId));
        const row = rowOf(mutation.target);
        if (row?.isConnected) touched.add(row);
        for (const node of mutation.addedNodes)
          if (node.nodeType === 1 && node.matches('tr[data-order-id]')) touched.add(node);
      }
      for (const row of touched) look(row, time);
    }).observe(board, { subtree: true, childList: true, characterData: true });
    for (const row of board.querySelectorAll('tr[data-order-id]')) look(row, epoch());
  }

  window.__boardProbe = probe;
})();
