package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.CheckModel;
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

  /**
   * The effects on {@code system} compared as {@code mode} says with {@code expected}, each as the
   * fake records it ({@link EffectForms}); for {@code FINAL_BY_KEY}, each key followed by its
   * value.
   */
  public record Check(String system, String mode, List<String> expected) implements CheckModel {
    public Check {
      expected = List.copyOf(expected);
    }

    @Override
    public TargetModel target() {
      return new TargetModel.Effects();
    }

    @Override
    public RuntimeCall expectation() {
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
    super("io.pipespec.ExpectEffects", EnumSet.allOf(TestKind.class));
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
    return valid ? Optional.of(new Check(system, mode, expected)) : Optional.empty();
  }
}
