import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MAX_PARTY_CONTACTS } from '../../../domain/schemas/party';
import { SectionCard } from '../../components/SectionCard';
import { emptyContact, type PartyValues } from './partyFormValues';

/** The people to call at the party: none or several, each with a name and what else is known. */
export function ContactsSection({ form }: { form: UseFormReturnType<PartyValues> }) {
  const { t } = useTranslation();
  const contacts = form.values.contacts;
  return (
    <SectionCard
      title={t('parties.contacts.title')}
      description={t('parties.contacts.description')}
      testId="contacts-section"
      actions={
        <Button
          variant="light"
          onClick={() => form.insertListItem('contacts', emptyContact())}
          disabled={contacts.length >= MAX_PARTY_CONTACTS}
          data-testid="add-contact"
        >
          {t('parties.contacts.add')}
        </Button>
      }
    >
      {contacts.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-contacts">
          {t('parties.contacts.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {contacts.map((contact, index) => {
            const path = `contacts.${index}` as const;
            const n = index + 1;
            return (
              <Paper key={contact.key} withBorder radius="md" p="md" data-testid={`contact-${index}`}>
                <Group justify="space-between" mb="xs">
                  <Title order={3} size="h5">
                    {t('parties.contacts.card', { n })}
                  </Title>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => form.removeListItem('contacts', index)}
                    aria-label={t('parties.contacts.removeOf', { n })}
                    data-testid={`remove-contact-${index}`}
                  >
                    {t('parties.contacts.remove')}
                  </Button>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
                  <TextInput
                    label={t('parties.contacts.name')}
                    withAsterisk
                    data-testid={`contact-${index}-name`}
                    {...form.getInputProps(`${path}.name`)}
                  />
                  <TextInput
                    label={t('parties.contacts.designation')}
                    data-testid={`contact-${index}-designation`}
                    {...form.getInputProps(`${path}.designation`)}
                  />
                  <TextInput
                    type="email"
                    label={t('parties.contacts.email')}
                    data-testid={`contact-${index}-email`}
                    {...form.getInputProps(`${path}.email`)}
                  />
                  <TextInput
                    type="tel"
                    label={t('parties.contacts.mobile')}
                    data-testid={`contact-${index}-mobile`}
                    {...form.getInputProps(`${path}.mobile`)}
                  />
                </SimpleGrid>
              </Paper>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
