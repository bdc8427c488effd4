import type { Config } from './config';
import { type GoogleSimulator, startGoogleSimulator } from './integrations/google-calendar/google-calendar-simulator';
import { startL2Simulator } from './integrations/l2/l2-simulator';
import { startGraphSimulator } from './integrations/mail/graph-simulator';
import { type DatatransSimulator, startDatatransSimulator } from './integrations/payments/datatrans-simulator';
import { demoSariSimulatorOptions, startSariSimulator } from './integrations/sari/sari-simulator';
import { startAspsmsSimulator } from './integrations/sms/aspsms-simulator';
import { startTheoryExamSimulator, type TheoryExamSimulator } from './integrations/theory-exam/theory-exam-simulator';

/**
 * The demo's stand-ins for the providers it cannot reach (PROVIDER_SIMULATORS, on in development):
 * an ASPSMS simulator as the product's SMS gateway (its delivery reports come back to the server)
 * a Microsoft login and Graph simulator for the "send through Microsoft" consent, Google's OAuth and
 * Calendar API (the demo account, linked by the seed, with a few busy events), SARI's (with the
 * demo's fixed account and VKU course) and L2's (the product's key). Each runs in
 * this process on a free port of 127.0.0.1; the configuration the app sees points at them.
 * Datatrans's simulator runs whenever PAYMENT_PROVIDER is `simulator`, the theory-exam service's whenever
 * THEORY_SERVICE_SIMULATOR is on (both by default with the others).
 */
export async function withProviderSimulators(config: Config): Promise<{ config: Config; close(): Promise<void> }> {
  const payments = config.PAYMENT_PROVIDER === 'simulator' ? await startDatatransSimulator() : null;
  const theory = config.THEORY_SERVICE_SIMULATOR ? await startTheoryExamSimulator() : null;
  const paymentConfig = { ...(payments ? datatransConfig(payments) : {}), ...(theory ? theoryConfig(theory) : {}) };
  if (!config.PROVIDER_SIMULATORS) {
    return {
      config: { ...config, ...paymentConfig },
      close: async () => {
        await payments?.close();
        await theory?.close();
      },
    };
  }
  const sms = await startAspsmsSimulator({ credits: 100_000 });
  const graph = await startGraphSimulator({ clientId: 'demo-client', clientSecret: 'demo-secret' });
  const endpoints = graph.endpoints(`${config.PUBLIC_URL}/comm-settings`);
  const sari = await startSariSimulator(demoSariSimulatorOptions());
  const l2 = await startL2Simulator();
  const google = await startGoogleSimulator({ demoEvents: true });
  return {
    config: {
      ...config,
      SMS_PROVIDER: config.SMS_PROVIDER === 'local' ? 'aspsms' : config.SMS_PROVIDER,
      ASPSMS_URL: config.ASPSMS_USER_KEY ? config.ASPSMS_URL : sms.url,
      ASPSMS_USER_KEY: config.ASPSMS_USER_KEY ?? 'SIMULATORKEY',
      ASPSMS_PASSWORD: config.ASPSMS_PASSWORD ?? 'simulator',
      MICROSOFT_CLIENT_ID: config.MICROSOFT_CLIENT_ID ?? endpoints.clientId,
      MICROSOFT_CLIENT_SECRET: config.MICROSOFT_CLIENT_SECRET ?? endpoints.clientSecret,
      MICROSOFT_LOGIN_URL: config.MICROSOFT_CLIENT_ID ? config.MICROSOFT_LOGIN_URL : endpoints.loginBaseUrl,
      MICROSOFT_GRAPH_URL: config.MICROSOFT_CLIENT_ID ? config.MICROSOFT_GRAPH_URL : endpoints.graphBaseUrl,
      SARI_API_URL: sari.url,
      L2_API_URL: config.L2_API_KEY ? config.L2_API_URL : l2.url,
      L2_API_KEY: config.L2_API_KEY ?? l2.apiKey,
      ...googleConfig(config, google),
      ...paymentConfig,
    },
    close: async () => {
      await sms.close();
      await google.close();
      await sari.close();
      await l2.close();
      await graph.close();
      await payments?.close();
      await theory?.close();
    },
  };
}

function datatransConfig(simulator: DatatransSimulator): Partial<Config> {
  return {
    PAYMENT_PROVIDER: 'datatrans',
    DATATRANS_API_URL: simulator.url,
    DATATRANS_PAY_URL: simulator.url,
    DATATRANS_MERCHANT_ID: simulator.merchantId,
    DATATRANS_PASSWORD: simulator.password,
    DATATRANS_HMAC_KEY: simulator.hmacKey,
  };
}

/** Google's OAuth and Calendar simulator, with its fixed demo account and busy events, unless a real Google application is set. */
function googleConfig(config: Config, simulator: GoogleSimulator): Partial<Config> {
  if (config.GOOGLE_CLIENT_ID) return {};
  const endpoints = simulator.endpoints(`${config.PUBLIC_URL}/gc`);
  return {
    GOOGLE_CLIENT_ID: endpoints.clientId,
    GOOGLE_CLIENT_SECRET: endpoints.clientSecret,
    GOOGLE_OAUTH_URL: endpoints.authUrl,
    GOOGLE_TOKEN_URL: endpoints.tokenUrl,
    GOOGLE_REVOKE_URL: endpoints.revokeUrl,
    GOOGLE_API_URL: endpoints.apiUrl,
  };
}

/** The theory-exam simulator with its fixed demo accounts (THEORY_DEMO_ACCOUNTS). */
function theoryConfig(simulator: TheoryExamSimulator): Partial<Config> {
  return { THEORY_SERVICE_URL: simulator.url, THEORY_SERVICE_API_KEY: simulator.apiKey };
}
