import type { ScreenProps } from '../../app/screenLoader';
import { SharePageFrame } from './SharePageFrame';

/** /live/:id — a consignee follows the truck on the map, live. */
export function LiveSharePage({ params, title }: ScreenProps) {
  return <SharePageFrame params={params} title={title} />;
}
