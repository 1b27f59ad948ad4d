package io.pipespec.engine.logging;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;
import org.slf4j.ILoggerFactory;
import org.slf4j.IMarkerFactory;
import org.slf4j.helpers.BasicMDCAdapter;
import org.slf4j.helpers.BasicMarkerFactory;
import org.slf4j.spi.MDCAdapter;
import org.slf4j.spi.SLF4JServiceProvider;

/**
 * The SLF4J provider the engine names when the class path has none (see {@link FallbackLogging}):
 * warnings and errors go to standard error, everything below is dropped. Never registered as a
 * service, so that it can never compete with a provider of the user's.
 */
@API(status = INTERNAL)
public final class StandardErrorProvider implements SLF4JServiceProvider {

  // SLF4J calls initialize() before any getter; until then there is nothing to give.
  private @Nullable ILoggerFactory loggerFactory;
  private @Nullable IMarkerFactory markerFactory;
  private @Nullable MDCAdapter mdcAdapter;

  @Override
  public @Nullable ILoggerFactory getLoggerFactory() {
    return loggerFactory;
  }

  @Override
  public @Nullable IMarkerFactory getMarkerFactory() {
    return markerFactory;
  }

  @Override
  public @Nullable MDCAdapter getMDCAdapter() {
    return mdcAdapter;
  }

  @Override
  public String getRequestedApiVersion() {
    return "2.0.99";
  }

  @Override
  public void initialize() {
    loggerFactory = name -> new StandardErrorLogger(name, () -> System.err);
    markerFactory = new BasicMarkerFactory();
    mdcAdapter = new BasicMDCAdapter();
  }
}
