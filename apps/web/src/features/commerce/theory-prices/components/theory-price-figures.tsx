import type { TheoryPriceRequest } from '@ds/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatChfAmount } from '@/lib/format-chf';

/** The preferential unit prices of the 1-, 30- and 365-day licences, CHF written the Swiss way. */
export function TheoryPriceFigures({ prices }: { prices: NonNullable<TheoryPriceRequest['prices']> }) {
  const { t } = useTranslation('commerce-theory-prices');
  const figures = [
    ['price1Day', prices.price1Day],
    ['price30Days', prices.price30Days],
    ['price365Days', prices.price365Days],
  ] as const;
  return (
    <SimpleGrid cols={3} spacing="xs" data-testid="theory-prices">
      {figures.map(([field, chf]) => (
        <Stack key={field} gap={0}>
          <Text size="xs" c="dimmed">
            {t(`fields.${field}`)}
          </Text>
          <Text size="sm" fw={600}>
            {formatChfAmount(chf)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
