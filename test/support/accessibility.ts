import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import axeCore, { type AxeResults, type Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { screenLoaded } from './screenLoaded';

/**
 * axe-core over every page the browser suite opens. Each page is watched from its creation: every main-frame
 * navigation (a `goto`, a link, a redirect, a hash change) schedules an audit of the screen once it has
 * settled, at most once per screen (route with its ids blanked) in the whole run: a worker's files share this
 * module (isolate: false) and the two workers a folder of claims (`claim`), so a screen one file audited is not
 * audited again by the next, on either worker, and a suite that walks a list of rows pays for the list once. A screen or
 * state whose markup has the shape of one audited already (`shapeOf`) is not audited again either. The driver's screenshots audit the state they picture (a
 * dialog, a form with errors) as well. A test fails after the fact, in the suite's `afterEach`, when any
 * audit found a critical or serious violation; every audit is appended to `.tmp/axe-audits.jsonl` for the
 * record.
 */

const SEVERE = new Set(['critical', 'serious']);
const LOG = '.tmp/axe-audits.jsonl';

export interface Finding {
  screen: string;
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Screens and states audited in this run, by this worker or the other. */
const audited = new Set<string>();

/** The file whose creation claims `key` for one worker of the run (test/e2e/globalSetup.ts makes the folder). */
const claimPath = (key: string) =>
  join(inject('auditClaimsDir'), createHash('sha1').update(key).digest('hex'));

/** True when this worker is the first of the run to audit `key`: creating a file is atomic across processes. */
function claim(key: string): boolean {
  try {
    closeSync(openSync(claimPath(key), 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** True when a worker of the run has claimed `key` already (its audit done or under way). */
const claimed = (key: string) => existsSync(claimPath(key));

/** True when `key` was audited in this run, or claimed by either worker (its audit done or under way). */
const done = (key: string) => audited.has(key) || claimed(key);

/** An audit left unfinished gives its screen back, to be audited when next shown at rest, by either worker. */
function release(key: string) {
  audited.delete(key);
  rmSync(claimPath(key), { force: true });
}
/** Screens this file's pages showed, audited or not: the record of what each file covered. */
const visited = new Set<string>();
const pending = new Set<Promise<void>>();
let findings: Finding[] = [];

/** "/request/outbound/view-bid/12/12" → "/request/outbound/view-bid/:id/:id", a share token → ":token";
 * a first segment stays as it is ("/401"). */
export function screenOf(url: string): string {
  const hash = new URL(url).hash.replace(/^#/, '').split('?')[0] || '/';
  return hash
    .split('/')
    .map((part, at) =>
      at < 2 ? part : /^\d+$/.test(part) ? ':id' : /^[\w-]{16,}$/.test(part) ? ':token' : part,
    )
    .join('/');
}

/** The longest a loaded screen that keeps changing (a live board, a clock) is watched for a quiet moment. */
const QUIET_CAP_MS = 2_500;

/**
 * Waits, within bounds, for the screen to finish loading: its heading drawn, no preloader and nothing busy (up
 * to 10 s: a slow machine under load), then the page quiet for half a second (what still arrives, a lazy part or
 * a late answer, keeps changing it), then loaded again if what arrived was another screen's preloader. A live
 * screen never goes quiet: loaded, it is audited as it is after QUIET_CAP_MS. (The quiet was waited for first,
 * up to 10 s, which on a live screen was the whole 10 s, in the test's path whenever it pictured that screen.)
 */
async function settle(page: Page) {
  await screenLoaded(page, 10_000).catch(() => undefined);
  await page
    .evaluate(
      (capMs) =>
        new Promise<void>((resolve) => {
          const finish = () => {
            observer.disconnect();
            clearTimeout(cap);
            clearTimeout(quiet);
            resolve();
          };
          let quiet = setTimeout(finish, 500);
          const cap = setTimeout(finish, capMs);
          const observer = new MutationObserver(() => {
            clearTimeout(quiet);
            quiet = setTimeout(finish, 500);
          });
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
        }),
      QUIET_CAP_MS,
    )
    .catch(() => undefined);
  await screenLoaded(page, 10_000).catch(() => undefined);
}

/**
 * Waits, up to 3 s, for the page's CSS transitions and animations that end to finish (two frames in a row with
 * none running): a dialog caught mid-fade has text at part opacity, which axe reads as failing contrast. The
 * browser asks for reduced motion, so Mantine's dialogs, menus and toasts do not fade; what is left is the
 * app's own few transitions. A spinner turns for ever and fades nothing: it is not waited for.
 */
const atRest = (page: Page) =>
  page
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          const running = () =>
            document
              .getAnimations()
              .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
          const cap = Date.now() + 3_000;
          let restful = 0;
          const look = () => {
            restful = running() ? 0 : restful + 1;
            if (restful >= 2 || Date.now() > cap) resolve();
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }),
    )
    .catch(() => undefined);

/** The visible h1 elements on screen. */
const headingCount = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('h1')].filter((h) => h.checkVisibility()).length);

/** The screen is being left: another route is loading behind the preloader, or the address changed. */
const leaving = (page: Page, url: string) =>
  page.url() !== url ||
  page.evaluate(() => Boolean(document.querySelector('[data-testid="preloader"]'))).catch(() => true);

/** Scroll boxes inside a combobox's list: its options are reached with the arrow keys (aria-activedescendant). */
const inComboboxDropdown = (page: Page, target: string) =>
  page
    .evaluate((selector) => Boolean(document.querySelector(selector)?.closest('[role="listbox"]')), target)
    .catch(() => false);

/**
 * What axe's verdict depends on, without the words: every element's tag, role, classes, which attributes it has,
 * and whether it holds text of its own, at the page's width. Two screens or states of one shape (a list of
 * clients and one of vendors, a form before and after typing) get the same verdict; the words differ, and what
 * axe asks of words (present or not) the shape keeps. Generated ids and inline positions vary from render to
 * render and are left out.
 */
const shapeOf = (page: Page) =>
  page.evaluate(() => {
    const parts: string[] = [String(window.innerWidth)];
    for (const element of document.body.querySelectorAll('*')) {
      const names = element.getAttributeNames().sort().join(',');
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      parts.push(
        `${element.tagName}|${element.getAttribute('role') ?? ''}|${element.getAttribute('class') ?? ''}|${names}|${ownText ? 't' : ''}`,
      );
    }
    let hash = 0;
    const text = parts.join('\n');
    for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
    return `shape ${hash.toString(16)} ${text.length}`;
  });

/**
 * axe-core's verdict on the page as it is. Every rule runs; only the violations are described node by node
 * (describing each passing node, its selector and HTML, was some 40 % of an audit's time, and nothing reads it).
 * axe runs in the page itself, whose document keeps it from one audit to the next: its script (580 kB) is sent
 * and evaluated once per document, where @axe-core/playwright sent and evaluated it twice per audit, a second
 * of the renderer's time per audit on a busy machine. A document that went away mid-audit (a reload between
 * the two steps) leaves no `axe`: reading its `run` fails, and the caller treats that as an interrupted audit.
 */
async function axe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof axeCore }).axe.run(document, { resultTypes: ['violations'] }),
  );
}

/**
 * Audits the page's screen or state under `key` unless audited already. `settledMs` is how long its screen took
 * to settle before (a navigation's audit), written to the record beside the audit's own time.
 */
async function analyse(page: Page, key: string, settledMs = 0) {
  if (page.isClosed() || audited.has(key)) return;
  audited.add(key);
  if (!claim(key)) return;
  const url = page.url();
  let violations: Result[];
  let headings: number;
  let shape: string | undefined;
  let auditBegan = 0;
  try {
    await atRest(page);
    headings = await headingCount(page);
    // The same markup at the same width was audited already, as another screen or state: axe would find the same.
    const seen = await shapeOf(page);
    if (audited.has(seen) || !claim(seen)) return;
    shape = seen;
    audited.add(shape);
    auditBegan = Date.now();
    ({ violations } = await axe(page));
    // A dialog caught as it opens fails for a moment: fading in, its text fails contrast; in its first frame,
    // before Mantine links its title (aria-labelledby waits for the title to mount), it has no name. A failure
    // that is real is still there once the page is at rest again.
    if (violations.some((v) => v.id === 'color-contrast' || v.id === 'aria-dialog-name')) {
      await atRest(page);
      ({ violations } = await axe(page));
    }
  } catch (error) {
    // The page navigated or closed mid-audit: the next screen schedules its own. A reload between injecting
    // axe and running it leaves a document without axe, where `axe.run` reads from undefined.
    release(key);
    if (shape) release(shape);
    const interrupted = /context was destroyed|Target.*closed|navigat|reading 'run'|axe is not defined/i;
    if (page.isClosed() || interrupted.test(String(error))) return;
    throw error;
  }
  // A screen caught on its way out, or changing under the audit, is half of two screens: it is audited when
  // next shown at rest.
  if ((await leaving(page, url)) || (await headingCount(page).catch(() => -1)) !== headings) {
    release(key);
    if (shape) release(shape);
    return;
  }
  const screen = key.split(' ')[0]!;
  // axe's page-has-heading-one is moderate and accepts several; the app promises exactly one per page.
  if (headings !== 1)
    violations.push({
      id: 'one-h1',
      impact: 'serious',
      help: `a page has exactly one <h1> (found ${headings})`,
      nodes: [],
    } as unknown as Result);
  // scrollable-region-focusable asks a scroll box to hold or be a tab stop; a combobox's list is neither by
  // design (focus stays in its input and the arrow keys scroll it), so the rule does not apply to it.
  for (const violation of violations.filter((v) => v.id === 'scrollable-region-focusable')) {
    const kept = [];
    for (const node of violation.nodes)
      if (!(await inComboboxDropdown(page, String(node.target[0])))) kept.push(node);
    violation.nodes = kept;
  }
  violations = violations.filter((v) => v.id === 'one-h1' || v.nodes.length > 0);
  const found = violations.map((v) => ({
    screen: key,
    url,
    rule: v.id,
    impact: v.impact ?? 'minor',
    help: v.help,
    targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  findings.push(...found.filter((f) => SEVERE.has(f.impact)));
  mkdirSync('.tmp', { recursive: true });
  appendFileSync(
    LOG,
    `${JSON.stringify({
      screen,
      state: key,
      url,
      violations: found.map(({ rule, impact }) => ({ rule, impact })),
      settledMs,
      auditMs: Date.now() - auditBegan,
    })}\n`,
  );
}

function track(work: Promise<void>) {
  pending.add(work);
  void work.finally(() => pending.delete(work));
}

/** axe runs one audit at a time in a page: a page's audits wait for each other. */
const queues = new WeakMap<Page, Promise<void>>();

function inTurn(page: Page, key: string, work: () => Promise<void>): Promise<void> {
  const turn = (queues.get(page) ?? Promise.resolve()).then(work);
  const settled = turn.catch((error) => void findings.push(failedAudit(key, error)));
  queues.set(page, settled);
  track(settled);
  return settled;
}

/**
 * Resolves once the page's audits so far are done: a step that opens a passing overlay (a menu on its way to
 * another screen) waits for it, so the screen is audited at rest rather than under a half-faded menu.
 */
export const auditsDone = (page: Page): Promise<void> => queues.get(page) ?? Promise.resolve();

/** Audits every screen this page shows from now on. */
export function watchAccessibility(page: Page) {
  page.on('framenavigated', (frame) => {
    // The app is served at `/` and routes by hash; another path of its origin (`/health`) is not a screen.
    if (
      frame !== page.mainFrame() ||
      !frame.url().startsWith('http') ||
      new URL(frame.url()).pathname !== '/'
    )
      return;
    const key = screenOf(frame.url());
    visited.add(key);
    // A screen the other worker has claimed needs no settling here only to find the claim taken: on a live
    // screen, which never goes quiet, that wait was the whole 10 s cap. Not remembered as audited, since an
    // audit under way there may yet give the screen back.
    if (done(key)) return;
    void inTurn(page, key, async () => {
      // Audited (here or by the other worker) while this waited its turn: another navigation to the same
      // screen (a deep link, then the app's own redirect to it) queued it first. Settling again would only
      // find the audit done, after up to half a minute in front of the test's next screenshot.
      if (page.isClosed() || done(screenOf(page.url()))) return;
      const began = Date.now();
      await settle(page);
      // Audit what is on screen by then: a redirect's target rather than the path that was left at once.
      if (!page.isClosed()) await analyse(page, screenOf(page.url()), Date.now() - began);
    });
  });
}

const failedAudit = (screen: string, error: unknown): Finding => ({
  screen,
  url: '',
  rule: 'audit-failed',
  impact: 'critical',
  help: String(error),
  targets: [],
});

/**
 * "client-form-hi-390" → "client-form-390": what axe checks (roles, names, contrast, focus) is the same in
 * either language, so the pictures of one state in English and in Hindi share one audit. Their width stays:
 * a phone's layout is another page to axe.
 */
export const stateWithoutLanguage = (state: string) =>
  state
    .split('-')
    .filter((part) => part !== 'en' && part !== 'hi')
    .join('-');

/** Audits the state on screen now (e.g. an open dialog), once per screen and state, in either language. */
export async function auditState(page: Page, state: string) {
  const key = `${screenOf(page.url())} [${stateWithoutLanguage(state)}]`;
  await inTurn(page, key, () => analyse(page, key));
}

/** Throws, listing them, when the audits of the test that just ran found critical or serious violations. */
export async function expectNoSevereViolations() {
  await Promise.all([...pending]);
  const found = findings;
  findings = [];
  if (found.length === 0) return;
  const lines = found.map(
    (f) => `${f.impact} ${f.rule} on ${f.screen}: ${f.help}\n    ${f.targets.join('\n    ')}`,
  );
  throw new Error(`axe-core found ${found.length} critical or serious violations:\n${lines.join('\n')}`);
}

/**
 * Appends which screens the file showed, and which of them no audit of the run so far has seen at rest, to the
 * audit log; the next file starts a record of its own.
 */
export function recordCoverage(file: string) {
  const screens = new Set([...audited].map((key) => key.split(' ')[0]!));
  mkdirSync('.tmp', { recursive: true });
  appendFileSync(
    LOG,
    `${JSON.stringify({ file, visited: [...visited].sort(), unaudited: [...visited].filter((s) => !screens.has(s)) })}\n`,
  );
  visited.clear();
}
