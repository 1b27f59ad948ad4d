package io.pipespec.runtime.verdict.shape;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The text of a shape file, made for code review: one block per transform and per collection,
 * sorted by name, each attribute on a line of its own, so that a change of the job shows in a pull
 * request as the lines that changed.
 *
 * <pre>
 * # Pipespec shape of BatcherTest, expectation shapeKept
 * # What a new version must keep to take over this job's state: see docs/shapes.md.
 * # fed by the test, not recorded: events
 * transform Batch/ParMultiDo(Batcher)
 *   type: ParDo$MultiOutput
 *   input: input 'events'
 *   output: Batch/ParMultiDo(Batcher).output
 *   keyed: DoFn com.example.Batcher
 *   key coder: StringUtf8Coder
 *   window coder: GlobalWindow$Coder
 *   state "buffer": bag of VarLongCoder
 *   timer "flush": EVENT_TIME
 * collection Batch/ParMultiDo(Batcher).output
 *   coder: KvCoder(StringUtf8Coder, IterableCoder(VarLongCoder))
 *   windowing: GlobalWindows, trigger DefaultTrigger, DISCARDING_FIRED_PANES, ...
 * </pre>
 *
 * <p>Lines starting with {@code #} and blank lines are comments, but for the {@code # fed by the
 * test, not recorded:} line. A name or value that holds a backslash or a line break is written with
 * Java's escapes ({@code \\}, {@code \n}, {@code \r}); a state or timer id is quoted, with {@code
 * \"} for a quote. Writing is deterministic: two builds of the same pipeline write the same bytes.
 */
@API(status = INTERNAL)
public final class ShapeFile {

  /** The first words of a written file. */
  public static final String TITLE = "# Pipespec shape of ";

  private static final String STAND_INS = "# fed by the test, not recorded: ";
  private static final String TRANSFORM = "transform ";
  private static final String COLLECTION = "collection ";
  private static final String INDENT = "  ";
  private static final String INFERRED = " (inferred)";

  private ShapeFile() {}

  /** A file that is not a shape file: which line, and what was expected there. */
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
   * The text of {@code shape}'s file.
   *
   * @param subject what it is the shape of: {@code BatcherTest.Bursts, expectation shapeKept}
   */
  public static String write(String subject, JobShape shape) {
    StringBuilder text = new StringBuilder();
    text.append(TITLE).append(escape(subject)).append('\n');
    text.append(
        "# What a new version must keep to take over this job's state: see docs/shapes.md.\n");
    if (!shape.standIns().isEmpty()) {
      text.append(STAND_INS).append(escape(String.join(", ", shape.standIns()))).append('\n');
    }
    for (JobShape.Transform transform : shape.transforms()) {
      text.append(TRANSFORM).append(escape(transform.name())).append('\n');
      attribute(text, "type", transform.type());
      transform.inputs().forEach(input -> attribute(text, "input", input));
      transform.sideInputs().forEach(input -> attribute(text, "side input", input));
      transform.outputs().forEach(output -> attribute(text, "output", output));
      if (transform.replaced()) {
        attribute(text, "replaced", "by the test; its inner steps are not recorded");
      }
      if (transform.keyed().isPresent()) {
        JobShape.Keyed keyed = transform.keyed().get();
        attribute(text, "keyed", keyed.what());
        attribute(text, "key coder", keyed.keyCoder());
        attribute(text, "window coder", keyed.windowCoder());
        for (JobShape.State state : keyed.states()) {
          text.append(INDENT)
              .append("state ")
              .append(quote(state.id()))
              .append(": ")
              .append(escape(state.kind()))
              .append(" of ")
              .append(escape(state.coder()))
              .append(state.inferred() ? INFERRED : "")
              .append('\n');
        }
        for (JobShape.Timer timer : keyed.timers()) {
          text.append(INDENT)
              .append("timer ")
              .append(quote(timer.id()))
              .append(": ")
              .append(escape(timer.domain()))
              .append('\n');
        }
      }
    }
    for (JobShape.Collection collection : shape.collections()) {
      text.append(COLLECTION).append(escape(collection.name())).append('\n');
      attribute(text, "coder", collection.coder());
      attribute(text, "windowing", collection.windowing());
    }
    return text.toString();
  }

  private static void attribute(StringBuilder text, String key, String value) {
    text.append(INDENT).append(key).append(": ").append(escape(value)).append('\n');
  }

  /**
   * Reads the text of a file.
   *
   * @throws FormatException naming the first line that is not what the format expects there
   */
  public static JobShape read(String text) throws FormatException {
    return new Parser().parse(text);
  }

  /** One pass over the lines; the block being read is the only state, and it ends with the pass. */
  private static final class Parser {
    private final List<JobShape.Transform> transforms = new ArrayList<>();
    private final List<JobShape.Collection> collections = new ArrayList<>();
    private final List<String> standIns = new ArrayList<>();
    private @Nullable Block block;

    JobShape parse(String text) throws FormatException {
      String[] lines = text.split("\n", -1);
      for (int i = 0; i < lines.length; i++) {
        String line =
            lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
        int number = i + 1;
        if (line.startsWith(STAND_INS)) {
          for (String name : unescape(line.substring(STAND_INS.length()), number).split(", ", -1)) {
            standIns.add(name);
          }
        } else if (line.isBlank() || line.startsWith("#")) {
          // A comment, for a reader only.
        } else if (line.startsWith(INDENT)) {
          if (block == null) {
            throw new FormatException(
                number,
                "an indented attribute before the first \"transform <name>\" or \"collection"
                    + " <name>\" line");
          }
          block.attribute(line.substring(INDENT.length()), number);
        } else if (line.startsWith(TRANSFORM)) {
          end();
          block = new Block(true, unescape(line.substring(TRANSFORM.length()), number), number);
        } else if (line.startsWith(COLLECTION)) {
          end();
          block = new Block(false, unescape(line.substring(COLLECTION.length()), number), number);
        } else {
          throw new FormatException(
              number,
              "expected \"transform <full name>\", \"collection <name>\", an attribute indented by"
                  + " two blanks, a comment starting with # or a blank line, found \""
                  + line
                  + "\"");
        }
      }
      end();
      return new JobShape(transforms, collections, standIns);
    }

    private void end() throws FormatException {
      if (block != null) {
        if (block.transform) {
          transforms.add(block.transform());
        } else {
          collections.add(block.collection());
        }
        block = null;
      }
    }
  }

  /** The attributes of one transform or collection, as read so far. */
  private static final class Block {
    private final boolean transform;
    private final String name;
    private final int line;
    private final List<String> inputs = new ArrayList<>();
    private final List<String> sideInputs = new ArrayList<>();
    private final List<String> outputs = new ArrayList<>();
    private final List<JobShape.State> states = new ArrayList<>();
    private final List<JobShape.Timer> timers = new ArrayList<>();
    private Optional<String> type = Optional.empty();
    private Optional<String> keyed = Optional.empty();
    private Optional<String> keyCoder = Optional.empty();
    private Optional<String> windowCoder = Optional.empty();
    private Optional<String> coder = Optional.empty();
    private Optional<String> windowing = Optional.empty();
    private boolean replaced;

    Block(boolean transform, String name, int line) {
      this.transform = transform;
      this.name = name;
      this.line = line;
    }

    void attribute(String text, int number) throws FormatException {
      if (transform && (text.startsWith("state \"") || text.startsWith("timer \""))) {
        declaration(text, number);
        return;
      }
      int colon = text.indexOf(": ");
      if (colon < 0) {
        throw new FormatException(
            number, "expected \"<attribute>: <value>\", found \"" + text + "\"");
      }
      String key = text.substring(0, colon);
      String value = unescape(text.substring(colon + 2), number);
      if (transform) {
        switch (key) {
          case "type" -> type = Optional.of(value);
          case "input" -> inputs.add(value);
          case "side input" -> sideInputs.add(value);
          case "output" -> outputs.add(value);
          case "replaced" -> replaced = true;
          case "keyed" -> keyed = Optional.of(value);
          case "key coder" -> keyCoder = Optional.of(value);
          case "window coder" -> windowCoder = Optional.of(value);
          default ->
              throw new FormatException(
                  number,
                  "a transform has no attribute \""
                      + key
                      + "\": expected type, input, side input, output, replaced, keyed, key coder,"
                      + " window coder, state \"<id>\" or timer \"<id>\"");
        }
      } else {
        switch (key) {
          case "coder" -> coder = Optional.of(value);
          case "windowing" -> windowing = Optional.of(value);
          default ->
              throw new FormatException(
                  number,
                  "a collection has no attribute \"" + key + "\": expected coder or windowing");
        }
      }
    }

    private void declaration(String text, int number) throws FormatException {
      boolean state = text.startsWith("state ");
      int start = text.indexOf('"') + 1;
      int end = start;
      while (end < text.length() && text.charAt(end) != '"') {
        end += text.charAt(end) == '\\' ? 2 : 1;
      }
      if (end >= text.length() || !text.startsWith("\": ", end)) {
        throw new FormatException(
            number,
            "expected "
                + (state ? "state \"<id>\": <kind> of <coder>" : "timer \"<id>\": <time domain>")
                + ", found \""
                + text
                + "\"");
      }
      String id = unescape(text.substring(start, end), number);
      String value = unescape(text.substring(end + 3), number);
      if (!state) {
        timers.add(new JobShape.Timer(id, value));
        return;
      }
      int of = value.indexOf(" of ");
      if (of < 0) {
        throw new FormatException(
            number, "expected state \"<id>\": <kind> of <coder>, found \"" + text + "\"");
      }
      boolean inferred = value.endsWith(INFERRED);
      String coderText =
          value.substring(of + 4, inferred ? value.length() - INFERRED.length() : value.length());
      states.add(new JobShape.State(id, value.substring(0, of), coderText, inferred));
    }

    JobShape.Transform transform() throws FormatException {
      if (type.isEmpty()) {
        throw new FormatException(line, "transform " + name + " has no \"type: <class>\" line");
      }
      boolean keyedParts =
          keyCoder.isPresent() || windowCoder.isPresent() || !states.isEmpty() || !timers.isEmpty();
      if (keyed.isEmpty() && keyedParts) {
        throw new FormatException(
            line,
            "transform "
                + name
                + " has key coder, window coder, state or timer lines but no"
                + " \"keyed: <what>\" line");
      }
      if (keyed.isPresent() && (keyCoder.isEmpty() || windowCoder.isEmpty())) {
        throw new FormatException(
            line,
            "transform "
                + name
                + " is keyed but lacks its \"key coder:\" or \"window coder:\" line");
      }
      return new JobShape.Transform(
          name,
          type.get(),
          inputs,
          sideInputs,
          outputs,
          keyed.map(
              what -> new JobShape.Keyed(what, keyCoder.get(), windowCoder.get(), states, timers)),
          replaced);
    }

    JobShape.Collection collection() throws FormatException {
      if (coder.isEmpty() || windowing.isEmpty()) {
        throw new FormatException(
            line, "collection " + name + " lacks its \"coder:\" or \"windowing:\" line");
      }
      return new JobShape.Collection(name, coder.get(), windowing.get());
    }
  }

  private static String quote(String id) {
    return "\"" + escape(id).replace("\"", "\\\"") + "\"";
  }

  private static String escape(String text) {
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
  }

  private static String unescape(String text, int number) throws FormatException {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c != '\\') {
        out.append(c);
        continue;
      }
      if (i + 1 >= text.length()) {
        throw new FormatException(number, "a backslash ends the line: write \\\\ for a backslash");
      }
      char next = text.charAt(++i);
      switch (next) {
        case '\\' -> out.append('\\');
        case 'n' -> out.append('\n');
        case 'r' -> out.append('\r');
        case '"' -> out.append('"');
        default ->
            throw new FormatException(
                number, "\\" + next + " is no escape: expected \\\\, \\n, \\r or \\\"");
      }
    }
    return out.toString();
  }
}
