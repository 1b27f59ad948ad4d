package io.pipespec.runtime.suite;

import io.pipespec.runtime.verdict.literal.LiteralException;
import io.pipespec.runtime.verdict.literal.LiteralReader;
import io.pipespec.runtime.verdict.literal.LiteralWriter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.jspecify.annotations.Nullable;

/**
 * A file of literals, one element per line, read from the class path: the elements of a
 * {@code @Timeline(file = ...)} input. The lines starting with {@code #} at its top are its header
 * (a snapshot's, or comments) and are skipped; every line after them is one element, a literal
 * written as between the quotes of a Java string, read with {@link LiteralWriter#unescape} and
 * {@link LiteralReader}. Nothing after the header is skipped: for {@code String} elements an empty
 * line is the empty string and a line starting with {@code #} is text; for other types a blank line
 * is an error.
 */
public final class LiteralFile {

  private LiteralFile() {}

  /**
   * The elements of the class-path resource {@code path}, relative to the package of {@code anchor}
   * or, when it starts with {@code /}, to the root of the class path.
   *
   * @param origin where the file was named, for messages: {@code "@Timeline of OrdersTest"}
   * @throws IllegalArgumentException when the file is missing, is not UTF-8, or holds a line that
   *     is not a literal of {@code type}, saying where and how to fix it
   */
  public static <T> List<@Nullable T> elements(
      Class<?> anchor, String path, TypeDescriptor<T> type, String origin) {
    String resource = resourceName(anchor, path);
    LiteralReader<T> reader = LiteralReader.of(type);
    // A String line is its text verbatim: an empty line is the empty string, a # after the header
    // is text.
    boolean text = type.getRawType() == String.class;
    ClassLoader loader = anchor.getClassLoader();
    InputStream stream =
        (loader == null ? ClassLoader.getSystemClassLoader() : loader)
            .getResourceAsStream(resource);
    if (stream == null) {
      throw new IllegalArgumentException(
          "The file "
              + path
              + " of the "
              + origin
              + " is not on the class path (looked for "
              + resource
              + "). Put it under src/test/resources/"
              + resource
              + ", or start the path with / to name it from the root of the class path.");
    }
    List<@Nullable T> elements = new ArrayList<>();
    try (BufferedReader lines =
        new BufferedReader(
            new InputStreamReader(
                stream,
                StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)))) {
      int number = 0;
      boolean header = true;
      String grouped = "";
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        number++;
        if (number == 1 && line.startsWith(BYTE_ORDER_MARK)) {
          // Editors on Windows start UTF-8 files so; it is no part of the first line.
          line = line.substring(1);
        }
        if (header && line.startsWith("#")) {
          grouped = line.startsWith(GROUPED_BY) ? line.substring(2) : grouped;
          continue;
        }
        header = false;
        if (!grouped.isEmpty()) {
          throw new IllegalArgumentException(
              resource
                  + ":"
                  + number
                  + ": the "
                  + origin
                  + " reads a snapshot whose header says '"
                  + grouped
                  + "': its elements are under lines such as `"
                  + line
                  + "`, which an input file cannot give (its elements are at Beam's minimum"
                  + " timestamp, in no window of their own). Remove the group lines and the two"
                  + " blanks before each element, or write the timeline's steps with their event"
                  + " times.");
        }
        if (line.isBlank() && !text) {
          throw new IllegalArgumentException(
              resource
                  + ":"
                  + number
                  + ": line "
                  + number
                  + " of the "
                  + origin
                  + " is blank, but a file of "
                  + reader.display()
                  + " elements has one element on every line after its # header. Remove the"
                  + " line.");
        }
        try {
          elements.add(reader.read(LiteralWriter.unescape(line)));
        } catch (LiteralException e) {
          throw new IllegalArgumentException(
              resource
                  + ":"
                  + number
                  + ":"
                  + e.column()
                  + ": line "
                  + number
                  + " of the "
                  + origin
                  + " is not a literal of "
                  + reader.display()
                  + ": "
                  + e.getMessage(),
              e);
        }
      }
    } catch (CharacterCodingException e) {
      throw new IllegalArgumentException(
          "The file " + resource + " of the " + origin + " is not UTF-8 text. Save it as UTF-8.",
          e);
    } catch (IOException e) {
      throw new UncheckedIOException("Could not read " + resource + " of the " + origin, e);
    }
    return elements;
  }

  /** What an editor may write before the first line of a UTF-8 file. */
  private static final String BYTE_ORDER_MARK = "\uFEFF";

  /** The header line of a snapshot whose elements are grouped under window (and pane) lines. */
  private static final String GROUPED_BY = "# grouped by: ";

  /** The class-path name of {@code path} as {@link Class#getResource} resolves it. */
  static String resourceName(Class<?> anchor, String path) {
    if (path.startsWith("/")) {
      return path.substring(1);
    }
    String packageName = anchor.getPackageName();
    return packageName.isEmpty() ? path : packageName.replace('.', '/') + "/" + path;
  }
}
