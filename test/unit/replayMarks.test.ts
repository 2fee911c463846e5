import { describe, expect, it } from 'vitest';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { replayMarks } from '../../src/views/tracking/replay/replayMarks';

const t = (iso: string) => Date.parse(iso);
const span = { start: t('2026-03-01T10:00:00Z'), end: t('2026-03-01T14:00:00Z') };

describe('replayMarks', () => {
  it('merges stops, tolls and raised alerts in time order within the replayed span', () => {
    const marks = replayMarks(
      allLanguagesI18n('en').t,
      span,
      [
        {
          latitude: 19,
          longitude: 73,
          from: '2026-03-01T12:00:00Z',
          to: '2026-03-01T12:40:00Z',
          minutes: 40,
          place: { kind: 'locality', name: 'Khed', district: 'Pune', state: 'Maharashtra' },
        },
        {
          latitude: 19.1,
          longitude: 73.1,
          from: '2026-03-01T12:50:00Z',
          to: '2026-03-01T13:10:00Z',
          minutes: 20,
          place: { kind: 'own', name: 'Chakan Works' },
        },
      ],
      [
        { plazaName: 'Khed Shivapur', at: '2026-03-01T11:00:00Z' },
        { plazaName: 'Before the span', at: '2026-03-01T09:00:00Z' },
      ],
      [
        { at: '2026-03-01T13:00:00Z', kind: 'alert', alert: 'off_route' },
        { at: '2026-03-01T13:30:00Z', kind: 'alert_cleared', alert: 'off_route' },
        { at: '2026-03-01T10:30:00Z', kind: 'status', status: 'in_transit' },
      ],
    );
    expect(marks).toEqual([
      { at: t('2026-03-01T11:00:00Z'), kind: 'toll', label: 'Toll: Khed Shivapur' },
      { at: t('2026-03-01T12:00:00Z'), kind: 'stop', label: 'Stop at Khed, Pune, Maharashtra, 40 min' },
      { at: t('2026-03-01T12:50:00Z'), kind: 'stop', label: 'Stop at Chakan Works, 20 min' },
      { at: t('2026-03-01T13:00:00Z'), kind: 'alert', label: 'Alert: Off route' },
    ]);
  });
});
