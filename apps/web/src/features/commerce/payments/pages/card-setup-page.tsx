import { Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { usePermissions } from '@/lib/permissions';
import { useSavedCards } from '../api/payments-api';
import { CardRegistrationForm } from '../components/card-registration-form';
import { SavedCardItem } from '../components/saved-card-item';

/**
 * /account/ccsetup (spec §2, §3 Credit card): my saved cards with their brand, last digits and
 * end date, shared with my school's employees or not (spec §6); an employee sees the cards shared
 * with him. A new card is registered on the card provider's page.
 */
export function CardSetupPage() {
  const { t } = useTranslation('commerce-payments');
  const { ability } = usePermissions();
  const manage = ability.can('manage', 'shop');
  const cards = useSavedCards();
  return (
    <Stack maw={960} mx="auto" w="100%" gap="lg">
      <Title order={1} size="h2">
        {t('cards.title')}
      </Title>
      <Paper withBorder p="md" component="section" aria-labelledby="saved-cards-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="saved-cards-title">
            {t('cards.saved')}
          </Title>
          {cards.isPending && <Loader />}
          <ErrorAlert error={cards.error} />
          {cards.data?.length === 0 && <Text c="dimmed">{t('cards.empty')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {cards.data?.map((card) => (
              <SavedCardItem key={card.id} card={card} manage={manage} />
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      {manage && (
        <Paper withBorder p="md" component="section" aria-labelledby="card-registration-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="card-registration-title">
              {t('register.title')}
            </Title>
            <CardRegistrationForm />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
