package io.pipespec.processor.validation;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;

/**
 * What is wrong and how to fix it, for every {@link ErrorTag}: read once, on first use, from {@code
 * error-tags.properties} beside this class (the processor's own jar, as AutoValue reads its
 * templates). A tag without both texts, or a text for no tag, is a bug of the processor that its
 * tests catch: reading fails.
 */
final class ErrorTagTexts {

  private static final String RESOURCE = "error-tags.properties";

  private static final Map<ErrorTag, Texts> TEXTS = read();

  private ErrorTagTexts() {}

  /** What is wrong and how to fix it, one sentence each. */
  record Texts(String what, String fix) {}

  static Texts of(ErrorTag tag) {
    // read() fails unless every tag has its texts.
    return requireNonNull(TEXTS.get(tag), tag.name());
  }

  private static Map<ErrorTag, Texts> read() {
    Properties properties = new Properties();
    try (InputStream in = ErrorTagTexts.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(
            RESOURCE + " is missing beside " + ErrorTagTexts.class.getName());
      }
      properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("Could not read " + RESOURCE, e);
    }
    Map<ErrorTag, Texts> texts = new EnumMap<>(ErrorTag.class);
    for (ErrorTag tag : ErrorTag.values()) {
      Object what = properties.remove(tag.name() + ".what");
      Object fix = properties.remove(tag.name() + ".fix");
      if (what == null || fix == null) {
        throw new IllegalStateException(
            RESOURCE + " lacks " + tag.name() + ".what or " + tag.name() + ".fix");
      }
      texts.put(tag, new Texts(what.toString(), fix.toString()));
    }
    if (!properties.isEmpty()) {
      throw new IllegalStateException(
          RESOURCE + " has texts for no tag: " + new TreeSet<>(properties.stringPropertyNames()));
    }
    return Collections.unmodifiableMap(texts);
  }
}
