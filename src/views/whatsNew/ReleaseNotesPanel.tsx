import { Card, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import { MarkdownText } from './MarkdownText';
import { RELEASE_NOTE_FILES } from './productReleaseNotes';
import { releaseNotesIn } from './releaseNotes';

/** Freightdesk's release notes in the reader's language, newest first. */
export function ReleaseNotesPanel() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const notes = useMemo(() => releaseNotesIn(RELEASE_NOTE_FILES, language), [language]);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dark.6">
        {t('whatsNew.releases.intro')}
      </Text>
      {notes.map((note) => (
        <Card key={note.id} withBorder padding="md" component="article" data-testid="release-note">
          <Title order={2} size="h4">
            {note.title}
          </Title>
          <Text size="xs" c="dark.6">
            {t('whatsNew.releases.released', { date: note.date })}
          </Text>
          <MarkdownText>{note.body}</MarkdownText>
        </Card>
      ))}
    </Stack>
  );
}
