package io.pipespec.engine.logging;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.Properties;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import org.apiguardian.api.API;
import org.slf4j.LoggerFactory;
import org.slf4j.spi.SLF4JServiceProvider;

/**
 * Lets Beam's warnings and errors reach the user of a test class path without an SLF4J provider.
 *
 * <p>Beam logs through SLF4J. Without a provider, SLF4J prints "No SLF4J providers were found" on
 * every run and then drops everything, including warnings a test author needs, such as Beam's
 * "Can't verify serialized elements of type X have well defined equals method". A provider among
 * the engine's dependencies would clash with a user's own (logback, log4j, slf4j-simple): SLF4J
 * would warn about several providers and might pick the wrong one. So the engine brings none on the
 * class path; when it finds no provider there, it names its own, {@link StandardErrorProvider}, in
 * SLF4J's {@code slf4j.provider} system property (read by slf4j-api 2.0.9 and later), and quiets
 * SLF4J's report of that choice. Any provider on the class path, or an {@code slf4j.provider}
 * already set, leaves everything as it is.
 */
@API(status = INTERNAL)
public final class FallbackLogging {

  /** SLF4J's system property naming the provider to use instead of searching the class path. */
  static final String PROVIDER_PROPERTY = "slf4j.provider";

  /** SLF4J's system property for the level of its own messages (default INFO). */
  static final String VERBOSITY_PROPERTY = "slf4j.internal.verbosity";

  /** SLF4J 1.7's binding, ignored by slf4j-api 2 which then says how to fix the class path. */
  private static final String LEGACY_BINDING = "org/slf4j/impl/StaticLoggerBinder.class";

  private FallbackLogging() {}

  /**
   * Names the fallback provider in the system properties when slf4j-api cannot find one of its own;
   * does nothing when SLF4J is not on the class path.
   */
  public static void installIfNoProvider() {
    try {
      ClassLoader loader = LoggerFactory.class.getClassLoader();
      installIfNoProvider(
          loader != null ? loader : ClassLoader.getSystemClassLoader(), System.getProperties());
    } catch (LinkageError e) {
      // No slf4j-api, or one older than 2.0: nothing logs through a provider of this kind.
    }
  }

  /**
   * Names the fallback provider in {@code properties} when {@code loader} (the one slf4j-api finds
   * providers with) sees none and no provider is named yet.
   *
   * @return whether it did
   */
  static boolean installIfNoProvider(ClassLoader loader, Properties properties) {
    if (properties.getProperty(PROVIDER_PROPERTY) != null || hasProvider(loader)) {
      return false;
    }
    properties.setProperty(PROVIDER_PROPERTY, StandardErrorProvider.class.getName());
    if (properties.getProperty(VERBOSITY_PROPERTY) == null) {
      // Else SLF4J announces "Attempting to load provider ..." on every run.
      properties.setProperty(VERBOSITY_PROPERTY, "WARN");
    }
    return true;
  }

  private static boolean hasProvider(ClassLoader loader) {
    if (loader.getResource(LEGACY_BINDING) != null) {
      return true;
    }
    try {
      return ServiceLoader.load(SLF4JServiceProvider.class, loader).stream().findAny().isPresent();
    } catch (ServiceConfigurationError e) {
      // A provider is declared but broken: SLF4J reports that itself.
      return true;
    }
  }
}
