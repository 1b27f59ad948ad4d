package io.pipespec.processor.validation.pipeline;

import io.pipespec.processor.model.InputKind;
import io.pipespec.processor.model.InputModel;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationReport;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;

/**
 * The checks of a pipeline scenario that need its inputs and its expectations together: a
 * {@code @Generate} scenario states properties, never fixed data; {@code @ExpectSettlesAlike} and
 * {@code @ExpectShifted} need inputs whose copies the runtime can make (timelines, written or
 * drawn); and no relational expectation is explored, since exploration would arrange the copies
 * apart.
 */
final class GeneratedScenarioChecks {

  /** The expectations a {@code @Generate} scenario may have: properties and relations. */
  private static final Set<String> ALLOWED_WHEN_GENERATED =
      Set.of(
          PipespecNames.SATISFIES,
          PipespecNames.EXPECT_ALL,
          PipespecNames.EXPECT_NONE,
          PipespecNames.EXPECT_EMPTY,
          PipespecNames.EXPECT_SAME_AS,
          PipespecNames.EXPECT_SETTLES_ALIKE,
          PipespecNames.EXPECT_SHIFTED);

  private static final List<String> RELATIONS =
      List.of(
          PipespecNames.EXPECT_SAME_AS,
          PipespecNames.EXPECT_SETTLES_ALIKE,
          PipespecNames.EXPECT_SHIFTED);

  private final AnnotationLookup lookup;

  GeneratedScenarioChecks(AnnotationLookup lookup) {
    this.lookup = lookup;
  }

  /** Checks the scenario {@code owner} of {@code testClass}, fed by {@code inputs}. */
  void check(
      TypeElement owner,
      TypeElement testClass,
      List<InputModel> inputs,
      ValidationReport.Builder report) {
    boolean generated = lookup.has(owner, PipespecNames.GENERATE);
    Optional<AnnotationMirror> explore =
        lookup
            .find(owner, PipespecNames.EXPLORE)
            .or(() -> lookup.find(testClass, PipespecNames.EXPLORE));
    for (ExecutableElement method : ElementFilter.methodsIn(owner.getEnclosedElements())) {
      for (AnnotationMirror mirror : method.getAnnotationMirrors()) {
        String name =
            ((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().toString();
        if (generated && isFixed(name)) {
          report.addError(
              ErrorTag.PipespecGeneratedExpectation,
              PipespecNames.display(name)
                  + " on "
                  + method.getSimpleName()
                  + " expects fixed data, but "
                  + owner.getSimpleName()
                  + " draws its inputs with @Generate: no literal holds for inputs nobody wrote;"
                  + " state a property with @Satisfies, @ExpectAll/@ExpectNone, or compare with"
                  + " @ExpectSameAs / @ExpectSettlesAlike / @ExpectShifted.",
              method,
              mirror);
        }
        if (!RELATIONS.contains(name)) {
          continue;
        }
        if (explore.isPresent() && !(generated && lookup.has(owner, PipespecNames.EXPLORE))) {
          // (A generated scenario's own @Explore is refused with @Generate.)
          report.addError(
              ErrorTag.PipespecBadRelation,
              PipespecNames.display(name)
                  + " on "
                  + method.getSimpleName()
                  + " compares the run with copies of it in the same pipeline, but "
                  + (lookup.has(owner, PipespecNames.EXPLORE)
                      ? owner.getSimpleName()
                      : testClass.getSimpleName())
                  + " has @Explore, which would arrange the copies apart. Remove @Explore, or"
                  + " move the expectation to a scenario that is not explored.",
              method,
              mirror);
        }
        if (!name.equals(PipespecNames.EXPECT_SAME_AS)) {
          notCopiable(name, inputs)
              .ifPresent(
                  why ->
                      report.addError(
                          ErrorTag.PipespecBadRelation,
                          PipespecNames.display(name) + " on " + method.getSimpleName() + why,
                          method,
                          mirror));
        }
      }
    }
  }

  private static boolean isFixed(String annotation) {
    return annotation.startsWith("io.pipespec.Expect")
        && !ALLOWED_WHEN_GENERATED.contains(annotation);
  }

  /**
   * Why the runtime cannot make the bounded ({@code @ExpectSettlesAlike}) or shifted
   * ({@code @ExpectShifted}) copy of {@code inputs}, as a message goes on after the method's name;
   * empty when every input is a timeline, written or generated.
   */
  private static Optional<String> notCopiable(String relation, List<InputModel> inputs) {
    boolean settles = relation.equals(PipespecNames.EXPECT_SETTLES_ALIKE);
    for (InputModel input : inputs) {
      if (input instanceof InputModel.Timeline || input instanceof InputModel.Generated) {
        continue;
      }
      boolean testStream =
          input instanceof InputModel.Member member && member.kind() == InputKind.TEST_STREAM;
      String what = " compares with a copy of input " + input.parameter() + " (" + input.origin();
      if (testStream) {
        return Optional.of(
            what
                + ", a TestStream from code), but "
                + (settles
                    ? "the runtime cannot read its elements as a bounded input"
                    : "the runtime cannot move the times of a TestStream built in code")
                + ". Write the input as a @Timeline, or draw it with @Generate.");
      }
      return Optional.of(
          what
              + ", a bounded input), but "
              + (settles
                  ? "a bounded input is already bounded: there is nothing to settle"
                  : "its elements have no event times of their own to move")
              + ". Write the input as a @Timeline, or draw it with @Generate, or remove "
              + PipespecNames.display(relation)
              + ".");
    }
    return Optional.empty();
  }
}
