import { englishRules } from '../../src/i18n/englishRules';
import { refusalText } from '../../src/i18n/refusalText';
import type { Decision } from '../../src/machines/lifecycle';

/** A lifecycle's decision with, when it refuses, the English sentence the API answers with (`reason`). */
export const worded = <D extends Decision<string, unknown>>(decision: D): D & { reason?: string } =>
  decision.allowed ? decision : { ...decision, reason: refusalText(englishRules, decision.refusal) };
