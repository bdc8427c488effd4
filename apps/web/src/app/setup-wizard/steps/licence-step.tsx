import { Stack } from '@mantine/core';
import { SubscribeShop } from '@/features/commerce';
import { LicenceActivation, MyLicences } from '@/features/identity';

/** Spec §2 "licence key management": /account/subscriptions' key activation, my licences and the shop to buy one. */
export function LicenceStep() {
  return (
    <Stack gap="lg">
      <LicenceActivation />
      <MyLicences />
      <SubscribeShop />
    </Stack>
  );
}
