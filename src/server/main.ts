import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/load-config';

/** Starts Postura: reads the configuration, builds the app and listens. Nothing else lives here. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);

  // Handlers go in before listening: a stop asked for while the server starts (or between its
  // "listening" log line and the end of listen) still shuts down cleanly instead of killing it.
  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one does not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
