package io.pipespec.engine.report;

import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.verdict.shape.ShapeChangedError;
import java.util.List;
import java.util.Map;

/**
 * The "Differences" and "Failures" sections of a page: for every failed expectation the table
 * lists, the difference side by side when it compares elements ({@link DiffTable}) and the changes
 * of a job's shape as a table ({@link ShapeTable}), right below the expectations; lower down, for
 * every failed or refused one, the message, in full (up to {@link #MESSAGE} characters), open,
 * wrapped, its long lines scrolled sideways. A message in a cell of the expectations' scrolled
 * table, collapsed and as high as the cell, was cut after four lines; the table links to each
 * message here instead.
 */
final class FailuresSection {

  /** Failure messages are cut to this many characters. */
  static final int MESSAGE = 100_000;

  private FailuresSection() {}

  /** The id of the message of the {@code listed}-th expectation of the table (from 0). */
  static String id(int listed) {
    return "failure-" + (listed + 1);
  }

  /** Writes the messages of the failures among {@code listed}, the table's rows in its order. */
  static void write(StringBuilder html, List<PageInput.Verdict> listed) {
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
      html.append("<pre class=\"failure-message\">")
          .append(Html.text(cut(message)))
          .append("</pre></div>");
    }
    html.append("</section>");
  }

  /**
   * Writes the "Differences" section: for each failure among {@code listed} that compares elements
   * of one of {@code outputs} its difference side by side ({@link DiffTable}), for a job's shape
   * its changes ({@link ShapeTable}), headed by its expectation and linked to its message. It
   * stands right below the expectations: below the drawings and the long messages it was past the
   * fold of a 1000-pixel screen. Nothing when no failure has a difference to show.
   */
  static void differences(
      StringBuilder html,
      List<PageInput.Verdict> listed,
      Map<String, CapturedOutput<?>> outputs,
      TimeAxis axis) {
    StringBuilder section = new StringBuilder();
    for (int i = 0; i < listed.size(); i++) {
      PageInput.Verdict verdict = listed.get(i);
      if (!(verdict.judgement() instanceof Judgement.Failed failed)) {
        continue;
      }
      CapturedOutput<?> output =
          verdict.spec().target() instanceof ExpectationSpec.Target.Output target
              ? outputs.get(target.output())
              : null;
      StringBuilder tables = new StringBuilder();
      DiffTable.write(tables, failed, output, axis);
      if (failed.error() instanceof ShapeChangedError shape) {
        ShapeTable.write(tables, shape);
      }
      if (tables.length() > 0) {
        section
            .append("<div class=\"difference\" data-expectation=\"")
            .append(Html.text(verdict.spec().methodName()))
            .append("\"><h3><span class=\"method\">")
            .append(Html.text(verdict.spec().methodName()))
            .append("</span> <a class=\"message-link\" href=\"#")
            .append(id(i))
            .append("\">its message, below</a></h3>")
            .append(tables)
            .append("</div>");
      }
    }
    if (section.length() > 0) {
      html.append("<section class=\"differences\"><h2>Differences</h2>")
          .append(section)
          .append("</section>");
    }
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
