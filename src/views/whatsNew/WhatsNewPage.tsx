import { Button, Tabs } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import type { ScreenProps } from '../../app/screenLoader';
import type { Announcement } from '../../domain/schemas/announcements';
import { USER_TYPE } from '../../domain/userTypes';
import { AppConnectionBadge } from '../components/ConnectionBadge';
import { PageHeader } from '../components/PageHeader';
import { AnnouncementFormModal } from './AnnouncementFormModal';
import { AnnouncementsPanel } from './AnnouncementsPanel';
import { ReleaseNotesPanel } from './ReleaseNotesPanel';

type TabName = 'announcements' | 'releases';

/** What's new: the industry's announcements (owners write them) and Freightdesk's release notes. */
export function WhatsNewPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const isOwner = useSelector(session, (s) => s.context.userType === USER_TYPE.owner);
  const [tab, setTab] = useState<TabName>('announcements');
  // The form's announcement: null for a new one; undefined while the form is closed.
  const [editing, setEditing] = useState<Announcement | null | undefined>(undefined);
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {/* New announcements arrive over the session's socket. */}
            <AppConnectionBadge />
            {isOwner ? (
              <Button onClick={() => setEditing(null)} data-testid="announcement-new">
                {t('whatsNew.announcements.post')}
              </Button>
            ) : null}
          </>
        }
      />
      <Tabs value={tab} onChange={(value) => setTab(value === 'releases' ? 'releases' : 'announcements')}>
        <Tabs.List mb="md">
          <Tabs.Tab value="announcements" data-testid="tab-announcements">
            {t('whatsNew.tabs.announcements')}
          </Tabs.Tab>
          <Tabs.Tab value="releases" data-testid="tab-releases">
            {t('whatsNew.tabs.releases')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="announcements">
          <AnnouncementsPanel isOwner={isOwner} onEdit={setEditing} />
        </Tabs.Panel>
        <Tabs.Panel value="releases">
          <ReleaseNotesPanel />
        </Tabs.Panel>
      </Tabs>
      {editing === undefined ? null : (
        <AnnouncementFormModal
          key={editing?.id ?? 'new'}
          editing={editing}
          opened
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
