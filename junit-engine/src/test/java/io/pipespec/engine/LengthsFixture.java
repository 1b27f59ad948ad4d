package io.pipespec.engine;

/**
 * The source of a small {@code @PipelineTest} class for fixtures compiled at test time: {@code
 * String::length} over one word, {@code "a"}, with the given members below its {@code @UnderTest}
 * and {@code @Input}.
 */
final class LengthsFixture {

  private LengthsFixture() {}

  static String source(String packageName, String simpleName, String body) {
    return "package "
        + packageName
        + ";\n"
        + "import io.pipespec.*;\n"
        + "import java.util.List;\n"
        + "import org.apache.beam.sdk.transforms.MapElements;\n"
        + "import org.apache.beam.sdk.values.PCollection;\n"
        + "import org.apache.beam.sdk.values.TypeDescriptors;\n"
        + "@PipelineTest public class "
        + simpleName
        + " {\n"
        + "  @UnderTest static PCollection<Integer> lengths(PCollection<String> words) {\n"
        + "    return words.apply(MapElements.into(TypeDescriptors.integers())"
        + ".via(String::length));\n"
        + "  }\n"
        + "  @Input static final List<String> words = List.of(\"a\");\n"
        + "  "
        + body
        + "\n}\n";
  }
}
