import type { Config } from './config';
import { startGraphSimulator } from './integrations/mail/graph-simulator';
import { type DatatransSimulator, startDatatransSimulator } from './integrations/payments/datatrans-simulator';
import { startAspsmsSimulator } from './integrations/sms/aspsms-simulator';

/**
 * The demo's stand-ins for the providers it cannot reach (PROVIDER_SIMULATORS, on in development):
 * an ASPSMS simulator as the product's SMS gateway (its delivery reports come back to the server)
 * and a Microsoft login and Graph simulator for the "send through Microsoft" consent. Each runs in
 * this process on a free port of 127.0.0.1; the configuration the app sees points at them.
 * Datatrans's simulator runs whenever PAYMENT_PROVIDER is `simulator` (by default with the others).
 */
export async function withProviderSimulators(config: Config): Promise<{ config: Config; close(): Promise<void> }> {
  const payments = config.PAYMENT_PROVIDER === 'simulator' ? await startDatatransSimulator() : null;
  const paymentConfig = payments ? datatransConfig(payments) : {};
  if (!config.PROVIDER_SIMULATORS) {
    return { config: { ...config, ...paymentConfig }, close: async () => payments?.close() };
  }
  const sms = await startAspsmsSimulator({ credits: 100_000 });
  const graph = await startGraphSimulator({ clientId: 'demo-client', clientSecret: 'demo-secret' });
  const endpoints = graph.endpoints(`${config.PUBLIC_URL}/comm-settings`);
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
      ...paymentConfig,
    },
    close: async () => {
      await sms.close();
      await graph.close();
      await payments?.close();
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
