package io.pipespec.processor.expectation;

import io.pipespec.grammar.SnapshotName;
import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.CheckModel;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.model.TargetModel;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.VariableElement;
import org.apiguardian.api.API;

/**
 * {@code @ExpectEffects}: the effects the run made on a fake external system, in pipeline, job and
 * function tests alike. It reads no output, so scopes and {@code @Where} do not apply. The
 * processor checks that each effect reads ({@link EffectForms}); whether a fake of that name is
 * made is known only when the code runs (a fake is made by a call, which annotation processing does
 * not see), and an expectation on a system nothing called fails with the names of the systems that
 * were called.
 */
@API(status = API.Status.INTERNAL)
public final class ExpectEffectsKind extends ExpectationKind<ExpectEffectsKind.Check> {

  /** The annotation's name. */
  public static final String ANNOTATION = "io.pipespec.ExpectEffects";

  /** A golden file's name: no directory, ending in {@code .effects}. */
  private static final Pattern GOLDEN_NAME =
      Pattern.compile("[A-Za-z0-9_$-][A-Za-z0-9_.$-]*\\.effects");

  /**
   * The effects on {@code system} compared as {@code mode} says with {@code expected}, each as the
   * fake records it ({@link EffectForms}); for {@code FINAL_BY_KEY}, each key followed by its
   * value. With a {@code golden} path (relative to the snapshots' directory, {@code
   * '/'}-separated), the expected effects are that file's, read when the run is judged, and {@code
   * subject} names what the file is of.
   */
  public record Check(
      String system, String mode, List<String> expected, String golden, String subject)
      implements CheckModel {
    public Check {
      expected = List.copyOf(expected);
    }

    /** The effects on {@code system}, {@code expected} as written in the annotation. */
    public Check(String system, String mode, List<String> expected) {
      this(system, mode, expected, "", "");
    }

    @Override
    public TargetModel target() {
      return new TargetModel.Effects();
    }

    @Override
    public RuntimeCall expectation() {
      if (!golden.isEmpty()) {
        return RuntimeCall.of(
            RuntimeCall.RuntimeClass.EFFECT_EXPECTATIONS,
            "golden",
            new CallArgument.Text(golden),
            new CallArgument.Text(subject),
            new CallArgument.Text(system),
            new CallArgument.Text(mode));
      }
      List<CallArgument> arguments = new ArrayList<>();
      arguments.add(new CallArgument.Text(system));
      expected.forEach(effect -> arguments.add(new CallArgument.Text(effect)));
      String method =
          switch (mode) {
            case "AT_LEAST_ONCE" -> "atLeastOnce";
            case "FINAL_BY_KEY" -> "finalByKey";
            default -> "exactlyOnce";
          };
      return RuntimeCall.of(
          RuntimeCall.RuntimeClass.EFFECT_EXPECTATIONS,
          method,
          arguments.toArray(new CallArgument[0]));
    }
  }

  ExpectEffectsKind() {
    super(ANNOTATION, EnumSet.allOf(TestKind.class));
  }

  @Override
  public boolean judgesElements() {
    return false;
  }

  @Override
  public String scopeAdvice(String annotation) {
    return display()
        + " reads the calls made to a fake external system during the whole run, which have no"
        + " windows or panes. Remove "
        + annotation
        + ".";
  }

  @Override
  public Optional<Check> validate(ExpectationSite site, Judged judged) {
    String system = site.string("system");
    if (system.isBlank()) {
      site.error(
          ErrorTag.PipespecBadEffects,
          site.annotation()
              + " on "
              + site.methodName()
              + " names no system. Name the one the fake was made with, such as system ="
              + " \"payments\" for ExternalSystem.fake(\"payments\", PaymentClient.class).",
          site.value("system"));
      return Optional.empty();
    }
    Object modeValue = site.value("mode").getValue();
    String mode =
        modeValue instanceof VariableElement constant
            ? constant.getSimpleName().toString()
            : String.valueOf(modeValue);
    boolean byKey = mode.equals("FINAL_BY_KEY");
    List<String> expected = new ArrayList<>();
    Set<String> keys = new HashSet<>();
    boolean valid = true;
    for (AnnotationValue value : site.list("value")) {
      String written = String.valueOf(value.getValue());
      try {
        if (byKey) {
          Map.Entry<String, String> entry = EffectForms.entry(written);
          if (!keys.add(entry.getKey())) {
            site.error(
                ErrorTag.PipespecBadEffects,
                site.annotation()
                    + " on "
                    + site.methodName()
                    + " expects key "
                    + entry.getKey()
                    + " twice; FINAL_BY_KEY expects one final value per key. Keep one.",
                value);
            valid = false;
          }
          expected.add(entry.getKey());
          expected.add(entry.getValue());
        } else {
          expected.add(EffectForms.call(written));
        }
      } catch (IllegalArgumentException e) {
        site.error(
            ErrorTag.PipespecBadEffects,
            site.annotation() + " on " + site.methodName() + ": " + e.getMessage() + ".",
            value);
        valid = false;
      }
    }
    if (!valid) {
      return Optional.empty();
    }
    String snapshot = site.string("snapshot");
    if (snapshot.isEmpty()) {
      return Optional.of(new Check(system, mode, expected));
    }
    return golden(site, snapshot).map(path -> golden(site, system, mode, path));
  }

  private static Check golden(ExpectationSite site, String system, String mode, String path) {
    return new Check(
        system,
        mode,
        List.of(),
        path,
        site.declaring().nestedName() + ", expectation " + site.methodName());
  }

  /**
   * The golden file's path for {@code snapshot = "..."}, in the test class's snapshot directory and
   * named after the scenario, so that scenarios sharing an expectation method keep a file each;
   * empty, with the error reported, for a name that is not a plain {@code .effects} file or an
   * annotation that also lists effects.
   */
  private static Optional<String> golden(ExpectationSite site, String snapshot) {
    if (!GOLDEN_NAME.matcher(snapshot).matches() || snapshot.contains("..")) {
      site.error(
          ErrorTag.PipespecBadEffects,
          site.annotation()
              + " on "
              + site.methodName()
              + ": snapshot = \""
              + snapshot
              + "\" is not the name of a golden file. Write a file name, without a directory:"
              + " letters, digits, _, - and single dots, ending in .effects, such as snapshot ="
              + " \"payments.effects\" (the file goes in the test class's snapshot directory).",
          site.value("snapshot"));
      return Optional.empty();
    }
    if (!site.list("value").isEmpty()) {
      site.error(
          ErrorTag.PipespecBadEffects,
          site.annotation()
              + " on "
              + site.methodName()
              + " lists effects and names the golden file \""
              + snapshot
              + "\", which keeps them: expect the effects in one place. Remove value (record"
              + " the file with -Dpipespec.snapshots=record), or remove snapshot.",
          site.value("snapshot"));
      return Optional.empty();
    }
    ClassRef scenario = site.declaring();
    return Optional.of(
        SnapshotName.classDirectory(scenario.packageName(), scenario.simpleNames().get(0))
            + "/"
            + scenario.simpleName()
            + "."
            + snapshot);
  }
}
