package io.pipespec.engine.config;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
import org.junit.platform.commons.JUnitException;

/** A configuration parameter of the {@code pipespec} engine has a value it cannot read. */
@API(status = INTERNAL)
public final class InvalidConfigurationException extends JUnitException {

  private static final long serialVersionUID = 1L;

  InvalidConfigurationException(String key, String value, String acceptedForms) {
    super(
        "Invalid value '"
            + value
            + "' for the configuration parameter '"
            + key
            + "': "
            + acceptedForms
            + ". Fix it where it is set: junit-platform.properties, a -D"
            + key
            + "=... system property, or the build tool's configurationParameters.");
  }
}
