package io.pipespec.runtime.build;

import io.pipespec.runtime.build.AsWritten.Role;
import io.pipespec.runtime.build.JobBoundary.Exit;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.runners.TransformHierarchy;
import org.apache.beam.sdk.transforms.ParDo;

/**
 * The refusals of a job test that would touch what is outside the test: a read no input replaces, a
 * write no output captures, and a name in {@code @RunsAsWritten} that is neither.
 */
final class JobRefusal {

  private JobRefusal() {}

  /**
   * Fails the build when {@code boundary} has a read or write that is neither handled by the test
   * nor in {@code allowed} (full names), listing each with how to replace or capture it and the
   * opt-out.
   */
  static void refuseUnhandled(JobBoundary boundary, Collection<String> allowed, Pipeline pipeline)
      throws ConstructionFailure {
    List<Exit> refused =
        boundary.exits().stream().filter(exit -> !allowed.contains(exit.name())).toList();
    if (refused.isEmpty()) {
      return;
    }
    StringBuilder text =
        new StringBuilder("Pipespec refuses to run them, so that a test touches nothing of them:");
    for (Exit exit : refused) {
      text.append("\n  ")
          .append(exit.role() == Role.READ ? "read '" : "write '")
          .append(exit.name())
          .append("' (")
          .append(exit.simpleType())
          .append("): ")
          .append(fix(exit, pipeline));
    }
    text.append(
            "\nOr, when one of them may touch what it touches outside the test, say so on the test"
                + " class or the scenario: @RunsAsWritten(")
        .append(names(refused))
        .append(").");
    throw ConstructionFailure.refusal(
        "the job reads or writes outside the test, where the test neither replaces nor captures"
            + " it:",
        text.toString());
  }

  private static String fix(Exit exit, Pipeline pipeline) {
    String name = exit.name();
    if (exit.role() == Role.READ) {
      return (JobBoundary.endless(exit.node())
              ? "it never ends (a GenerateSequence without .to(...)), so the job would run until"
                  + " the timeout; give it .to(...), or "
              : "")
          + "replace it with @Input(replaces = \""
          + name
          + "\") or @Timeline(replaces = \""
          + name
          + "\", type = ...)";
    }
    Optional<String> doFn = terminalDoFn(exit);
    if (doFn.isPresent()) {
      return "a step of the DoFn "
          + doFn.get()
          + " whose output no step reads. It may only set metrics (a counter, a gauge), or it may"
          + " write outside the test, which Pipespec cannot tell apart from the graph. When it"
          + " touches nothing outside the test, let it run: @RunsAsWritten(\""
          + name
          + "\"); when it writes, move the write into a transform of its own that @Output can"
          + " capture (one PCollection in, none out)";
    }
    if (exit.capturable(pipeline)) {
      return "capture it with @Output(name = \"...\", of = \"" + name + "\")";
    }
    return "@Output cannot capture it, since it "
        + (exit.node().getOutputs().isEmpty()
            ? "consumes "
                + exit.node().toAppliedPTransform(pipeline).getMainInputs().size()
                + " main inputs"
            : "makes collections that no step reads")
        + " (a captured write consumes one PCollection and makes none); as the job is written,"
        + " it can only run as written";
  }

  /**
   * The {@code DoFn} of a write that is a {@code ParDo} whose outputs no step reads, by its name
   * without the package: such a step is often there only to set metrics, and is a write only as far
   * as the graph shows. Empty for any other write.
   */
  private static Optional<String> terminalDoFn(Exit exit) {
    if (exit.role() != Role.WRITE || exit.node().getOutputs().isEmpty()) {
      return Optional.empty();
    }
    Object fn =
        exit.node().getTransform() instanceof ParDo.SingleOutput<?, ?> single
            ? single.getFn()
            : exit.node().getTransform() instanceof ParDo.MultiOutput<?, ?> multi
                ? multi.getFn()
                : null;
    if (fn == null) {
      return Optional.empty();
    }
    String type = fn.getClass().getName();
    return Optional.of(type.substring(type.lastIndexOf('.') + 1));
  }

  /** {@code "ReadA"}, or {@code {"ReadA", "WriteB"}}: the value of an annotation. */
  private static String names(List<Exit> exits) {
    List<String> quoted = exits.stream().map(exit -> "\"" + exit.name() + "\"").toList();
    return quoted.size() == 1 ? quoted.get(0) : "{" + String.join(", ", quoted) + "}";
  }

  /** Why {@code @RunsAsWritten("name")}, which found {@code fullName}, names no read or write. */
  static String notAnExit(String name, String fullName, JobBoundary boundary) {
    String what = "@RunsAsWritten(\"" + name + "\") names '" + fullName + "', ";
    Optional<TransformHierarchy.Node> inMemory =
        boundary.inMemory().stream().filter(n -> n.getFullName().equals(fullName)).findFirst();
    if (inMemory.isPresent()) {
      return what
          + "a read from memory ("
          + JobBoundary.userClass(inMemory.get())
          + "), which touches nothing outside the test and runs without leave. Remove it from"
          + " @RunsAsWritten.";
    }
    Optional<Exit> enclosing = boundary.enclosing(fullName);
    if (enclosing.isPresent()) {
      return what
          + "which is a part of the "
          + (enclosing.get().role() == Role.READ ? "read '" : "write '")
          + enclosing.get().name()
          + "'. Name '"
          + enclosing.get().name()
          + "' instead.";
    }
    List<Exit> inside = boundary.inside(fullName);
    if (!inside.isEmpty()) {
      return what
          + "which holds the reads and writes "
          + inside.stream().map(exit -> "'" + exit.name() + "'").toList()
          + ". Name those instead.";
    }
    return what
        + "which is neither a read (an outermost transform that consumes nothing) nor a write (one"
        + " that consumes a PCollection and whose outputs no other step consumes): it runs in the"
        + " test anyway. Remove it from @RunsAsWritten.";
  }
}
