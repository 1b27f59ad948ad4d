package io.pipespec.engine.config;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import org.apiguardian.api.API;

/** The version of this engine, which is also the version of the processor that goes with it. */
@API(status = INTERNAL)
public final class EngineVersion {

  private static final String VERSION = load();

  private EngineVersion() {}

  public static String get() {
    return VERSION;
  }

  private static String load() {
    try (InputStream in = EngineVersion.class.getResourceAsStream("pipespec-engine.properties")) {
      if (in == null) {
        throw new IllegalStateException(
            "pipespec-engine.properties is missing from the engine's jar; the jar is damaged");
      }
      Properties properties = new Properties();
      properties.load(in);
      return properties.getProperty("version");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
