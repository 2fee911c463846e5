import type { TFunction } from 'i18next';
import { type PodFileProblem, podFileProblem, SNIFF_BYTES } from '../../domain/podFiles';

/** The server's checks, run on a chosen file before it is sent: its size, and its kind read from its first bytes. */
export async function podFileProblemOf(file: File): Promise<PodFileProblem | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return podFileProblem({ size: file.size, type: file.type, head });
}

export const podProblemText = (t: TFunction, problem: PodFileProblem): string =>
  problem.code === 'tooLarge'
    ? t('orders.pod.problems.tooLarge', { max: problem.maxMegabytes })
    : t(`orders.pod.problems.${problem.code}`);
