package io.pipespec.engine.report;

import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.verdict.shape.ShapeChangedError;
import java.util.List;
import java.util.Map;

/**
 * The "Failures" section of a page: for every failed or refused expectation the table lists, the
 * difference side by side when it compares elements ({@link DiffTable}), the changes of a job's
 * shape as a table ({@link ShapeTable}), and the message, in full (up to {@link #MESSAGE}
 * characters), open, wrapped, its long lines scrolled sideways. A message in a cell of the
 * expectations' scrolled table, collapsed and as high as the cell, was cut after four lines; the
 * table links to each message here instead.
 */
final class FailuresSection {

  /** Failure messages are cut to this many characters. */
  static final int MESSAGE = 100_000;

  private FailuresSection() {}

  /** The id of the message of the {@code listed}-th expectation of the table (from 0). */
  static String id(int listed) {
    return "failure-" + (listed + 1);
  }

  /**
   * Writes the messages of the failures among {@code listed}, the table's rows in its order, each
   * after its difference side by side ({@link DiffTable}) when it compares elements of one of
   * {@code outputs}.
   */
  static void write(
      StringBuilder html,
      List<PageInput.Verdict> listed,
      Map<String, CapturedOutput<?>> outputs,
      TimeAxis axis) {
    if (listed.stream().noneMatch(v -> v.judgement().failure().isPresent())) {
      return;
    }
    html.append("<section class=\"failures\"><h2>Failures</h2>");
    for (int i = 0; i < listed.size(); i++) {
      PageInput.Verdict verdict = listed.get(i);
      if (verdict.judgement().failure().isEmpty()) {
        continue;
      }
      String message = String.valueOf(verdict.judgement().failure().get().getMessage());
      String word = verdict.judgement().word();
      html.append("<div class=\"failure\" id=\"")
          .append(id(i))
          .append("\" data-expectation=\"")
          .append(Html.text(verdict.spec().methodName()))
          .append("\"><h3><span class=\"method\">")
          .append(Html.text(verdict.spec().methodName()))
          .append("</span> <span class=\"verdict ")
          .append(word.replace(' ', '-'))
          .append("\">")
          .append(word)
          .append("</span></h3>");
      if (verdict.judgement() instanceof Judgement.Failed failed) {
        CapturedOutput<?> output =
            verdict.spec().target() instanceof ExpectationSpec.Target.Output target
                ? outputs.get(target.output())
                : null;
        DiffTable.write(html, failed, output, axis);
        if (failed.error() instanceof ShapeChangedError shape) {
          ShapeTable.write(html, shape);
        }
      }
      html.append("<pre class=\"failure-message\">")
          .append(Html.text(cut(message)))
          .append("</pre></div>");
    }
    html.append("</section>");
  }

  /** {@code message} cut to {@link #MESSAGE} characters, saying how many were left out. */
  static String cut(String message) {
    return message.length() <= MESSAGE
        ? message
        : Html.cut(message, MESSAGE)
            + "\n("
            + (message.length() - MESSAGE)
            + " more characters; the whole message is in the test's report)";
  }
}
