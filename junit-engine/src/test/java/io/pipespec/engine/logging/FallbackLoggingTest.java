package io.pipespec.engine.logging;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;

/**
 * When the engine names its own SLF4J provider, and what that provider prints. This module's test
 * class path has slf4j-simple, a provider of its own, as a user's may have; a class loader that
 * hides it stands for a class path without one. The integration tests run both on a real consumer
 * project.
 */
class FallbackLoggingTest {

  @Test
  void aClassPathWithoutProviderGetsTheFallbackAndSlf4jDoesNotAnnounceIt() {
    Properties properties = new Properties();

    assertThat(FallbackLogging.installIfNoProvider(withoutProviders(), properties)).isTrue();

    assertThat(properties)
        .containsExactly(
            "slf4j.provider",
            StandardErrorProvider.class.getName(),
            "slf4j.internal.verbosity",
            "WARN");
  }

  @Test
  void aProviderOnTheClassPathIsLeftAlone() {
    Properties properties = new Properties();

    assertThat(FallbackLogging.installIfNoProvider(getClass().getClassLoader(), properties))
        .isFalse();

    assertThat(properties).isEmpty();
  }

  @Test
  void aProviderNamedByTheUserIsLeftAlone() {
    Properties properties = new Properties();
    properties.setProperty("slf4j.provider", "com.example.MyProvider");

    assertThat(FallbackLogging.installIfNoProvider(withoutProviders(), properties)).isFalse();

    assertThat(properties).containsExactly("slf4j.provider", "com.example.MyProvider");
  }

  @Test
  void theUsersVerbosityForSlf4jItselfIsKept() {
    Properties properties = new Properties();
    properties.setProperty("slf4j.internal.verbosity", "DEBUG");

    FallbackLogging.installIfNoProvider(withoutProviders(), properties);

    assertThat(properties.getProperty("slf4j.internal.verbosity")).isEqualTo("DEBUG");
  }

  @Test
  void theProviderServesLoggersThatPrintWarningsAndErrorsOnly() {
    StandardErrorProvider provider = new StandardErrorProvider();
    provider.initialize();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream previous = System.err;
    System.setErr(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      Logger logger = provider.getLoggerFactory().getLogger("org.apache.beam.Example");
      logger.debug("not shown {}", 1);
      logger.info("not shown {}", 2);
      logger.warn("Can't verify {} of type {}", "elements", "Reading");
      logger.error("failed", new IllegalStateException("boom"));
    } finally {
      System.setErr(previous);
    }

    String printed = bytes.toString(StandardCharsets.UTF_8);
    assertThat(printed)
        .startsWith(
            "WARN [org.apache.beam.Example] Can't verify elements of type Reading"
                + System.lineSeparator()
                + "ERROR [org.apache.beam.Example] failed"
                + System.lineSeparator()
                + "java.lang.IllegalStateException: boom");
    assertThat(printed).doesNotContain("not shown");
  }

  @Test
  void aLoggerSetToErrorOrOffAsSlf4jSimpleWouldDropsWhatItsLevelDrops() {
    StandardErrorProvider provider = new StandardErrorProvider();
    provider.initialize();
    String key = StandardErrorLogger.LEVEL_KEY;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream previous = System.err;
    System.setErr(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      Logger quiet = provider.getLoggerFactory().getLogger("test.pipespec.quiet.Noisy");
      Logger off = provider.getLoggerFactory().getLogger("test.pipespec.off.Silent");
      Logger kept = provider.getLoggerFactory().getLogger("test.pipespec.quiet.Kept");
      // Set after the loggers were made, as the Flink module sets them when its runner is chosen.
      System.setProperty(key + "test.pipespec.quiet", "error");
      System.setProperty(key + "test.pipespec.off.Silent", "off");
      System.setProperty(key + "test.pipespec.quiet.Kept", "info");
      quiet.warn("dropped warning");
      quiet.error("kept error");
      off.error("dropped error");
      kept.warn("kept warning");
      kept.info("dropped info");
    } finally {
      System.setErr(previous);
      System.clearProperty(key + "test.pipespec.quiet");
      System.clearProperty(key + "test.pipespec.off.Silent");
      System.clearProperty(key + "test.pipespec.quiet.Kept");
    }

    assertThat(bytes.toString(StandardCharsets.UTF_8))
        .isEqualTo(
            "ERROR [test.pipespec.quiet.Noisy] kept error"
                + System.lineSeparator()
                + "WARN [test.pipespec.quiet.Kept] kept warning"
                + System.lineSeparator());
  }

  /** This module's class loader, with every SLF4J provider and 1.7 binding hidden. */
  private ClassLoader withoutProviders() {
    return new ClassLoader(getClass().getClassLoader()) {
      @Override
      public URL getResource(String name) {
        return hidden(name) ? null : super.getResource(name);
      }

      @Override
      public Enumeration<URL> getResources(String name) throws IOException {
        return hidden(name) ? Collections.emptyEnumeration() : super.getResources(name);
      }

      private boolean hidden(String name) {
        return name.equals("META-INF/services/org.slf4j.spi.SLF4JServiceProvider")
            || name.equals("org/slf4j/impl/StaticLoggerBinder.class");
      }
    };
  }
}
