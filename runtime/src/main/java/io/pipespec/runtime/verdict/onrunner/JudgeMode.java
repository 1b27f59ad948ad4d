package io.pipespec.runtime.verdict.onrunner;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.Locale;
import org.apiguardian.api.API;

/** Where a scenario's output expectations are judged ({@code pipespec.judge}). */
@API(status = INTERNAL)
public enum JudgeMode {
  /** Every element is brought back to the test JVM and judged there: the default. */
  JVM,
  /**
   * The pipeline judges: it counts each distinct element against the expected side and brings back
   * only the totals and the first differing elements. Expectations that read the elements
   * themselves are refused, with the reason.
   */
  RUNNER,
  /**
   * The pipeline judges an output when it can judge every expectation of it and either runs on a
   * cluster or one of them expects at least {@code pipespec.judge.threshold} elements; the test JVM
   * judges the others.
   */
  AUTO;

  /**
   * The mode {@code value} names, as {@code pipespec.judge} takes it ({@code jvm}, {@code runner},
   * {@code auto}).
   */
  public static JudgeMode parse(String value) {
    for (JudgeMode mode : values()) {
      if (mode.name().equalsIgnoreCase(value.trim())) {
        return mode;
      }
    }
    throw new IllegalArgumentException(
        "pipespec.judge is '"
            + value
            + "'; it takes jvm (bring every element back and judge in the test JVM, the default)"
            + " or runner (judge @ExpectContains, @ExpectSnapshot, @ExpectCount, @ExpectSum and"
            + " @ExpectHash in the pipeline, bring back only the differences or the sum or hash)"
            + " or auto (judge in the pipeline the outputs whose expectations it can all judge,"
            + " on a cluster or where one expects at least pipespec.judge.threshold elements).");
  }

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
