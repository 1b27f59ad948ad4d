package io.pipespec.engine.descriptor;

import java.lang.reflect.AnnotatedElement;
import java.util.Optional;
import org.junit.platform.engine.support.hierarchical.Node.SkipResult;

/** Turns a {@code @Disabled} on a class or method into the reason its node is skipped. */
final class Disabling {

  private Disabling() {}

  /**
   * Skips with the {@code @Disabled} reason of {@code element}, or with {@code "<what>
   * is @Disabled"} when it gives none; does not skip when the element is not disabled.
   */
  static SkipResult skipResult(AnnotatedElement element, String what) {
    Optional<String> reason = JupiterAnnotations.disabledReason(element);
    if (reason.isEmpty()) {
      return SkipResult.doNotSkip();
    }
    return SkipResult.skip(reason.get().isEmpty() ? what + " is @Disabled" : reason.get());
  }

  static boolean isDisabled(AnnotatedElement element) {
    return JupiterAnnotations.disabledReason(element).isPresent();
  }
}
