package io.pipespec.engine.report;

import io.pipespec.grammar.TimeGrammar;
import io.pipespec.runtime.suite.TimeMark;
import java.util.List;

/**
 * The lane of the inputs' timeline: element arrivals at their latest event time, each watermark
 * step where it moved the watermark to, and each processing-time step at the watermark of the
 * moment, a take-over's savepoint or a restart step at the watermark of its moment, all numbered in
 * the order they ran.
 */
final class TimelineLane {

  private static final double ROW = 26;

  private TimelineLane() {}

  static String svg(List<TimeMark> marks, TimeAxis axis, RestartNote restart) {
    double top = 28;
    double height = top + 3 * ROW + 8;
    StringBuilder svg = new StringBuilder();
    svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline-lane\" width=\"")
        .append(Html.num(TimeAxis.TOTAL))
        .append("\" height=\"")
        .append(Html.num(height))
        .append("\" viewBox=\"0 0 ")
        .append(Html.num(TimeAxis.TOTAL))
        .append(' ')
        .append(Html.num(height))
        .append("\">");
    axis.draw(svg, top - 6);
    String[] rows = {"input elements", "watermark", "processing time"};
    for (int i = 0; i < rows.length; i++) {
      svg.append("<text class=\"window-label\" x=\"4\" y=\"")
          .append(Html.num(top + i * ROW + ROW / 2 + 4))
          .append("\">")
          .append(rows[i])
          .append("</text>");
    }
    svg.append("<g class=\"lane watermark-lane\">");
    long watermark = axis.start();
    boolean advanced = false;
    double lastX = axis.x(axis.start());
    double wy = top + ROW + ROW / 2;
    int processingAtWatermark = 0;
    for (int step = 0; step < marks.size(); step++) {
      TimeMark mark = marks.get(step);
      String title = "step " + (step + 1) + ": ";
      switch (mark.kind()) {
        case ELEMENTS -> {
          double x = axis.x(mark.millis());
          double y = top + ROW / 2;
          svg.append("<g class=\"input-step\" data-step=\"")
              .append(step + 1)
              .append("\"><path d=\"M")
              .append(Html.num(x - 5))
              .append(' ')
              .append(Html.num(y - 5))
              .append(" L")
              .append(Html.num(x + 5))
              .append(' ')
              .append(Html.num(y - 5))
              .append(" L")
              .append(Html.num(x))
              .append(' ')
              .append(Html.num(y + 5))
              .append(" Z\"/><title>")
              .append(
                  Html.text(
                      title
                          + mark.count()
                          + (mark.count() == 1 ? " element" : " elements")
                          + (mark.count() == 1 ? " at " : ", the latest at ")
                          + axis.label(mark.millis())))
              .append("</title></g>");
        }
        case WATERMARK -> {
          double x = axis.x(mark.millis());
          svg.append("<g class=\"watermark-step\" data-step=\"")
              .append(step + 1)
              .append("\" data-millis=\"")
              .append(mark.millis())
              .append("\"><line class=\"watermark-rise\" x1=\"")
              .append(Html.num(lastX))
              .append("\" y1=\"")
              .append(Html.num(wy))
              .append("\" x2=\"")
              .append(Html.num(x))
              .append("\" y2=\"")
              .append(Html.num(wy))
              .append("\"/><line class=\"watermark-mark\" x1=\"")
              .append(Html.num(x))
              .append("\" y1=\"")
              .append(Html.num(wy - 9))
              .append("\" x2=\"")
              .append(Html.num(x))
              .append("\" y2=\"")
              .append(Html.num(wy + 9))
              .append("\"/><title>")
              .append(Html.text(title + "watermark to " + axis.label(mark.millis())))
              .append("</title></g>");
          lastX = x;
          watermark = mark.millis();
          advanced = true;
          processingAtWatermark = 0;
        }
        case PROCESSING -> {
          double x = axis.x(watermark) + 7 * processingAtWatermark++;
          double y = top + 2 * ROW + ROW / 2;
          svg.append("<g class=\"processing-step\" data-step=\"")
              .append(step + 1)
              .append("\" data-advance=\"")
              .append(mark.millis())
              .append("\"><path d=\"M")
              .append(Html.num(x))
              .append(' ')
              .append(Html.num(y - 6))
              .append(" L")
              .append(Html.num(x + 5))
              .append(' ')
              .append(Html.num(y))
              .append(" L")
              .append(Html.num(x))
              .append(' ')
              .append(Html.num(y + 6))
              .append(" L")
              .append(Html.num(x - 5))
              .append(' ')
              .append(Html.num(y))
              .append(" Z\"/><title>")
              .append(
                  Html.text(
                      title
                          + "processing time +"
                          + TimeGrammar.formatDuration(mark.millis())
                          + (advanced
                              ? ", the watermark at " + axis.label(watermark)
                              : ", before the first watermark step")))
              .append("</title></g>");
        }
        case RESTART -> restartStep(svg, step, axis.x(watermark), top, restart);
        case SAVEPOINT -> {
          // A take-over: the recorded job stopped here, the current code goes on from its state.
          double x = axis.x(watermark);
          svg.append("<g class=\"savepoint-step\" data-step=\"")
              .append(step + 1)
              .append("\"><line class=\"savepoint-mark\" stroke-dasharray=\"4 3\" x1=\"")
              .append(Html.num(x))
              .append("\" y1=\"")
              .append(Html.num(top - 4))
              .append("\" x2=\"")
              .append(Html.num(x))
              .append("\" y2=\"")
              .append(Html.num(top + 3 * ROW))
              .append("\"/><text class=\"window-label\" x=\"")
              .append(Html.num(x + 3))
              .append("\" y=\"")
              .append(Html.num(top + 3 * ROW + 4))
              .append("\">savepoint</text><title>")
              .append(
                  Html.text(
                      title
                          + "savepoint: the recorded job stopped here"
                          + (advanced ? " (watermark " + axis.label(watermark) + ")" : "")
                          + "; the current code was restored from it and ran the steps after"))
              .append("</title></g>");
        }
      }
    }
    svg.append("</g></svg>");
    return svg.toString();
  }

  /**
   * The restart step {@code step} (from 0) at {@code x}: solid where the job failed, in the note's
   * words, dashed and grey where it did not fail (the run never reached the step, or has no note).
   */
  private static void restartStep(
      StringBuilder svg, int step, double x, double top, RestartNote restart) {
    boolean failed = restart.failed();
    svg.append("<g class=\"restart-step")
        .append(failed ? "" : " not-reached")
        .append("\" data-step=\"")
        .append(step + 1)
        .append("\"><line class=\"restart-mark\"")
        .append(failed ? "" : " stroke-dasharray=\"2 3\"")
        .append(" x1=\"")
        .append(Html.num(x))
        .append("\" y1=\"")
        .append(Html.num(top - 4))
        .append("\" x2=\"")
        .append(Html.num(x))
        .append("\" y2=\"")
        .append(Html.num(top + 3 * ROW))
        .append("\"/><text class=\"window-label\" x=\"")
        .append(Html.num(x + 3))
        .append("\" y=\"")
        .append(Html.num(top + 3 * ROW + 4))
        .append("\">")
        .append(failed ? "restart: the job failed" : "restart: did not run")
        .append("</text><title>")
        .append(
            Html.text(
                "step "
                    + (step + 1)
                    + ": "
                    + restart
                        .note()
                        .map(
                            note ->
                                failed ? note : "the restart step did not fail the job: " + note)
                        .orElse(
                            "the restart step; the run has no note of it (refused, or failed"
                                + " before the step)")))
        .append("</title></g>");
  }
}
