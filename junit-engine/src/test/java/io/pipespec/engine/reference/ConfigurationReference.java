package io.pipespec.engine.reference;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Renders {@code docs/reference/configuration.md} from the source of {@code
 * PipespecEngineConstants}: javadoc is not kept at run time, so the generator reads the Java file,
 * each javadoc comment followed by {@code public static final String NAME = "key";}.
 *
 * <p>Javadoc becomes Markdown: the code, literal and link tags become code spans (a link with a
 * label its label), a value tag ({@code #NAME} or {@code Type#NAME}) the constant's value, a
 * paragraph tag a paragraph break. Each key's javadoc ends with a {@code Values:} and a {@code
 * Default:} paragraph; a key without them, or an inline tag the generator does not know, fails the
 * rendering.
 */
public final class ConfigurationReference {

  /** The page, relative to the repository's root. */
  public static final String PAGE = "docs/reference/configuration.md";

  /** The source it is rendered from, relative to the repository's root. */
  public static final String SOURCE =
      "junit-engine/src/main/java/io/pipespec/engine/PipespecEngineConstants.java";

  /** The command that rewrites the page, as the out-of-date failure quotes it. */
  public static final String REGENERATE =
      "mvn -B -pl junit-engine -am test -Dtest=ConfigurationReferenceTest"
          + " -Dsurefire.failIfNoSpecifiedTests=false -Dpipespec.docs.write=true";

  private static final Pattern CONSTANT =
      Pattern.compile(
          "/\\*\\*(.*?)\\*/\\s*public\\s+static\\s+final\\s+String\\s+(\\w+)\\s*=\\s*\"([^\"]*)\"\\s*;",
          Pattern.DOTALL);

  private static final Pattern IMPORT = Pattern.compile("(?m)^import\\s+([\\w.]+)\\s*;");

  private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");

  private static final Pattern PARAGRAPH = Pattern.compile("<p>");

  private static final Pattern INLINE_TAG = Pattern.compile("\\{@(\\w+)\\s*");

  /** A documented constant: its field name, its value and its javadoc as Markdown paragraphs. */
  public record Constant(String field, String value, List<String> paragraphs) {

    /** Whether it is a configuration key (the engine's id is a constant too, but no key). */
    public boolean isKey() {
      return value.startsWith("pipespec.");
    }

    /** Whether it is the prefix of a family of keys, such as {@code pipespec.parallel.config.}. */
    public boolean isPrefix() {
      return value.endsWith(".");
    }

    /** The key as the page shows it: a prefix ends in {@code *}. */
    public String shown() {
      return isPrefix() ? value + "*" : value;
    }

    /** The paragraph that starts with {@code label:}, without the label. */
    public Optional<String> labelled(String label) {
      return paragraphs.stream()
          .filter(p -> p.startsWith(label + ":"))
          .map(p -> p.substring(label.length() + 1).strip())
          .findFirst();
    }

    /** The paragraphs that say what the key does. */
    public List<String> description() {
      return paragraphs.stream()
          .filter(p -> !p.startsWith("Values:") && !p.startsWith("Default:"))
          .toList();
    }
  }

  private ConfigurationReference() {}

  /** The documented {@code String} constants of {@code source}, in the order declared. */
  public static List<Constant> constants(String source) {
    Map<String, String> values = new LinkedHashMap<>();
    Map<String, String> docs = new LinkedHashMap<>();
    Matcher constant = CONSTANT.matcher(source);
    while (constant.find()) {
      values.put(constant.group(2), constant.group(3));
      docs.put(constant.group(2), constant.group(1));
    }
    Resolver resolver = new Resolver(source, values);
    List<Constant> constants = new ArrayList<>();
    docs.forEach(
        (field, doc) ->
            constants.add(
                new Constant(field, values.get(field), paragraphs(field, doc, resolver))));
    return constants;
  }

  /** The page for the constants class whose source is {@code source}. */
  public static String render(String source) {
    List<Constant> keys = constants(source).stream().filter(Constant::isKey).toList();
    StringBuilder page = new StringBuilder();
    page.append("# Configuration reference\n\n")
        .append("<!-- Generated from PipespecEngineConstants by ConfigurationReferenceTest; do not")
        .append(" edit by hand. Regenerate: ")
        .append(REGENERATE)
        .append(" -->\n\n")
        .append(
            "The Pipespec test engine (id `pipespec`) reads the keys below as JUnit Platform"
                + " configuration parameters. Every key starts with `pipespec.` and is declared,"
                + " with the text of this page, in `io.pipespec.engine.PipespecEngineConstants`. A"
                + " value that cannot be read fails the engine before any scenario runs, with a"
                + " message that names the key, the value and the accepted forms.\n\n")
        .append("## Where to give a key\n\n")
        .append(
            "The JUnit Platform looks for a key in three places and takes the first it finds:\n\n")
        .append(
            "1. the launcher's configuration, such as Maven Surefire's"
                + " `configurationParameters`, inside the plugin's `<configuration>` (as the"
                + " consumer project of the integration tests has it):\n\n")
        .append(
            """
               <!-- snippet: integration-tests/src/test/resources/fixture-project/pom.xml#configuration-parameters -->
               ```xml
               <properties>
                 <configurationParameters>
                   pipespec.timeout = 5m
                 </configurationParameters>
               </properties>
               ```

            """)
        .append(
            "2. a JVM system property, such as `mvn test -Dpipespec.runner=FlinkRunner` (Surefire"
                + " passes Maven's `-D` properties to the test JVM);\n")
        .append("3. `junit-platform.properties` at the root of the test class path:\n\n")
        .append(
            """
               ```properties
               # src/test/resources/junit-platform.properties
               pipespec.timeout=90s
               pipespec.reports=all
               ```

            """)
        .append("## Keys\n\n")
        .append("| Key | Default |\n| --- | --- |\n");
    for (Constant key : keys) {
      page.append("| `")
          .append(key.shown())
          .append("` | ")
          .append(required(key, "Default").replace("|", "\\|"))
          .append(" |\n");
    }
    for (Constant key : keys) {
      page.append("\n### `").append(key.shown()).append("`\n\n");
      for (String paragraph : key.description()) {
        page.append(paragraph).append("\n\n");
      }
      page.append("**Values:** ").append(required(key, "Values")).append("\n\n");
      page.append("**Default:** ").append(required(key, "Default")).append("\n\n");
      page.append("Declared as `PipespecEngineConstants.").append(key.field()).append("`.\n");
    }
    return page.toString();
  }

  private static String required(Constant key, String label) {
    return key.labelled(label)
        .orElseThrow(
            () ->
                new IllegalStateException(
                    "The javadoc of PipespecEngineConstants."
                        + key.field()
                        + " has no paragraph that starts with \"<p>"
                        + label
                        + ":\"; add one, as every other key has"));
  }

  private static List<String> paragraphs(String field, String javadoc, Resolver resolver) {
    StringBuilder text = new StringBuilder();
    for (String line : javadoc.lines().toList()) {
      text.append(line.replaceFirst("^\\s*\\*( |$)", "")).append(' ');
    }
    String markdown = inlineTags(field, text.toString(), resolver);
    List<String> paragraphs = new ArrayList<>();
    for (String paragraph : PARAGRAPH.splitAsStream(markdown).toList()) {
      String clean =
          paragraph
              .replaceAll("\\s+", " ")
              .strip()
              .replace("&lt;", "<")
              .replace("&gt;", ">")
              .replace("&amp;", "&");
      if (!clean.isEmpty()) {
        paragraphs.add(clean);
      }
    }
    return paragraphs;
  }

  /** {@code text} with each inline tag replaced by its Markdown. */
  private static String inlineTags(String field, String text, Resolver resolver) {
    StringBuilder out = new StringBuilder();
    int at = 0;
    Matcher tag = INLINE_TAG.matcher(text);
    while (tag.find(at)) {
      out.append(text, at, tag.start());
      int end = closingBrace(text, tag.end());
      if (end < 0) {
        throw new IllegalStateException(
            "The javadoc of " + field + " has an unclosed {@" + tag.group(1));
      }
      String body = text.substring(tag.end(), end).replaceAll("\\s+", " ").strip();
      out.append(
          switch (tag.group(1)) {
            case "code", "literal" -> code(body);
            case "value" -> code(resolver.value(field, body));
            case "link", "linkplain" -> {
              String[] targetAndLabel = body.split(" ", 2);
              yield targetAndLabel.length == 2
                  ? targetAndLabel[1]
                  : code(targetAndLabel[0].replaceFirst("^#", "").replace('#', '.'));
            }
            default ->
                throw new IllegalStateException(
                    "The javadoc of "
                        + field
                        + " uses {@"
                        + tag.group(1)
                        + "}, which ConfigurationReference does not render; use {@code},"
                        + " {@value} or {@link}, or teach it the tag");
          });
      at = end + 1;
    }
    return out.append(text.substring(at)).toString();
  }

  private static int closingBrace(String text, int from) {
    int depth = 1;
    for (int i = from; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return i;
      }
    }
    return -1;
  }

  private static String code(String text) {
    return text.contains("`") ? "`` " + text + " ``" : "`" + text + "`";
  }

  /** Resolves {@code {@value ...}} references: to the file's own constants, or by reflection. */
  private static final class Resolver {
    private final Map<String, String> own;
    private final Map<String, String> imports = new LinkedHashMap<>();
    private final String pkg;

    Resolver(String source, Map<String, String> own) {
      this.own = own;
      Matcher imported = IMPORT.matcher(source);
      while (imported.find()) {
        String name = imported.group(1);
        imports.put(name.substring(name.lastIndexOf('.') + 1), name);
      }
      Matcher declared = PACKAGE.matcher(source);
      this.pkg = declared.find() ? declared.group(1) : "";
    }

    String value(String field, String reference) {
      int hash = reference.indexOf('#');
      String type = hash < 0 ? "" : reference.substring(0, hash);
      String name = reference.substring(hash + 1);
      if (type.isEmpty()) {
        String value = own.get(name);
        if (value == null) {
          throw new IllegalStateException(
              "The javadoc of "
                  + field
                  + " refers to {@value #"
                  + name
                  + "}, which is no constant");
        }
        return value;
      }
      String className = imports.getOrDefault(type, type.contains(".") ? type : pkg + "." + type);
      try {
        return String.valueOf(Class.forName(className).getField(name).get(null));
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(
            "The javadoc of " + field + " refers to {@value " + reference + "}: " + e, e);
      }
    }
  }
}
