import { AppLogoSection } from '@/features/identity';

/** Spec §2 "logo replacement": /account/me's app logo, shown in the top bar and on printed documents. */
export function LogoStep() {
  return <AppLogoSection />;
}
