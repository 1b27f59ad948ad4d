package io.pipespec.processor.expectation;

import io.pipespec.grammar.SnapshotName;
import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import java.util.Optional;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

/**
 * {@code @ExpectSnapshot}: exactly the elements of a snapshot file, in any order. The file's path
 * is fixed here, by {@link SnapshotName}'s rule, from the scenario, the output and the method; its
 * lines are literals read at run time, so the element type must have a literal form, as for
 * {@code @ExpectContains}. Usable in every kind of test: a function test's outputs are judged
 * through the same observation as a pipeline's.
 */
@API(status = API.Status.INTERNAL)
public final class ExpectSnapshotKind extends OutputKind<ExpectSnapshotKind.Check> {

  /**
   * The elements of {@code output}, of {@code elementType}, are those of the file at {@code path}.
   *
   * @param path the file's path relative to the snapshots' directory, {@code '/'}-separated
   * @param subject what the output is of, for the file's title
   * @param typeDisplay the element type as the file's header writes it
   * @param key the path that identifies an element, for differences by key; empty for none
   */
  public record Check(
      String output,
      JavaType elementType,
      String path,
      String subject,
      String typeDisplay,
      String key)
      implements OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return key.isEmpty()
          ? RuntimeCall.expectations(
              "snapshot",
              new CallArgument.Text(path),
              new CallArgument.Text(subject),
              new CallArgument.Text(typeDisplay),
              new CallArgument.TypeToken(elementType))
          : RuntimeCall.expectations(
              "snapshotByKey",
              new CallArgument.Text(path),
              new CallArgument.Text(subject),
              new CallArgument.Text(typeDisplay),
              new CallArgument.TypeToken(elementType),
              new CallArgument.Text(key));
    }
  }

  ExpectSnapshotKind() {
    super("io.pipespec.ExpectSnapshot");
  }

  @Override
  Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    TypeMirror elementType = output.elementType();
    Optional<String> unsupported = site.literals().whyUnsupported(elementType, site.suitePackage());
    if (unsupported.isPresent()) {
      site.error(
          ErrorTag.PipespecUnsupportedLiteralType,
          site.on()
              + " cannot keep elements of "
              + TypeDisplay.of(elementType)
              + ", the element type of output \""
              + output.name()
              + "\", in a snapshot file, whose lines are literals: "
              + unsupported.get()
              + output
                  .untyped()
                  .map(untyped -> ". " + untyped)
                  .orElse(
                      ". Literals support "
                          + LiteralParser.SUPPORTED_TYPES
                          + ". Use @ExpectHash or @Satisfies, which work for any element type,"
                          + " to check this output."));
      return Optional.empty();
    }
    Optional<String> key = KeyReader.read(site, output);
    if (key.isEmpty()) {
      return Optional.empty();
    }
    ClassRef scenario = site.declaring();
    String path =
        SnapshotName.file(
            scenario.packageName(),
            scenario.simpleNames().get(0),
            scenario.simpleName(),
            output.name(),
            site.methodName());
    return Optional.of(
        new Check(
            output.name(),
            JavaTypes.of(elementType),
            path,
            scenario.nestedName() + ", expectation " + site.methodName(),
            TypeDisplay.of(elementType),
            key.get()));
  }
}
