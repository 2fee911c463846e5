import { DEMO_PASSWORD_REFUSAL, isDemoPassword } from '../../server/productionGuard';
import { NewPassword } from '../../src/domain/schemas/auth';
import { type AdminContext, type AdminInput, EXIT } from './adminCommand';

/** More than any password (NewPassword allows 128 characters): a pipe is read no further. */
const MAX_PIPED_BYTES = 4096;

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACES = new Set(['\u007f', '\b']);
/** What a terminal wraps a paste in (bracketed paste mode): not part of the password. */
const PASTE_MARKS = ['\u001b[200~', '\u001b[201~'];
const withoutPasteMarks = (text: string) =>
  PASTE_MARKS.reduce((rest, mark) => rest.replaceAll(mark, ''), text);

/**
 * Reads one line from the terminal without echoing it: raw mode, so the typed characters are not shown, with
 * backspace honoured. Null when the operator gives up (Ctrl-C, or Ctrl-D on an empty line).
 */
function promptHidden(
  input: AdminInput,
  prompt: (text: string) => void,
  question: string,
): Promise<string | null> {
  prompt(question);
  input.setRawMode?.(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve) => {
    let typed = '';
    const finish = (value: string | null) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      prompt('\n');
      resolve(value);
    };
    const onData = (chunk: string | Buffer) => {
      for (const char of withoutPasteMarks(String(chunk))) {
        if (char === '\r' || char === '\n') return finish(typed);
        if (char === CTRL_C || (char === CTRL_D && typed === '')) return finish(null);
        if (BACKSPACES.has(char)) typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of a pipe (a script's `printf '%s\n' "$PASSWORD" | npm run admin -- …`). */
async function firstPipedLine(input: AdminInput): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n') || text.length > MAX_PIPED_BYTES) break;
  }
  return text.split(/\r?\n/, 1)[0] ?? '';
}

export type NewPasswordRead = { password: string } | { exit: number };

/**
 * A new password from the operator: asked twice on a terminal, never echoed, or read from the first line of standard
 * input when it is not a terminal. It never comes from a flag and is never printed. It must be a password the app
 * accepts (NewPassword) and not the demo's, refused by the production guard's own rule.
 */
export async function readNewPassword(ctx: AdminContext): Promise<NewPasswordRead> {
  let password: string;
  if (ctx.input.isTTY) {
    const first = await promptHidden(ctx.input, ctx.prompt, 'New password: ');
    const again =
      first === null ? null : await promptHidden(ctx.input, ctx.prompt, 'The same password again: ');
    if (first === null || again === null) {
      ctx.err('Nothing was changed.');
      return { exit: EXIT.refused };
    }
    if (first !== again) {
      ctx.err('The two passwords differ. Nothing was changed.');
      return { exit: EXIT.refused };
    }
    password = first;
  } else {
    password = await firstPipedLine(ctx.input);
    if (password === '') {
      ctx.err(
        'No password came on standard input. Type it when asked (on a terminal), or pipe it: ' +
          `printf '%s\\n' "$PASSWORD" | npm run admin -- …`,
      );
      return { exit: EXIT.badArguments };
    }
  }
  const checked = NewPassword.safeParse(password);
  if (!checked.success) {
    ctx.err(`${checked.error.issues.map((issue) => issue.message).join('\n')}\nNothing was changed.`);
    return { exit: EXIT.refused };
  }
  if (isDemoPassword(password)) {
    ctx.err(`${DEMO_PASSWORD_REFUSAL}\nNothing was changed.`);
    return { exit: EXIT.refused };
  }
  return { password };
}
