import type { ScreenProps } from '../../app/screenLoader';
import { SharePageFrame } from './SharePageFrame';
import { TollCrossingsTable } from './TollCrossingsTable';

/** /fast/:id — a consignee sees the toll plazas the truck crossed, updated as each crossing comes in. */
export function TollSharePage({ params, title }: ScreenProps) {
  return (
    <SharePageFrame
      params={params}
      title={title}
      aside={(order) => <TollCrossingsTable tolls={order.tolls} />}
    />
  );
}
