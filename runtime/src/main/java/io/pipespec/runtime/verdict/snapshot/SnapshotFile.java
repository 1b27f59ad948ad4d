package io.pipespec.runtime.verdict.snapshot;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The text of a snapshot file, made for code review: a header of {@code #} lines, then one element
 * per line in the literal syntax, grouped under a line per window (and pane) when the elements are
 * not all in the global window.
 *
 * <pre>
 * # Pipespec snapshot of output "totals" of TeamScoresTest.AllOnTime, expectation onTimeTotals
 * # element type: KV&lt;String, Integer&gt;
 * # coder: KvCoder(StringUtf8Coder,VarIntCoder)
 * # grouped by: window
 * # elements: 2
 * # sha256: 5d1f...
 * window [1970-01-01T00:00Z, 1970-01-01T00:20Z)
 *   blue=12
 *   red=4
 * </pre>
 *
 * <p>The header is the lines at the top that are the header lines this class writes, in the order
 * it writes them, each once, up to and including the {@code # sha256:} line; it ends at the first
 * other line. A user who edits a file by hand is told to delete the count and hash lines, so the
 * header must be told from the elements whatever is left of it, and two rules together never
 * misread a file this class wrote:
 *
 * <ul>
 *   <li>An element line never starts with {@code #}: the writer writes a leading {@code #} as its
 *       Java escape {@code \}{@code u0023}, which {@code LiteralWriter.unescape} reads back as
 *       {@code #} (as every earlier reader did too). So no deletion can make an element look like a
 *       header line.
 *   <li>A header line is known by its exact key, not by its {@code #}: a line that starts with
 *       {@code #} yet is not the next of the known keys is an element. So a file an earlier version
 *       wrote, with {@code #a} as it is after {@code # sha256:}, still reads {@code #a} as an
 *       element when a user deleted the lines up to it; and a comment a user adds at the top is
 *       read as an element, which fails loudly, where taking an element for a comment could pass
 *       silently.
 * </ul>
 *
 * <p>Only an earlier version's file whose element starts with a known key (a {@code String} {@code
 * "# coder: x"}), the lines before it deleted by hand, can still be misread: such a file is
 * ambiguous, and a rewrite ({@code update}) escapes the element. Read entries hold the element
 * lines as {@code LiteralWriter.line} writes them, the leading escape read back to {@code #}, so
 * the hash is that of the same lines before and after this escape was written.
 *
 * <p>In a grouped file a line that starts with two blanks is an element of the group line above it;
 * an ungrouped file has no group lines. {@code elements} counts the element lines, and {@code
 * sha256} is the SHA-256 of the element lines, each preceded by its group line and a tab, sorted in
 * {@code String} order and joined by newlines, as hex: neither depends on the order of the lines,
 * so a file whose lines were reordered by hand still matches them. Writing is deterministic:
 * nothing in the file changes between runs that produce the same elements.
 */
@API(status = INTERNAL)
public final class SnapshotFile {

  /** The first words of a written file. */
  public static final String TITLE = "# Pipespec snapshot of ";

  private static final String ELEMENT_TYPE = "# element type: ";
  private static final String CODER = "# coder: ";
  private static final String GROUPED_BY = "# grouped by: ";
  private static final String ELEMENTS = "# elements: ";
  private static final String SHA256 = "# sha256: ";
  private static final String INDENT = "  ";

  /**
   * The keys of the header lines, in the order they are written: a header is some of them, in this
   * order, each once.
   */
  private static final List<String> KEYS =
      List.of(TITLE, ELEMENT_TYPE, CODER, GROUPED_BY, ELEMENTS, SHA256);

  /** How an element line that starts with {@code #} is written, so that no header can take it. */
  private static final String ESCAPED_HASH = "\\" + "u0023";

  private SnapshotFile() {}

  /**
   * One element line and the group line it is under.
   *
   * @param group the window (and pane) line, empty in an ungrouped file
   * @param line the element in the literal syntax, as {@code LiteralWriter.line} writes it
   */
  public record Entry(String group, String line) {
    public Entry {
      requireNonNull(group, "group");
      requireNonNull(line, "line");
    }
  }

  /**
   * An element line as read, with where it is.
   *
   * @param number its line number in the file, from 1
   * @param column the column of the element's first character, from 1
   */
  public record ReadEntry(Entry entry, int number, int column) {}

  /**
   * What a file holds, as read.
   *
   * @param elementType the element type of its header, if it has one
   * @param count the number of elements of its header, if it has one
   * @param sha256 the hash of its header, if it has one
   * @param groupedBy what its elements are grouped by ({@code window}, {@code window and pane});
   *     empty when they are not
   * @param entries its element lines, in the file's order
   */
  public record Contents(
      Optional<String> elementType,
      Optional<Long> count,
      Optional<String> sha256,
      Optional<String> groupedBy,
      List<ReadEntry> entries) {
    public Contents {
      entries = List.copyOf(entries);
    }

    /** The entries without their places. */
    public List<Entry> plain() {
      return entries.stream().map(ReadEntry::entry).toList();
    }
  }

  /** A file that is not a snapshot: which line, and what is wrong with it. */
  public static final class FormatException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int line;

    FormatException(int line, String message) {
      super(message);
      this.line = line;
    }

    /** The line at fault, from 1. */
    public int line() {
      return line;
    }
  }

  /**
   * The text of a snapshot of {@code entries}, which are in the order to write them.
   *
   * @param subject what it is a snapshot of: {@code output "totals" of TeamScoresTest.AllOnTime,
   *     expectation onTimeTotals}
   * @param groupedBy what the entries' groups are ({@code window}, {@code window and pane}); empty
   *     when they have none
   */
  public static String write(
      String subject,
      String elementType,
      String coder,
      Optional<String> groupedBy,
      List<Entry> entries) {
    StringBuilder text = new StringBuilder();
    text.append(TITLE).append(oneLine(subject)).append('\n');
    text.append(ELEMENT_TYPE).append(oneLine(elementType)).append('\n');
    text.append(CODER).append(oneLine(coder)).append('\n');
    groupedBy.ifPresent(by -> text.append(GROUPED_BY).append(by).append('\n'));
    text.append(ELEMENTS).append(entries.size()).append('\n');
    text.append(SHA256).append(sha256(entries)).append('\n');
    String group = null;
    for (Entry entry : entries) {
      if (groupedBy.isPresent()) {
        if (!entry.group().equals(group)) {
          group = entry.group();
          text.append(group).append('\n');
        }
        text.append(INDENT);
      }
      text.append(
              entry.line().startsWith("#")
                  ? ESCAPED_HASH + entry.line().substring(1)
                  : entry.line())
          .append('\n');
    }
    return text.toString();
  }

  /** The hash the header holds for {@code entries}, whatever their order. */
  public static String sha256(List<Entry> entries) {
    List<String> lines = new ArrayList<>(entries.size());
    for (Entry entry : entries) {
      lines.add(entry.group() + "\t" + entry.line());
    }
    lines.sort(null);
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      return HexFormat.of()
          .formatHex(digest.digest(String.join("\n", lines).getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Every Java platform has SHA-256", e);
    }
  }

  /**
   * Reads the text of a file.
   *
   * @throws FormatException for a header that cannot be read, or an element line where a group line
   *     must be
   */
  public static Contents read(String text) throws FormatException {
    List<String> lines = lines(text);
    Header header = header(lines.iterator());
    Optional<String> elementType = header.elementType();
    Optional<Long> count = header.count();
    Optional<String> sha256 = header.sha256();
    Optional<String> groupedBy = header.groupedBy();
    int next = header.lines();
    List<ReadEntry> entries = new ArrayList<>();
    String group = null;
    for (int i = next; i < lines.size(); i++) {
      String line = lines.get(i);
      int number = i + 1;
      if (groupedBy.isEmpty()) {
        entries.add(new ReadEntry(new Entry("", element(line)), number, 1));
      } else if (line.startsWith(INDENT)) {
        if (group == null) {
          throw new FormatException(
              number,
              "an element comes before the first group line (such as \"window [1970-01-01T00:00Z,"
                  + " 1970-01-01T00:20Z)\"); the file is grouped by "
                  + groupedBy.get());
        }
        entries.add(
            new ReadEntry(
                new Entry(group, element(line.substring(INDENT.length()))),
                number,
                INDENT.length() + 1));
      } else if (line.isBlank()) {
        throw new FormatException(
            number,
            "a blank line in a file grouped by "
                + groupedBy.get()
                + ": an element is indented by two blanks, a group line is not indented");
      } else {
        group = line;
      }
    }
    return new Contents(elementType, count, sha256, groupedBy, entries);
  }

  /**
   * The header of a file: its known header lines at the top, up to and including the {@code #
   * sha256:} line.
   *
   * @param lines how many lines it takes; the elements start after them
   * @param next the line after the header, when reading the header took it from the iterator (it
   *     ended at a line that is no header line, not at {@code # sha256:} nor the end of the file):
   *     the first line of the elements, as the file has it
   */
  public record Header(
      Optional<String> elementType,
      Optional<Long> count,
      Optional<String> sha256,
      Optional<String> groupedBy,
      int lines,
      Optional<String> next) {}

  /**
   * Reads the header from the first of {@code lines}, taking from the iterator the header's lines
   * and, when the header ends before a {@code # sha256:} line, the line after it, which {@link
   * Header#next} holds.
   *
   * @throws FormatException for an element count that is not a whole number
   */
  public static Header header(Iterator<String> lines) throws FormatException {
    Optional<String> elementType = Optional.empty();
    Optional<Long> count = Optional.empty();
    Optional<String> sha256 = Optional.empty();
    Optional<String> groupedBy = Optional.empty();
    Optional<String> next = Optional.empty();
    int read = 0;
    int nextKey = 0;
    while (lines.hasNext()) {
      String line = lines.next();
      int key = key(line, nextKey);
      if (key < 0) {
        next = Optional.of(line);
        break;
      }
      nextKey = key + 1;
      int number = ++read;
      if (line.startsWith(ELEMENT_TYPE)) {
        elementType = Optional.of(line.substring(ELEMENT_TYPE.length()).trim());
      } else if (line.startsWith(GROUPED_BY)) {
        groupedBy = Optional.of(line.substring(GROUPED_BY.length()).trim());
      } else if (line.startsWith(ELEMENTS)) {
        String value = line.substring(ELEMENTS.length()).trim();
        try {
          count = Optional.of(Long.parseLong(value));
        } catch (NumberFormatException e) {
          throw new FormatException(
              number, "the header's element count \"" + value + "\" is not a whole number");
        }
      } else if (line.startsWith(SHA256)) {
        sha256 = Optional.of(line.substring(SHA256.length()).trim());
        break;
      }
      // The title and the coder only inform a reader.
    }
    return new Header(elementType, count, sha256, groupedBy, read, next);
  }

  /**
   * The index in {@link #KEYS} of the key {@code line} starts with, at {@code from} or after (the
   * header's order), or -1 when the line is no header line there.
   */
  private static int key(String line, int from) {
    for (int key = from; key < KEYS.size(); key++) {
      if (line.startsWith(KEYS.get(key))) {
        return key;
      }
    }
    return -1;
  }

  /**
   * An element line of the file as {@code LiteralWriter.line} writes it: its escape of a leading
   * {@code #} read back.
   */
  private static String element(String line) {
    return line.startsWith(ESCAPED_HASH) ? "#" + line.substring(ESCAPED_HASH.length()) : line;
  }

  /** The lines of {@code text}, whose last line ends with a newline; a {@code \r} before it too. */
  private static List<String> lines(String text) {
    List<String> lines = new ArrayList<>();
    int start = 0;
    while (start < text.length()) {
      int end = text.indexOf('\n', start);
      if (end < 0) {
        end = text.length();
      }
      String line = text.substring(start, end);
      lines.add(line.endsWith("\r") ? line.substring(0, line.length() - 1) : line);
      start = end + 1;
    }
    return lines;
  }

  private static String oneLine(String text) {
    return text.replace("\r", " ").replace("\n", " ");
  }
}
